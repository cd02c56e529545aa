// inversify-site: what only the open search modal uses, loaded with the modal (SearchBar's
// importDocSearchModalIfNeeded) rather than with every page.
import type {DocSearchTransformClient} from '@docsearch/react';
import {LIBRARY_REPOSITORY} from '../siteData/repositories.mjs';
import {recordResponse} from './searchClient';

/** The no-results screen's "Let us know." link: a new issue on the source repository. */
export function getMissingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query.slice(0, 200)}"`;
  return `${LIBRARY_REPOSITORY}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

/** The no-results screen's texts after a failed search (searchClient.ts, useModalTranslations). */
export const FAILED_SEARCH_TEXTS = {
  noResultsText: 'Unable to fetch results for',
  reportMissingResultsText: 'You might want to check your network connection.',
  reportMissingResultsLinkText: 'Report a problem.',
};

type SearchMethod = (request: {requests?: {query?: string; indexName?: string}[]}) => Promise<{results: unknown[]}>;

/** A search response without hits, in the shape DocSearch reads. */
function emptyResult(query: string, index: string) {
  return {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query, params: '', index};
}

const tracked = new WeakMap<object, object>();

/** The client with its search recording each response (searchClient.ts: "See all N results", "Unable to fetch results"). */
function trackResultCount<T extends object>(client: T): T {
  const existing = tracked.get(client);
  if (existing) return existing as T;
  const original = (client as unknown as {search: SearchMethod}).search;
  const search: SearchMethod = async (request) => {
    let response: {results: unknown[]};
    const query = request.requests?.[0]?.query ?? '';
    try {
      response = await original.call(client, request);
    } catch (error) {
      console.warn('Search failed.', error);
      recordResponse(query, 0, true);
      return {results: (request.requests ?? []).map((r) => emptyResult(r.query ?? '', r.indexName ?? ''))};
    }
    const nbHits = response.results.reduce<number>(
      (sum, result) => sum + ((result as {nbHits?: number}).nbHits ?? 0),
      0,
    );
    recordResponse(query, nbHits, false);
    return response;
  };
  // Same client, with search wrapped (the prototype keeps every other method and `this`).
  const wrapper = Object.assign(Object.create(client) as T, {search});
  tracked.set(client, wrapper);
  return wrapper;
}

/** DocSearch's transformSearchClient: the local engine (`engine`) by default, the hosted client otherwise. */
export function transformSearchClient(searchClient: DocSearchTransformClient, engine: object | null, docusaurusVersion: string): DocSearchTransformClient {
  if (engine) return trackResultCount(engine) as unknown as DocSearchTransformClient;
  searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
  return trackResultCount(searchClient);
}
