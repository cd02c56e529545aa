#!/usr/bin/env node
// Search figures for a built site, served compressed as hosts do (scripts/static-host.mjs):
//   - index size per version (raw and gzipped; target <= 100 KB gzipped each): the index file, the first step of the
//     load, and beside it the texts file, its second step (src/search/indexFormat.mjs);
//   - first results per docs version, on a fresh page (new browser context, nothing cached): from the click on the
//     search button to the results of a query in the modal, and on /search/?q= from navigation to the results (the
//     page starts on the current release; the other versions from choosing one in its version menu to their
//     results), each with the main thread's long tasks meanwhile (sum of their time over 50 ms, as TBT counts):
//     p50 and p95 of --fresh-runs runs (default 10) after one uncounted round, target p95 <= 500 ms each;
//   - keystroke-to-results time in the modal (target p95 <= 50 ms) over 30 fixed queries.
// Usage: node scripts/bench-search.mjs <build-dir> [--page /docs/next/] [--rounds 3] [--warmup 1] [--fresh-runs 10]
// Drives Chromium (CHROME_PATH, default /usr/bin/chromium) with Playwright, prints a summary and writes bench/search.json.
import {promises as fs, existsSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {ROOT, args, firstResultsFigures, option, percentile, round, stats, writeBenchJson} from './bench-common.mjs';
import {CHROME} from './chrome.mjs';
import {serve} from './static-host.mjs';
import {DOCS_VERSIONS, MAIN_DOC, versionRoot} from '../src/siteData/versions.mjs';
/* global document, window, HTMLAnchorElement, HTMLElement, HTMLInputElement, HTMLSelectElement, MutationObserver -- in the page */

const buildDir = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && !a.startsWith('/docs'));
if (!buildDir || !existsSync(path.join(buildDir, 'index.html'))) {
  console.error('usage: node scripts/bench-search.mjs <build-dir> [--page /docs/next/] [--rounds 3]');
  process.exit(2);
}
const BUILD = path.resolve(buildDir);
const PAGE = option('page', '/docs/next/');
const ROUNDS = Number(option('rounds', '3'));
// Untimed rounds first, so that the figures are about steady typing rather than JIT warm-up.
const WARMUP = Number(option('warmup', '1'));
const FRESH_RUNS = Number(option('fresh-runs', '10'));
/** The query of the first-results figures. */
const FIRST_QUERY = 'container';
const TARGET_GZIP_BYTES = 100 * 1024;
const TARGET_P95_MS = 50;
/** First results, modal and search page, per version: p95 at most this. */
const TARGET_FIRST_RESULTS_P95_MS = 500;

// Fixed list: API names, concepts, two-word queries, prefixes and typos.
const QUERIES = [
  'container', 'bind', 'toSelf', 'inSingletonScope', 'unbindAsync', 'jitless', 'snapshot', 'restore',
  'activation', 'deactivation', 'onActivation', 'decorator', 'inject', 'injectable', 'multiInject',
  'named', 'tagged', 'optional', 'lazy service identifier', 'ContainerModule', 'loadAsync', 'parent',
  'autobind', 'defaultScope', 'request scope', 'transient', 'getAll', 'isBound', 'contaner', 'bindng',
];

async function indexSizes() {
  const dir = path.join(BUILD, 'search-index');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(path.join(dir, file));
      const records = /** @type {{records: unknown[]}} */ (JSON.parse(body.toString('utf8'))).records.length;
      // What a host sends: brotli where the browser takes it (every current one does), as scripts/static-host.mjs serves with --compress.
      const brotliBytes = brotliCompressSync(body).length;
      const gzipBytes = gzipSync(body, {level: 6}).length;
      const texts = await fs.readFile(path.join(dir, 'texts', file)).catch(() => null);
      const textsGzipBytes = texts ? gzipSync(texts, {level: 6}).length : 0;
      return {tag: file.replace(/\.json$/, ''), file: `search-index/${file}`, records, bytes: body.length, gzipBytes, brotliBytes, textsGzipBytes, withinTarget: gzipBytes <= TARGET_GZIP_BYTES};
    }),
  );
}

/**
 * @typedef {{tag: string, file: string, records: number, bytes: number, gzipBytes: number, brotliBytes: number, textsGzipBytes: number, withinTarget: boolean}} IndexSize
 *   textsGzipBytes: the texts file (the load's second step), gzipped; 0 for a build without one
 * @typedef {Awaited<ReturnType<typeof latency>>} Typing
 * @typedef {{ms: import('./bench-common.mjs').Stats, blockingMs: import('./bench-common.mjs').Stats, longTasks: number[]}} FirstResults
 *   time to the first results, and the long tasks meanwhile: their time over 50 ms summed, and their count per run
 * @typedef {{label: string, modal: FirstResults & {page: string}, searchPage: FirstResults & {how: string, hydratedMs?: import('./bench-common.mjs').Stats}}} VersionFirstResults
 * @typedef {{date: string, buildDir: string, targets: {indexGzipBytesMax: number, keystrokeToResultsP95MsMax: number, firstResultsP95MsMax: number},
 *   index: IndexSize[], firstResults: {query: string, runs: number, versions: VersionFirstResults[]}, keystrokeToResults: Typing}} SearchReport
 *   what bench/search.json holds
 */

// ---------------------------------------------------------------- first results on a fresh page
/**
 * In the page, from before its scripts run: the long tasks (start, duration) and when search results first show.
 * The search page's results are its result articles; the modal's are read by `modalResults` below.
 */
function observeInPage() {
  const w = /** @type {typeof window & {benchLongTasks: number[][], benchResultsAt: number | null, benchHydratedAt: number | null}} */ (window);
  w.benchLongTasks = [];
  w.benchResultsAt = null;
  w.benchHydratedAt = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({type: 'longtask', buffered: true});
  new MutationObserver(() => {
    if (w.benchResultsAt === null && document.querySelector('article[class*="searchResultItem"] h2 a')) w.benchResultsAt = performance.now();
    if (w.benchHydratedAt === null && document.documentElement.dataset.hasHydrated === 'true') w.benchHydratedAt = performance.now();
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * Long tasks that started from `from` (page time) on: their time over 50 ms summed (as TBT counts), and their count.
 * @param {import('@playwright/test').Page} page
 * @param {number} from
 */
async function blockingSince(page, from) {
  const tasks = await page.evaluate(() => /** @type {typeof window & {benchLongTasks: number[][]}} */ (window).benchLongTasks);
  const after = tasks.filter(([start]) => start >= from);
  return {blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0), longTasks: after.length};
}

/**
 * Opens the modal on a fresh, hydrated page and types the query as soon as its input is there; resolves to the page
 * time of the click and the milliseconds from it to the results.
 * @param {import('@playwright/test').Page} page
 */
function modalResults(page) {
  return page.evaluate(
    (q) =>
      new Promise((resolve, reject) => {
        const button = document.querySelector('.DocSearch-Button');
        if (!(button instanceof HTMLElement)) return reject(new Error('no search button'));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        let typed = false;
        const timer = setTimeout(() => reject(new Error(`no results for ${q} in the modal`)), 30_000);
        const observer = new MutationObserver(() => {
          const input = document.querySelector('.DocSearch-Input');
          if (!typed && input instanceof HTMLInputElement && setValue) {
            typed = true;
            setValue.call(input, q);
            input.dispatchEvent(new Event('input', {bubbles: true}));
          }
          const footer = document.querySelector('.DocSearch-HitsFooter a');
          if (typed && footer instanceof HTMLAnchorElement && new URL(footer.href).searchParams.get('q') === q) {
            observer.disconnect();
            clearTimeout(timer);
            resolve({clickAt: start, ms: performance.now() - start});
          }
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        const start = performance.now();
        button.click();
      }),
    FIRST_QUERY,
  );
}

/**
 * The first-results figures of each docs version: the modal on the version's main doc, and the search page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @returns {Promise<VersionFirstResults[]>}
 */
async function firstResults(browser, origin) {
  /** @type {Record<string, {modal: number[], modalBlocking: number[], modalTasks: number[], page: number[], pageBlocking: number[], pageTasks: number[], pageHydrated: number[]}>} */
  const runs = {};
  const fresh = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(observeInPage);
    return {context, page};
  };
  const lastRelease = DOCS_VERSIONS.find((v) => v.path === '');
  // Run -1 is a warm-up, not counted: the host compresses each file (chunks, index and texts files) on its first
  // request, where a host serves precompressed files.
  for (let run = -1; run < FRESH_RUNS; run += 1) {
    for (const version of DOCS_VERSIONS) {
      /** @type {(typeof runs)[string]} */
      const none = {modal: [], modalBlocking: [], modalTasks: [], page: [], pageBlocking: [], pageTasks: [], pageHydrated: []};
      const figures = run < 0 ? none : (runs[version.name] ??= none);
      // The modal, on the version's main doc.
      {
        const {context, page} = await fresh();
        await page.goto(`${origin}${versionRoot(version)}${MAIN_DOC}/`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await page.waitForLoadState('load');
        const {clickAt, ms} = /** @type {{clickAt: number, ms: number}} */ (await modalResults(page));
        const {blockingMs, longTasks} = await blockingSince(page, clickAt);
        figures.modal.push(ms);
        figures.modalBlocking.push(blockingMs);
        figures.modalTasks.push(longTasks);
        await context.close();
      }
      // The search page: the current release from navigation on; another version from choosing it in the menu.
      {
        const {context, page} = await fresh();
        await page.goto(`${origin}/search/?q=${encodeURIComponent(FIRST_QUERY)}`);
        await page.waitForFunction(() => /** @type {typeof window & {benchResultsAt: number | null}} */ (window).benchResultsAt !== null, null, {timeout: 30_000});
        if (version === lastRelease) {
          const [at, hydratedAt] = await page.evaluate(() => {
            const w = /** @type {typeof window & {benchResultsAt: number, benchHydratedAt: number | null}} */ (window);
            return [w.benchResultsAt, w.benchHydratedAt];
          });
          if (hydratedAt !== null) figures.pageHydrated.push(hydratedAt);
          const {blockingMs, longTasks} = await blockingSince(page, 0);
          figures.page.push(at);
          figures.pageBlocking.push(blockingMs);
          figures.pageTasks.push(longTasks);
        } else {
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          const prefix = versionRoot(version);
          const {at, ms} = await page.evaluate(
            ({name, prefix}) =>
              new Promise((resolve, reject) => {
                const select = document.querySelector('select[aria-label="Docs version to search"]');
                if (!(select instanceof HTMLSelectElement)) return reject(new Error('no version menu'));
                const shown = () => {
                  const link = document.querySelector('article[class*="searchResultItem"] h2 a');
                  return link instanceof HTMLAnchorElement && new URL(link.href).pathname.startsWith(prefix);
                };
                const timer = setTimeout(() => reject(new Error(`no results for version ${name}`)), 30_000);
                const observer = new MutationObserver(() => {
                  if (!shown()) return;
                  observer.disconnect();
                  clearTimeout(timer);
                  resolve({at: start, ms: performance.now() - start});
                });
                observer.observe(document.body, {subtree: true, childList: true, attributes: true});
                const start = performance.now();
                select.value = name;
                select.dispatchEvent(new Event('change', {bubbles: true}));
              }),
            {name: version.name, prefix},
          );
          const {blockingMs, longTasks} = await blockingSince(page, at);
          figures.page.push(ms);
          figures.pageBlocking.push(blockingMs);
          figures.pageTasks.push(longTasks);
        }
        await context.close();
      }
    }
  }
  return DOCS_VERSIONS.map((version) => {
    const f = runs[version.name];
    return {
      label: version.label,
      modal: {page: `${versionRoot(version)}${MAIN_DOC}/`, ms: stats(f.modal), blockingMs: stats(f.modalBlocking), longTasks: f.modalTasks},
      searchPage: {
        how: version.path === '' ? 'navigation to results (the page starts on this version)' : 'version chosen in the menu to its results',
        ms: stats(f.page),
        blockingMs: stats(f.pageBlocking),
        longTasks: f.pageTasks,
        // Opened on the page: when it had hydrated, what the results wait for first.
        ...(f.pageHydrated.length > 0 ? {hydratedMs: stats(f.pageHydrated)} : {}),
      },
    };
  });
}

/**
 * The first-results figures as printed lines.
 * @param {SearchReport['firstResults']} first
 */
function firstResultsLines(first) {
  return first.versions.flatMap((v) => [
    `  ${v.label} modal (click to results): ${firstResultsFigures(v.modal, TARGET_FIRST_RESULTS_P95_MS)}, long tasks ${v.modal.longTasks.join('/')}`,
    `  ${v.label} /search/?q= (${v.searchPage.how}): ${firstResultsFigures(v.searchPage, TARGET_FIRST_RESULTS_P95_MS)}${v.searchPage.hydratedMs ? ` (hydrated at p50 ${v.searchPage.hydratedMs.median} ms, p95 ${v.searchPage.hydratedMs.p95} ms)` : ''}, long tasks ${v.searchPage.longTasks.join('/')}`,
  ]);
}

/** @param {string} origin */
async function latency(origin) {
  const browser = await chromium.launch({executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const external = [];
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    await page.goto(origin + PAGE);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();

    // In the page: set the input as a keystroke would, and time until the results for that exact
    // query are in the DOM (the footer link carries the query; the no-results screen shows it).
    /** @type {(query: string) => Promise<number>} */
    const measure = (query) =>
      page.evaluate(
        (q) =>
          new Promise((resolve, reject) => {
            const input = document.querySelector('.DocSearch-Input');
            if (!(input instanceof HTMLInputElement)) return reject(new Error('no search input'));
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
            if (!setValue) return reject(new Error('HTMLInputElement.prototype has no value setter'));
            const dropdown = document.querySelector('.DocSearch-Modal');
            if (!dropdown) return reject(new Error('no search dialog'));
            const done = () => {
              const footer = document.querySelector('.DocSearch-HitsFooter a');
              if (footer instanceof HTMLAnchorElement && new URL(footer.href).searchParams.get('q') === q) return true;
              const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
              return Boolean(none && none.textContent === q);
            };
            const timer = setTimeout(() => reject(new Error(`no results rendered for ${q}`)), 10_000);
            const observer = new MutationObserver(() => {
              if (!done()) return;
              const elapsed = performance.now() - start;
              observer.disconnect();
              clearTimeout(timer);
              resolve(elapsed);
            });
            observer.observe(dropdown, {subtree: true, childList: true, characterData: true, attributes: true});
            setValue.call(input, q);
            const start = performance.now();
            input.dispatchEvent(new Event('input', {bubbles: true}));
          }),
        query,
      );

    // The first search, with the index that opening the modal started loading (it may still be on its way).
    const firstSearchMs = await measure('container');
    for (let pass = 0; pass < WARMUP; pass += 1) {
      for (const query of QUERIES) {
        // A query equal to the input's value changes nothing to wait for: each is measured after another one.
        await measure(query.slice(0, -1) || query[0]);
        await measure(query);
      }
    }
    /** @type {number[]} */
    const samples = [];
    /** @type {Record<string, number[]>} */
    const perQuery = {};
    for (let pass = 0; pass < ROUNDS; pass += 1) {
      for (const query of QUERIES) {
        await measure(query.slice(0, -1) || query[0]); // the state before the last keystroke
        const ms = await measure(query);
        samples.push(ms);
        (perQuery[query] ??= []).push(round(ms));
      }
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      page: PAGE,
      queries: QUERIES.length,
      rounds: ROUNDS,
      warmupRounds: WARMUP,
      loadAverage: (await import('node:os')).loadavg().map((n) => round(n)),
      samples: samples.length,
      firstSearchMs: round(firstSearchMs),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      maxMs: round(sorted[sorted.length - 1]),
      withinTarget: percentile(sorted, 95) <= TARGET_P95_MS,
      externalRequests: external,
      perQuery,
    };
  } finally {
    await browser.close();
  }
}

const server = await serve(BUILD, {compress: true, caching: true});
try {
  const index = await indexSizes();
  // The server compresses a file on its first request: done here, so that no figure includes it.
  for (const file of index.flatMap((entry) => [entry.file, entry.file.replace(/[^/]+$/, (name) => `texts/${name}`)])) {
    await fetch(`${server.url}/${file}`, {headers: {'accept-encoding': 'br'}}).then((r) => r.arrayBuffer());
  }
  // No host but the local one resolves, so nothing leaves the machine; not a route in Playwright, which would take every
  // request of the page through this process and delay the loads being timed (the index files arrived ~200 ms later).
  const browser = await chromium.launch({executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']});
  /** @type {VersionFirstResults[]} */
  let versions;
  try {
    versions = await firstResults(browser, server.url);
  } finally {
    await browser.close();
  }
  const typing = await latency(server.url);
  /** @type {SearchReport} */
  const report = {
    date: new Date().toISOString(),
    buildDir: path.relative(ROOT, BUILD) || '.',
    targets: {indexGzipBytesMax: TARGET_GZIP_BYTES, keystrokeToResultsP95MsMax: TARGET_P95_MS, firstResultsP95MsMax: TARGET_FIRST_RESULTS_P95_MS},
    index,
    firstResults: {query: FIRST_QUERY, runs: FRESH_RUNS, versions},
    keystrokeToResults: typing,
  };
  console.log('Search index (per docusaurus_tag):');
  for (const entry of index) {
    console.log(`  ${entry.tag.padEnd(24)} ${String(entry.records).padStart(5)} records  ${(entry.bytes / 1024).toFixed(1).padStart(7)} KB raw  ${(entry.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  ${(entry.brotliBytes / 1024).toFixed(1).padStart(6)} KB brotli  ${entry.withinTarget ? 'ok' : 'OVER 100 KB'}; then texts ${(entry.textsGzipBytes / 1024).toFixed(1)} KB gzip`);
  }
  console.log(`First results for "${FIRST_QUERY}" on a fresh page (${FRESH_RUNS} runs; blocking = long tasks' time over 50 ms, median; load average ${typing.loadAverage.join(' ')}):`);
  for (const line of firstResultsLines(report.firstResults)) console.log(line);
  console.log(`Keystroke to results on ${typing.page} (${typing.samples} samples, ${typing.queries} queries x ${typing.rounds}):`);
  console.log(`  p50 ${typing.p50Ms} ms, p95 ${typing.p95Ms} ms, max ${typing.maxMs} ms ${typing.withinTarget ? 'ok' : 'OVER 50 ms'}; first search after opening ${typing.firstSearchMs} ms`);
  if (typing.externalRequests.length) console.log(`  requests that tried to leave localhost: ${typing.externalRequests.length}`);
  writeBenchJson('search.json', report);
  console.log('Wrote bench/search.json');
} finally {
  await server.close();
}
