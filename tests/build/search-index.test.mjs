// The search index files of the build (src/plugins/search-index): each carries its records' MiniSearch index,
// serialized, and the engine (src/search/engine.mjs) answers from that loaded index exactly as from an index built
// from the records, for queries made of the words of each version's own headings (whole, cut short, mistyped, paired).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createSearchEngine} from '../../src/search/engine.mjs';
import {changesPageUrl, lineOf, readApiHistory} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const DIR = path.join(BUILD, 'search-index');

/** @typedef {import('../../src/search/engine.mjs').IndexFile & {docusaurus_tag: string}} File */
/** @type {File[]} */
const FILES = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')));
const BY_TAG = new Map(FILES.map((file) => [file.docusaurus_tag, file]));
// As the site lists them (src/search/searchClient.ts): blog and pages first, then the docs versions.
const TAGS = ['default', ...FILES.map((f) => f.docusaurus_tag).filter((tag) => tag !== 'default').sort()];
const DOCS_TAGS = TAGS.filter((tag) => tag !== 'default');

/** @param {boolean} serialized whether the engine gets the files' serialized indexes or their records alone */
const engine = (serialized) =>
  createSearchEngine({
    tags: TAGS,
    loadRecords: async (tag) => {
      const file = /** @type {File} */ (BY_TAG.get(tag));
      return serialized ? file : file.records;
    },
  });

/**
 * Queries from a version's headings: each word, its first four letters, the word with a letter left out, and
 * neighbouring words as a pair; every seventh heading, so the set stays a few dozen queries per version.
 * @param {File} file
 */
function queriesOf(file) {
  const headings = [...new Set(file.records.filter((r) => r.type !== 'content').map((r) => r.hierarchy[/** @type {'lvl1'} */ (r.type)] ?? ''))];
  /** @type {Set<string>} */
  const queries = new Set();
  headings
    .filter((_, i) => i % 7 === 0)
    .forEach((heading) => {
      const words = heading.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
      words.forEach((word, i) => {
        queries.add(word);
        queries.add(word.slice(0, 4));
        if (word.length >= 6) queries.add(word.slice(0, 2) + word.slice(3));
        if (words[i + 1]) queries.add(`${word} ${words[i + 1]}`);
      });
    });
  return [...queries];
}

/** What a reader sees of a response: the count and each hit in order, with its highlighted and snippeted text. */
const shown = (/** @type {Awaited<ReturnType<ReturnType<typeof engine>['search']>>} */ response) =>
  response.results.map((r) => ({nbHits: r.nbHits, hits: r.hits.map((h) => [h.objectID, h._highlightResult, h._snippetResult])}));

test('every index file carries the serialized index of its records', () => {
  assert.ok(FILES.length >= 2, `index files in ${DIR}`);
  for (const file of FILES) {
    assert.ok(file.index, `${file.docusaurus_tag}: a serialized index`);
    assert.equal(file.index.documentCount, file.records.length, `${file.docusaurus_tag}: one document per record`);
  }
});

for (const tag of DOCS_TAGS) {
  test(`${tag}: the loaded index returns the hits of an index built from the records`, async () => {
    const queries = queriesOf(/** @type {File} */ (BY_TAG.get(tag)));
    assert.ok(queries.length >= 20, `${queries.length} queries from the headings of ${tag}`);
    const loaded = engine(true);
    const built = engine(false);
    // The modal's contextual filter on a page of this version, then the search page's all-versions request.
    const facetFilters = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];
    let hits = 0;
    for (const query of queries) {
      const request = {requests: [{indexName: 'local', query, facetFilters, hitsPerPage: 20}]};
      const expected = shown(await built.search(request));
      assert.deepEqual(shown(await loaded.search(request)), expected, `query "${query}"`);
      hits += expected[0].nbHits;
    }
    assert.ok(hits > queries.length, `the queries find hits (${hits})`);
    const everywhere = {requests: [{indexName: 'local', query: queries[0], facetFilters: ['language:en'], hitsPerPage: 50}]};
    assert.deepEqual(shown(await loaded.search(everywhere)), shown(await built.search(everywhere)));
  });
}

// The "API changes by release" page answers "<member> added in" for each member of the line (the members of its
// first release are listed there too), from the page of each version: the page is among the first hits.
for (const version of DOCS_VERSIONS) {
  const tag = `docs-default-${version.name}`;
  test(`${tag}: "<member> added in" finds the API changes page`, async () => {
    const line = readApiHistory(ROOT).lines[lineOf(version, ROOT)];
    const names = [...new Set(Object.keys(line.entries).filter((key) => key.includes('.')).map((key) => key.slice(key.lastIndexOf('.') + 1)))];
    const search = engine(true);
    const facetFilters = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];
    /** @type {string[]} */
    const missed = [];
    for (const name of names) {
      const {results} = await search.search({requests: [{indexName: 'local', query: `${name} added in`, facetFilters, hitsPerPage: 5}]});
      const hits = /** @type {{url: string}[]} */ (results[0].hits);
      if (!hits.some((hit) => new URL(hit.url).pathname === changesPageUrl(version))) missed.push(name);
    }
    assert.ok(names.length > 20, `${names.length} member names`);
    assert.deepEqual(missed, [], 'members whose "<name> added in" does not find the changes page among the first 5 hits');
  });
}
