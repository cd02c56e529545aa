#!/usr/bin/env node
// Where a page's main-thread time goes on a first visit: loads the page from a build served compressed
// (scripts/static-host.mjs) in Chromium with the CPU slowed down as Lighthouse's mobile run does (4x), records a
// V8 CPU profile from navigation to hydration plus a quiet second, and prints the long tasks (over 50 ms; their time
// over 50 ms summed is what TBT counts), the CPU time per script (bundles by file) and the heaviest functions, with
// the page's element counts. Bundles are minified: functions are named by file and position.
// Usage: node scripts/bench-trace.mjs <build-dir> [path ...] [--cpu-slowdown 4] [--top 25]
import {chromium} from '@playwright/test';
import {args, buildDirArgument, option, round} from './bench-common.mjs';
import {CHROME} from './chrome.mjs';
import {serve} from './static-host.mjs';
/* global document, window -- in the page */

const BUILD = buildDirArgument('index.html', 'usage: node scripts/bench-trace.mjs <build-dir> [path ...] [--cpu-slowdown 4] [--top 25]');
const PATHS = args.filter((a, i) => a.startsWith('/') && !args[i - 1]?.startsWith('--') && a !== BUILD);
const SLOWDOWN = Number(option('cpu-slowdown', '4'));
const TOP = Number(option('top', '25'));

/**
 * @typedef {{id: number, callFrame: {functionName: string, url: string, lineNumber: number, columnNumber: number}, children?: number[]}} ProfileNode
 * @typedef {{nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number}} Profile
 */

/** @param {string} url */
const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} pathname
 */
async function trace(browser, origin, pathname) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = /** @type {typeof window & {benchLongTasks: number[][]}} */ (window);
    w.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.benchLongTasks.push([e.startTime, e.duration]);
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOWDOWN});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(origin + pathname, {waitUntil: 'load'});
  // A plain wait rather than a locator: Playwright's polling queries would be in the profile (and in its long tasks).
  await page.waitForTimeout(4000);
  const {profile} = /** @type {{profile: Profile}} */ (await cdp.send('Profiler.stop'));
  const facts = await page.evaluate(() => ({
    longTasks: /** @type {typeof window & {benchLongTasks: number[][]}} */ (window).benchLongTasks,
    elements: document.getElementsByTagName('*').length,
    codeBlocks: document.querySelectorAll('pre').length,
    tokenSpans: document.querySelectorAll('pre .token').length,
    lines: document.querySelectorAll('pre .token-line').length,
    hydrated: document.documentElement.dataset.hasHydrated === 'true',
  }));
  await context.close();
  return {profile, facts};
}

/** @param {Profile} profile */
function breakdown(profile) {
  /** @type {Map<number, number>} */
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  /** @type {Map<string, number>} */
  const byScript = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const {functionName, url, lineNumber, columnNumber} = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += us;
    const script = shortUrl(url) || `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const name = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const top = (/** @type {Map<string, number>} */ m, /** @type {number} */ n) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `${String(round(us / 1000, 0)).padStart(6)} ms  ${k}`);
  return {totalMs: round(total / 1000, 0), scripts: top(byScript, 15), functions: top(byFunction, TOP)};
}

const server = await serve(BUILD, {compress: true, caching: true});
const browser = await chromium.launch({executablePath: CHROME, args: ['--no-sandbox']});
try {
  for (const pathname of PATHS.length ? PATHS : ['/docs/api/container/']) {
    await trace(browser, server.url, pathname); // warm the server's compression cache
    const {profile, facts} = await trace(browser, server.url, pathname);
    const {totalMs, scripts, functions} = breakdown(profile);
    const blocking = facts.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    console.log(`\n== ${pathname} (CPU ${SLOWDOWN}x slower; ${facts.hydrated ? 'hydrated' : 'NOT HYDRATED after 4 s'}; ${facts.elements} elements, ${facts.codeBlocks} code blocks, ${facts.lines} code lines, ${facts.tokenSpans} token spans)`);
    console.log(`long tasks: ${facts.longTasks.map(([s, d]) => `${round(d, 0)} ms at ${round(s, 0)}`).join(', ') || 'none'}; over 50 ms summed: ${round(blocking, 0)} ms`);
    console.log(`CPU time in scripts and the engine (idle left out): ${totalMs} ms; per script:`);
    scripts.forEach((line) => console.log(`  ${line}`));
    console.log('heaviest functions (self time):');
    functions.forEach((line) => console.log(`  ${line}`));
  }
} finally {
  await browser.close();
  await server.close();
}
