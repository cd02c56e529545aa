import type {Page, Worker} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {withRunner} from './runnerApi';

// A run ends when the page says so: at its time limit, its output limits or an invalid message, the page removes the
// run's frame (and with it the worker, however busy) and the next Run gets a fresh frame. A stop message to the frame
// could wait there behind what a flooding worker has queued. On the build served with no security headers.

/** The runner frames in the page, each marked so that a test can tell later whether it is still there. */
const RUNNER_FRAME = 'iframe[src*="/sample-runner/frame/"]';

/**
 * Opens the home page with the runner's API, and runs a first program through it: the API's runner then keeps a frame,
 * with a worker, for the next run. Resolves with the workers that were there before (none of them the runner's).
 */
async function loadRunner(page: Page): Promise<Set<Worker>> {
  await gotoHydrated(page, '/');
  const others = new Set(page.workers());
  await withRunner(page);
  const first = await runCode(page, `console.log('first');`);
  expect(first.stdout).toEqual(['first']);
  return others;
}

const runCode = (page: Page, code: string) =>
  page.evaluate((source) => window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': source}}, 'v7'), code);

/** Marks the runner frames there are now (the API's runner's: the page's own has not run); resolves with how many of them are still in the page. */
async function markFrames(page: Page): Promise<() => Promise<number>> {
  const marked = await page.locator(RUNNER_FRAME).evaluateAll((frames) => frames.map((f) => f.setAttribute('data-test-before', '')).length);
  expect(marked, 'a runner frame waits for the next run').toBeGreaterThan(0);
  return () => page.locator(`${RUNNER_FRAME}[data-test-before]`).count();
}

/** The next Run, started at once, prints its output. */
async function nextRunWorks(page: Page): Promise<void> {
  const next = await runCode(page, `console.log('the next run');`);
  expect(next.outcome).toBe('finished');
  expect(next.stdout).toEqual(['the next run']);
}

test('code flooding postMessage is stopped at the time limit: its worker ends, and the next Run works', async ({page}) => {
  test.setTimeout(180_000);
  const others = await loadRunner(page);
  const {TIME_LIMIT_MS} = await import('../../src/samples/shared/limits.mjs');
  // The runner's workers there are now: its frame's worker, which the next run takes.
  // The frame starts it once the first run is done: wait until the browser reports it.
  const runnerWorkers = () => page.workers().filter((worker) => !others.has(worker));
  await expect.poll(() => runnerWorkers().length, {message: "the runner's worker for the next run", timeout: 30_000}).toBeGreaterThan(0);
  const workers = runnerWorkers();
  const closed = new Set<unknown>();
  for (const worker of workers) worker.once('close', () => closed.add(worker));
  const flood = await runCode(page, 'for (;;) globalThis.postMessage(0);');
  expect(flood.outcome).toBe('timeout');
  expect(flood.events.at(-1)).toMatchObject({type: 'stopped', text: `Stopped: the sample was still running after ${TIME_LIMIT_MS / 1000} s.`});
  // Well within the time limit of the next run: the flooding worker is gone, not posting on behind the page's back.
  await expect.poll(() => closed.size, {message: 'workers ended after the stop', timeout: TIME_LIMIT_MS}).toBe(workers.length);
  await nextRunWorks(page);
});

for (const [stop, code, outcome] of [
  ['an output limit', `for (;;) console.log('x'.repeat(${10 * 1024 - 1}));`, 'output-limit'],
  [
    'an invalid message',
    // The plan capture's JSON.stringify (taken before sample code runs) still calls a toJSON the sample defines on
    // Object.prototype: a report sent as null is refused by the page.
    `const {Container, injectable} = require('inversify');
     class Service {}
     injectable()(Service);
     const container = new Container();
     container.bind(Service).toSelf();
     container.get(Service);
     Object.defineProperty(Object.prototype, 'toJSON', {
       configurable: true,
       value() {
         return this.root && this.call ? null : this;
       },
     });
     console.log('resolved');`,
    'invalid',
  ],
] as const) {
  test(`a run stopped at ${stop} takes its frame with it, and the next Run works in a fresh one`, async ({page}) => {
    test.setTimeout(120_000);
    await loadRunner(page);
    const framesLeft = await markFrames(page);
    const stopped = await runCode(page, code);
    expect(stopped.outcome).toBe(outcome);
    expect(await framesLeft(), 'frames of before the stop still in the page').toBe(0);
    await nextRunWorks(page);
  });
}
