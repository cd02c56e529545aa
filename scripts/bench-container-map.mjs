#!/usr/bin/env node
// The container map (src/samples/page/ContainerMap): a generated 7.x program of 300 services (built below: a tree of
// classes, each injecting the two below it and some a shared clock, the lower half singletons) opened from a share link
// in the playground, on a build served compressed (scripts/static-host.mjs) to Chromium driven by Playwright, run, then
// "Container map" opened:
//   - click to map shown (the picture laid out and drawn), on each visit's first opening;
//   - the longest main-thread task (PerformanceObserver 'longtask') while it opens, and while the picture is panned
//     (drag, arrow keys) and zoomed (buttons, Ctrl + wheel);
//   - the bytes the map loads when it opens: the view's chunk and stylesheet, and the layout worker.
// Targets: click to map shown ≤ 1500 ms (p95); no task over 200 ms on open, pan or zoom (the longest of every visit).
// Writes bench/container-map.json.
// Usage: node scripts/bench-container-map.mjs <build-dir> [--visits 5]
import {fileURLToPath} from 'node:url';
import {buildDirArgument, measureServed, option, round, sentSize, stats, writeBenchJson, playgroundShareLink} from './bench-common.mjs';
import {DOCS_VERSIONS, recordOfVersion, versionOfWorkspace} from '../src/samples/shared/versions.mjs';
/* global document, window, MutationObserver, requestAnimationFrame -- used inside page.evaluate */

const VISITS = Number(option('visits', '5'));
export const MAP_TARGETS = {clickToMapMs: 1500, longestTaskMs: 200};

/** The 7.x release: its docs label and its major, as a share link records it. */
const RELEASE = DOCS_VERSIONS.map((docs) => ({label: docs.label, major: Number(recordOfVersion(versionOfWorkspace(docs.workspace)))})).find((r) => r.major === 7);

/**
 * A program of `services` classes: Service<i> injects Service<2i+1> and Service<2i+2> (a tree, so that each
 * resolution's plan stays as large as the program), every seventh also the Clock all share; the lower half are
 * singletons, the rest transient. It resolves Service0, which builds them all.
 * @param {number} services
 * @returns {[string, string][]}
 */
export function mapBenchProgram(services = 300) {
  const lines = ["import {Container, inject, injectable} from 'inversify';", '', '@injectable()', 'class Clock {', '  public now(): number {', '    return 42;', '  }', '}', ''];
  for (let i = services - 1; i >= 0; i--) {
    const deps = [2 * i + 1, 2 * i + 2].filter((d) => d < services).map((d, n) => `    @inject(Service${d}) public readonly d${n}: Service${d},`);
    if (i % 7 === 0) deps.push('    @inject(Clock) public readonly clock: Clock,');
    lines.push('@injectable()', `class Service${i} {`, ...(deps.length === 0 ? ['  public readonly leaf = true;'] : ['  constructor(', ...deps, '  ) {}']), '}', '');
  }
  lines.push('const container: Container = new Container();', 'container.bind(Clock).toSelf().inSingletonScope();');
  for (let i = 0; i < services; i++) lines.push(`container.bind(Service${i}).toSelf()${i >= services / 2 ? '.inSingletonScope()' : ''};`);
  lines.push('', 'console.log(container.get(Service0) instanceof Service0);', '// prints: true', '');
  return [['main.ts', lines.join('\n')]];
}

/** The playground holding the program, from a share link as any encoder of the format would write it. */
export const mapBenchLink = (/** @type {[string, string][]} */ files) => playgroundShareLink(RELEASE, files);

/**
 * Starts recording the longest main-thread task into `window.__mapLongest` (reset by each call).
 * @param {import('@playwright/test').Page} page
 */
const watchTasks = (page) =>
  page.evaluate(() => {
    const w = /** @type {{__mapLongest?: number, __mapObserver?: PerformanceObserver}} */ (/** @type {unknown} */ (window));
    w.__mapLongest = 0;
    if (w.__mapObserver !== undefined) return;
    w.__mapObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__mapLongest = Math.max(w.__mapLongest ?? 0, entry.duration);
    });
    w.__mapObserver.observe({type: 'longtask', buffered: false});
  });

/**
 * The longest task since watchTasks, once the tasks queued so far have run and been reported.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number>}
 */
const longestTask = async (page) => {
  await page.waitForTimeout(300);
  return page.evaluate(() => /** @type {{__mapLongest?: number}} */ (/** @type {unknown} */ (window)).__mapLongest ?? 0);
};

/**
 * Resolves with the ms from the click on "Container map" to the picture laid out and drawn.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number>}
 */
function timeOpen(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Container map ('));
        if (button === undefined) return reject(new Error('no Container map button after the run'));
        const done = () => document.querySelector('[data-container-map] [data-map-ready="true"] [data-map-node]') !== null;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          // The frame that paints the picture.
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        const start = performance.now();
        button.click();
      }),
  );
}

/**
 * Pans (drag, arrow keys) and zooms (buttons, Ctrl + wheel) the open picture.
 * @param {import('@playwright/test').Page} page
 */
async function panAndZoom(page) {
  const canvas = page.locator('[data-container-map] [data-map-ready="true"]');
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('the map picture has no box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(cx - i * 10, cy - i * 5);
  await page.mouse.up();
  await canvas.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowDown');
  /** @type {number[]} */
  const zoom = [];
  const zoomIn = page.locator('[data-container-map]').getByRole('button', {name: 'Zoom in'});
  for (let i = 0; i < 4; i++) await zoomIn.click();
  await page.mouse.move(cx, cy);
  await page.keyboard.down('Control');
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, i % 2 === 0 ? 120 : -60);
  await page.keyboard.up('Control');
  zoom.push(Number(await canvas.getAttribute('data-map-zoom')));
  return zoom;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  if (RELEASE === undefined) throw new Error('the site documents no 7.x release');
  const files = mapBenchProgram();
  /** @type {number[]} */
  const open = [];
  /** @type {number[]} */
  const openTasks = [];
  /** @type {number[]} */
  const moveTasks = [];
  /** @type {{url: string, sent: number}[]} */
  let loaded = [];
  let services = 0;
  // Visit 0 is a warm-up, not counted: the host compresses each file on its first request.
  for (let i = 0; i <= VISITS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}${mapBenchLink(files)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
    await page.locator('[data-playground] [data-check="done"]').waitFor({timeout: 90_000});
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await page.locator('[role="status"][data-outcome="finished"]').waitFor({timeout: 60_000});
    /** @type {import('@playwright/test').Request[]} */
    const requests = [];
    page.on('requestfinished', (request) => requests.push(request));
    await watchTasks(page);
    const ms = await timeOpen(page);
    const openTask = await longestTask(page);
    await watchTasks(page);
    await panAndZoom(page);
    const moveTask = await longestTask(page);
    if (i > 0) {
      open.push(ms);
      openTasks.push(openTask);
      moveTasks.push(moveTask);
    }
    if (i === 1) {
      loaded = await Promise.all(requests.map(async (r) => ({url: new URL(r.url()).pathname, sent: await sentSize(r)})));
      services = await page.locator('[data-container-map] [data-map-node]').count();
    }
    await context.close();
  }
  return {
    release: RELEASE.label,
    services,
    clickToMapMs: stats(open),
    longestTaskOpenMs: stats(openTasks),
    longestTaskPanZoomMs: stats(moveTasks),
    bytesLoaded: loaded.reduce((n, f) => n + f.sent, 0),
    loaded,
  };
}

/** @param {string} build */
export async function benchContainerMap(build) {
  const [result] = await measureServed(build, [null], (browser, url) => measure(browser, url));
  return {targets: MAP_TARGETS, ...result};
}

/** @typedef {Awaited<ReturnType<typeof benchContainerMap>>} ContainerMapResults */

/** The longest task of every counted visit. @param {{runs: number[]}} figure */
const worst = (figure) => Math.max(0, ...figure.runs);

/** @param {ContainerMapResults} r */
export const containerMapLines = (r) => [
  `  ${r.services}-service ${r.release} program, Container map opened: click to map shown ${r.clickToMapMs.median} ms median / ${r.clickToMapMs.p95} ms p95; longest task ${round(worst(r.longestTaskOpenMs))} ms on opening, ${round(worst(r.longestTaskPanZoomMs))} ms on pan and zoom (${round(worst(r.longestTaskOpenMs) / r.targets.longestTaskMs, 2)}x, ${round(worst(r.longestTaskPanZoomMs) / r.targets.longestTaskMs, 2)}x the ${r.targets.longestTaskMs} ms limit); the map loads ${(r.bytesLoaded / 1024).toFixed(1)} KB`,
];

/** @param {ContainerMapResults} r @returns {{name: string, value: number, ok: boolean}[]} */
export const containerMapChecks = (r) => [
  {name: `container map of ${r.services} services: click to map shown ≤ ${r.targets.clickToMapMs} ms (p95)`, value: r.clickToMapMs.p95, ok: r.clickToMapMs.p95 <= r.targets.clickToMapMs},
  {name: `container map: no task over ${r.targets.longestTaskMs} ms while it opens`, value: worst(r.longestTaskOpenMs), ok: worst(r.longestTaskOpenMs) <= r.targets.longestTaskMs},
  {name: `container map: no task over ${r.targets.longestTaskMs} ms on pan and zoom`, value: worst(r.longestTaskPanZoomMs), ok: worst(r.longestTaskPanZoomMs) <= r.targets.longestTaskMs},
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = buildDirArgument('playground', 'usage: node scripts/bench-container-map.mjs <build-dir> [--visits 5]');
  const results = await benchContainerMap(buildDir);
  writeBenchJson('container-map.json', results);
  for (const line of containerMapLines(results)) console.log(line.trim());
  for (const check of containerMapChecks(results)) console.log(`${check.ok ? 'met ' : 'MISS'} ${check.name}: ${round(check.value)}`);
}
