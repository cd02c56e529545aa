import {test as base, expect, type Browser, type BrowserContext, type Page} from '@playwright/test';

/** Navigates and waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Lets the renders that follow hydration (the browser context flipping to true) run, and the frame that paints them. */
export async function afterHydrationRenders(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Starts recording the longest main-thread task of the page from now on (longestTask reads it). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {longestTask: number};
    w.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
    }).observe({type: 'longtask', buffered: false});
  });
}

/** The longest main-thread task since watchLongTasks, in ms. */
export const longestTask = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as {longestTask: number}).longestTask);

/**
 * How long the page's main thread takes for a fixed piece of work now, in ms: the median of seven rounds, each in a
 * task of its own so that other processes' use of the cores shows in it.
 */
async function workloadMs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const rounds: number[] = [];
    for (let round = 0; round < 7; round++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const start = performance.now();
      let x = 0;
      for (let i = 0; i < 2_000_000; i++) x = (x * 31 + i) % 1_000_003;
      rounds.push(performance.now() - start + (x < 0 ? 1 : 0));
    }
    return rounds.sort((a, b) => a - b)[3];
  });
}

/**
 * The same work on this project's 2-core machine when nothing else runs (measured there: 12–13 ms; the smaller figure,
 * so that a limit is never cut below what it says).
 */
const QUIET_WORKLOAD_MS = 12;

/**
 * A limit of `ms` for a page task on an idle machine, scaled by how much slower the page's main thread is now: a
 * busy 2-core machine (other tests, builds) makes every task longer, whatever the page does. Never below `ms`.
 */
export async function taskLimit(page: Page, ms: number): Promise<number> {
  return ms * Math.max(1, (await workloadMs(page)) / QUIET_WORKLOAD_MS);
}

/** Console errors and uncaught page errors seen during a test, for assertions. */
export interface PageProblems {
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
}

export const test = base.extend<{problems: PageProblems}>({
  problems: async ({page}, use) => {
    const problems: PageProblems = {consoleErrors: [], consoleWarnings: [], pageErrors: []};
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
      if (message.type() === 'warning') problems.consoleWarnings.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await use(problems);
  },
});

export {expect};

/** Records every request of the context; `outside()` lists those that left localhost (nothing the site does needs the network). */
export function recordRequests(context: BrowserContext): {urls: string[]; outside: () => string[]} {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    outside: () => urls.filter((u) => !/^(blob:|data:|about:)/.test(u) && !['127.0.0.1', 'localhost'].includes(new URL(u).hostname)),
  };
}

/** Scripts a page executes until `load` (its route chunks, not the chunks its links prefetch), by path. */
async function scriptsOf(browser: Browser, baseURL: string, path: string): Promise<Set<string>> {
  const context = await browser.newContext({baseURL});
  const page = await context.newPage();
  const scripts = new Set<string>();
  let recording = true;
  page.on('request', (request) => {
    if (recording && request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(path, {waitUntil: 'load'});
  recording = false;
  await context.close();
  return scripts;
}

/** The chunks `path` loads and `other` does not: the page's own. */
export async function ownChunks(browser: Browser, baseURL: string, path: string, other: string): Promise<string[]> {
  const mine = await scriptsOf(browser, baseURL, path);
  const theirs = await scriptsOf(browser, baseURL, other);
  const own = [...mine].filter((script) => !theirs.has(script));
  expect(own.length).toBeGreaterThan(0);
  return own;
}
