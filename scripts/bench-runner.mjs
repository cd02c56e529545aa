#!/usr/bin/env node
// Figures of the code-sample Run button, per docs version (6.x, 7.x, next), on a build served compressed
// (scripts/static-host.mjs) to Chromium (CHROME_PATH, default /usr/bin/chromium) driven by Playwright:
//   - bytes fetched by the first Run (as sent, i.e. compressed), and which files;
//   - time from the click to the run's complete output in the panel: first Run (fresh browser context,
//     nothing cached, --first N times) and repeat runs (Run again, --repeat N times): median and p95;
//   - the resolution-plan capture (src/samples/sandbox/plan/): the bytes it adds to the first Run (its code,
//     minified and brotli-compressed as the worker bundle carries it) and the time from a run's start to its plan
//     data (runSample of a sample resolving a singleton twice, --repeat N times).
// Targets: first Run within 1 s, repeat within 150 ms. Writes bench/runner.json.
// Usage: node scripts/bench-runner.mjs <build-dir> [--first 5] [--repeat 15]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {ROOT, buildDirArgument, measureServed, option, stats, writeBenchJson} from './bench-common.mjs';
import {DOCS_VERSIONS, versionOfWorkspace, versionRoot} from '../src/samples/shared/versions.mjs';
/* global document, MutationObserver, window -- used inside page.evaluate */

const FIRST = Number(option('first', '5'));
const REPEAT = Number(option('repeat', '15'));
export const TARGETS = {firstRunMs: 1000, repeatRunMs: 150};

/** A sample of every version whose plans have two reports (a singleton resolved, then served from its cache). */
const PLAN_SAMPLE = 'fundamentals/binding/scope-singleton.ts';

/**
 * Bytes the plan capture adds to the first Run: its modules bundled and minified alone, for a worker, with the
 * Rspack the build uses, then brotli-compressed (quality 11, as a host precompresses).
 * @returns {Promise<{minified: number, brotli: number}>}
 */
export async function planCaptureBytes() {
  const {rspack} = await import('@rspack/core');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-capture-'));
  try {
    await new Promise((resolve, reject) => {
      rspack(
        {
          mode: 'production',
          target: 'webworker',
          entry: path.join(ROOT, 'src/samples/sandbox/plan/index.mjs'),
          output: {path: out, filename: 'plan.js', library: {type: 'self', name: 'planCapture'}},
        },
        (error, result) => (error || result?.hasErrors() ? reject(error ?? new Error(String(result?.toString()))) : resolve(result)),
      );
    });
    const code = fs.readFileSync(path.join(out, 'plan.js'));
    return {minified: code.length, brotli: zlib.brotliCompressSync(code, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length};
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
}

// One page per version: the binding page of each docs version (each shows runnable samples).
const PAGES = DOCS_VERSIONS.map((docs) => ({version: versionOfWorkspace(docs.workspace), label: docs.label, path: `${versionRoot(docs)}fundamentals/binding/`}));

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
  // Run 0 is a warm-up, not counted: the host compresses each file on its first request (a host
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
      /** @type {number[]} */
      const toPlans = [];
      for (let j = 0; j < REPEAT; j++) {
        const {ms, reports} = await page.evaluate(
          async ({v, file}) => {
            const start = performance.now();
            const result = await window.inversifySampleRunner?.runSample(/** @type {import('../src/samples/page/runner').Version} */ (v), file);
            return {ms: performance.now() - start, reports: result?.plans?.reports.length ?? 0};
          },
          {v: version, file: `examples/${version}/src/${PLAN_SAMPLE}`},
        );
        if (reports === 0) throw new Error(`${label}: ${PLAN_SAMPLE} reported no plan`);
        toPlans.push(ms);
      }
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
        runToPlanDataMs: stats(toPlans),
      };
    }
    await context.close();
  }
  throw new Error('unreachable');
}

/** @param {string} build */
export async function benchRunner(build) {
  return {targets: TARGETS, planCaptureBytes: await planCaptureBytes(), versions: await measureServed(build, PAGES, measureVersion)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = buildDirArgument('sample-runner', 'usage: node scripts/bench-runner.mjs <build-dir> [--first 5] [--repeat 15]');
  const results = await benchRunner(buildDir);
  writeBenchJson('runner.json', results);
  console.log(`plan capture: ${results.planCaptureBytes.brotli} bytes added to the first Run (brotli; ${results.planCaptureBytes.minified} minified)`);
  for (const v of results.versions) {
    console.log(
      `${v.label.padEnd(5)} ${v.sample}: first Run ${(v.firstRunBytesSent / 1024).toFixed(1)} KB sent, ` +
        `${v.firstRunMs.median} ms median / ${v.firstRunMs.p95} ms p95; repeat ${v.repeatRunMs.median} ms median / ${v.repeatRunMs.p95} ms p95; ` +
        `Run to plan data ${v.runToPlanDataMs.median} ms median / ${v.runToPlanDataMs.p95} ms p95`,
    );
  }
}
