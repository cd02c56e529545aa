import type {SearchRecord} from '../plugins/search-index/extract.mjs';

export type {SearchRecord};

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [param: string]: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface LocalHit extends SearchRecord {
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, SnippetResult>; content?: SnippetResult};
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
}

export interface EngineOptions {
  /** Loads the records of one docusaurus_tag (one index file). */
  loadRecords: (tag: string) => Promise<SearchRecord[]>;
  /** Every docusaurus_tag that has an index file. */
  tags: string[];
  indexName?: string;
}

export interface LocalSearchEngine {
  search(requests: SearchRequest[] | {requests: SearchRequest[]}): Promise<{results: LocalSearchResult[]}>;
  addAlgoliaAgent(...args: unknown[]): void;
  clearCache(): Promise<void>;
}

export const LEVELS: readonly string[];
export const FIELD_BOOSTS: Record<string, number>;
export function escapeHtml(text: string): string;
export function parseFacetFilters(facetFilters: unknown): {attribute: string; value: string; negated: boolean}[][];
export function facetFilterPredicate(facetFilters: unknown): (record: Record<string, unknown>) => boolean;
export function tagsForFilters(facetFilters: unknown, allTags: string[]): string[];
export function highlight(
  text: string,
  terms: Set<string>,
  tags: {pre: string; post: string},
): HighlightResult;
export function snippet(
  text: string,
  terms: Set<string>,
  options: {pre: string; post: string; ellipsis: string; words: number},
): SnippetResult;
export function createSearchEngine(options: EngineOptions): LocalSearchEngine;
