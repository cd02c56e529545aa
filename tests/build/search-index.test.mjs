// The search index files of the build (src/plugins/search-index), read as the browser reads them: the index file
// first, the texts second (src/search/indexFormat.mjs, src/search/searchClient.ts). They hold exactly the records
// that the pages' HTML gives (extracted again here), and the engine (src/search/engine.mjs) answers from them, the
// texts arriving late, exactly as from an index built from those records, for queries made of the words of each
// version's own headings (whole, cut short, mistyped, paired) and the titles of its pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createSearchEngine} from '../../src/search/engine.mjs';
import {changesPageUrl, lineOf, readApiHistory} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {unpackIndexFile, unpackRecords, withTexts} from '../../src/search/indexFormat.mjs';
import {indexFileName, textsFileName} from '../../src/search/indexFiles.mjs';
import {extractRecords} from '../../src/plugins/search-index/extract.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const DIR = path.join(BUILD, 'search-index');

/** @typedef {import('../../src/search/indexFormat.mjs').PackedIndexFile} Packed */
/** @typedef {import('../../src/plugins/search-index/extract.mjs').SearchRecord} SearchRecord */
/** @type {Packed[]} */
const PACKED = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')));
const BY_TAG = new Map(PACKED.map((file) => [file.docusaurus_tag, file]));
// As the site lists them (src/search/searchClient.ts): blog and pages first, then the docs versions.
const TAGS = ['default', ...PACKED.map((f) => f.docusaurus_tag).filter((tag) => tag !== 'default').sort()];
const DOCS_TAGS = TAGS.filter((tag) => tag !== 'default');

/** @param {string} tag */
const textsOf = (tag) => JSON.parse(fs.readFileSync(path.join(DIR, textsFileName(tag)), 'utf8'));

/** The records of every docs page and post of the build, extracted from its HTML as the plugin does, by tag. */
function extractedRecords() {
  const site = PACKED[0]?.site ?? '';
  /** @type {Map<string, SearchRecord[]>} */
  const byTag = new Map();
  for (const top of ['docs', 'blog']) {
    for (const file of fs.readdirSync(path.join(BUILD, top), {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('index.html')) continue;
      const route = `/${top}/${path.dirname(file)}/`.replace(/\/\.\/$/, '/');
      const records = extractRecords(fs.readFileSync(path.join(BUILD, top, file), 'utf8'), {siteUrl: site, path: route});
      const tag = records[0]?.docusaurus_tag;
      if (tag) byTag.set(tag, [...(byTag.get(tag) ?? []), ...records]);
    }
  }
  for (const records of byTag.values()) records.sort((a, b) => a.objectID.localeCompare(b.objectID, 'en', {numeric: true}));
  return byTag;
}
const EXTRACTED = extractedRecords();

/**
 * An engine over the build's files as the browser loads them (each tag's texts arriving a few ms after its index),
 * or over the records extracted from the pages, indexed by the engine itself.
 * @param {'files' | 'pages'} from
 */
const engine = (from) =>
  createSearchEngine({
    tags: TAGS,
    loadRecords: async (tag) => {
      if (from === 'pages') return structuredClone(EXTRACTED.get(tag) ?? []);
      const packed = /** @type {Packed} */ (BY_TAG.get(tag));
      const records = unpackRecords(packed);
      let placed = null;
      const texts = () => (placed ??= new Promise((resolve) => setTimeout(resolve, 5)).then(() => withTexts(records, textsOf(tag))));
      return {records, packed: packed.index, texts};
    },
  });

/**
 * Queries from a version's headings: each word, its first four letters, the word with a letter left out, and
 * neighbouring words as a pair; every seventh heading, so the set stays a few dozen queries per version.
 * @param {SearchRecord[]} records
 */
function queriesOf(records) {
  const headings = [...new Set(records.filter((r) => r.type !== 'content').map((r) => r.hierarchy[/** @type {'lvl1'} */ (r.type)] ?? ''))];
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

test('each index file and its texts read back as the records its pages give, with their index', () => {
  assert.ok(PACKED.length >= 2, `index files in ${DIR}`);
  assert.deepEqual([...EXTRACTED.keys()].sort(), [...TAGS].sort(), 'one index file per tag of the pages');
  for (const tag of TAGS) {
    const {records, index} = unpackIndexFile(/** @type {Packed} */ (BY_TAG.get(tag)));
    assert.equal(index.documentCount, records.length, `${tag}: one document per record`);
    assert.deepEqual(withTexts(records, textsOf(tag)), EXTRACTED.get(tag), `${tag}: the records of the pages`);
    assert.ok(fs.existsSync(path.join(DIR, indexFileName(tag))));
  }
});

for (const tag of DOCS_TAGS) {
  test(`${tag}: the two-step files return the hits of an index built from the pages' records`, async () => {
    const records = EXTRACTED.get(tag) ?? [];
    // Every page's title as it is, and the words of its headings.
    const titles = [...new Set(records.filter((r) => r.type === 'lvl1').map((r) => r.hierarchy.lvl1 ?? ''))];
    const queries = [...titles, ...queriesOf(records)];
    assert.ok(queries.length >= 20, `${queries.length} queries from the titles and headings of ${tag}`);
    const loaded = engine('files');
    const built = engine('pages');
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
    const search = engine('files');
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
