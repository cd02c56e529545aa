#!/usr/bin/env node
// Figures of the code-sample Run button, per docs version (6.x, 7.x, next), on a build served compressed
// (scripts/static-host.mjs) to Chromium (CHROME_PATH, default /usr/bin/chromium) driven by Playwright:
//   - bytes fetched by the first Run (as sent, i.e. compressed), and which files;
//   - time from the click to the run's complete output in the panel: first Run (fresh browser context,
//     nothing cached, --first N times) and repeat runs (Run again, --repeat N times): median and p95;
//   - the resolution-plan capture (src/samples/sandbox/plan/): the bytes it adds to the first Run (its code,
//     minified and brotli-compressed as the worker bundle carries it) and the time from a run's start to its plan
//     data (runSample of a sample resolving a singleton twice, --repeat N times);
//   - the resolution-plan view (src/samples/page/PlanView/): the bytes of the tree chunk fetched when it is first
//     opened (as sent), a check that a page's first visit fetches no PlanView code, and, for the version's runnable
//     sample whose plans have the most nodes, the time from its Run click on the page that embeds it to the plan
//     tree shown (role=tree with its items): first Run (fresh context, --first N times) and Run again (--repeat N).
// Targets: first Run within 1 s, repeat within 150 ms. Writes bench/runner.json.
// Usage: node scripts/bench-runner.mjs <build-dir> [--first 5] [--repeat 15]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {ROOT, buildDirArgument, measureServed, option, stats, writeBenchJson} from './bench-common.mjs';
import {DOCS_VERSIONS, samplesDir, versionOfWorkspace, versionRoot} from '../src/samples/shared/versions.mjs';
import {injectRunner} from './runner-test-bundle.mjs';
/* global CSS, document, HTMLButtonElement, MutationObserver, window -- used inside page.evaluate */

const FIRST = Number(option('first', '5'));
const REPEAT = Number(option('repeat', '15'));
export const TARGETS = {firstRunMs: 1000, repeatRunMs: 150};

/** What the plan view's code carries and no other code does (the needles of tests/build/first-visit-assets.test.mjs). */
const PLAN_VIEW_CODE = /Loading the plan|plan-view-/;
/** What only the tree chunk (PlanView/index.tsx) carries, not the disclosure that ships with the panel. */
const PLAN_TREE_CODE = 'plan-view-tree';

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
 * The build's pages (routes) in file order, migration guides (samples of two releases) last, with their HTML.
 * @param {string} build
 */
function builtPages(build) {
  return fs
    .readdirSync(build, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('index.html'))
    .sort((a, b) => Number(a.includes('migrating')) - Number(b.includes('migrating')) || a.localeCompare(b))
    .map((f) => ({route: `/${path.dirname(f)}/`.replace(/^\/\.\/$/, '/'), html: fs.readFileSync(path.join(build, f), 'utf8')}));
}

/**
 * The route of the first built page that embeds `file`, by the hidden `data-sample="file#region"` marker before each
 * embedded sample.
 * @param {{route: string, html: string}[]} pages
 * @param {string} file e.g. examples/v7/src/fundamentals/binding/scope-request.ts
 */
function pageEmbedding(pages, file) {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const marker = new RegExp(`data-sample="?${escaped}[#"\\s>]`);
  const page = pages.find(({html}) => marker.test(html));
  if (page === undefined) throw new Error(`No built page embeds ${file}`);
  return page.route;
}

/**
 * Of `requests` (a page's finished requests), the scripts whose built file carries plan view code.
 * @param {string} build
 * @param {import('@playwright/test').Request[]} requests
 */
function planViewScripts(build, requests) {
  const scripts = [...new Set(requests.map((r) => new URL(r.url())).filter((u) => u.protocol.startsWith('http') && u.pathname.endsWith('.js')).map((u) => u.pathname))];
  return {checked: scripts.length, found: scripts.filter((p) => PLAN_VIEW_CODE.test(fs.readFileSync(path.join(build, decodeURIComponent(p)), 'utf8')))};
}

/**
 * Nodes in a run's plans: every node of every report's tree (requested services, at every depth).
 * @param {import('../src/samples/shared/plan').PlanSummary} summary
 */
export function planNodeCount(summary) {
  /** @param {import('../src/samples/shared/plan').PlanNode} node @returns {number} */
  const count = (node) => 1 + node.bindings.reduce((n, binding) => n + binding.dependencies.reduce((m, child) => m + count(child), 0), 0);
  return summary.reports.reduce((n, report) => n + count(report.root), 0);
}

/**
 * The runnable sample of `version` whose plans have the most nodes: every runnable sample of the manifest run with
 * runSample in `page` (the runner loaded there).
 * @param {import('@playwright/test').Page} page
 * @param {string} version
 */
async function largestPlanSample(page, version) {
  const runs = await page.evaluate(async (v) => {
    const runner = window.inversifySampleRunner;
    if (!runner) throw new Error('the runner is not loaded');
    const manifest = await runner.loadManifest(v);
    /** @type {{file: string, plans: import('../src/samples/shared/plan').PlanSummary | null}[]} */
    const out = [];
    for (const [file, entry] of Object.entries(manifest.samples)) {
      if (entry.kind === 'run') out.push({file, plans: (await runner.runSample(v, file)).plans ?? null});
    }
    return out;
  }, /** @type {import('../src/samples/page/runner').Version} */ (version));
  const counts = runs.map(({file, plans}) => ({file, nodes: plans ? planNodeCount(plans) : 0, reports: plans?.reports.length ?? 0}));
  const largest = counts.reduce((best, c) => (best === undefined || c.nodes > best.nodes ? c : best), /** @type {(typeof counts)[number] | undefined} */ (undefined));
  if (largest === undefined || largest.nodes === 0) throw new Error(`${version}: no runnable sample reported a plan`);
  return {...largest, samplesRun: runs.length};
}

/**
 * Clicks the sample's Run (or its panel's Run again), opens "Resolution plan" once the run ends if it is closed, and
 * resolves with the ms from the click until the panel shows the plan tree with its items, and the moment (epoch ms)
 * the disclosure was opened (undefined when it stayed open over Run again).
 * @param {import('@playwright/test').Page} page
 * @param {string} file
 * @param {boolean} again
 * @returns {Promise<{ms: number, openedAt: number | undefined}>}
 */
function runToTree(page, file, again) {
  return page.evaluate(
    ({file, name, again}) =>
      new Promise((resolve, reject) => {
        const panelSelector = `[data-sample-panel="${CSS.escape(file)}"]`;
        const button = again
          ? [...(document.querySelector(panelSelector)?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === 'Run again')
          : document.querySelector(`button[aria-label="${CSS.escape(name)}"]`);
        if (!(button instanceof HTMLButtonElement)) return reject(new Error(`no ${again ? 'Run again' : name} button`));
        const tree = () => document.querySelector(`${panelSelector} [role="tree"] [role="treeitem"]`);
        /** @type {number | undefined} */
        let openedAt;
        // Run again replaces the panel's tree: it must go before the new one counts.
        let gone = tree() === null;
        const check = () => {
          const outcome = document.querySelector(`${panelSelector} [role="status"]`)?.getAttribute('data-outcome');
          if (outcome === 'running' || tree() === null) gone = true;
          if (!gone) return;
          if (tree() !== null) {
            observer.disconnect();
            clearTimeout(timer);
            resolve({ms: performance.now() - start, openedAt});
            return;
          }
          const disclosure = [...(document.querySelector(panelSelector)?.querySelectorAll('button[aria-expanded="false"]') ?? [])].find((b) =>
            b.textContent.includes('Resolution plan ('),
          );
          if (disclosure instanceof HTMLButtonElement && openedAt === undefined) {
            openedAt = performance.timeOrigin + performance.now();
            disclosure.click();
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${file}: no plan tree within 30 s`));
        }, 30_000);
        const start = performance.now();
        button.click();
      }),
    {file, name: `Run ${path.basename(file)}`, again},
  );
}

/**
 * Opens `address` in a fresh browser context (nothing cached) and waits for hydration, recording every request that
 * finishes.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} address
 */
async function openFresh(browser, address) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {import('@playwright/test').Request[]} */
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(address);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return {context, page, requests};
}

/**
 * Visits each route in a fresh context until the network is idle after hydration and fails when any script fetched
 * carries PlanView code: a first visit must cost the plan view nothing.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} build
 * @param {string[]} routes
 * @returns {Promise<{pages: string[], scriptsChecked: number, planViewBytes: 0}>}
 */
async function firstVisitPlanViewCode(browser, url, build, routes) {
  let scriptsChecked = 0;
  for (const route of routes) {
    const {context, page, requests} = await openFresh(browser, url + route);
    await page.waitForLoadState('networkidle');
    await context.close();
    const {checked, found} = planViewScripts(build, requests);
    if (checked === 0) throw new Error(`the first visit of ${route} fetched no script`);
    if (found.length > 0) throw new Error(`the first visit of ${route} fetched PlanView code: ${found.join(', ')}`);
    scriptsChecked += checked;
  }
  return {pages: routes, scriptsChecked, planViewBytes: 0};
}

/**
 * The plan view's figures for `sample` (the version's runnable sample with the most plan nodes): the tree chunk's bytes
 * as sent on first opening; Run to tree shown, first Run (fresh
 * context each, one warm-up not counted) and Run again.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} build
 * @param {string} label
 * @param {{file: string, nodes: number, reports: number, samplesRun: number}} sample
 * @param {string} route the page that embeds it
 */
async function measurePlanView(browser, url, build, label, sample, route) {
  /** @type {number[]} */
  const first = [];
  /** @type {{sent: number, files: {url: string, sent: number}[]} | undefined} */
  let treeChunk;
  for (let i = 0; i <= FIRST; i++) {
    const {context, page, requests} = await openFresh(browser, url + route);
    const {ms, openedAt} = await runToTree(page, sample.file, false);
    if (i > 0) first.push(ms);
    if (i === 1) {
      if (openedAt === undefined) throw new Error(`${label}: the plan view opened without a click`);
      const opened = requests.filter((r) => r.timing().startTime >= openedAt && ['script', 'stylesheet'].includes(r.resourceType()));
      const files = await Promise.all(opened.map(async (r) => ({url: new URL(r.url()).pathname, sent: (await r.sizes()).responseBodySize})));
      if (!files.some((f) => fs.readFileSync(path.join(build, decodeURIComponent(f.url)), 'utf8').includes(PLAN_TREE_CODE))) {
        throw new Error(`${label}: opening the plan view fetched no tree chunk (${files.map((f) => f.url).join(', ') || 'nothing'})`);
      }
      treeChunk = {sent: files.reduce((n, f) => n + f.sent, 0), files};
    }
    if (i === FIRST) {
      const repeat = [];
      for (let j = 0; j < REPEAT; j++) repeat.push((await runToTree(page, sample.file, true)).ms);
      await context.close();
      if (treeChunk === undefined) throw new Error(`${label}: no counted run measured the tree chunk`);
      return {
        treeChunkBytesSent: treeChunk.sent,
        treeChunkFiles: treeChunk.files,
        largest: {...sample, page: route, runToTreeFirstMs: stats(first), runToTreeRepeatMs: stats(repeat)},
      };
    }
    await context.close();
  }
  throw new Error('unreachable');
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{version: import('../src/samples/shared/versions.mjs').Version, label: string, path: string}} page
 * @param {string} build
 * @param {{route: string, html: string}[]} sitePages the build's pages, to find the one embedding a sample
 */
async function measureVersion(browser, url, {version, label, path: pagePath}, build, sitePages) {
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
      // The runner's API, from its test bundle (the site ships no hook); one untimed run starts its own frame first.
      await injectRunner(page);
      await page.evaluate(({v, file}) => window.inversifySampleRunner?.runSample(/** @type {import('../src/samples/page/runner').Version} */ (v), file), {
        v: version,
        file: `${samplesDir(version)}${PLAN_SAMPLE}`,
      });
      /** @type {number[]} */
      const toPlans = [];
      for (let j = 0; j < REPEAT; j++) {
        const {ms, reports} = await page.evaluate(
          async ({v, file}) => {
            const start = performance.now();
            const result = await window.inversifySampleRunner?.runSample(/** @type {import('../src/samples/page/runner').Version} */ (v), file);
            return {ms: performance.now() - start, reports: result?.plans?.reports.length ?? 0};
          },
          {v: version, file: `${samplesDir(version)}${PLAN_SAMPLE}`},
        );
        if (reports === 0) throw new Error(`${label}: ${PLAN_SAMPLE} reported no plan`);
        toPlans.push(ms);
      }
      const largest = await largestPlanSample(page, version);
      await context.close();
      if (bytes === undefined) throw new Error(`${label}: no counted first run measured the bytes`);
      const largestPage = pageEmbedding(sitePages, largest.file);
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
        planView: {
          firstVisit: await firstVisitPlanViewCode(browser, url, build, [...new Set([pagePath, largestPage])]),
          ...(await measurePlanView(browser, url, build, label, largest, largestPage)),
        },
      };
    }
    await context.close();
  }
  throw new Error('unreachable');
}

/**
 * The plan view's figures of one version, as the runner table prints them (here and in scripts/bench.mjs).
 * @param {{brotli: number}} capture planCaptureBytes()
 * @param {Awaited<ReturnType<typeof benchRunner>>['versions'][number]} version
 * @returns {string[]}
 */
export function planViewLines(capture, {planView: {treeChunkBytesSent, firstVisit, largest}}) {
  return [
    `plan view: first Run +${capture.brotli} B (capture, brotli), first opening +${treeChunkBytesSent} B sent (tree chunk); ` +
      `first visit +${firstVisit.planViewBytes} B (${firstVisit.scriptsChecked} scripts of ${firstVisit.pages.join(', ')} checked)`,
    `largest plan: ${largest.file} (${largest.nodes} nodes, ${largest.reports} reports; of ${largest.samplesRun} runnable samples) on ${largest.page}: ` +
      `Run to tree shown: first ${largest.runToTreeFirstMs.median} ms median, ${largest.runToTreeFirstMs.p95} ms p95; ` +
      `Run again ${largest.runToTreeRepeatMs.median} ms median, ${largest.runToTreeRepeatMs.p95} ms p95`,
  ];
}

/** @param {string} build */
export async function benchRunner(build) {
  const sitePages = builtPages(build);
  return {
    targets: TARGETS,
    planCaptureBytes: await planCaptureBytes(),
    versions: await measureServed(build, PAGES, (browser, url, page) => measureVersion(browser, url, page, build, sitePages)),
  };
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
    for (const line of planViewLines(results.planCaptureBytes, v)) console.log(`      ${line}`);
  }
}
