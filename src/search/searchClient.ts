// inversify-site: which search client the ejected SearchBar and SearchPage use, and the small
// behaviours we add around DocSearch. The theme's appId 'local' (src/search/config.ts) selects the
// local index; real Algolia credentials select the hosted service.
import {useMemo, useSyncExternalStore} from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import {getDocsVersionSearchTag, type GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import type {DocSearchModalProps} from '@docsearch/react';
import type {GlobalData} from '@docusaurus/types';
import type {AskAiConfig} from '@docusaurus/theme-search-algolia';
import type {EngineOptions, IndexFile, LocalSearchEngine} from './engine.mjs';
import {LOCAL_SEARCH_APP_ID} from './config';
import {EARLY_REQUESTS_GLOBAL, PLUGIN_NAME, indexFileUrls} from './indexFiles.mjs';

export interface IndexPluginData {
  indexPath: string;
}

export function isLocalSearch(appId: string): boolean {
  return appId === LOCAL_SEARCH_APP_ID;
}

/** DocSearch shows "Unable to fetch results" only for errors named RetryError (as the Algolia client throws). */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError';
}

/** The request the search page's inline script (searchPageClient.ts) made for `url`, handed out once (a later load requests the file anew). */
function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const early: unknown = (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  if (typeof early !== 'object' || early === null || !Object.hasOwn(early, url)) return undefined;
  const request: unknown = (early as Record<string, unknown>)[url];
  delete (early as Record<string, unknown>)[url];
  return request instanceof Promise ? (request as Promise<Response>) : undefined;
}

/**
 * An index file's request. 'no-cache' revalidates with the server (ETag/Last-Modified, usually a 304): an index cached
 * before a deploy is never used with the new site, and no build-time id has to be bundled to tell them apart.
 */
export const requestIndexFile = (url: string): Promise<Response> =>
  takeEarlyRequest(url) ?? fetch(url, {credentials: 'same-origin', cache: 'no-cache'});

/** The engine, and `prepare`: load what a search with these facet filters needs, before it is made. */
type LazyEngine = Omit<LocalSearchEngine, 'prepare'> & {prepare: (filters: unknown) => void};

const engines = new Map<string, LazyEngine>();

/** The docusaurus_tags that facet filters (or requests carrying them) name: those whose index files a search will need. */
const namedTags = (filters: unknown): string[] => [...JSON.stringify(filters ?? null).matchAll(/"docusaurus_tag:([^"-][^"]*)"/g)].map((m) => m[1]!);

/**
 * The engine (and MiniSearch) in a chunk of its own, fetched on the first search rather than with
 * every page. A chunk that fails to load reads as an unavailable index, and the next search retries.
 * The index files a search names are requested at once, beside the chunk, rather than once it has
 * arrived; opening the modal (prepare) also has them indexed before the first keystroke.
 */
function createLazyEngine(options: EngineOptions): LazyEngine {
  let engine: LocalSearchEngine | null = null;
  let loading: Promise<LocalSearchEngine> | null = null;
  const load = () =>
    (loading ??= import('./engine.mjs').then(
      ({createSearchEngine}) => (engine = createSearchEngine(options)),
      (error: unknown) => {
        loading = null;
        throw new SearchIndexUnavailableError('The search engine could not be loaded', {cause: error});
      },
    ));
  // The chunk first: over HTTP/1.1 the browser opens six connections to a host, and the files (index and texts
  // of two tags) would take them. A failure is reported by the search that needs the chunk or the file.
  const start = (filters: unknown) => {
    const chunk = load();
    const needed = namedTags(filters).filter((tag) => options.tags.includes(tag));
    for (const tag of needed) options.loadRecords(tag).catch(() => {});
    return {chunk, needed};
  };
  return {
    search: async (requests) => (await start(requests).chunk).search(requests),
    prepare: (filters) => {
      const {chunk, needed} = start(filters);
      chunk.then((loaded) => loaded.prepare?.(needed)).catch(() => {});
    },
    addAlgoliaAgent() {},
    clearCache: async () => engine?.clearCache(),
  };
}

/** One engine per page set: index files are fetched on first search, then kept for the session. */
function getLocalEngine(data: IndexPluginData, tags: string[]): LazyEngine {
  const key = `${data.indexPath}|${tags.join(',')}`;
  let engine = engines.get(key);
  if (!engine) {
    // Each tag's file loaded once, whether prepared or asked for by the engine; a failed load is tried again.
    const files: Record<string, Promise<IndexFile>> = {};
    const loadFile = async (tag: string): Promise<IndexFile> => {
      const reader = import('./indexFile');
      const urls = indexFileUrls(data.indexPath, tag);
      // The index file and the texts (src/search/indexFormat.mjs), both requested now: the texts are a second step
      // of the load, not a second round trip. Read, and a failure reported, by readIndexFile.
      const requests = urls.map(requestIndexFile) as [Promise<Response>, Promise<Response>];
      requests.forEach((request) => request.catch(() => {}));
      return (await reader).readIndexFile(tag, requests, urls);
    };
    const loadRecords = (tag: string): Promise<IndexFile> =>
      (files[tag] ??= loadFile(tag).catch((error: unknown) => {
        delete files[tag];
        throw error;
      }));
    engine = createLazyEngine({tags, indexName: LOCAL_SEARCH_APP_ID, loadRecords});
    engines.set(key, engine);
  }
  return engine;
}

/** The docs plugins' global data, by plugin id (what useAllDocsData gives). */
type AllDocsData = Record<string, GlobalPluginData>;

/** Every docusaurus_tag the site can have: one per docs version, plus blog/pages ("default"). */
const indexTagsOf = (allDocsData: AllDocsData): string[] => [
  DEFAULT_SEARCH_TAG,
  ...Object.entries(allDocsData).flatMap(([pluginId, docsData]) =>
    docsData.versions.map((version) => getDocsVersionSearchTag(pluginId, version.name)),
  ),
];

/**
 * The local engine, or null when the hosted service is configured, from the site's global data as the docs and
 * search-index plugins give it: also for code that runs before the page renders (src/theme/SearchPage starts its first
 * search's loads then).
 */
export function localEngineOf(appId: string, globalData: GlobalData): LazyEngine | null {
  const data = globalData[PLUGIN_NAME]?.default as IndexPluginData | undefined;
  const allDocsData = (globalData['docusaurus-plugin-content-docs'] ?? {}) as AllDocsData;
  return isLocalSearch(appId) && data ? getLocalEngine(data, indexTagsOf(allDocsData)) : null;
}

/** localEngineOf in a component. */
export function useLocalEngine(appId: string): LazyEngine | null {
  const globalData = useGlobalData();
  return useMemo(() => localEngineOf(appId, globalData), [appId, globalData]);
}

// "See all N results": DocSearch 4.2.0 adds nbHits across keystrokes in its context, so we keep the
// count of the latest response ourselves.
let lastResponse: {query: string; nbHits: number} = {query: '', nbHits: 0};

export function getResultCount(query: string, fallback: unknown): number {
  if (lastResponse.query === query) return lastResponse.nbHits;
  return typeof fallback === 'number' ? fallback : 0;
}

// "Unable to fetch results": DocSearch 4.2.0 sets its error status on a failed search, but
// autocomplete-core resets the status to idle right after, so the modal shows its no-results screen;
// with Ask AI on, a failed search even left an empty panel ("See all 0 results" under nothing). So a
// failed search answers as one without hits, which both modes show on the no-results screen (with Ask AI,
// under the "Ask AI" entry; modalParts.ts wraps the modal's client), and we remember that it failed: the SearchBar
// relabels that screen.
let lastSearchFailed = false;
const failureListeners = new Set<() => void>();

function setLastSearchFailed(failed: boolean) {
  if (failed === lastSearchFailed) return;
  lastSearchFailed = failed;
  failureListeners.forEach((listener) => listener());
}

/** What the modal's client (modalParts.ts) records of each response: its count, and whether the search failed. */
export function recordResponse(query: string, nbHits: number, failed: boolean): void {
  lastResponse = {query, nbHits};
  setLastSearchFailed(failed);
}

function useLastSearchFailed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    () => lastSearchFailed,
    () => false,
  );
}

/**
 * The modal's translations, with the no-results screen saying the search failed when it did (`failedTexts`, from
 * modalParts.ts, which arrives with the modal).
 */
export function useModalTranslations<T extends {noResultsScreen?: object}>(translations: T | undefined, failedTexts: object | undefined): T | undefined {
  const failed = useLastSearchFailed();
  return useMemo(
    () => (failed && translations && failedTexts ? {...translations, noResultsScreen: {...translations.noResultsScreen, ...failedTexts}} : translations),
    [failed, translations, failedTexts],
  );
}

/**
 * Docusaurus types Ask AI facetFilters as Algolia FacetFilters (nested OR-groups, as contextual
 * search produces); DocSearch 4.2.0 declares string[] but forwards the value as is. Same object.
 */
export function toDocSearchAskAi(askAi: AskAiConfig | undefined): DocSearchModalProps['askAi'] {
  return askAi as DocSearchModalProps['askAi'];
}
