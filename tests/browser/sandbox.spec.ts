import zlib from 'node:zlib';
import type {Page, Worker} from '@playwright/test';
import {test, expect, gotoHydrated, longestTask, taskLimit, watchLongTasks} from './fixtures';
import {startForeignOrigin, type ForeignOrigin} from './foreignOrigin';
import {withRunner} from './runnerApi';
import {NETWORK_WAYS, networkProbes} from './sandboxProbes';
import type {FrameInitMessage} from '../../src/samples/shared/sandboxMessages';

// The sample runner's sandbox as an attacker meets it on a host that sends no security headers at all (GitHub Pages,
// `docusaurus serve`, scripts/static-host.mjs: the server these tests run against), with a foreign origin that answers with permissive CORS
// (./foreignOrigin.ts). Every protection tested here lives in the build's own files (the frame document's policy and
// origin check, the worker's private channel, the runner's limits), so it holds on any static host.
//
// Each probe runs where the capability would exist: network APIs inside the worker that runs sample code, storage and
// the parent's DOM inside the frame document. Seen failing with `allow-same-origin` added to the frame's sandbox (the
// frame reads localStorage), with the frame's meta policy removed (the foreign server gets the requests), and with the
// frame's origin check removed (the foreign embedder's worker runs at the site's origin).

let foreign: ForeignOrigin;
// The runner's limits (a static import of an .mjs file fails under Playwright's compiler: see siteData.ts).
let LINE_BYTES = 0;
let RUN_BYTES = 0;
let TIME_LIMIT_MS = 0;
test.beforeAll(async ({baseURL}) => {
  ({LINE_BYTES, RUN_BYTES, TIME_LIMIT_MS} = await import('../../src/samples/shared/limits.mjs'));
  foreign = await startForeignOrigin(new URL(baseURL!).origin);
});
test.afterAll(() => foreign?.close());

/** Opens the home page and runs its sample (the page's runner and its frame are there), then adds the runner's API (window.inversifySampleRunner). */
async function loadRunner(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /^Run /}).first().click();
  await expect(page.locator('[data-sample-panel] [role="status"]').first()).toHaveAttribute('data-outcome', 'finished', {timeout: 30_000});
  await withRunner(page);
}

const runCode = (page: Page, code: string) =>
  page.evaluate((source) => window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': source}}, 'v7'), code);

test('the host sends no security headers: what is tested here holds without them', async ({request}) => {
  for (const path of ['/', '/sample-runner/frame/']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBeUndefined();
    expect(headers['x-frame-options'], path).toBeUndefined();
  }
});

test('sample code reaches no network: fetch, XHR, WebSocket, EventSource, importScripts, import() and a nested worker', async ({page}) => {
  test.setTimeout(90_000);
  await loadRunner(page);
  const target = foreign.origin;
  const before = foreign.requests.length;
  const probes = networkProbes(target);
  const result = await runCode(page, probes);
  expect(result.outcome).toBe('finished');
  expect(result.stdout).toEqual(NETWORK_WAYS.map((way) => `${way} blocked`));
  expect(foreign.requests.slice(before), 'requests that reached the foreign origin').toEqual([]);
});

test('the frame document has an opaque origin, no storage, no access to the page and no network', async ({page}) => {
  test.setTimeout(60_000);
  await loadRunner(page);
  await page.evaluate(() => localStorage.setItem('secret-token', 'local-secret'));
  const frame = page.frames().find((f) => f.url().includes('/sample-runner/frame/'));
  expect(frame, 'the runner frame').toBeDefined();
  const before = foreign.requests.length;
  const seen = await frame!.evaluate(async (target) => {
    const out: Record<string, string> = {};
    const read = async (what: string, get: () => unknown) => {
      try {
        out[what] = String(await get());
      } catch (error) {
        out[what] = `threw ${(error as Error).name}`;
      }
    };
    await read('origin', () => self.origin);
    await read('localStorage', () => localStorage.getItem('secret-token'));
    await read('cookie', () => document.cookie);
    await read('parent', () => parent.document.title);
    await read('caches', async () => (await caches.keys()).join(','));
    await read('indexedDB', () => new Promise((resolve, reject) => {
      const open = indexedDB.open('probe');
      open.onsuccess = () => resolve('opened');
      open.onerror = () => reject(open.error);
    }));
    await read('fetch', async () => (await fetch(`${target}/frame-fetch`)).status);
    await read('image', () => new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve('loaded');
      img.onerror = () => reject(new Error('blocked'));
      img.src = `${target}/frame-image.png`;
    }));
    return out;
  }, foreign.origin);
  expect(seen.origin).toBe('null');
  for (const what of ['localStorage', 'cookie', 'parent', 'caches', 'indexedDB', 'fetch', 'image']) expect(seen[what], what).toMatch(/^threw /);
  expect(foreign.requests.slice(before)).toEqual([]);
});

for (const sandboxed of [false, true]) {
  test(`another site embedding the frame${sandboxed ? ' (sandboxed)' : ''} cannot make it run anything`, async ({page, baseURL}) => {
    test.setTimeout(60_000);
    await page.goto(`${foreign.origin}/embed.html?sandbox=${sandboxed ? 1 : 0}`);
    const frame = page.frameLocator('#frame');
    await frame.locator('html').waitFor({state: 'attached'});
    // The embedder posts init, then run half a second later: give both time to be answered.
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => (window as unknown as {received: string[]}).received)).toEqual([]);
    // Nothing was written at the site's origin.
    await page.goto(`${baseURL}/robots.txt`);
    const stored = await page.evaluate(async () => ({caches: await caches.keys(), databases: (await indexedDB.databases()).map((d) => d.name)}));
    expect(stored.caches).not.toContain('foreign-cache');
    expect(stored.databases).not.toContain('foreign-db');
  });
}

test('the frame opened as a page of its own runs nothing', async ({page}) => {
  await page.goto('/sample-runner/frame/');
  const init: FrameInitMessage = {type: 'init', worker: 'postMessage({type: "done"})', release: '', format: 'cjs', eventLimit: 10, byteLimit: 1000};
  const received = await page.evaluate(
    (message) =>
      new Promise<unknown[]>((resolve) => {
        const messages: unknown[] = [];
        addEventListener('message', (event) => {
          if ((event.data as {type?: string}).type !== 'init') messages.push(event.data);
        });
        postMessage(message, '*');
        setTimeout(() => resolve(messages), 1500);
      }),
    init,
  );
  expect(received).toEqual([]);
});

test('sample code cannot forge the runner\'s messages nor extend its time limit', async ({page}) => {
  test.setTimeout(60_000);
  await loadRunner(page);
  // Forged output, error and end of run: none is taken as the runner's.
  const forged = await runCode(
    page,
    `self.postMessage({type: 'console', stream: 'stdout', method: 'log', text: 'forged line'});
     self.postMessage({type: 'error', text: 'forged error'});
     self.postMessage({type: 'done'});
     console.log('real line');`,
  );
  expect(forged.outcome).toBe('finished');
  expect(forged.stdout).toEqual(['real line']);
  expect(forged.events.filter((e) => e.type === 'error')).toEqual([]);

  // "started" every second would restart a limit that counted from the last start: such a run would never end. Any
  // finite bound tells the two apart; three limits hold on a busy machine.
  const started = Date.now();
  const endless = await runCode(page, `setInterval(() => self.postMessage({type: 'started'}), 1000);`);
  expect(endless.outcome).toBe('timeout');
  expect(Date.now() - started).toBeLessThan(3 * TIME_LIMIT_MS);
});

test('huge output is cut per line and per run, and the page stays responsive', async ({page}) => {
  test.setTimeout(60_000);
  await loadRunner(page);
  // The longest the page's main thread is busy at once while the run goes on.
  await watchLongTasks(page);
  // Finished, not stopped: the 30 MB line was cut and passed on within the run's time limit, on any machine.
  const one = await runCode(page, `console.log('z'.repeat(3e7)); console.log('after');`);
  expect(one.outcome).toBe('finished');
  expect(one.stdout[0].length).toBeLessThanOrEqual(LINE_BYTES);
  expect(one.stdout[1]).toBe('after');
  expect(one.events.some((e) => e.type === 'console' && /line cut at/.test(e.text))).toBe(true);

  const many = await runCode(page, `for (let i = 0; i < 200; i++) console.log(String(i).padEnd(${LINE_BYTES * 2}, '.'));`);
  expect(many.outcome).toBe('output-limit');
  expect(many.stdout.join('\n').length).toBeLessThanOrEqual(RUN_BYTES);
  expect(many.events.at(-1)).toMatchObject({type: 'stopped', reason: 'output-limit'});
  expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
});

test('Clear and leaving the page end the run', async ({page}) => {
  test.setTimeout(120_000);
  // A share link whose code never ends, opened on the home page: its Run starts a run from the panel.
  const link = `/#edit-v7.home.quick-start=${zlib.deflateRawSync(Buffer.from('setInterval(() => {}, 10);\n')).toString('base64url')}`;
  // The run's worker as the browser sees it (not the runner's bookkeeping): the one worker whose runtime has taken
  // its run message (the frame's spare worker still waits for one; the editor's compiler worker has no release).
  const runningWorker = async (): Promise<Worker | undefined> => {
    for (const worker of page.workers()) {
      const running = await worker.evaluate(() => self.onmessage === null && '__sampleRelease' in self).catch(() => false);
      if (running) return worker;
    }
    return undefined;
  };
  for (const leave of ['Clear', 'navigation'] as const) {
    await gotoHydrated(page, link);
    await expect(page.getByRole('textbox').first()).toBeVisible({timeout: 60_000});
    await page.getByRole('button', {name: /^Run /}).first().click();
    const panel = page.locator('[data-sample-panel]');
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'running');
    let worker: Worker | undefined;
    await expect.poll(async () => (worker = await runningWorker()) !== undefined, {timeout: 60_000}).toBe(true);
    const closed = new Promise<boolean>((resolve) => {
      worker!.once('close', () => resolve(true));
      // Well before the time limit would have ended it.
      setTimeout(() => resolve(false), TIME_LIMIT_MS / 2);
    });
    if (leave === 'Clear') await panel.getByRole('button', {name: 'Clear'}).click();
    else await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    expect(await closed, `the run's worker ended after ${leave}`).toBe(true);
  }
});
