#!/usr/bin/env node
// Figures of the playground (/playground/, src/samples/page/playground) per release, on a build served compressed
// (scripts/static-host.mjs) to Chromium (CHROME_PATH, default /usr/bin/chromium) driven by Playwright, each visit in a
// fresh browser context (nothing cached, nothing kept), opening on the release's starter program:
//   - route opened to editor ready: from the navigation's start to the editor taking input (its content on the page);
//   - the JS and CSS the route sends until then (as sent, compressed), and in all until its first type check;
//   - Run of the starter program to its output: the first Run of a visit (compile, sandbox and release load) and
//     repeat Runs;
//   - a keystroke to type diagnostics across files: a letter typed before the first line of a file that another
//     imports (then deleted), until the list of every file's errors has changed (250 ms debounce included).
// Targets: editor ready ≤ 1500 ms, Run to output ≤ 1000 ms, keystroke to diagnostics ≤ 500 ms (p95 each).
// Writes bench/playground.json.
// Usage: node scripts/bench-playground.mjs <build-dir> [--visits 5] [--keys 20] [--repeat 10]
import {fileURLToPath} from 'node:url';
import {buildDirArgument, measureServed, option, round, sentSize, stats, writeBenchJson} from './bench-common.mjs';
import {DOCS_VERSIONS, versionOfWorkspace} from '../src/samples/shared/versions.mjs';
import {PLAYGROUND_PATH} from '../src/samples/shared/playgroundAddress.mjs';
/* global document, window, MutationObserver -- used inside page.evaluate */

const VISITS = Number(option('visits', '5'));
const KEYS = Number(option('keys', '20'));
const REPEAT = Number(option('repeat', '10'));
export const PLAYGROUND_TARGETS = {editorReadyMs: 1500, runMs: 1000, diagnosticsP95Ms: 500};

const RELEASES = DOCS_VERSIONS.map((docs) => ({version: versionOfWorkspace(docs.workspace), label: docs.label}));

/**
 * @typedef {{version: string, label: string}} Release
 * @typedef {Window & {__editorReadyAt?: number, __bench?: Promise<number>}} BenchWindow
 */

/**
 * Resolves with the ms from the click on Run to a finished run's status.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ms: number, outcome: string | null}>}
 */
function timeRun(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const button = [...document.querySelectorAll('[data-playground] button')].find((b) => b.textContent?.trim() === 'Run');
        if (button === undefined) return reject(new Error('no Run button'));
        const status = () => document.querySelector('[data-playground] section[aria-label="Run"] [role="status"]')?.getAttribute('data-outcome');
        let started = false;
        const observer = new MutationObserver(() => {
          const outcome = status();
          if (outcome === 'compiling' || outcome === 'running') started = true;
          else if (started) {
            observer.disconnect();
            resolve({ms: performance.now() - start, outcome: outcome ?? null});
          }
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-outcome']});
        const start = performance.now();
        /** @type {HTMLButtonElement} */ (button).click();
      }),
  );
}

/**
 * Arms a watch: resolves with the ms from the next keydown to the diagnostics list showing other text than now.
 * @param {import('@playwright/test').Page} page
 */
function armDiagnosticsWatch(page) {
  return page.evaluate(() => {
    /** @type {BenchWindow} */ (window).__bench = new Promise((resolve, reject) => {
      const list = document.querySelector('[data-playground] [data-check]');
      if (list === null) return reject(new Error('no diagnostics list'));
      const before = list.textContent;
      /** @type {number | undefined} */
      let start;
      document.addEventListener('keydown', () => (start ??= performance.now()), {capture: true, once: true});
      const observer = new MutationObserver(() => {
        if (start !== undefined && list.getAttribute('data-check') === 'done' && list.textContent !== before) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(list, {attributes: true, subtree: true, childList: true, characterData: true});
    });
  });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Release} release
 */
async function measureRelease(browser, url, {version, label}) {
  /** @type {number[]} */
  const ready = [];
  /** @type {number[]} */
  const firstRuns = [];
  /** @type {{toReady: number, toFirstCheck: number, files: {url: string, sent: number}[]} | undefined} */
  let bytes;
  // Visit 0 is a warm-up, not counted: the host compresses each file on its first request.
  for (let i = 0; i <= VISITS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The moment the editor takes input, from the navigation's start (the page's own clock).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-playground-editor] .cm-content') !== null) {
          /** @type {BenchWindow} */ (window).__editorReadyAt = performance.now();
          observer.disconnect();
        }
      });
      document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, {subtree: true, childList: true}));
    });
    /** @type {{request: import('@playwright/test').Request, at: number}[]} */
    const requests = [];
    const opened = Date.now();
    page.on('requestfinished', (request) => {
      const u = new URL(request.url());
      if (u.protocol.startsWith('http') && (['script', 'stylesheet'].includes(request.resourceType()) || u.pathname.includes('/sample-runner/'))) requests.push({request, at: Date.now() - opened});
    });
    await page.goto(`${url}${PLAYGROUND_PATH}?version=${encodeURIComponent(label)}`);
    await page.waitForFunction(() => /** @type {BenchWindow} */ (window).__editorReadyAt !== undefined, undefined, {timeout: 60_000});
    const readyMs = await page.evaluate(() => /** @type {number} */ (/** @type {BenchWindow} */ (window).__editorReadyAt));
    const readyWall = Date.now() - opened;
    await page.locator('[data-playground] [data-check="done"]').waitFor({timeout: 60_000});
    const run = await timeRun(page);
    if (run.outcome !== 'finished') throw new Error(`${label}: the starter program's run ended with ${run.outcome}`);
    if (i > 0) {
      ready.push(readyMs);
      firstRuns.push(run.ms);
    }
    if (i === 1) {
      const sizes = await Promise.all(requests.map(async ({request, at}) => ({url: new URL(request.url()).pathname, sent: await sentSize(request), at})));
      const jsCss = (/** @type {{url: string}} */ s) => /\.(?:js|css)$/.test(s.url);
      bytes = {
        toReady: sizes.filter((s) => s.at <= readyWall && jsCss(s)).reduce((n, s) => n + s.sent, 0),
        toFirstCheck: sizes.filter((s) => !/\/sample-runner\/assets\/(?:worker|frame|v\d+\/release)/.test(s.url) && !s.url.includes('/frame/')).reduce((n, s) => n + s.sent, 0),
        files: sizes.map(({url: u, sent}) => ({url: u, sent})),
      };
    }
    if (i < VISITS) {
      await context.close();
      continue;
    }
    const repeat = [];
    for (let r = 0; r < REPEAT; r++) repeat.push((await timeRun(page)).ms);
    // Keystrokes in the second file that break (and mend) it and the file that imports it: a letter typed before its
    // first line, then deleted.
    const tab = page.locator('[data-playground] ul[aria-label="Files of the program"] button').nth(1);
    const second = (await tab.textContent()) ?? '';
    await tab.click();
    await page.locator('[data-playground-editor] .cm-content').click();
    await page.locator('[data-playground] [data-check="done"]').waitFor();
    await page.keyboard.press('ControlOrMeta+Home');
    const keys = [];
    for (let k = 0; k < KEYS; k++) {
      await armDiagnosticsWatch(page);
      await page.keyboard.press(k % 2 === 0 ? 'X' : 'Backspace');
      keys.push(await page.evaluate(() => /** @type {Promise<number>} */ (/** @type {BenchWindow} */ (window).__bench)));
    }
    await context.close();
    if (bytes === undefined) throw new Error(`${label}: no counted visit measured the bytes`);
    return {
      version,
      label,
      jsCssSentToEditorReady: bytes.toReady,
      bytesSentToFirstCheck: bytes.toFirstCheck,
      files: bytes.files,
      editorReadyMs: stats(ready),
      firstRunMs: stats(firstRuns),
      repeatRunMs: stats(repeat),
      keystrokeToDiagnosticsMs: stats(keys),
      editedFile: second,
    };
  }
  throw new Error('unreachable');
}

/** @param {string} build */
export async function benchPlayground(build) {
  return {targets: PLAYGROUND_TARGETS, versions: await measureServed(build, RELEASES, measureRelease)};
}

/** @typedef {Awaited<ReturnType<typeof benchPlayground>>} PlaygroundResults */

/**
 * One line per release for the bench table.
 * @param {PlaygroundResults} results
 */
export function playgroundLines(results) {
  return results.versions.map(
    (v) =>
      `  ${v.label}: editor ready ${v.editorReadyMs.median} ms median / ${v.editorReadyMs.p95} ms p95 (${(v.jsCssSentToEditorReady / 1024).toFixed(1)} KB JS+CSS sent); ` +
      `first check after ${(v.bytesSentToFirstCheck / 1024).toFixed(1)} KB in all; Run to output: first ${v.firstRunMs.median} ms median / ${v.firstRunMs.p95} ms p95, ` +
      `repeat ${v.repeatRunMs.median} / ${v.repeatRunMs.p95} ms; keystroke in ${v.editedFile} to diagnostics of every file ${v.keystrokeToDiagnosticsMs.median} ms median / ${v.keystrokeToDiagnosticsMs.p95} ms p95`,
  );
}

/**
 * The targets, met or not, per release.
 * @param {PlaygroundResults} results
 * @returns {{name: string, value: number, ok: boolean}[]}
 */
export function playgroundChecks(results) {
  const t = results.targets;
  return results.versions.flatMap((v) => [
    {name: `${v.label}: playground opened to editor ready ≤ ${t.editorReadyMs} ms (p95)`, value: v.editorReadyMs.p95, ok: v.editorReadyMs.p95 <= t.editorReadyMs},
    {name: `${v.label}: playground Run of the starter to output ≤ ${t.runMs} ms (p95, first Run of a visit)`, value: v.firstRunMs.p95, ok: v.firstRunMs.p95 <= t.runMs},
    {name: `${v.label}: playground keystroke to diagnostics across files ≤ ${t.diagnosticsP95Ms} ms (p95)`, value: v.keystrokeToDiagnosticsMs.p95, ok: v.keystrokeToDiagnosticsMs.p95 <= t.diagnosticsP95Ms},
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = buildDirArgument('playground', 'usage: node scripts/bench-playground.mjs <build-dir> [--visits 5] [--keys 20] [--repeat 10]');
  const results = await benchPlayground(buildDir);
  writeBenchJson('playground.json', results);
  for (const line of playgroundLines(results)) console.log(line.trim());
  for (const check of playgroundChecks(results)) console.log(`${check.ok ? 'met ' : 'MISS'} ${check.name}: ${round(check.value)}`);
}
