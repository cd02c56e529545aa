// A reader pastes an error message from a terminal into the search: the error reference's entry for it is the first
// hit, in the local index (src/search/engine.mjs over build/search-index/, as the modal and /search/ query it) and in
// the hosted one (the same records ranked as Algolia DocSearch ranks them: ./hostedRanking.mjs). For each entry of
// each version, the message is the one its sample throws (`// throws:` lines), with the sample's own names (the
// classes, identifiers and methods it declares that fill the template's `<…>` placeholders) replaced by names no
// page has, as the reader's own service names would be; its lines are joined by spaces, as a one-line search field
// takes a pasted multi-line text. Needs `npm run build` first; DEBUG_SEARCH=1 prints the hosted model's first three hits
// for each message.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createSearchEngine} from '../../src/search/engine.mjs';
import {unpackIndexFile, withTexts} from '../../src/search/indexFormat.mjs';
import {indexFileName, textsFileName} from '../../src/search/indexFiles.mjs';
import {errorEntriesOf, literalsOf, parseErrorReference, ERRORS_PAGE} from '../../src/samples/build/errorEntries.mjs';
import {expectedThrow} from '../../src/samples/build/samples.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {workspaceOfFolder} from '../../src/siteData/releaseLines.mjs';
import {hostedSearch} from './hostedRanking.mjs';
import {ownerOf} from '../unit/errorReference.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const INDEX_DIR = path.join(BUILD, 'search-index');
// The records of the build made for hosted search (scripts/test-all.sh builds it into build-hosted/), which are what a
// hosted index is filled with; the local build's when there is none (the same pages give the same records).
const HOSTED_INDEX_DIR = [path.join(ROOT, process.env.HOSTED_BUILD_DIR ?? 'build-hosted', 'search-index'), INDEX_DIR].find((dir) => fs.existsSync(dir)) ?? INDEX_DIR;

/** Names a reader's own code might have, none of which is on the site. */
const READER_NAMES = ['InventoryService', 'ShippingQuote', 'TaxCalculator', 'WarehouseClient', 'AuditTrail', 'PriceList', 'CouponRegistry', 'StockLevel'];

/**
 * The names a sample declares: classes, interfaces, string and symbol identifiers, methods and properties.
 * @param {string} source
 */
export function declaredNames(source) {
  const patterns = [
    /\b(?:class|interface|type|enum|function)\s+([A-Za-z_$][\w$]*)/g,
    /(['"`])([A-Za-z_$][\w$]*)\1/g,
    /\b(?:public|private|protected)\s+(?:readonly\s+|async\s+|static\s+)*([A-Za-z_$][\w$]*)/g,
  ];
  const names = new Set();
  // Comments are left out: the `// throws:` lines quote the release's own words ("Instance", "Transient").
  const code = source.replace(/\/\/.*$/gm, '');
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) names.add(m[m.length - 1]);
  return names;
}

/**
 * The message with the sample's names in the template's placeholders replaced by the reader's.
 * @param {string} message
 * @param {string[]} literals the literal parts of the entry's template, in order
 * @param {Set<string>} declared
 * @returns {{query: string, renamed: Map<string, string>}}
 */
export function withReaderNames(message, literals, declared) {
  /** @type {Map<string, string>} */
  const renamed = new Map();
  const rename = (/** @type {string} */ text) =>
    text.replace(/[A-Za-z_$][\w$]*/g, (word) => {
      if (!declared.has(word)) return word;
      if (!renamed.has(word)) {
        const name = READER_NAMES[renamed.size % READER_NAMES.length];
        renamed.set(word, /^[a-z]/.test(word) ? name[0].toLowerCase() + name.slice(1) : name);
      }
      return /** @type {string} */ (renamed.get(word));
    });
  let out = '';
  let from = 0;
  for (const literal of literals) {
    const at = message.indexOf(literal, from);
    assert.ok(at >= 0, `template part ${JSON.stringify(literal)} in ${JSON.stringify(message)}`);
    out += rename(message.slice(from, at)) + literal;
    from = at + literal.length;
  }
  out += rename(message.slice(from));
  return {query: out, renamed};
}

/**
 * @param {string} tag
 * @param {string} [dir]
 */
function recordsOf(tag, dir = INDEX_DIR) {
  // The index file and its texts, as the browser reads them (src/search/indexFormat.mjs).
  const {records} = unpackIndexFile(JSON.parse(fs.readFileSync(path.join(dir, indexFileName(tag)), 'utf8')));
  return withTexts(records, JSON.parse(fs.readFileSync(path.join(dir, textsFileName(tag)), 'utf8')));
}

/** Every pasted message of a version, with the URL of the entry that documents it. */
function pastedMessages(/** @type {(typeof DOCS_VERSIONS)[number]} */ version, /** @type {string} */ siteUrl) {
  const workspace = workspaceOfFolder(version.workspace);
  const mdx = fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8');
  const parsed = parseErrorReference(mdx);
  const urls = errorEntriesOf(ROOT, workspace, '/').map((entry) => siteUrl + entry.url);
  const cases = [];
  for (const entry of parsed) {
    for (const sample of entry.samples) {
      const source = fs.readFileSync(path.join(ROOT, sample), 'utf8');
      const message = expectedThrow(source);
      if (message === undefined) continue;
      const owner = ownerOf(entry, parsed, mdx);
      const template = owner.templates.map(literalsOf).find((literals) => {
        let from = 0;
        return literals.every((literal) => {
          const at = message.indexOf(literal, from);
          from = at + literal.length;
          return at >= 0;
        });
      });
      assert.ok(template, `${sample}: its message matches a template of #${owner.id}`);
      const {query, renamed} = withReaderNames(message, template, declaredNames(source));
      cases.push({sample, url: urls[parsed.indexOf(owner)], query: query.replace(/\s*\n\s*/g, ' ').trim(), renamed});
    }
  }
  return cases;
}

const built = fs.existsSync(INDEX_DIR);
const siteUrl = (() => {
  if (!built) return '';
  const any = fs.readdirSync(INDEX_DIR).find((f) => f.endsWith('.json'));
  const record = any && recordsOf(JSON.parse(fs.readFileSync(path.join(INDEX_DIR, any), 'utf8')).docusaurus_tag)[0];
  return record ? new URL(record.url).origin : '';
})();

for (const version of DOCS_VERSIONS) {
  const tag = `docs-default-${version.name}`;
  test(`${version.label}: a pasted error message with the reader's names finds its entry first`, {skip: !built && 'needs npm run build'}, async () => {
    const records = recordsOf(tag);
    const hostedRecords = recordsOf(tag, HOSTED_INDEX_DIR);
    const indexed = JSON.stringify(records).toLowerCase();
    for (const name of READER_NAMES) assert.ok(!indexed.includes(name.toLowerCase()), `${name} is not on any ${version.label} page`);
    const engine = createSearchEngine({tags: [tag, 'default'], loadRecords: async (t) => recordsOf(t)});
    const cases = pastedMessages(version, siteUrl);
    assert.ok(cases.length > 0);
    assert.ok(cases.some((c) => c.renamed.size > 0), 'some messages carry the reader\'s names');
    const failures = [];
    for (const {sample, url, query} of cases) {
      const {results} = await engine.search({
        requests: [{query, facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]], hitsPerPage: 5}],
      });
      const local = results[0].hits[0]?.url;
      // The hosted records' URLs are the crawled site's: compared by path and anchor.
      const hosted = hostedSearch(hostedRecords, query)[0]?.record.url.replace(/^https?:\/\/[^/]+/, siteUrl);
      if (local !== url || hosted !== url) failures.push(`${sample}\n  query:  ${query}\n  want:   ${url}\n  local:  ${local}\n  hosted: ${hosted}`);
      if (process.env.DEBUG_SEARCH) console.log(query, '\n', hostedSearch(hostedRecords, query).slice(0, 3).map((h) => `${h.criteria.join(',')} ${h.record.url} ${h.record.content?.slice(0, 120)}`).join('\n '));
    }
    assert.equal(failures.length, 0, `${failures.length} of ${cases.length} messages:\n${failures.join('\n')}`);
  });
}

/**
 * A template of the reference as a reader pastes the message: each placeholder filled with one of `names` (a service
 * identifier as the release prints a symbol), a count or an index with a number, the placeholders that stand for more
 * lines or more items left out; lines joined by spaces.
 * @param {string} template
 * @param {string[]} names
 */
export function pastedTemplate(template, names) {
  /** @type {Map<string, string>} */
  const given = new Map();
  const fill = (/** @type {string} */ label) => {
    if (/^,|^one line|…$/.test(label)) return '';
    if (/^name,? or -$/.test(label)) return '-';
    if (/index|^[nm]$|number/.test(label)) return '2';
    if (!given.has(label)) given.set(label, names[given.size % names.length]);
    const name = /** @type {string} */ (given.get(label));
    return /service identifier/.test(label) ? `Symbol(${name})` : name;
  };
  let text = template;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/<([^<>]*)>/g, (_m, /** @type {string} */ label) => fill(label));
  }
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * The messages an entry states, as a reader would paste each: whole, and its first line alone (what a terminal shows
 * first). Inline code that is a fragment of a message (a line of it, a code example, a detail starting with a
 * placeholder) is not a message.
 * @param {string[]} templates
 * @param {string[]} names
 */
export function pastedMessagesOf(templates, names) {
  const messages = templates.filter((template) => /^["@A-Z]/.test(template) && !/^"?</.test(template));
  return [...new Set(messages.flatMap((message) => [pastedTemplate(message, names), pastedTemplate(message.split('\n')[0], names)]))];
}

/**
 * Class-like names the version's pages use the most (a reader's service may well be called like a sample's).
 * @param {import('../../src/plugins/search-index/extract.mjs').SearchRecord[]} records
 */
function siteNames(records) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const record of records) for (const [name] of (record.content ?? '').matchAll(/\b[A-Z][a-z]+[A-Z]\w*\b/g)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, READER_NAMES.length).map(([name]) => name);
}

for (const version of DOCS_VERSIONS) {
  const tag = `docs-default-${version.name}`;
  test(`${version.label}: every message of the error reference, pasted whole or its first line, with names of the reader's or of the site's, finds its own entry first`, {skip: !built && 'needs npm run build'}, async () => {
    const records = recordsOf(tag);
    const engine = createSearchEngine({tags: [tag, 'default'], loadRecords: async (t) => recordsOf(t)});
    const urls = errorEntriesOf(ROOT, workspaceOfFolder(version.workspace), '/').map((entry) => siteUrl + entry.url);
    const parsed = parseErrorReference(fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8'));
    const onSite = siteNames(records);
    assert.equal(onSite.length, READER_NAMES.length);
    /** Each query, with the entries it may find: a first line several entries' messages start with finds any of them. */
    /** @type {Map<string, Set<string>>} */
    const cases = new Map();
    for (const names of [READER_NAMES, onSite]) {
      for (const [i, entry] of parsed.entries()) {
        for (const query of pastedMessagesOf(entry.templates, names)) cases.set(query, (cases.get(query) ?? new Set()).add(/** @type {string} */ (urls[i])));
      }
    }
    const withMessage = parsed.filter((entry) => pastedMessagesOf(entry.templates, READER_NAMES).length > 0).length;
    assert.ok(withMessage >= parsed.filter((entry) => entry.templates.length > 0).length - 2, 'nearly every entry with templates states a message');
    const failures = [];
    for (const [query, wanted] of cases) {
      const {results} = await engine.search({
        requests: [{query, facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]], hitsPerPage: 5}],
      });
      const local = results[0].hits[0]?.url;
      if (!local || !wanted.has(local)) failures.push(`query: ${query}\n  want:  ${[...wanted].join(' or ')}\n  local: ${local}`);
    }
    assert.equal(failures.length, 0, `${failures.length} of ${cases.size} messages:\n${failures.join('\n')}`);
  });
}
