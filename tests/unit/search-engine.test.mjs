// Unit tests of the local search client (src/search/engine.mjs): the Algolia search-client contract
// that DocSearch 4.2.0 and algoliasearch-helper use.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import algoliaSearchHelper from 'algoliasearch-helper';
import MiniSearch from 'minisearch';
import {createSearchEngine, facetFilterPredicate, firstSentence, tagsForFilters, highlight, snippet, escapeHtml, loadPackedIndexes, serializeIndex} from '../../src/search/engine.mjs';
import {packIndexFile} from '../../src/search/indexFormat.mjs';

let next = 0;
/**
 * @param {string} tag
 * @param {string} type
 * @param {string[]} levels
 * @param {string | null} [content]
 * @returns {import('../../src/search/engine.mjs').SearchRecord}
 */
function record(tag, type, levels, content = null) {
  const [lvl0 = null, lvl1 = null, lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = levels;
  const hierarchy = {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6};
  next += 1;
  return {objectID: `r${next}`, url: `https://inversify.io/${tag}/${next}/`, type, hierarchy, content, language: 'en', docusaurus_tag: tag};
}

/** @type {Record<string, import('../../src/search/engine.mjs').SearchRecord[]>} */
const DATA = {
  'docs-default-current': [
    record('docs-default-current', 'lvl1', ['API', 'Container']),
    record('docs-default-current', 'lvl2', ['API', 'Container', 'unbindAsync']),
    record('docs-default-current', 'content', ['API', 'Container', 'unbindAsync'], 'Removes every binding of a service asynchronously.'),
    record('docs-default-current', 'content', ['API', 'Container'], 'Resolve <T> with container.get and then call unbindAsync later.'),
  ],
  'docs-default-7.x': [
    record('docs-default-7.x', 'lvl1', ['API', 'Container']),
    record('docs-default-7.x', 'content', ['API', 'Container'], 'The container holds bindings and resolves services.'),
    ...Array.from({length: 45}, (_, i) =>
      record('docs-default-7.x', 'content', ['Fundamentals', 'Binding', `Section ${i}`], `Binding number ${i} explains scopes and lifecycle.`),
    ),
  ],
  'docs-default-6.x': [
    record('docs-default-6.x', 'lvl1', ['Fundamentals', 'Middleware']),
    record('docs-default-6.x', 'content', ['Fundamentals', 'Binding'], 'A middleware can intercept the resolution.'),
  ],
  default: [record('default', 'lvl1', ['Blog', 'Planning InversifyJS 8.0.0']), record('default', 'content', ['Blog', 'Planning InversifyJS 8.0.0'], 'The container API will change in 8.0.0.')],
};
const TAGS = Object.keys(DATA);

/** @param {string} tag its records' index, packed as the build ships it */
const packedOf = (tag) => packIndexFile(DATA[tag], serializeIndex(DATA[tag]), 'https://inversify.io').file.index;

/** @param {string[]} [loaded] */
function engine(loaded = []) {
  return createSearchEngine({
    tags: TAGS,
    loadRecords: async (tag) => {
      loaded.push(tag);
      return DATA[tag];
    },
  });
}

const contextual = (/** @type {string} */ tag) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];

test('search({requests}) answers each request, DocSearch-style', async () => {
  const {results} = await engine().search({requests: [{indexName: 'local', query: 'unbindAsync', facetFilters: contextual('docs-default-current'), hitsPerPage: 20}]});
  assert.equal(results.length, 1);
  const [result] = results;
  assert.equal(result.query, 'unbindAsync');
  assert.equal(result.index, 'local');
  assert.ok(result.nbHits >= 2);
  assert.ok(result.hits.every((hit) => hit.docusaurus_tag === 'docs-default-current'));
  // The heading hit ranks above the body hits.
  assert.equal(result.hits[0].type, 'lvl2');
  assert.equal(result.hits[0]._highlightResult.hierarchy.lvl2.value, '<mark>unbindAsync</mark>');
});

test('only the index files the facet filters need are loaded, once', async () => {
  /** @type {string[]} */
  const loaded = [];
  const e = engine(loaded);
  await e.search({requests: [{query: 'container', facetFilters: contextual('docs-default-6.x')}]});
  await e.search({requests: [{query: 'middleware', facetFilters: contextual('docs-default-6.x')}]});
  assert.deepEqual(loaded.sort(), ['default', 'docs-default-6.x']);
  await e.search({requests: [{query: 'container'}]});
  assert.deepEqual(loaded.sort(), [...TAGS].sort());
});

test('prepare (opening the modal) loads the named tags\' files and their texts ahead of the search, which loads nothing more', async () => {
  /** @type {string[]} */
  const loaded = [];
  /** @type {string[]} */
  const placed = [];
  const e = createSearchEngine({
    tags: TAGS,
    loadRecords: async (tag) => {
      loaded.push(tag);
      return {records: DATA[tag], index: serializeIndex(DATA[tag]), texts: async () => placed.push(tag)};
    },
  });
  assert.ok(e.prepare);
  await e.prepare(['default', 'docs-default-6.x', 'docs-default-9.x']);
  assert.deepEqual(loaded.sort(), ['default', 'docs-default-6.x']);
  assert.deepEqual([...new Set(placed)].sort(), ['default', 'docs-default-6.x']);
  const {results} = await e.search({requests: [{query: 'middleware', facetFilters: contextual('docs-default-6.x')}]});
  assert.deepEqual(loaded.sort(), ['default', 'docs-default-6.x']);
  assert.equal(results[0]?.hits[0]?.docusaurus_tag, 'docs-default-6.x');
});

test('a facet-count-only request (hitsPerPage 0) loads no index file', async () => {
  /** @type {string[]} */
  const loaded = [];
  const e = engine(loaded);
  const {results} = await e.search([{indexName: 'local', params: {query: 'container', hitsPerPage: 0, facets: ['docusaurus_tag']}}]);
  assert.deepEqual(loaded, []);
  assert.deepEqual(results[0].facets?.docusaurus_tag, {});
});

test('facetFilters are an AND of OR-groups', () => {
  const matches = facetFilterPredicate(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7.x']]);
  assert.equal(matches({language: 'en', docusaurus_tag: 'default'}), true);
  assert.equal(matches({language: 'en', docusaurus_tag: 'docs-default-7.x'}), true);
  assert.equal(matches({language: 'en', docusaurus_tag: 'docs-default-6.x'}), false);
  assert.equal(matches({language: 'fr', docusaurus_tag: 'default'}), false);
  assert.equal(facetFilterPredicate('language:en')({language: 'en'}), true);
  assert.equal(facetFilterPredicate(['-language:en'])({language: 'en'}), false);
  assert.equal(facetFilterPredicate(undefined)({}), true);
  assert.deepEqual(tagsForFilters(contextual('docs-default-7.x'), TAGS), ['docs-default-7.x', 'default']);
  assert.deepEqual(tagsForFilters(['language:en'], TAGS), TAGS);
});

test('prefix and typo tolerance', async () => {
  const e = engine();
  const prefix = await e.search({requests: [{query: 'middlew', facetFilters: contextual('docs-default-6.x')}]});
  assert.equal(prefix.results[0].hits[0].hierarchy.lvl1, 'Middleware');
  const typo = await e.search({requests: [{query: 'midleware', facetFilters: contextual('docs-default-6.x')}]});
  assert.equal(typo.results[0].hits[0].hierarchy.lvl1, 'Middleware');
  const none = await e.search({requests: [{query: 'zzzqqq', facetFilters: contextual('docs-default-6.x')}]});
  assert.equal(none.results[0].nbHits, 0);
  assert.equal(none.results[0].nbPages, 0);
  assert.deepEqual(none.results[0].hits, []);
});

test('page titles rank above headings, headings above subheadings, subheadings above body text', async () => {
  const {results} = await engine().search({requests: [{query: 'middleware', facetFilters: contextual('docs-default-6.x')}]});
  assert.deepEqual(results[0].hits.map((hit) => hit.type), ['lvl1', 'content']);
  // The word once in each record's own text, of the same length, so that only the field's weight tells them apart; the
  // records are listed in the reverse of the expected order, so that the order of equal scores cannot pass the test.
  const tag = 'docs-default-current';
  const records = [
    record(tag, 'content', ['Guide', 'Page', 'Part', 'Detail'], 'Activation hooks'),
    record(tag, 'lvl3', ['Guide', 'Page', 'Part', 'Activation hooks']),
    record(tag, 'lvl2', ['Guide', 'Page', 'Activation hooks']),
    record(tag, 'lvl1', ['Guide', 'Activation hooks']),
  ];
  const e = createSearchEngine({tags: [tag], loadRecords: async () => records});
  const ranked = (await e.search({requests: [{query: 'activation'}]})).results[0].hits.map((hit) => hit.type);
  assert.deepEqual(ranked, ['lvl1', 'lvl2', 'lvl3', 'content']);
});

test('hitsPerPage, page, nbHits and nbPages', async () => {
  const e = engine();
  const request = {query: 'binding', facetFilters: ['docusaurus_tag:docs-default-7.x'], hitsPerPage: 10};
  const first = (await e.search({requests: [{...request, page: 0}]})).results[0];
  assert.equal(first.nbHits, 46);
  assert.equal(first.nbPages, 5);
  assert.equal(first.hits.length, 10);
  const last = (await e.search({requests: [{...request, page: 4}]})).results[0];
  assert.equal(last.hits.length, 6);
  assert.equal(last.page, 4);
  const beyond = (await e.search({requests: [{...request, page: 9}]})).results[0];
  assert.equal(beyond.hits.length, 0);
  const ids = new Set([...first.hits, ...last.hits].map((hit) => hit.objectID));
  assert.equal(ids.size, 16);
});

test('highlight and snippet use <mark>, escape HTML, honour snippet length and ellipsis', async () => {
  const {results} = await engine().search({
    requests: [
      {
        query: 'unbindAsync',
        facetFilters: contextual('docs-default-current'),
        attributesToSnippet: ['hierarchy.lvl1:10', 'content:4'],
        snippetEllipsisText: '…',
      },
    ],
  });
  const hit = results[0].hits.find((h) => h.content?.startsWith('Resolve'));
  assert.ok(hit);
  const highlighted = hit._highlightResult.content;
  const snippeted = hit._snippetResult.content;
  assert.ok(highlighted && snippeted, 'the hit has a highlighted and a snippeted content');
  assert.equal(highlighted.value, 'Resolve &#60;T&#62; with container.get and then call <mark>unbindAsync</mark> later.');
  assert.equal(highlighted.matchLevel, 'full');
  assert.deepEqual(highlighted.matchedWords, ['unbindasync']);
  assert.match(snippeted.value, /^…then call <mark>unbindAsync<\/mark> later$/);
  assert.doesNotMatch(snippeted.value, /<T>/);

  const e = highlight('<img src=x onerror=alert(1)>', new Set(['img']), {pre: '<mark>', post: '</mark>'});
  assert.equal(e.value, '&#60;<mark>img</mark> src=x onerror=alert(1)&#62;');
  assert.equal(escapeHtml(`<"'&>`), '&#60;&#34;&#39;&#38;&#62;');
  assert.equal(snippet('one two three', new Set(['two']), {pre: '[', post: ']', ellipsis: '…', words: 10}).value, 'one [two] three');
  const custom = await engine().search({requests: [{query: 'middleware', facetFilters: contextual('docs-default-6.x'), highlightPreTag: '<em>', highlightPostTag: '</em>'}]});
  assert.equal(custom.results[0].hits[0]._highlightResult.hierarchy.lvl1.value, '<em>Middleware</em>');
});

test('hostile queries return safely, and markup in a page\'s text comes back escaped when a query finds it', async () => {
  const markup = '<img src=x onerror=alert(1)>';
  // A page that quotes the markup as text: the query for the markup finds it, so the check below has hits to read.
  const quoting = record('docs-default-7.x', 'content', ['Guides', `The ${markup} tag`], `A page may quote ${markup} as text.`);
  const e = createSearchEngine({tags: TAGS, loadRecords: async (tag) => [...DATA[tag], ...(tag === quoting.docusaurus_tag ? [quoting] : [])]});
  for (const query of [markup, 'x'.repeat(10_000), 'שלום עולם', '🚀🔥', '"', '\\', '(', '*']) {
    const {results} = await e.search({requests: [{query, facetFilters: contextual('docs-default-7.x')}]});
    assert.equal(results[0].query, query);
    for (const hit of results[0].hits) assert.doesNotMatch(JSON.stringify([hit._highlightResult, hit._snippetResult]), /<img/);
  }
  const {results} = await e.search({requests: [{query: markup, facetFilters: contextual('docs-default-7.x')}]});
  const hit = results[0].hits.find((h) => h.objectID === quoting.objectID);
  assert.ok(hit, 'the page that quotes the markup is found');
  assert.equal(
    hit._highlightResult.content?.value,
    'A page may quote &#60;<mark>img</mark> <mark>src</mark>=<mark>x</mark> <mark>onerror</mark>=<mark>alert</mark>(<mark>1</mark>)&#62; as text.',
  );
  assert.match(hit._highlightResult.hierarchy.lvl1.value, /^The &#60;<mark>img<\/mark> .*&#62; tag$/);
  assert.match(hit._snippetResult.content?.value ?? '', /&#60;<mark>img<\/mark>/);
});

test('an empty query returns no hits', async () => {
  const {results} = await engine().search({requests: [{query: '  '}]});
  assert.equal(results[0].nbHits, 0);
});

test('a failed index load rejects and is retried on the next search', async () => {
  let fail = true;
  const e = createSearchEngine({
    tags: ['default'],
    loadRecords: async () => {
      if (fail) throw Object.assign(new Error('offline'), {name: 'RetryError'});
      return DATA.default;
    },
  });
  await assert.rejects(e.search({requests: [{query: 'container'}]}), {name: 'RetryError'});
  fail = false;
  const {results} = await e.search({requests: [{query: 'container'}]});
  assert.equal(results[0].nbHits, 1);
});

test('array form and facets, as algoliasearch-helper sends them', async () => {
  const e = engine();
  await e.search({requests: [{query: 'warm-up'}]});
  const {results} = await e.search([
    {indexName: 'local', params: {query: 'container', hitsPerPage: 15, facets: ['docusaurus_tag', 'language'], facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-7.x'], ['language:en']]}},
    {indexName: 'local', params: {query: 'container', hitsPerPage: 0, facets: 'docusaurus_tag', facetFilters: [['language:en']]}},
  ]);
  assert.equal(results.length, 2);
  assert.deepEqual(results[0].facets?.docusaurus_tag, {'docs-default-7.x': 2, default: 1});
  assert.equal(results[1].hits.length, 0);
  // Records under a "Container" heading match through their hierarchy too.
  assert.equal(results[1].facets?.docusaurus_tag['docs-default-current'], 4);
});

test('algoliasearch-helper drives the client like the search page does', async () => {
  const helper = algoliaSearchHelper(engine(), 'local', {hitsPerPage: 15, advancedSyntax: true, disjunctiveFacets: ['language', 'docusaurus_tag']});
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
  helper.addDisjunctiveFacetRefinement('language', 'en');
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-7.x');
  /** @type {import('algoliasearch-helper').SearchResults} */
  const results = await new Promise((resolve, reject) => {
    helper.on('result', ({results: r}) => resolve(r));
    helper.on('error', ({error}) => reject(error));
    helper.setQuery('binding').setPage(1).search();
  });
  assert.equal(results.query, 'binding');
  assert.equal(results.nbHits, 46);
  assert.equal(results.nbPages, 4);
  assert.equal(results.page, 1);
  assert.equal(results.hits.length, 15);
  assert.ok(results.hits.every((hit) => hit.docusaurus_tag === 'docs-default-7.x'));
  assert.ok(results.hits[0]._snippetResult.content.value.includes('<mark>'));
});

test('an error message pasted with the reader\'s own names finds the entry that has the message', async () => {
  const entry = record('docs-default-7.x', 'lvl3', ['API', 'Error reference', 'No bindings found'], 'No bindings found for service: "<service identifier>". Trying to resolve bindings for the root service.');
  const e = createSearchEngine({tags: ['docs-default-7.x'], loadRecords: async () => [...DATA['docs-default-7.x'], entry]});
  const pasted = 'No bindings found for service: "CheckoutService". Trying to resolve bindings for "CheckoutService (Root service)".';
  const {results} = await e.search({requests: [{query: pasted, facetFilters: contextual('docs-default-7.x')}]});
  assert.ok(results[0].hits.length > 0, 'a hit for the pasted message');
  assert.equal(results[0].hits[0].hierarchy.lvl2, 'No bindings found');
  // A query whose words mostly match nothing still finds nothing.
  const {results: none} = await e.search({requests: [{query: 'zqxj vbwk plonk container', facetFilters: contextual('docs-default-7.x')}]});
  assert.equal(none[0].nbHits, 0);
});

test('a pasted message ranks the record with more of its words first, then the one with its wording', async () => {
  const tag = 'docs-default-6.x';
  const heading = record(tag, 'lvl2', ['Blog', 'Announcing', 'Why a new binding type']);
  const entry = record(tag, 'content', ['API', 'Error reference', 'Binding without a target'], 'Message: Invalid binding type: <service identifier>');
  const generic = record(tag, 'content', ['API', 'Error reference', 'Handler failed'], 'Message: onDeactivation() error in class <class>: <message of the original error>');
  const other = record(tag, 'content', ['API', 'Error reference', 'Not a singleton'], 'Message: @preDestroy error in class <class>: Class cannot be instantiated in <scope> scope; for a handler it starts with onDeactivation() in class <class>.');
  const e = createSearchEngine({tags: [tag], loadRecords: async () => [heading, other, generic, entry]});
  const search = async (/** @type {string} */ query) => (await e.search({requests: [{query, facetFilters: [`docusaurus_tag:${tag}`]}]})).results[0].hits;
  // Three of four words in the paragraph, two in the heading (which a plain score prefers).
  assert.equal((await search('Invalid binding type: InventoryService'))[0]?.objectID, entry.objectID);
  // The same four words in both; only one has them in the order of the message.
  assert.equal((await search('onDeactivation() error in class InventoryService: connection already closed'))[0]?.objectID, generic.objectID);
});

/** What a search returns that a reader sees: each hit's id, highlights and snippets, in order. */
const seen = (/** @type {{hits: import('../../src/search/engine.mjs').LocalHit[]}} */ result) =>
  result.hits.map((hit) => [hit.objectID, hit._highlightResult, hit._snippetResult]);

test('index files with their packed index answer exactly as records indexed in the browser, whatever file arrives first', async () => {
  const queries = ['container', 'binding scopes', 'unbindAsync', 'midleware', 'API', 'Section 4'];
  const plain = createSearchEngine({tags: TAGS, loadRecords: async (tag) => DATA[tag]});
  /** @param {string} tag */
  const file = (tag) => ({records: DATA[tag], packed: packedOf(tag)});
  const serialized = createSearchEngine({tags: TAGS, loadRecords: async (tag) => file(tag)});
  // The files arrive in the reverse order: the largest is still indexed first.
  const reversed = createSearchEngine({
    tags: TAGS,
    loadRecords: (tag) => new Promise((resolve) => setTimeout(() => resolve(file(tag)), 40 - DATA[tag].length / 2)),
  });
  // One file first, the others once the index holds its records: those are indexed by the engine.
  const oneByOne = createSearchEngine({tags: TAGS, loadRecords: async (tag) => file(tag)});
  for (const tag of TAGS) await oneByOne.search({requests: [{query: 'a', facetFilters: [`docusaurus_tag:${tag}`]}]});
  for (const query of queries) {
    const request = {requests: [{query, hitsPerPage: 50}]};
    const expected = seen((await plain.search(request)).results[0]);
    assert.ok(expected.length > 0, query);
    assert.deepEqual(seen((await serialized.search(request)).results[0]), expected, query);
    assert.deepEqual(seen((await reversed.search(request)).results[0]), expected, query);
    assert.deepEqual(new Set(seen((await oneByOne.search(request)).results[0]).map(([id]) => id)), new Set(expected.map(([id]) => id)), query);
  }
  // The serialized index lists its terms in the order indexing met them, ids 0…n-1.
  const index = serializeIndex(DATA['docs-default-6.x']);
  assert.deepEqual(index.index.slice(0, 3).map(([term]) => term), ['middleware', 'fundamentals', 'a']);
  assert.equal(index.documentCount, 2);
  assert.deepEqual(Object.keys(index.documentIds), ['0', '1']);
});

test('a packed index loads as the very index MiniSearch loads from its serialized form', () => {
  for (const tag of TAGS) {
    const index = serializeIndex(DATA[tag]);
    assert.deepEqual(loadPackedIndexes([packedOf(tag)]).toJSON(), MiniSearch.loadJS(index, {fields: Object.keys(index.fieldIds)}).toJSON(), tag);
  }
  assert.throws(() => loadPackedIndexes([]), /no index/);
  assert.throws(() => loadPackedIndexes([packedOf('default'), {...packedOf('docs-default-6.x'), fieldIds: {title: 0}}]), /different fields/);
});

test('packed indexes loaded together are the index of all their records, ids following one another', () => {
  const order = ['docs-default-7.x', 'default', 'docs-default-6.x'];
  const json = loadPackedIndexes(order.map(packedOf)).toJSON();
  const all = serializeIndex(order.flatMap((tag) => DATA[tag]));
  assert.equal(json.documentCount, all.documentCount);
  assert.equal(json.nextId, all.nextId);
  assert.deepEqual(json.documentIds, all.documentIds);
  assert.deepEqual(json.fieldLength, all.fieldLength);
  assert.equal(json.averageFieldLength.length, all.averageFieldLength.length);
  json.averageFieldLength.forEach((average, f) => assert.ok(Math.abs(average - (all.averageFieldLength[f] ?? NaN)) < 1e-9, `field ${f}: ${average}`));
  /** @param {import('minisearch').AsPlainObject['index']} terms */
  const postings = (terms) => Object.fromEntries(terms.map(([term, byField]) => [term, byField]));
  assert.deepEqual(postings(json.index), postings(all.index));
});

test('params sent as a URL-encoded string, numbers as strings, and bad numbers fall back to the defaults', async () => {
  const e = engine();
  const params = new URLSearchParams({
    query: 'binding',
    hitsPerPage: '4',
    page: '2',
    facetFilters: JSON.stringify(['docusaurus_tag:docs-default-7.x']),
    facets: JSON.stringify(['docusaurus_tag']),
    attributesToSnippet: JSON.stringify(['content:3']),
  }).toString();
  const [result] = (await e.search([{indexName: 'other', params}])).results;
  assert.equal(result.hitsPerPage, 4);
  assert.equal(result.page, 2);
  assert.equal(result.nbHits, 46);
  assert.equal(result.nbPages, 12);
  assert.equal(result.hits.length, 4);
  assert.equal(result.index, 'other');
  assert.equal(result.params, 'query=binding&hitsPerPage=4&page=2');
  assert.deepEqual(result.facets, {docusaurus_tag: {'docs-default-7.x': 46}});
  assert.equal(result.exhaustiveNbHits, true);
  assert.deepEqual(/** @type {{exhaustive?: unknown}} */ (result).exhaustive, {nbHits: true, facetsCount: true});
  // A duration, which depends on the machine: only its form is the contract.
  assert.ok(Number.isInteger(result.processingTimeMS) && result.processingTimeMS >= 0);
  assert.match(result.hits[0]._snippetResult.content?.value ?? '', /^…?\S+ \S+ \S+…$/);
  // A string that is not JSON stays a string; negative, fractional or wordy numbers fall back or round down.
  const [odd] = (await e.search([{params: 'query=binding&hitsPerPage=-3&page=x&facetFilters=docusaurus_tag:docs-default-7.x&facets={bad'}])).results;
  assert.equal(odd.hitsPerPage, 20);
  assert.equal(odd.page, 0);
  assert.equal(odd.nbHits, 46);
  assert.deepEqual(odd.facets, {'{bad': {}}, 'a facets value that is not JSON is one facet name');
  const [rounded] = (await e.search([{query: 'binding', hitsPerPage: 2.7, page: 1.2, facetFilters: 'docusaurus_tag:docs-default-7.x'}])).results;
  assert.equal(rounded.hitsPerPage, 2);
  assert.equal(rounded.page, 1);
  assert.equal(rounded.nbPages, 23);
  // The index name of the engine when a request names none; the request's own fields win over its params.
  const [named] = (await createSearchEngine({tags: ['default'], loadRecords: async () => DATA.default, indexName: 'site'}).search([{params: {query: 'nothing-here'}, query: 'container'}])).results;
  assert.equal(named.index, 'site');
  assert.equal(named.query, 'container');
  assert.equal(named.nbHits, 1);
});

test('facets "*" counts languages and versions; a request without facets gets none', async () => {
  const [result] = (await engine().search([{query: 'container', facets: '*', hitsPerPage: 1}])).results;
  const tags = Object.fromEntries(
    TAGS.map((tag) => /** @type {[string, number]} */ ([tag, DATA[tag].filter((r) => JSON.stringify(r).toLowerCase().includes('container')).length])).filter(([, n]) => n > 0),
  );
  assert.deepEqual(result.facets, {language: {en: result.nbHits}, docusaurus_tag: tags});
  assert.equal(result.hits.length, 1, 'the counts cover every hit, not the page');
  const [none] = (await engine().search([{query: 'container'}])).results;
  assert.equal('facets' in none, false);
});

test('snippet lengths per attribute, hierarchy snippets, and a window around the first match', async () => {
  const [result] = (await engine().search([
    {query: 'lifecycle', facetFilters: ['docusaurus_tag:docs-default-7.x'], hitsPerPage: 1, attributesToSnippet: 'hierarchy.lvl2:1, content', snippetEllipsisText: '...'},
  ])).results;
  const [hit] = result.hits;
  assert.equal(hit._snippetResult.hierarchy.lvl2.value, 'Section...');
  assert.equal(hit._snippetResult.hierarchy.lvl0.value, 'Fundamentals');
  assert.equal(hit._snippetResult.hierarchy.lvl0.matchLevel, 'none');
  // content with the default of 10 words: the whole sentence.
  assert.match(hit._snippetResult.content?.value ?? '', /^Binding number \d+ explains scopes and <mark>lifecycle<\/mark>\.$/);
  assert.equal(hit._snippetResult.content?.matchLevel, 'full');
  assert.equal(hit._highlightResult.hierarchy.lvl0.matchLevel, 'none');
  assert.deepEqual(hit._highlightResult.hierarchy.lvl0.matchedWords, []);
  // No attributes to snippet: no content snippet, hierarchy shown whole and escaped.
  const [bare] = (await engine().search([{query: 'lifecycle', facetFilters: ['docusaurus_tag:docs-default-7.x'], hitsPerPage: 1, attributesToSnippet: []}])).results;
  assert.equal(bare.hits[0]._snippetResult.content, undefined);
  const text = 'zero one two three four five six seven eight nine ten eleven twelve';
  const terms = new Set(['seven']);
  const tags = {pre: '[', post: ']', ellipsis: '~'};
  assert.deepEqual(snippet(text, terms, {...tags, words: 4}), {value: '~five six [seven] eight~', matchLevel: 'full'});
  assert.deepEqual(snippet(text, new Set(['one']), {...tags, words: 4}), {value: 'zero [one] two three~', matchLevel: 'full'});
  assert.deepEqual(snippet(text, new Set(['twelve']), {...tags, words: 4}), {value: '~nine ten eleven [twelve]', matchLevel: 'full'});
  assert.deepEqual(snippet(text, new Set(['absent']), {...tags, words: 3}), {value: 'zero one two~', matchLevel: 'none'});
  assert.deepEqual(snippet('a b', new Set(['b']), {...tags, words: 2}), {value: 'a [b]', matchLevel: 'full'});
  assert.deepEqual(highlight('Get get GET', new Set(['get']), {pre: '<', post: '>'}), {value: '<Get> <get> <GET>', matchLevel: 'full', matchedWords: ['get'], fullyHighlighted: false});
});

test('a query is read up to 512 characters; a long pasted message needs half of its words', async () => {
  const e = engine();
  const [long] = (await e.search([{query: `${'x '.repeat(300)}container`, facetFilters: ['docusaurus_tag:default']}])).results;
  assert.equal(long.nbHits, 0, 'the word past 512 characters is not read');
  const [within] = (await e.search([{query: `${'x'.repeat(500)} container`, facetFilters: ['docusaurus_tag:default']}])).results;
  assert.equal(within.nbHits, 0, 'every word must match below four words');
  // Four words, two of them found: half, so the partial match answers; three words never fall back.
  const [half] = (await e.search([{query: 'container API zzzq qqqz', facetFilters: ['docusaurus_tag:default']}])).results;
  assert.ok(half.nbHits > 0);
  const [three] = (await e.search([{query: 'container API zzzq', facetFilters: ['docusaurus_tag:default']}])).results;
  assert.equal(three.nbHits, 0);
  const [quarter] = (await e.search([{query: 'container zzzq qqqz wwwx', facetFilters: ['docusaurus_tag:default']}])).results;
  assert.equal(quarter.nbHits, 0, 'one of four words is not enough');
  assert.equal(typeof e.addAlgoliaAgent, 'function');
  assert.equal(e.addAlgoliaAgent('x'), undefined);
  assert.equal(await e.clearCache(), undefined);
  assert.deepEqual((await e.search(/** @type {any} */ ({})))?.results, []);
});

test('each record is indexed with its own words only: its level\'s heading by level, its text, and the headings above it', async () => {
  const tag = 'docs-default-current';
  const levels = ['Docs', 'Page title', 'Part heading', 'Detail one', 'Deeper two', 'Deepest three', 'Last four'];
  const records = [
    record(tag, 'lvl1', levels.slice(0, 2)),
    record(tag, 'lvl2', levels.slice(0, 3)),
    record(tag, 'lvl3', levels.slice(0, 4)),
    record(tag, 'lvl6', levels),
    record(tag, 'content', levels.slice(0, 3), 'Body text'),
  ];
  const {fieldIds, index} = serializeIndex(records);
  const fieldNames = Object.fromEntries(Object.entries(fieldIds).map(([name, id]) => [id, name]));
  /** @type {Record<string, Record<string, string[]>>} document -> field -> terms */
  const fields = {};
  for (const [term, byField] of index) {
    for (const [fieldId, docs] of Object.entries(byField)) {
      for (const doc of Object.keys(docs)) ((fields[doc] ??= {})[fieldNames[fieldId]] ??= []).push(term);
    }
  }
  for (const doc of Object.values(fields)) for (const terms of Object.values(doc)) terms.sort();
  assert.deepEqual(fields, {
    0: {title: ['page', 'title'], context: ['docs']},
    1: {heading: ['heading', 'part'], context: ['docs', 'page', 'title']},
    2: {subheading: ['detail', 'one'], context: ['docs', 'heading', 'page', 'part', 'title']},
    3: {subheading: ['four', 'last'], context: ['deeper', 'deepest', 'detail', 'docs', 'heading', 'one', 'page', 'part', 'three', 'title', 'two']},
    4: {content: ['body', 'text'], context: ['docs', 'heading', 'page', 'part', 'title']},
  });
  // Every level of a hit's hierarchy is highlighted and snippeted.
  const e = createSearchEngine({tags: [tag], loadRecords: async () => records});
  const [result] = (await e.search([{query: 'four', attributesToSnippet: ['hierarchy.lvl6:1']}])).results;
  assert.deepEqual(Object.keys(result.hits[0]._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
  assert.equal(result.hits[0]._highlightResult.hierarchy.lvl6.value, 'Last <mark>four</mark>');
  // The window starts two words before the match, within the text.
  assert.equal(result.hits[0]._snippetResult.hierarchy.lvl6.value, 'Last…');
  assert.equal(result.hits[0]._snippetResult.hierarchy.lvl5.value, 'Deepest three');
});

test('facet filters as JSON text, quoted values, spaces and negation; groups about other attributes load every tag', () => {
  const record7 = {language: 'en', docusaurus_tag: 'docs-default-7.x'};
  const json = facetFilterPredicate(' ["docusaurus_tag:docs-default-7.x", ["language:fr", "language:en"]]');
  assert.equal(json(record7), true);
  assert.equal(json({...record7, language: 'de'}), false);
  assert.equal(json({...record7, docusaurus_tag: 'default'}), false);
  assert.equal(facetFilterPredicate('["docusaurus_tag:docs-default-7.x"]')(record7), true);
  assert.equal(facetFilterPredicate('["docusaurus_tag:default"]')(record7), false);
  // Not JSON although it starts like it: one filter, matching nothing.
  assert.equal(facetFilterPredicate('[docusaurus_tag:docs-default-7.x')(record7), false);
  assert.equal(facetFilterPredicate('')({}), true);
  assert.equal(facetFilterPredicate(' docusaurus_tag : "docs-default-7.x" ')(record7), true);
  assert.equal(facetFilterPredicate([' -language:en'])(record7), false);
  assert.equal(facetFilterPredicate(['language:-en'])({language: '-en'}), true);
  assert.equal(facetFilterPredicate(['language:"en" x'])({language: '"en" x'}), true);
  assert.equal(facetFilterPredicate(['language:"e"n"'])({language: 'e"n'}), true);
  assert.equal(facetFilterPredicate([[]])({}), true, 'an empty group is no condition');
  assert.deepEqual(tagsForFilters([['docusaurus_tag:default', 'language:en']], TAGS), TAGS);
  assert.deepEqual(tagsForFilters(['-docusaurus_tag:default'], TAGS), TAGS.filter((tag) => tag !== 'default'));
  assert.deepEqual(tagsForFilters('docusaurus_tag:default', TAGS), ['default']);
});

test('typo tolerance from five letters on; the default ellipsis', async () => {
  const e = engine();
  const search = async (/** @type {string} */ query) => (await e.search([{query, facetFilters: ['docusaurus_tag:docs-default-7.x'], attributesToSnippet: ['content:3']}])).results[0];
  // "holdz" (five letters) is one letter from "holds"; "apj" (three) one letter from "api".
  assert.equal((await search('holdz')).nbHits, 1);
  assert.equal((await search('apj')).nbHits, 0);
  assert.equal((await search('api')).nbHits, 2);
  assert.equal((await search('bind')).nbHits, 46);
  assert.equal((await search('lifecycle')).hits[0]._snippetResult.content?.value, '…scopes and <mark>lifecycle</mark>');
});

test('an index file\'s packed index is what answers: the engine does not index the file\'s records again', async () => {
  // The packed index of one text, shipped with records whose text is another: hits come from the packed index.
  const tag = 'docs-default-6.x';
  const indexed = [record(tag, 'content', ['API', 'Container'], 'Shipped postings mention quokka.')];
  const shipped = [{...indexed[0], content: 'The records mention wombat.'}];
  const packed = packIndexFile(indexed, serializeIndex(indexed), 'https://inversify.io').file.index;
  const e = createSearchEngine({tags: [tag], loadRecords: async () => ({records: shipped, packed})});
  const count = async (/** @type {string} */ query) => (await e.search([{query}])).results[0].nbHits;
  assert.equal(await count('quokka'), 1, 'a word of the packed index finds the record');
  assert.equal(await count('wombat'), 0, 'a word only the records hold is not indexed');
});

test('records indexed in the page are indexed 100 at a time, yielding to the page between chunks', async (t) => {
  const tag = 'docs-default-7.x';
  const records = Array.from({length: 250}, (_, i) => record(tag, 'content', ['Guide', `Part ${i}`], `Paragraph ${i}`));
  const e = createSearchEngine({tags: [tag], loadRecords: async () => records});
  // Each yield is one setTimeout(…, 0) in MiniSearch's addAllAsync: 250 records give two.
  const timeout = t.mock.method(globalThis, 'setTimeout');
  const {results} = await e.search([{query: 'paragraph'}]);
  assert.equal(results[0].nbHits, 250);
  assert.equal(timeout.mock.calls.filter((call) => call.arguments[1] === 0).length, 2);
});

test('a field\'s length, which weighs its matches, counts its words: runs of separators and missing heading levels add none', () => {
  const tag = 'docs-default-current';
  const records = [
    // No heading at the top level, and a comma and a space between two words.
    {...record(tag, 'content', ['', 'Scopes', 'Singleton'], 'Bindings, scopes  and -- lifecycle'), hierarchy: {lvl0: null, lvl1: 'Scopes', lvl2: 'Singleton', lvl3: null, lvl4: null, lvl5: null, lvl6: null}},
  ];
  const {fieldIds, fieldLength} = serializeIndex(records);
  const lengths = fieldLength[0];
  assert.equal(lengths[fieldIds.content], 4, 'Bindings, scopes, and, lifecycle');
  assert.equal(lengths[fieldIds.context], 2, 'Scopes, Singleton');
});

test('facet filters given as JSON text that is not a list are one filter, as any other text', () => {
  for (const text of ['null', 'true', '5', '{"language":"en"}', '"language:en"']) {
    const predicate = facetFilterPredicate(text);
    assert.equal(predicate({language: 'en', docusaurus_tag: 'default'}), false, text);
  }
});

test('MiniSearch keeps its terms in its protected _index (term → field id → record id → count), which loadPackedIndexes fills', () => {
  // Recorded in src/theme/upstream.json: a MiniSearch upgrade that moves or reshapes the tree fails here by name.
  const miniSearch = new MiniSearch({fields: ['title', 'text']});
  miniSearch.add({id: 'a', title: 'Container', text: 'bind bind get'});
  const tree = /** @type {{_index?: {get?: (term: string) => unknown}}} */ (/** @type {unknown} */ (miniSearch))._index;
  assert.equal(typeof tree?.get, 'function', 'MiniSearch no longer keeps its term tree in _index');
  assert.deepEqual(tree?.get?.('bind'), new Map([[1, new Map([[0, 2]])]]), 'MiniSearch\'s _index no longer maps a term to field id → short id → count');
  assert.deepEqual(tree?.get?.('container'), new Map([[0, new Map([[0, 1]])]]));
});

test('a newer release\'s whole message finds the older version\'s entry that quotes its first line', async () => {
  const tag = 'docs-default-6.x';
  const entry = record(tag, 'content', ['API', 'Error reference', 'Ambiguous bindings'], 'In 7.x and 8.x: Ambiguous bindings found for service: "<service identifier>"., followed by a description of each binding.');
  const e = createSearchEngine({tags: [tag], loadRecords: async () => [...DATA[tag], entry]});
  const lines = [
    'Ambiguous bindings found for service: "Symbol(InventoryService)".',
    '',
    'Registered bindings:',
    '',
    '[ type: "Instance", serviceIdentifier: "Symbol(InventoryService)", scope: "Transient", implementationType: "WarehouseClient" ]',
    '[ type: "Instance", serviceIdentifier: "Symbol(InventoryService)", scope: "Transient", implementationType: "StockLevel" ]',
    '',
    'Trying to resolve bindings for "Symbol(InventoryService) (Root service)".',
  ];
  // A one-line field joins the pasted lines with spaces, or drops the line breaks.
  for (const query of [lines.join(' '), lines.join(''), lines.join('\n')]) {
    const [result] = (await e.search([{query, facetFilters: [`docusaurus_tag:${tag}`]}])).results;
    assert.equal(result.hits[0]?.objectID, entry.objectID, JSON.stringify(query));
  }
  assert.equal(firstSentence('Ambiguous bindings found for service: "X".Registered bindings:'), 'Ambiguous bindings found for service: "X".');
  assert.equal(firstSentence('Resolve container.get first. Then bind.'), 'Resolve container.get first.');
  assert.equal(firstSentence('One sentence only.'), undefined);
  assert.equal(firstSentence('no end at all'), undefined);
});
