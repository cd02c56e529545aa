#!/usr/bin/env node
// Figures of the code-sample Run button, per docs version (6.x, 7.x, next), on a build served compressed
// (scripts/bench-serve.mjs) to Chromium (CHROME_PATH, default /usr/bin/chromium) driven by Playwright:
//   - bytes fetched by the first Run (as sent, i.e. compressed), and which files;
//   - time from the click to the run's complete output in the panel: first Run (fresh browser context,
//     nothing cached, --first N times) and repeat runs (Run again, --repeat N times): median and p95.
// Targets: first Run within 1 s, repeat within 150 ms. Writes bench/runner.json.
// Usage: node scripts/bench-runner.mjs <build-dir> [--first 5] [--repeat 15]
import {fileURLToPath} from 'node:url';
import {buildDirArgument, measureServed, option, stats, writeBenchJson} from './bench-common.mjs';
/* global document, MutationObserver -- used inside page.evaluate */

const FIRST = Number(option('first', '5'));
const REPEAT = Number(option('repeat', '15'));
export const TARGETS = {firstRunMs: 1000, repeatRunMs: 150};

// One page per version: the binding page of each docs version (each shows runnable samples).
const PAGES = [
  {version: 'v8', label: 'next', path: '/docs/next/fundamentals/binding/'},
  {version: 'v7', label: '7.x', path: '/docs/fundamentals/binding/'},
  {version: 'v6', label: '6.x', path: '/docs/6.x/fundamentals/binding/'},
];

/**
 * Clicks `buttonName` in the page and resolves with the ms until the first panel reports a finished run.
 * @param {import('@playwright/test').Page} page
 * @param {string} buttonName
 * @param {string | null} scope
 * @returns {Promise<{ms: number, outcome: string | null}>}
 */
function clickAndTime(page, buttonName, scope) {
  return page.evaluate(
    ({buttonName, scope}) =>
      new Promise((resolve, reject) => {
        const root = scope === null ? document : document.querySelector(scope);
        if (!root) return reject(new Error(`no element ${scope}`));
        const button = [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === buttonName);
        if (!button) return reject(new Error(`no button ${buttonName}`));
        const done = () => document.querySelector('[data-sample-panel] [role="status"]')?.getAttribute('data-outcome');
        // A panel still showing the previous run's outcome must first go back to "running".
        let sawRunning = scope === null;
        const observer = new MutationObserver(() => {
          const outcome = done();
          if (outcome === 'running') sawRunning = true;
          if (sawRunning && outcome !== undefined && outcome !== 'running') {
            observer.disconnect();
            resolve({ms: performance.now() - start, outcome});
          }
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-outcome']});
        const start = performance.now();
        button.click();
      }),
    {buttonName, scope},
  );
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{version: string, label: string, path: string}} page
 */
async function measureVersion(browser, url, {version, label, path: pagePath}) {
  /** @type {number[]} */
  const first = [];
  /** @type {{sent: number, files: {url: string, sent: number}[]} | undefined} */
  let bytes;
  /** @type {string | null | undefined} */
  let buttonName;
  // Run 0 is a warm-up, not counted: bench-serve compresses each file on its first request (a host
  // serves precompressed files), and Chromium compiles the code once.
  for (let i = 0; i <= FIRST; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url + pagePath);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    buttonName ??= await page.locator('button[aria-label^="Run "]').first().getAttribute('aria-label');
    if (!buttonName) throw new Error(`${label}: the page's Run button has no aria-label`);
    /** @type {import('@playwright/test').Request[]} */
    const files = [];
    // The runner's files and the chunks the click loads (not blob: URLs, not links prefetched meanwhile).
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && (url.pathname.includes('/sample-runner/') || ['script', 'stylesheet'].includes(request.resourceType()))) {
        files.push(request);
      }
    });
    const {ms, outcome} = await clickAndTime(page, buttonName, null);
    if (outcome !== 'finished') throw new Error(`${label}: ${buttonName} ended with ${outcome}`);
    if (i > 0) first.push(ms);
    if (i === 1) {
      const sizes = await Promise.all(files.map(async (r) => ({url: new URL(r.url()).pathname, sent: (await r.sizes()).responseBodySize})));
      bytes = {sent: sizes.reduce((n, s) => n + s.sent, 0), files: sizes};
    }
    if (i === FIRST) {
      const repeat = [];
      for (let j = 0; j < REPEAT; j++) repeat.push((await clickAndTime(page, 'Run again', '[data-sample-panel]')).ms);
      await context.close();
      if (bytes === undefined) throw new Error(`${label}: no counted first run measured the bytes`);
      return {
        version,
        label,
        page: pagePath,
        sample: buttonName,
        firstRunBytesSent: bytes.sent,
        firstRunFiles: bytes.files,
        firstRunMs: stats(first),
        repeatRunMs: stats(repeat),
      };
    }
    await context.close();
  }
  throw new Error('unreachable');
}

/** @param {string} build */
export async function benchRunner(build) {
  return {targets: TARGETS, versions: await measureServed(build, PAGES, measureVersion)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = buildDirArgument('sample-runner', 'usage: node scripts/bench-runner.mjs <build-dir> [--first 5] [--repeat 15]');
  const results = await benchRunner(buildDir);
  writeBenchJson('runner.json', results);
  for (const v of results.versions) {
    console.log(
      `${v.label.padEnd(5)} ${v.sample}: first Run ${(v.firstRunBytesSent / 1024).toFixed(1)} KB sent, ` +
        `${v.firstRunMs.median} ms median / ${v.firstRunMs.p95} ms p95; repeat ${v.repeatRunMs.median} ms median / ${v.repeatRunMs.p95} ms p95`,
    );
  }
}
