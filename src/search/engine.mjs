// inversify-site: the local search engine behind the search modal and the /search/ page.
// It answers the part of the Algolia search-client contract that DocSearch 4.2.0 and
// algoliasearch-helper use, over DocSearch-shaped records, with MiniSearch doing all matching and
// ranking (prefix and typo tolerance; field boosts put title and heading hits above body hits).
// Pure module (no DOM, no fetch): records come from a loader, so it runs in Node unit tests.
import MiniSearch from 'minisearch';

/**
 * @typedef {import('../plugins/search-index/extract.mjs').SearchRecord} SearchRecord
 * @typedef {{indexName?: string, query?: string, params?: Record<string, unknown> | string, [param: string]: unknown}} SearchRequest
 * @typedef {{value: string, matchLevel: 'none' | 'partial' | 'full', matchedWords: string[], fullyHighlighted: boolean}} HighlightResult
 * @typedef {{value: string, matchLevel: 'none' | 'partial' | 'full'}} SnippetResult
 * @typedef {SearchRecord & {
 *   _highlightResult: {hierarchy: Record<string, HighlightResult>, content?: HighlightResult},
 *   _snippetResult: {hierarchy: Record<string, SnippetResult>, content?: SnippetResult},
 * }} LocalHit
 * @typedef {object} LocalSearchResult
 * @property {LocalHit[]} hits
 * @property {number} nbHits
 * @property {number} page
 * @property {number} nbPages
 * @property {number} hitsPerPage
 * @property {boolean} exhaustiveNbHits
 * @property {string} query
 * @property {string} params
 * @property {string} index
 * @property {number} processingTimeMS
 * @property {Record<string, Record<string, number>>} [facets]
 * @typedef {import('./indexFormat.mjs').PackedIndex} PackedIndex
 * @typedef {{records: SearchRecord[], packed?: PackedIndex, texts?: () => Promise<unknown>}} IndexFile
 *   what an index file gives: the records of one docusaurus_tag, the MiniSearch index of those records alone (ids
 *   0…n-1) made at build time, packed (src/search/indexFormat.mjs), and, when the records' texts arrive separately,
 *   what puts them into the records: the engine waits for it before it reads a text (showing hits, indexing records
 *   itself)
 * @typedef {object} EngineOptions
 * @property {(tag: string) => Promise<SearchRecord[] | IndexFile>} loadRecords Loads one docusaurus_tag's index file:
 *   its records, with or without their packed index.
 * @property {string[]} tags Every docusaurus_tag that has an index file.
 * @property {string} [indexName]
 * @typedef {object} LocalSearchEngine
 * @property {(requests: SearchRequest[] | {requests: SearchRequest[]}) => Promise<{results: LocalSearchResult[]}>} search
 * @property {(...args: unknown[]) => void} addAlgoliaAgent
 * @property {() => Promise<void>} clearCache
 * @property {(tags: string[]) => Promise<unknown>} [prepare] Loads and indexes these docusaurus_tags' files, texts
 *   included, ahead of the first search that needs them (opening the search modal).
 */

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Field boosts: the only ranking knob. A record's own heading outweighs body text, which outweighs
 * the headings above it (kept searchable so that "container get" finds a paragraph under "Container"). */
const FIELD_BOOSTS = {title: 6, heading: 4, subheading: 3, content: 1, context: 0.5};

const DEFAULT_HITS_PER_PAGE = 20;
/** Records indexed per task when an index file arrives. */
const INDEX_CHUNK_SIZE = 100;
const MAX_QUERY_LENGTH = 512;
const DEFAULT_SNIPPET_WORDS = 10;
const DEFAULT_PRE_TAG = '<mark>';
const DEFAULT_POST_TAG = '</mark>';
const DEFAULT_ELLIPSIS = '…';

/** Splits on spaces, punctuation and symbols (so `<T>` and `a=b` split). */
const SPLIT = /[\n\r\p{Z}\p{P}\p{S}]+/u;
// Queries of this many words or more fall back to matching most of them (an error message with the reader's names).
const MIN_TERMS_FOR_PARTIAL = 4;
const SPLIT_KEEP = /([\n\r\p{Z}\p{P}\p{S}]+)/u;

/** @param {string} term */
const processTerm = (term) => term.toLowerCase();

/**
 * The pairs of words that follow each other in a list of processed terms.
 * @param {string[]} terms
 */
function adjacentPairs(terms) {
  const pairs = new Set();
  for (let i = 0; i + 1 < terms.length; i += 1) pairs.add(`${terms[i]} ${terms[i + 1]}`);
  return pairs;
}

/** The end of a sentence: its mark and closing quotes or brackets, then a space, a capital, a bracket or the end. */
const SENTENCE_END = /[.!?]["'”)\]]*(?=\s|\p{Lu}|\[|$)/u;

/**
 * A text's first sentence, when more follows it (a pasted message's first line: a one-line field joins the lines with
 * spaces, or drops the line breaks, so a sentence ends before a space or a capital, as in `found.Registered`).
 * @param {string} text
 * @returns {string | undefined}
 */
export function firstSentence(text) {
  const end = SENTENCE_END.exec(text);
  if (end === null) return undefined;
  const head = text.slice(0, end.index + end[0].length);
  return text.slice(head.length).trim() === '' ? undefined : head;
}

/** How records are indexed and searched: the engine builds and loads indexes with these, the build serializes with them. */
/** @type {import('minisearch').Options} */
const INDEX_OPTIONS = {
  idField: 'id',
  fields: Object.keys(FIELD_BOOSTS),
  storeFields: [],
  processTerm,
  tokenize: (/** @type {string} */ text) => text.split(SPLIT),
  searchOptions: {
    boost: FIELD_BOOSTS,
    prefix: true,
    fuzzy: (/** @type {string} */ term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
    processTerm,
  },
};

/**
 * The documents MiniSearch indexes for records that take ids from `start` on (their places in the engine's records).
 * @param {SearchRecord[]} records
 * @param {number} start
 */
const documentsOf = (records, start) => records.map((record, i) => ({id: start + i, ...searchableFields(record)}));

/**
 * The tree of a MiniSearch index's terms (term → field id → record id → count), which loadPackedIndexes fills: MiniSearch
 * 7.2.0's protected `_index`, not a public part of MiniSearch (MiniSearch.loadJS makes a plain MiniSearch, so a
 * subclass could not reach it either). It is recorded in src/theme/upstream.json (UPGRADING.md), renovate.json holds
 * the version, and tests/unit/search-engine.test.mjs checks its shape and compares the indexes this makes with
 * MiniSearch's own; a change to it also fails here.
 * @param {MiniSearch} miniSearch
 * @returns {{get: (term: string) => Map<number, Map<number, number>> | undefined, set: (term: string, byField: Map<number, Map<number, number>>) => void}}
 */
function termTree(miniSearch) {
  const tree = /** @type {{_index?: {get?: unknown, set?: unknown}}} */ (/** @type {unknown} */ (miniSearch))._index;
  if (typeof tree?.get !== 'function' || typeof tree.set !== 'function') throw new Error('MiniSearch keeps its terms elsewhere than the search engine expects');
  return /** @type {ReturnType<typeof termTree>} */ (tree);
}

/**
 * One MiniSearch index of several index files' records, their ids following one another in the order given: the index
 * that indexing the records file after file builds (tests/build/search-index.test.mjs searches both), made from the
 * files' packed postings. Filling the term tree from them directly takes a fraction of the main-thread time that
 * unpacking them to MiniSearch's plain form and loading that takes, and the records need no tokenizing.
 * @param {PackedIndex[]} packs
 */
export function loadPackedIndexes(packs) {
  const first = packs[0];
  if (!first) throw new Error('loadPackedIndexes: no index');
  const fields = Object.keys(first.fieldIds).length;
  const counts = packs.map((pack) => {
    if (JSON.stringify(pack.fieldIds) !== JSON.stringify(first.fieldIds)) throw new Error('Search index files of different fields');
    return pack.fieldLength.length / fields;
  });
  const documentCount = counts.reduce((a, b) => a + b, 0);
  /** @type {Record<number, number>} */
  const documentIds = {};
  /** @type {Record<number, number[]>} */
  const fieldLength = {};
  let start = 0;
  packs.forEach((pack, p) => {
    for (let id = 0; id < (counts[p] ?? 0); id += 1) {
      documentIds[start + id] = start + id;
      fieldLength[start + id] = pack.fieldLength.slice(id * fields, (id + 1) * fields);
    }
    start += counts[p] ?? 0;
  });
  // A field's average length over every record: each file's average weighted by its records (one file: its own).
  const averageFieldLength =
    packs.length === 1
      ? first.averageFieldLength
      : first.averageFieldLength.map((_, f) => packs.reduce((sum, pack, p) => sum + (pack.averageFieldLength[f] ?? 0) * (counts[p] ?? 0), 0) / documentCount);
  const miniSearch = MiniSearch.loadJS(
    {documentCount, nextId: documentCount, documentIds, fieldIds: first.fieldIds, fieldLength, averageFieldLength, storedFields: {}, dirtCount: 0, index: [], serializationVersion: first.serializationVersion},
    INDEX_OPTIONS,
  );
  const tree = termTree(miniSearch);
  start = 0;
  packs.forEach((pack, p) => {
    for (const row of pack.terms) {
      const term = String(row[0]);
      let byField = tree.get(term);
      if (byField === undefined) {
        byField = new Map();
        tree.set(term, byField);
      }
      for (let i = 1; i < row.length; i += 3) {
        const fieldId = Number(row[i]);
        const gaps = /** @type {number[]} */ (row[i + 1]);
        const termCounts = /** @type {number[] | 0} */ (row[i + 2]);
        let docs = byField.get(fieldId);
        if (docs === undefined) {
          docs = new Map();
          byField.set(fieldId, docs);
        }
        let id = start;
        for (let j = 0; j < gaps.length; j += 1) {
          id += gaps[j] ?? 0;
          docs.set(id, termCounts === 0 ? 1 : termCounts[j] ?? 1);
        }
      }
    }
    start += counts[p] ?? 0;
  });
  return miniSearch;
}

/**
 * The MiniSearch index of one index file's records (ids 0…n-1), as a plain object for JSON: what the build ships next
 * to the records, so that the browser loads the index instead of building it (several times less main-thread time).
 * Its terms are listed in the order indexing first met them, so that loading builds the very tree indexing built:
 * the order in which equal scores come out depends on it.
 * @param {SearchRecord[]} records
 * @returns {import('minisearch').AsPlainObject}
 */
export function serializeIndex(records) {
  /** @type {Map<string, number>} */
  const firstMet = new Map();
  const miniSearch = new MiniSearch({
    ...INDEX_OPTIONS,
    // Called for every term indexing adds, in order (the search's own processTerm is in searchOptions).
    processTerm: (term) => {
      const processed = processTerm(term);
      if (processed && !firstMet.has(processed)) firstMet.set(processed, firstMet.size);
      return processed;
    },
  });
  miniSearch.addAll(documentsOf(records, 0));
  const json = miniSearch.toJSON();
  const rank = (/** @type {string} */ term) => firstMet.get(term) ?? Infinity;
  json.index.sort(([a], [b]) => rank(a) - rank(b));
  return json;
}

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The searchable fields of one record.
 * @param {SearchRecord} record
 */
function searchableFields(record) {
  const level = record.type.startsWith('lvl') ? Number(record.type.slice(3)) : 7;
  const levels = LEVELS.map((key) => record.hierarchy[/** @type {keyof typeof record.hierarchy} */ (key)]);
  const own = level < 7 ? levels[level] ?? '' : '';
  return {
    title: level <= 1 ? own : '',
    heading: level === 2 ? own : '',
    subheading: level >= 3 && level < 7 ? own : '',
    content: record.content ?? '',
    context: levels.slice(0, Math.min(level, 7)).filter(Boolean).join(' '),
  };
}

/**
 * Parses Algolia facetFilters (AND of OR-groups; a string is a one-value group).
 * @param {unknown} facetFilters
 * @returns {{attribute: string, value: string, negated: boolean}[][]}
 */
function parseFacetFilters(facetFilters) {
  /** @type {unknown[]} */
  let groups = [];
  if (typeof facetFilters === 'string' && facetFilters !== '') {
    try {
      groups = facetFilters.trim().startsWith('[') ? JSON.parse(facetFilters) : [facetFilters];
    } catch {
      groups = [facetFilters];
    }
  } else if (Array.isArray(facetFilters)) groups = facetFilters;
  return groups
    .map((group) => (Array.isArray(group) ? group : [group]).map((f) => parseFilter(String(f))))
    .filter((group) => group.length > 0);
}

/**
 * @param {unknown} facetFilters
 * @returns {(record: Record<string, unknown>) => boolean}
 */
export function facetFilterPredicate(facetFilters) {
  const groups = parseFacetFilters(facetFilters);
  return (record) =>
    groups.every((group) => group.some(({attribute, value, negated}) => (String(record[attribute]) === value) !== negated));
}

/** @param {string} filter */
function parseFilter(filter) {
  let text = filter.trim();
  const negated = text.startsWith('-');
  if (negated) text = text.slice(1);
  const colon = text.indexOf(':');
  const strip = (/** @type {string} */ s) => s.trim().replace(/^"(.*)"$/, '$1');
  return {attribute: strip(text.slice(0, colon)), value: strip(text.slice(colon + 1)), negated};
}

/**
 * Which docusaurus_tag index files a request needs: the tags allowed by every OR-group that is
 * only about docusaurus_tag (other groups are checked record by record).
 * @param {unknown} facetFilters
 * @param {string[]} allTags
 * @returns {string[]}
 */
export function tagsForFilters(facetFilters, allTags) {
  const tagGroups = parseFacetFilters(facetFilters).filter((group) => group.every((f) => f.attribute === 'docusaurus_tag'));
  return allTags.filter((tag) => tagGroups.every((group) => group.some(({value, negated}) => (value === tag) !== negated)));
}

/**
 * Highlights the matched words of a text, HTML-escaped, like Algolia's _highlightResult.
 * @param {string} text
 * @param {Set<string>} terms matched (processed) document terms
 * @param {{pre: string, post: string}} tags
 * @returns {HighlightResult}
 */
export function highlight(text, terms, {pre, post}) {
  const parts = text.split(SPLIT_KEEP);
  /** @type {string[]} */
  const matchedWords = [];
  let out = '';
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    if (i % 2 === 0 && part && terms.has(processTerm(part))) {
      out += pre + escapeHtml(part) + post;
      if (!matchedWords.includes(part.toLowerCase())) matchedWords.push(part.toLowerCase());
    } else out += escapeHtml(part);
  }
  return {value: out, matchLevel: matchedWords.length === 0 ? 'none' : 'full', matchedWords, fullyHighlighted: false};
}

/**
 * A window of about `words` words around the first match, like Algolia's _snippetResult.
 * @param {string} text
 * @param {Set<string>} terms
 * @param {{pre: string, post: string, ellipsis: string, words: number}} options
 * @returns {SnippetResult}
 */
export function snippet(text, terms, {pre, post, ellipsis, words}) {
  const parts = text.split(SPLIT_KEEP);
  const wordIndexes = [];
  for (let i = 0; i < parts.length; i += 2) if (parts[i]) wordIndexes.push(i);
  if (wordIndexes.length <= words) {
    const {value, matchLevel} = highlight(text, terms, {pre, post});
    return {value, matchLevel};
  }
  const firstMatch = wordIndexes.findIndex((i) => terms.has(processTerm(parts[i] ?? '')));
  const start = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - 2, wordIndexes.length - words));
  const end = Math.min(wordIndexes.length, start + words);
  const from = start === 0 ? 0 : wordIndexes[start] ?? 0;
  const to = (wordIndexes[end - 1] ?? parts.length - 1) + 1;
  const slice = parts.slice(from, to).join('');
  const {value, matchLevel} = highlight(slice, terms, {pre, post});
  return {value: (from > 0 ? ellipsis : '') + value + (end < wordIndexes.length ? ellipsis : ''), matchLevel};
}

/** @param {unknown} list */
function snippetLengths(list) {
  /** @type {Map<string, number>} */
  const lengths = new Map();
  const items = Array.isArray(list) ? list : typeof list === 'string' ? list.split(',') : [];
  for (const item of items) {
    const [attribute, n] = String(item).split(':');
    if (attribute) lengths.set(attribute.trim(), n ? Number(n) : DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

/**
 * @param {unknown} value
 * @param {number} fallback
 */
function toInt(value, fallback) {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/** Algolia sends params as an object (v5) or a URL-encoded string (older clients). */
/** @param {unknown} params */
function normaliseParams(params) {
  if (typeof params === 'string') {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        out[key] = /^[[{]/.test(value) ? JSON.parse(value) : value;
      } catch {
        out[key] = value;
      }
    }
    return out;
  }
  return params && typeof params === 'object' ? /** @type {Record<string, unknown>} */ (params) : {};
}

/**
 * The engine: a MiniSearch index over every record loaded so far. Index files are loaded per
 * docusaurus_tag on first need and then kept.
 * @param {EngineOptions} options
 * @returns {LocalSearchEngine}
 */
export function createSearchEngine({loadRecords, tags, indexName = 'local'}) {
  /** @type {SearchRecord[]} */
  const records = [];
  let miniSearch = new MiniSearch(INDEX_OPTIONS);
  /** Each tag's step: its file loaded and its records in the index. */
  /** @type {Map<string, Promise<void>>} */
  const loading = new Map();
  /** Changes to the index, one after the other. */
  let indexing = Promise.resolve();
  /** Each loaded file's step that puts its records' texts in place (a file that carries its texts has none). */
  /** @type {(() => Promise<unknown>)[]} */
  const textSteps = [];
  const textsInPlace = () => Promise.all(textSteps.map((step) => step()));

  /**
   * Puts the files of one request in the index, largest first (records, and so ids and the order of equal scores, do
   * not depend on which file arrives first). An empty index becomes the files' packed indexes, loaded as one; the
   * records of a file without one, or of a file that arrives once the index holds records, are indexed here.
   * @param {IndexFile[]} files
   */
  async function indexFiles(files) {
    const ordered = [...files].sort((a, b) => b.records.length - a.records.length);
    // Into an empty index, the files that carry their index go in one step, as one index.
    const loaded = records.length === 0 ? ordered.filter((file) => file.packed) : [];
    if (loaded.length > 0) {
      miniSearch = loadPackedIndexes(loaded.map((file) => /** @type {PackedIndex} */ (file.packed)));
      for (const file of loaded) {
        if (file.texts) textSteps.push(file.texts);
        records.push(...file.records);
      }
    }
    for (const file of ordered) {
      if (loaded.includes(file)) continue;
      const start = records.length;
      if (file.texts) textSteps.push(file.texts);
      // Indexed here: its texts first.
      await file.texts?.();
      records.push(...file.records);
      // In chunks, yielding between them: an index file holds up to ~1,500 records, and indexing them in
      // one go blocked the page for the whole time.
      await miniSearch.addAllAsync(documentsOf(file.records, start), {chunkSize: INDEX_CHUNK_SIZE});
    }
  }

  /**
   * Loads the tags' files not asked for yet, together, then indexes them.
   * @param {string[]} needed
   */
  function ensureTags(needed) {
    const missing = needed.filter((tag) => !loading.has(tag));
    if (missing.length > 0) {
      const step = Promise.all(missing.map((tag) => loadRecords(tag))).then((loaded) => {
        const files = loaded.map((file) => (Array.isArray(file) ? {records: file} : file));
        const indexed = indexing.then(() => indexFiles(files));
        indexing = indexed.catch(() => {});
        return indexed;
      });
      // A failed load is not cached: the next search retries (e.g. after the network comes back).
      step.catch(() => missing.forEach((tag) => loading.get(tag) === step && loading.delete(tag)));
      for (const tag of missing) loading.set(tag, step);
    }
    return Promise.all(needed.map((tag) => loading.get(tag)));
  }

  /**
   * The records a query finds: every word; or, for a message pasted from a terminal, which carries the reader's own
   * names that no page may have, the records that match most of its words (at least half); or, when a whole message
   * matches nothing so, what its first sentence finds: a newer release's message, pasted whole into an older
   * version's search, has details (its bindings, its constraints) that the older page, quoting only its first line,
   * does not.
   * @param {string} text
   * @param {(result: import('minisearch').SearchResult) => boolean} filter
   * @returns {import('minisearch').SearchResult[]}
   */
  function findMessage(text, filter) {
    let found = miniSearch.search(text, {filter});
    const words = text.split(SPLIT).filter(Boolean).map(processTerm);
    const terms = new Set(words);
    if (terms.size < MIN_TERMS_FOR_PARTIAL) return found;
    if (found.length === 0) found = miniSearch.search(text, {filter, combineWith: 'OR'}).filter((result) => result.queryTerms.length * 2 >= terms.size);
    if (found.length === 0) {
      const head = firstSentence(text);
      return head === undefined ? [] : findMessage(head, filter);
    }
    // A query that long is a message, best found by its wording: more of its word pairs side by side first, then more
    // of its words, then the score. A heading that shares two common words with the message must not outrank the
    // paragraph that holds all of its own; nor a paragraph that quotes another message with the same words (the
    // reader's names may be on the site: "Ambiguous bindings found for service: "Symbol(PaymentGateway)"" matched
    // every word of the shorter no-bindings entry too); nor a paragraph that mentions the message and matches one more
    // word by chance ("symbols" for the "Symbol" of the reader's identifier, where the entry says <service identifier>).
    const pairs = adjacentPairs(words);
    const together = (/** @type {import('minisearch').SearchResult} */ result) => {
      const record = records[/** @type {number} */ (result.id)];
      const {title, heading, subheading, content} = searchableFields(/** @type {SearchRecord} */ (record));
      const own = adjacentPairs(`${title} ${heading} ${subheading} ${content}`.split(SPLIT).filter(Boolean).map(processTerm));
      let n = 0;
      for (const pair of pairs) if (own.has(pair)) n += 1;
      return n;
    };
    return found
      .map((result) => ({result, together: together(result)}))
      .sort((a, b) => b.together - a.together || b.result.score - a.result.score)
      .map(({result}) => result);
  }

  /** @param {SearchRequest} request */
  async function searchOne(request) {
    const started = Date.now();
    const params = {...normaliseParams(request.params), ...request};
    delete params.params;
    const query = typeof params.query === 'string' ? params.query : '';
    const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE);
    const page = toInt(params.page, 0);
    const matches = facetFilterPredicate(params.facetFilters);
    // A facet-count-only request (hitsPerPage 0, as algoliasearch-helper sends for disjunctive
    // facets) is answered from the index files already loaded: the search page does not display
    // those counts, and this keeps it from downloading every version's index.
    const needed = tagsForFilters(params.facetFilters, tags);
    await (hitsPerPage === 0 ? Promise.all(needed.filter((tag) => loading.has(tag)).map((tag) => loading.get(tag))) : ensureTags(needed));
    // Hits show their texts, and a pasted message is ranked by them (below); facet counts need none.
    if (hitsPerPage > 0) await textsInPlace();

    // Algolia caps queries at 512 characters; longer input only costs time.
    const text = query.slice(0, MAX_QUERY_LENGTH);
    /** @param {import('minisearch').SearchResult} result */
    const filter = (result) => {
      const record = records[/** @type {number} */ (result.id)];
      return Boolean(record) && matches(record);
    };
    const found = query.trim() ? findMessage(text, filter) : [];
    const nbHits = found.length;
    const pageResults = hitsPerPage === 0 ? [] : found.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

    const pre = typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_PRE_TAG;
    const post = typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_POST_TAG;
    const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_ELLIPSIS;
    const lengths = snippetLengths(params.attributesToSnippet ?? ['content:10']);

    const hits = pageResults.map((result) => {
      const record = /** @type {SearchRecord} */ (records[/** @type {number} */ (result.id)]);
      const terms = new Set(result.terms);
      /** @type {Record<string, HighlightResult>} */
      const hierarchyHighlight = {};
      /** @type {Record<string, SnippetResult>} */
      const hierarchySnippet = {};
      for (const level of LEVELS) {
        const value = record.hierarchy[/** @type {keyof typeof record.hierarchy} */ (level)];
        if (value == null) continue;
        hierarchyHighlight[level] = highlight(value, terms, {pre, post});
        const words = lengths.get(`hierarchy.${level}`);
        hierarchySnippet[level] = words ? snippet(value, terms, {pre, post, ellipsis, words}) : {value: escapeHtml(value), matchLevel: 'none'};
      }
      /** @type {LocalHit['_highlightResult']} */
      const highlightResult = {hierarchy: hierarchyHighlight};
      /** @type {LocalHit['_snippetResult']} */
      const snippetResult = {hierarchy: hierarchySnippet};
      if (record.content != null) {
        highlightResult.content = highlight(record.content, terms, {pre, post});
        const words = lengths.get('content');
        if (words) snippetResult.content = snippet(record.content, terms, {pre, post, ellipsis, words});
      }
      return {...record, _highlightResult: highlightResult, _snippetResult: snippetResult};
    });

    /** @type {Record<string, Record<string, number>>} */
    const facets = {};
    const requested = Array.isArray(params.facets) ? params.facets : typeof params.facets === 'string' ? [params.facets] : [];
    for (const facet of requested.map(String)) {
      const names = facet === '*' ? ['language', 'docusaurus_tag'] : [facet];
      for (const name of names) {
        /** @type {Record<string, number>} */
        const counts = {};
        for (const result of found) {
          const value = /** @type {Record<string, unknown> | undefined} */ (records[/** @type {number} */ (result.id)])?.[name];
          if (value != null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
        }
        facets[name] = counts;
      }
    }

    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true, facetsCount: true},
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: request.indexName ?? indexName,
      processingTimeMS: Date.now() - started,
      ...(requested.length ? {facets} : {}),
    };
  }

  return {
    /** Object form `{requests}` (DocSearch, algoliasearch v5) and array form (algoliasearch-helper). */
    async search(requestsOrObject) {
      const requests = Array.isArray(requestsOrObject) ? requestsOrObject : requestsOrObject?.requests ?? [];
      return {results: await Promise.all(requests.map((request) => searchOne(request)))};
    },
    prepare: (needed) => ensureTags(needed.filter((tag) => tags.includes(tag))).then(textsInPlace),
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}
