// What a first visit downloads before anyone searches: the scripts and stylesheets the page's HTML names (entry
// scripts, stylesheets, preloads) and every chunk the page requests before its `load` event (the route's own chunks,
// which the client entry loads before it hydrates) must not carry the search engine, the Algolia client, the search
// modal's styles or Prism; those arrive on first use (src/search/searchClient.ts, src/plugins/docsearch-modal-css,
// src/plugins/lazy-prism). Nor any byte of the code-sample runner (src/samples/page/runner, the output panel, the
// release bundles): it arrives on a reader's first Run (src/samples/build/sample-runner), the resolution-plan view when
// it is opened (src/samples/page/PlanView). Nor the sample editor (CodeMirror, src/samples/page/SampleEditor) or its
// compiler and types: they arrive on the first Edit. Nor the upgrade checklist (src/components/UpgradeChecklist) or its
// styles, which only its own page, /upgrade/, carries.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROME} from '../../scripts/chrome.mjs';
import {serve} from '../../scripts/static-host.mjs';
import {SAMPLE_VERSIONS} from '../../src/samples/shared/versions.mjs';

const BUILD = path.resolve(import.meta.dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');

/** @type {{url: string, close: () => Promise<void>}} */
let server;
/** @type {import('@playwright/test').Browser} */
let browser;
before(async () => {
  server = await serve(BUILD);
  browser = await chromium.launch({executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu']});
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The scripts and stylesheets the HTML of `route` names: `<script src>`, and `<link>` stylesheets, preloads and prefetches. */
/** @param {string} route */
function linkedAssets(route) {
  const html = fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc=["']?([^"' >]+)/g)].map((m) => m[1]);
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => ({rel: /\srel=["']?([^"'>]+?)["']?(?:\s|\/?>)/.exec(tag)?.[1] ?? '', href: /\shref=["']?([^"' >]+)/.exec(tag)?.[1] ?? ''}))
    .filter(({rel, href}) => /\b(stylesheet|preload|modulepreload|prefetch)\b/.test(rel) && /\.(js|css)$/.test(href))
    .map(({href}) => href);
  return [...scripts, ...links];
}

/** The scripts and stylesheets a browser requests for `route` until the page's `load` event. */
/** @param {string} route */
async function requestedBeforeLoad(route) {
  const page = await browser.newPage();
  /** @type {string[]} */
  const requested = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(server.url).origin && /\.(js|css)$/.test(url.pathname)) requested.push(url.pathname);
  });
  await page.goto(new URL(route, server.url).href, {waitUntil: 'load'});
  const atLoad = [...requested];
  await page.close();
  return atLoad;
}

/** @param {string} route */
async function firstVisitAssets(route) {
  const refs = [...new Set([...linkedAssets(route), ...(await requestedBeforeLoad(route))])];
  return refs.map((ref) => ({ref, text: fs.readFileSync(path.join(BUILD, ref), 'utf8')}));
}

for (const route of ['/', '/docs/api/container/', '/blog/welcome/']) {
  test(`${route}: the first-visit scripts, chunks and stylesheet leave search code, modal styles and Prism to first use`, async () => {
    const assets = await firstVisitAssets(route);
    assert.ok(assets.some(({ref}) => ref.endsWith('.js')), 'entry scripts found');
    assert.ok(assets.some(({ref}) => ref.endsWith('.css')), 'stylesheet found');
    // Beyond the runtime and main entry: the route's own chunks (its page component and content) are read too.
    assert.ok(assets.filter(({ref}) => ref.endsWith('.js')).length > 2, `the route's chunks are read: ${assets.map(({ref}) => ref).join(' ')}`);
    for (const {ref, text} of assets) {
      assert.doesNotMatch(text, /MiniSearch/, `${ref} carries the search engine`);
      assert.doesNotMatch(text, /x-algolia-application-id/, `${ref} carries the Algolia client`);
      assert.doesNotMatch(text, /\.DocSearch-Modal\b/, `${ref} carries the modal's styles`);
      assert.doesNotMatch(text, /before-tokenize/, `${ref} carries Prism`);
      assert.doesNotMatch(text, /inversifySampleRunner|allow-scripts/, `${ref} carries the sample runner`);
      assert.doesNotMatch(text, /Output matches the sample/, `${ref} carries the sample output panel`);
      assert.doesNotMatch(text, /Loading the plan|plan-view-/, `${ref} carries the resolution-plan view`);
      assert.doesNotMatch(text, /__sampleRelease/, `${ref} carries a release bundle`);
      assert.doesNotMatch(text, /cm-content|cm-lintRange/, `${ref} carries the code editor (CodeMirror)`);
      assert.doesNotMatch(text, /Checking types|sample-editor-compiler/, `${ref} carries the sample editor`);
      assert.doesNotMatch(text, /runs first|inversify-playground/, `${ref} carries the playground`);
      assert.doesNotMatch(text, /Every step of this upgrade|__inversifyUpgrade/, `${ref} carries the playground's upgrade`);
      assert.doesNotMatch(text, /upgrade-path|upgrade-checklist-|Check by hand/, `${ref} carries the upgrade checklist or its styles`);
    }
    // The page names none of the runner's files (no preload, no prefetch).
    assert.doesNotMatch(fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'), /sample-runner\//, `${route} links runner files`);
    // The search button itself is styled up front.
    assert.ok(assets.some(({ref, text}) => ref.endsWith('.css') && text.includes('.DocSearch-Button')));
  });
}

test('the sample runner and every docs version\'s release are in the build, for the first Run', () => {
  for (const version of SAMPLE_VERSIONS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', `${version}.json`), 'utf8'));
    for (const file of [manifest.worker, manifest.release, manifest.compiler, manifest.upgrade, manifest.types]) assert.ok(fs.existsSync(path.join(BUILD, 'sample-runner', file)), `${version}: ${file}`);
    assert.match(manifest.release, new RegExp(`^assets/${version}/release\\.[0-9a-f]+\\.js$`));
  }
});

// The stylesheets of the parts loaded on first use arrive with them (src/plugins/lazy-css): the CSS modules of the
// output panel and of the playground's app. Their class names as the build made them (local name and hash) are read
// from the part's chunk, found by a text only it holds ("runs first" is in the docs' pages too).
for (const {part, module, marker} of [
  {part: 'output panel', module: 'src/samples/page/SampleRunner/Panel/styles.lazy.module.css', marker: 'Output matches the sample'},
  {part: 'playground', module: 'src/samples/page/playground/App/styles.lazy.module.css', marker: 'Files of the program'},
  {part: 'playground\'s upgrade panel', module: 'src/samples/page/playground/Upgrade/styles.lazy.module.css', marker: 'Every step of this upgrade'},
])
test(`the ${part}'s styles are in a stylesheet of its own, which no page links`, async () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../..', module), 'utf8');
  const locals = [...new Set([...source.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]))];
  const jsDir = path.join(BUILD, 'assets', 'js');
  const chunk = fs.readdirSync(jsDir).map((f) => fs.readFileSync(path.join(jsDir, f), 'utf8')).find((text) => text.includes(marker));
  assert.ok(chunk, `the ${part}'s chunk`);
  const classes = locals.flatMap((local) => [...chunk.matchAll(new RegExp(`"(${local}_[\\w-]+)"`, 'g'))].map((m) => m[1]));
  assert.ok(classes.length >= locals.length / 2, `the ${part}'s classes in its chunk (${classes.join(', ')})`);
  const cssDir = path.join(BUILD, 'assets', 'css');
  const defines = (/** @type {string} */ css) => classes.filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
  const own = fs.readdirSync(cssDir).filter((f) => defines(fs.readFileSync(path.join(cssDir, f), 'utf8')).length > 0);
  assert.equal(own.length, 1, `one stylesheet defines the ${part}'s classes (${own.join(', ')})`);
  for (const route of ['/', '/docs/api/container/', '/docs/fundamentals/binding/', '/blog/welcome/']) {
    for (const {ref, text} of (await firstVisitAssets(route)).filter(({ref}) => ref.endsWith('.css'))) {
      assert.deepEqual(defines(text), [], `${route}: ${ref} carries the ${part}'s styles`);
    }
    assert.ok(!fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8').includes(own[0] ?? ''), `${route} links the ${part}'s stylesheet`);
  }
});
