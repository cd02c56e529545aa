import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, longestTask, taskLimit, watchLongTasks} from './fixtures';
import {startForeignOrigin, type ForeignOrigin} from './foreignOrigin';
import {NETWORK_WAYS, networkProbes} from './sandboxProbes';
import {playgroundLink, type Files} from './playgroundLink';

// The sandbox guarantees of ./sandbox.spec.ts, for code that reaches the runner through the playground: a stranger's
// share link of several files, opened on a host that sends no security headers (the server these tests run
// against), run with one click. Nothing of it reaches the network, the page's data or the reader's kept code; code
// that never ends, floods the output or forges the runner's messages is stopped or ignored, and the page stays
// responsive throughout.

let foreign: ForeignOrigin;
let TIME_LIMIT_MS = 0;
let RUN_BYTES = 0;
test.beforeAll(async ({baseURL}) => {
  ({TIME_LIMIT_MS, RUN_BYTES} = await import('../../src/samples/shared/limits.mjs'));
  foreign = await startForeignOrigin(new URL(baseURL!).origin);
});
test.afterAll(() => foreign?.close());


const status = (page: Page) => page.getByRole('region', {name: 'Run'}).getByRole('status');
const consoleLines = async (page: Page): Promise<string[]> =>
  ((await page.getByRole('region', {name: 'Run'}).getByLabel('Console output').textContent()) ?? '').replace(/\n$/, '').split('\n');

/** Opens a stranger's link (several files) and checks that nothing ran. */
async function openLink(page: Page, release: string, files: Files): Promise<void> {
  await gotoHydrated(page, playgroundLink(release, files));
  await expect(page.getByRole('alert').filter({hasText: 'code from a link'})).toBeVisible({timeout: 30_000});
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 60_000});
  await expect(status(page)).toHaveAttribute('data-outcome', 'idle');
}

/** Runs the playground's files and waits for `outcome`. */
async function run(page: Page, outcome: string): Promise<void> {
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveAttribute('data-outcome', outcome, {timeout: TIME_LIMIT_MS + 30_000});
}

async function runLink(page: Page, release: string, files: Files, outcome: string): Promise<void> {
  await openLink(page, release, files);
  await run(page, outcome);
}

test('the host sends no security headers: what is tested here holds without them', async ({request}) => {
  for (const path of ['/playground/', '/sample-runner/frame/']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBeUndefined();
    expect(headers['x-frame-options'], path).toBeUndefined();
  }
});

test('playground code reaches no network, whichever file tries', async ({page}) => {
  test.setTimeout(90_000);
  const before = foreign.requests.length;
  // next: ES modules, so that import() is the browser's own, not a require.
  await runLink(
    page,
    'next',
    [
      ['main.ts', "import {probeAll} from './probes.js';\n\nprobeAll();\n"],
      ['probes.ts', `export function probeAll(): void {${networkProbes(foreign.origin)}\n}\n`],
    ],
    'finished',
  );
  expect(await consoleLines(page)).toEqual(NETWORK_WAYS.map((way) => `${way} blocked`));
  expect(foreign.requests.slice(before), 'requests that reached the foreign origin').toEqual([]);
});

test("playground code reaches neither the page, its storage, nor the reader's kept code", async ({page}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/');
  await page.evaluate(() => localStorage.setItem('secret-token', 'local-secret'));
  const probes = `const g: any = globalThis;
const tries: [string, () => unknown][] = [
  ['document', () => g.document.cookie],
  ['localStorage', () => g.localStorage.getItem('secret-token')],
  ['kept code', () => g.localStorage.getItem('inversify-playground')],
  ['parent', () => g.parent.document.title],
  ['opener', () => g.opener.location.href],
  ['top', () => g.top.location.href],
  ['caches', async () => (await g.caches.keys()).length],
  ['indexedDB', () => new Promise((ok, no) => { const r = g.indexedDB.open('probe'); r.onsuccess = () => ok('opened'); r.onerror = () => no(r.error); })],
  ['cookieStore', async () => (await g.cookieStore.getAll()).length],
];
export async function probePage(): Promise<void> {
  for (const [what, attempt] of tries) {
    try {
      console.log(what + ' reached ' + String(await attempt()));
    } catch {
      console.log(what + ' blocked');
    }
  }
  console.log('origin ' + String(g.origin));
}
`;
  await runLink(page, '7.x', [['main.ts', "import {probePage} from './probes';\n\nvoid probePage();\n"], ['probes.ts', probes]], 'finished');
  const lines = await consoleLines(page);
  expect(lines.slice(0, -1)).toEqual(['document', 'localStorage', 'kept code', 'parent', 'opener', 'top', 'caches', 'indexedDB', 'cookieStore'].map((what) => `${what} blocked`));
  expect(lines.at(-1)).toBe('origin null');
  expect(await page.evaluate(() => localStorage.getItem('secret-token'))).toBe('local-secret');
});

test('code that never ends is stopped at the time limit; the page and the editor stay responsive', async ({page}) => {
  test.setTimeout(TIME_LIMIT_MS + 90_000);
  await openLink(page, '6.x', [['main.ts', "import {spin} from './spin';\n\nconsole.log('before');\nspin();\n"], ['spin.ts', 'export function spin(): void {\n  for (;;) {}\n}\n']]);
  await watchLongTasks(page);
  await run(page, 'timeout');
  await expect(status(page)).toHaveText(`Stopped: the sample was still running after ${TIME_LIMIT_MS / 1000} s.`);
  expect(await consoleLines(page)).toEqual(['before', expect.stringMatching(/^Stopped/)]);
  expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
  // The editor still takes keys and checks them.
  const code = page.getByRole('textbox', {name: 'Code of main.ts (editable)'});
  await code.press('Control+End');
  await page.keyboard.type('const broken: number = "text";');
  await expect(page.locator('[data-check="done"]')).toContainText('TS2322', {timeout: 30_000});
});

test('a flood of output is cut at the run budget, and the page stays responsive', async ({page}) => {
  test.setTimeout(90_000);
  await openLink(page, '7.x', [['main.ts', "import {flood} from './flood';\n\nflood();\n"], ['flood.ts', "export function flood(): void {\n  for (let i = 0; i < 1e6; i++) console.log(String(i).padEnd(200, '.'));\n}\n"]]);
  await watchLongTasks(page);
  await run(page, 'output-limit');
  const lines = await consoleLines(page);
  expect(lines.join('\n').length).toBeLessThanOrEqual(RUN_BYTES + 200);
  expect(lines.at(-1)).toMatch(/^Stopped: the output reached/);
  expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
});

test("playground code cannot forge the runner's messages", async ({page}) => {
  test.setTimeout(90_000);
  const forge = `const g: any = globalThis;
export function forge(): void {
  g.postMessage({type: 'console', stream: 'stdout', method: 'log', text: 'forged line'});
  g.postMessage({type: 'error', text: 'forged error'});
  g.postMessage({type: 'done'});
}
`;
  await runLink(page, 'next', [['main.ts', "import {forge} from './forge.js';\n\nforge();\nconsole.log('real line');\n"], ['forge.ts', forge]], 'finished');
  expect(await consoleLines(page)).toEqual(['real line']);
  await expect(page.locator('[data-failure]')).toHaveCount(0);
});
