// The search index files' two-step format (src/search/indexFormat.mjs): what the build packs reads back as the very
// records and serialized index it started from, and the engine shows hits only once the texts are in place.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSearchEngine, serializeIndex} from '../../src/search/engine.mjs';
import {FORMAT, packIndexFile, unpackIndexFile, unpackRecords, withTexts} from '../../src/search/indexFormat.mjs';

const SITE = 'https://example.org/base';
const TAG = 'docs-default-7.x';

/**
 * Records of a page as the extraction makes them: numbered in page order, headings with their anchors.
 * @param {string} path
 * @param {[type: string, levels: (string | null)[], anchor: string, content?: string][]} rows
 * @returns {import('../../src/search/engine.mjs').SearchRecord[]}
 */
function page(path, rows) {
  return rows.map(([type, levels, anchor, content = null], i) => {
    const [lvl0 = null, lvl1 = null, lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = levels;
    return {
      objectID: `${path}#${i}`,
      url: `${SITE}${path}${anchor ? `#${anchor}` : ''}`,
      type,
      hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6},
      content,
      language: 'en',
      docusaurus_tag: TAG,
    };
  });
}

const RECORDS = [
  ...page('/docs/api/container/', [
    ['lvl1', ['API', 'Container'], ''],
    ['content', ['API', 'Container'], '', 'The container resolves services; the container caches singletons.'],
    ['lvl2', ['API', 'Container', 'get'], 'get'],
    ['content', ['API', 'Container', 'get'], 'get', 'Resolves one service: get, get, get.'],
    ['content', ['API', 'Container', 'get'], 'get', 'Throws when no binding matches.'],
    ['lvl3', ['API', 'Container', 'get', 'Options'], 'options'],
    ['content', ['API', 'Container', 'get', 'Options'], 'options', 'optional · autobind · name'],
    ['lvl2', ['API', 'Container', 'bind'], 'bind'],
  ]),
  ...page('/docs/fundamentals/scope/', [
    ['lvl1', ['Fundamentals', 'Scope'], ''],
    ['content', ['Fundamentals', 'Scope'], '', 'Singleton, transient and request scope.'],
  ]),
];

test('a packed file and its texts read back as the records and the index they were made from', () => {
  const index = serializeIndex(RECORDS);
  const {file, texts} = packIndexFile(RECORDS, index, SITE);
  assert.equal(file.format, FORMAT);
  // As they travel: JSON.
  const back = unpackIndexFile(JSON.parse(JSON.stringify(file)));
  assert.ok(back.records.every((record) => record.content === null), 'the index file carries no text');
  assert.deepEqual(withTexts(back.records, JSON.parse(JSON.stringify(texts))), RECORDS);
  assert.deepEqual(back.index, JSON.parse(JSON.stringify(index)));
  // Headings are written only where they change, and no text is in the index file.
  assert.equal(file.records.filter(([, , , hierarchy]) => hierarchy !== 0).length, 5);
  assert.doesNotMatch(JSON.stringify(file), /caches singletons|no binding matches/);
});

test('texts that do not belong to the index are refused', () => {
  const {file, texts} = packIndexFile(RECORDS, serializeIndex(RECORDS), SITE);
  assert.throws(() => withTexts(unpackIndexFile(file).records, texts.slice(1)), /do not match/);
  assert.throws(() => unpackIndexFile({...file, format: /** @type {2} */ (/** @type {unknown} */ (1))}), /format 1/);
});

test('the engine shows hits, with their texts, only once the texts have arrived', async () => {
  const {file, texts} = packIndexFile(RECORDS, serializeIndex(RECORDS), SITE);
  /** @type {(value?: unknown) => void} */
  let arrive = () => {};
  const arrived = new Promise((resolve) => (arrive = resolve));
  const e = createSearchEngine({
    tags: [TAG],
    loadRecords: async () => {
      const records = unpackRecords(file);
      return {records, packed: file.index, texts: () => arrived.then(() => withTexts(records, texts))};
    },
  });
  let answered = false;
  const search = e.search({requests: [{indexName: 'local', query: 'binding matches', hitsPerPage: 5}]}).then((response) => {
    answered = true;
    return response;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(answered, false, 'no answer before the texts');
  arrive();
  const {results} = await search;
  assert.deepEqual(results[0]?.hits.map((hit) => hit.content), ['Throws when no binding matches.']);
  assert.match(results[0]?.hits[0]?._snippetResult.content?.value ?? '', /<mark>binding<\/mark>/);
});
