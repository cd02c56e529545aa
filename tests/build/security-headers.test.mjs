// build/_headers (static/_headers + src/plugins/security-headers): caching, security headers, and a
// Content-Security-Policy that allows exactly the build's inline scripts, by hash, and no 'unsafe-inline' script;
// the sample runner's frame alone gets a policy of its own that lets it evaluate code, and nothing more.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {inlineScriptHashes} from '../../src/plugins/security-headers/contentSecurityPolicy.mjs';
import {parseHeadersFile, headersFor} from '../../scripts/headers-file.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const HOSTED = path.resolve(ROOT, process.env.HOSTED_BUILD_DIR ?? 'build-hosted');

// The site's pages (the runner's frame, under sample-runner/, has its own policy).
const htmlOf = (/** @type {string} */ dir) =>
  fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html') && !f.startsWith(`sample-runner${path.sep}`))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
/** @returns {Record<string, string[]>} */
const directives = (/** @type {string} */ policy) => Object.fromEntries(policy.split(/;\s*/).map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

test('hashed assets are cached for a year, everything else revalidated', () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  const js = fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(headersFor(rules, `/assets/js/${js}`)['cache-control'], 'public, max-age=31536000, immutable');
  for (const route of ['/', '/docs/api/container/', '/search-index/default.json', '/img/logo.svg']) {
    assert.equal(headersFor(rules, route)['cache-control'], 'public, max-age=0, must-revalidate', route);
  }
  const headers = headersFor(rules, '/');
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.ok(headers['referrer-policy']);
  assert.match(headers['permissions-policy'], /camera=\(\)/);
});

test("the CSP allows the build's inline scripts by hash and nothing inline besides", () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  const csp = directives(headersFor(rules, '/docs/')['content-security-policy']);
  const hashes = inlineScriptHashes(htmlOf(BUILD));
  assert.ok(hashes.length > 0, 'the build has inline scripts');
  assert.deepEqual(csp['script-src'].filter((s) => s.startsWith("'sha256-")).sort(), hashes);
  assert.ok(!csp['script-src'].includes("'unsafe-inline'") && !csp['script-src'].includes("'unsafe-eval'"));
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['connect-src'], ["'self'"], 'the local-search build talks to no other host');
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['frame-src'], ["'self'"], "the runner's frame, and no other site's");
  assert.deepEqual(csp['worker-src'], ["'self'"]);
});

test("the sample runner's frame has its own policy: its script, eval and blob: workers, no network, embeddable by the site only", () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  // The frame the runner loads: the manifest names it, relative to sample-runner/.
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner/v7.json'), 'utf8'));
  const route = `/sample-runner/${manifest.frame}`;
  const frameHtml = fs.readFileSync(path.join(BUILD, 'sample-runner', manifest.frame, 'index.html'), 'utf8');
  const headers = headersFor(rules, route);
  assert.equal(headers['x-frame-options'], undefined, 'the site may embed it');
  const csp = directives(headers['content-security-policy']);
  assert.deepEqual(csp['script-src'].filter((s) => s.startsWith("'sha256-")), inlineScriptHashes([frameHtml]), "the frame's own script, by hash");
  assert.deepEqual(csp['script-src'].filter((s) => !s.startsWith("'sha256-")).sort(), ["'unsafe-eval'", 'blob:']);
  assert.deepEqual(csp['worker-src'], ['blob:']);
  assert.deepEqual(csp['default-src'], ["'none'"]);
  assert.deepEqual(csp['connect-src'], ["'none'"], 'sample code may not fetch');
  assert.deepEqual(csp['frame-ancestors'], ["'self'"]);
  // Only that path: a page next to it keeps the site's policy and X-Frame-Options.
  for (const other of ['/sample-runner/v7.json', '/sample-runner/', '/docs/']) {
    assert.doesNotMatch(headersFor(rules, other)['content-security-policy'], /unsafe-eval|blob:/, other);
    assert.equal(headersFor(rules, other)['x-frame-options'], 'DENY', other);
  }
});

test("the hosted-search build's CSP adds its Algolia application's hosts and nothing else", {skip: !fs.existsSync(path.join(HOSTED, '_headers')) && 'no hosted-search build (build-hosted)'}, () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(HOSTED, '_headers'), 'utf8'));
  const csp = directives(headersFor(rules, '/')['content-security-policy']);
  const appId = /"appId":"([^"]+)"/.exec(htmlOf(HOSTED).join(''))?.[1] ?? /https:\/\/([a-z0-9]+)-dsn\.algolia\.net/i.exec(htmlOf(HOSTED)[0])?.[1];
  assert.ok(appId, 'the hosted build names its application');
  const others = csp['connect-src'].filter((s) => s !== "'self'");
  assert.ok(others.length > 0);
  for (const host of others) {
    assert.match(host, new RegExp(`^https://(${appId.toLowerCase()}(-dsn)?\\.algolia\\.net|${appId.toLowerCase()}-[123]\\.algolianet\\.com|askai\\.algolia\\.com)$`), host);
  }
  assert.ok(others.includes(`https://${appId.toLowerCase()}-dsn.algolia.net`));
  assert.deepEqual(csp['script-src'].filter((s) => !s.startsWith("'sha256-")), ["'self'"]);
});

// Hosts that ignore _headers (GitHub Pages, `docusaurus serve`) send none of the above: the policies that must hold
// there are in the documents themselves.
const metaPolicyOf = (/** @type {string} */ html) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];

test('every page carries the site\'s policy in a <meta> element before any script: the header\'s, less what a <meta> cannot carry', () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  const header = directives(headersFor(rules, '/docs/')['content-security-policy']);
  const {'frame-ancestors': frameAncestors, ...expected} = header;
  assert.ok(frameAncestors, 'the header has frame-ancestors');
  const pages = htmlOf(BUILD);
  assert.ok(pages.length > 0);
  for (const html of pages) {
    const meta = metaPolicyOf(html);
    assert.ok(meta, `a page without the policy: ${/<title[^>]*>([^<]*)/.exec(html)?.[1]}`);
    assert.deepEqual(directives(meta), expected);
    assert.ok(html.indexOf('http-equiv="Content-Security-Policy"') < html.indexOf('<script'), 'the policy comes before the first script');
  }
});

test("the runner's frame carries its own policy in its document: its script, eval and blob: workers, no network", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner/v7.json'), 'utf8'));
  const frameHtml = fs.readFileSync(path.join(BUILD, 'sample-runner', manifest.frame, 'index.html'), 'utf8');
  const meta = metaPolicyOf(frameHtml);
  assert.ok(meta);
  const csp = directives(meta);
  assert.deepEqual(csp['script-src'].filter((s) => s.startsWith("'sha256-")), inlineScriptHashes([frameHtml]));
  assert.deepEqual(csp['default-src'], ["'none'"]);
  assert.deepEqual(csp['connect-src'], ["'none'"]);
  assert.deepEqual(csp['worker-src'], ['blob:']);
  assert.equal(csp['frame-ancestors'], undefined, 'ignored in a <meta> element (the frame checks its embedder itself)');
  assert.ok(frameHtml.indexOf('http-equiv="Content-Security-Policy"') < frameHtml.indexOf('<script'));
});

test("the runner's hashed files are cached like /assets/; its manifests, frame and sources are revalidated", () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner/v7.json'), 'utf8'));
  const sample = /** @type {{asset: string}} */ (Object.values(manifest.samples).find((s) => /** @type {{kind: string}} */ (s).kind === 'run'));
  for (const file of [manifest.worker, manifest.release, manifest.compiler, manifest.upgrade, manifest.types, sample.asset]) {
    assert.match(file, /[./][0-9a-f]{10,12}\.(js|json)$/, `${file} carries a content hash`);
    assert.ok(fs.existsSync(path.join(BUILD, 'sample-runner', file)), file);
    assert.equal(headersFor(rules, `/sample-runner/${file}`)['cache-control'], 'public, max-age=31536000, immutable', file);
  }
  for (const file of ['v7.json', manifest.frame, `v7/source/home/quick-start.ts.json`]) {
    assert.equal(headersFor(rules, `/sample-runner/${file}`)['cache-control'], 'public, max-age=0, must-revalidate', file);
  }
});
