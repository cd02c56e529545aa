// inversify-site: the search page's client, and the inline script that has the page's first index files requested
// early. Kept apart from searchClient.ts so that they ship with the search page only, not with the SearchBar on every
// page.
import {useMemo} from 'react';
import {liteClient} from 'algoliasearch/lite';
import {usePluginData} from '@docusaurus/useGlobalData';
import {isLocalSearch, useLocalEngine, type IndexPluginData} from './searchClient';
import {EARLY_REQUESTS_GLOBAL, PLUGIN_NAME, indexFileUrls} from './indexFiles.mjs';

type LiteClient = ReturnType<typeof liteClient>;

/** The client given to algoliasearch-helper on the search page: the local engine unless Algolia is configured. */
export function useSearchPageClient(appId: string, apiKey: string): LiteClient {
  const engine = useLocalEngine(appId);
  return useMemo(
    () => (engine ? (engine as unknown as LiteClient) : liteClient(appId, apiKey)),
    [engine, appId, apiKey],
  );
}

/** The text of requestIndexFilesEarly (./earlyRequests.mjs) as written, the same in both bundles (src/plugins/search-index). */
declare const EARLY_REQUESTS_SOURCE: string;

/**
 * The search page's inline script, in its HTML: requestIndexFilesEarly (./earlyRequests.mjs) called with the files of
 * the page's first search. Its text is the same on the server and the client, so that hydration keeps it. Run again by
 * nothing: React does not run the scripts it renders after the first load.
 * @param urls the files' URLs, from the build's own configuration
 */
export function earlyRequestsScript(urls: string[]): string {
  const args = [urls, EARLY_REQUESTS_GLOBAL].map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(${EARLY_REQUESTS_SOURCE})(${args})`;
}

/** The URLs of the index files (index and texts) of these docusaurus_tags, or none when the hosted service is configured. */
export function useIndexFileUrls(appId: string, tags: string[]): string[] {
  const data = usePluginData(PLUGIN_NAME) as IndexPluginData | undefined;
  if (!isLocalSearch(appId) || !data) return [];
  return tags.flatMap((tag) => indexFileUrls(data.indexPath, tag));
}
