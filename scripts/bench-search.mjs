#!/usr/bin/env node
// Search figures for a built site: index size per version (raw and gzipped; target <= 100 KB gzipped
// each) and keystroke-to-results time in the browser (target p95 <= 50 ms) over 30 fixed queries.
// Usage: node scripts/bench-search.mjs <build-dir> [--page /docs/next/] [--rounds 3] [--warmup 1]
// Serves the build itself on a free localhost port, drives Chromium (CHROME_PATH, default /usr/bin/chromium) with Playwright, prints a
// summary and writes bench/search.json.
import {createServer} from 'node:http';
import {promises as fs, createReadStream, existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {ROOT, args, option, percentile, round, writeBenchJson} from './bench-common.mjs';
/* global document, HTMLAnchorElement, HTMLInputElement, MutationObserver -- used inside page.evaluate */

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
const TARGET_GZIP_BYTES = 100 * 1024;
const TARGET_P95_MS = 50;

// Fixed list: API names, concepts, two-word queries, prefixes and typos.
const QUERIES = [
  'container', 'bind', 'toSelf', 'inSingletonScope', 'unbindAsync', 'jitless', 'snapshot', 'restore',
  'activation', 'deactivation', 'onActivation', 'decorator', 'inject', 'injectable', 'multiInject',
  'named', 'tagged', 'optional', 'lazy service identifier', 'ContainerModule', 'loadAsync', 'parent',
  'autobind', 'defaultScope', 'request scope', 'transient', 'getAll', 'isBound', 'contaner', 'bindng',
];

/** @type {Record<string, string>} */
const TYPES = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.xml': 'application/xml'};

/** @returns {Promise<import('node:http').Server>} */
function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(BUILD, decodeURIComponent(url.pathname));
    if (!file.startsWith(BUILD)) file = path.join(BUILD, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, {'content-type': TYPES['.html']});
      createReadStream(path.join(BUILD, '404.html')).pipe(res);
      return;
    }
    res.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function indexSizes() {
  const dir = path.join(BUILD, 'search-index');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(path.join(dir, file));
      const records = /** @type {{records: unknown[]}} */ (JSON.parse(body.toString('utf8'))).records.length;
      const gzipBytes = gzipSync(body, {level: 6}).length;
      return {tag: file.replace(/\.json$/, ''), file: `search-index/${file}`, records, bytes: body.length, gzipBytes, withinTarget: gzipBytes <= TARGET_GZIP_BYTES};
    }),
  );
}

/**
 * @typedef {{tag: string, file: string, records: number, bytes: number, gzipBytes: number, withinTarget: boolean}} IndexSize
 * @typedef {Awaited<ReturnType<typeof latency>>} Typing
 * @typedef {{date: string, buildDir: string, targets: {indexGzipBytesMax: number, keystrokeToResultsP95MsMax: number},
 *   index: IndexSize[], keystrokeToResults: Typing}} SearchReport what bench/search.json holds
 */

/** @param {string} origin */
async function latency(origin) {
  const browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
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

    // The first search includes fetching and indexing the version's index file.
    const firstSearchMs = await measure('container');
    for (let pass = 0; pass < WARMUP; pass += 1) {
      for (const query of QUERIES) await measure(query);
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

const server = await serve();
try {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`the server is not on a TCP port: ${address}`);
  const index = await indexSizes();
  const typing = await latency(`http://127.0.0.1:${address.port}`);
  /** @type {SearchReport} */
  const report = {
    date: new Date().toISOString(),
    buildDir: path.relative(ROOT, BUILD) || '.',
    targets: {indexGzipBytesMax: TARGET_GZIP_BYTES, keystrokeToResultsP95MsMax: TARGET_P95_MS},
    index,
    keystrokeToResults: typing,
  };
  console.log('Search index (per docusaurus_tag):');
  for (const entry of index) {
    console.log(`  ${entry.tag.padEnd(24)} ${String(entry.records).padStart(5)} records  ${(entry.bytes / 1024).toFixed(1).padStart(7)} KB raw  ${(entry.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  ${entry.withinTarget ? 'ok' : 'OVER 100 KB'}`);
  }
  console.log(`Keystroke to results on ${typing.page} (${typing.samples} samples, ${typing.queries} queries x ${typing.rounds}):`);
  console.log(`  p50 ${typing.p50Ms} ms, p95 ${typing.p95Ms} ms, max ${typing.maxMs} ms ${typing.withinTarget ? 'ok' : 'OVER 50 ms'}; first search incl. index fetch ${typing.firstSearchMs} ms`);
  if (typing.externalRequests.length) console.log(`  requests that tried to leave localhost: ${typing.externalRequests.length}`);
  writeBenchJson('search.json', report);
  console.log('Wrote bench/search.json');
} finally {
  server.close();
}
