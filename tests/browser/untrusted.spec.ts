import zlib from 'node:zlib';
import type {Frame, Page} from '@playwright/test';
import {test, expect, afterHydrationRenders, gotoHydrated, longestTask, taskLimit, watchLongTasks} from './fixtures';
import {startForeignOrigin, type ForeignOrigin} from './foreignOrigin';
import {playgroundLink} from './playgroundLink';
import {loadSiteData} from './siteData';
import {PLAN_LIMITS} from '../../src/samples/shared/plan';
import {withRunner} from './runnerApi';

// What comes back from the sandbox, a share link or the address bar is untrusted input, on a host that sends no
// security headers (the server these tests run against; sandbox.spec.ts checks that it sends none). Sample code runs
// in the worker and may replace any built-in there, the plan capture's included: the page checks and bounds what the
// worker sends (src/samples/shared/runnerMessages.mjs), says what it cut or refused, and stays responsive. A link's
// code is announced as such before anything runs, and its type check has a time limit. A page framed by another site
// shows a link to itself instead of working; a malformed hash crashes no page.

const SAMPLE = 'examples/v7/src/home/quick-start.ts';
const NAME = 'quick-start.ts';
/** A share link of the home page's sample holding `code` (src/samples/page/editor/shareCodec.mjs). */
const linkTo = (code: string): string => `/#edit-v7.home.quick-start=${zlib.deflateRawSync(Buffer.from(code)).toString('base64url')}`;

// The limits, read in a test (a static import of an .mjs file fails under Playwright's compiler: see siteData.ts).
const limits = () => import('../../src/samples/shared/limits.mjs');
/** Programs that replace built-ins after their resolutions (tests/examples/container-map.test.mjs runs them in Node). */
const mapPrograms = () => import('../examples/mapPrograms.mjs');

/** Opens a link holding `code`, runs it from the editor, and resolves with the panel once the run has ended. */
async function runLinkedCode(page: Page, code: string) {
  await gotoHydrated(page, linkTo(code));
  await expect(page.locator(`[data-sample-editor="${SAMPLE}"]`)).toBeVisible({timeout: 60_000});
  await watchLongTasks(page);
  await page.getByRole('button', {name: `Run ${NAME}`}).click();
  const panel = page.locator('[data-sample-panel]');
  await expect(panel.getByRole('status')).not.toHaveAttribute('data-outcome', 'running', {timeout: 60_000});
  return panel;
}

/**
 * Sample code that resolves one class, then defines Object.prototype.toJSON: the plan capture's JSON.stringify (taken
 * before sample code runs) still calls it, so each object `pick` matches is sent as `forge` makes it. By default it
 * picks the reports; map bindings have `resolved`, the map's containers list is an array of `{number}`.
 */
const forgingProgram = (forge: string, pick = '(value: any): boolean => Boolean(value.root && value.call)'): string => `
import { Container, injectable } from 'inversify';
@injectable()
class Service {}
const container = new Container();
container.bind(Service).toSelf();
container.bind('unused').toConstantValue(0);
container.get(Service);
const pick = ${pick};
const forge = ${forge};
Object.defineProperty(Object.prototype, 'toJSON', {
  configurable: true,
  value(this: object): unknown {
    return pick(this) ? forge(this) : this;
  },
});
console.log('resolved');
`;

/** Picks the container map's bindings. */
const MAP_BINDING = '(value: any): boolean => typeof value.resolved === "boolean" && Array.isArray(value.dependencies)';
/** Picks the container map's list of containers. */
const MAP_CONTAINERS = '(value: any): boolean => Array.isArray(value) && value.length > 0 && value.every((c: any) => typeof c?.number === "number" && !("resolved" in c))';

test.describe('what the runner sends is checked and bounded by the page', () => {
  for (const [what, forge, problem] of [
    ['a null report', '() => null', /plan report that is not an object/],
    ['bindings that are not a list', '(report: any) => ({...report, root: {...report.root, bindings: 5}})', /without its list of bindings/],
    [
      'a report of 301 services',
      `(report: any) => ({...report, root: {...report.root, bindings: [{type: 'Instance', dependencies: Array.from({length: 301}, (_, i) => ({serviceIdentifier: 'S' + i, edge: {kind: 'constructor', index: i}, bindings: []}))}]}})`,
      /more than 300 services/,
    ],
  ] as const) {
    test(`a forged plan (${what}) ends the run with "the runner sent something invalid"; nothing of it is drawn`, async ({page, problems}) => {
      test.setTimeout(120_000);
      const panel = await runLinkedCode(page, forgingProgram(forge));
      const status = panel.getByRole('status');
      await expect(status).toHaveAttribute('data-outcome', 'invalid');
      await expect(status).toContainText('Stopped: the runner sent something invalid (');
      await expect(status).toContainText(problem);
      // The output before it is kept; no plan is offered, nothing crashed.
      await expect(panel.locator('pre')).toContainText('resolved');
      await expect(panel.getByRole('button', {name: /^Resolution plan/})).toHaveCount(0);
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
      expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
    });
  }

  for (const [what, pick, forge, problem] of [
    ['a binding of a container it does not have', MAP_BINDING, '(binding: any) => ({...binding, container: 99})', /a map binding of a container the map does not have/],
    ['51 containers', MAP_CONTAINERS, '() => Array.from({length: 51}, (_, i) => ({number: i + 1}))', /a container map of more than 50 containers/],
    ['a dependency on the root', MAP_BINDING, "(binding: any) => ({...binding, dependencies: [{serviceIdentifier: 'Service', edge: {kind: 'root'}}]})", /a dependency whose edge is the root/],
  ] as const) {
    test(`a forged container map (${what}) ends the run with "the runner sent something invalid"; nothing of the plans is drawn`, async ({page, problems}) => {
      test.setTimeout(120_000);
      const panel = await runLinkedCode(page, forgingProgram(forge, pick));
      const status = panel.getByRole('status');
      await expect(status).toHaveAttribute('data-outcome', 'invalid');
      await expect(status).toContainText('Stopped: the runner sent something invalid (');
      await expect(status).toContainText(problem);
      await expect(panel.locator('pre')).toContainText('resolved');
      await expect(panel.getByRole('button', {name: /^(Resolution plan|Container map)/})).toHaveCount(0);
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('sample code that replaces JSON.stringify and the built-ins the capture reads with gets the container map it would have had', async ({page}) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/');
    await withRunner(page);
    const {TAMPER_PROGRAMS} = await mapPrograms();
    const [plain, tampered] = await page.evaluate(
      ({programs}) => Promise.all(programs.map((program) => window.inversifySampleRunner!.run(program, 'v7'))),
      {programs: [TAMPER_PROGRAMS.plain, TAMPER_PROGRAMS.tampered]},
    );
    expect(tampered.outcome).toBe('finished');
    expect(plain.plans?.map?.bindings.map((b) => b.serviceIdentifier)).toEqual(['A', 'B', 'unused']);
    expect(tampered.plans?.map).toEqual(plain.plans?.map);
  });

  test('a forged report of 100,000 services is not sent whole: it is counted as left out for size, and nothing of it is drawn', async ({page, problems}) => {
    test.setTimeout(120_000);
    const {RUN_BYTES} = await limits();
    const panel = await runLinkedCode(
      page,
      forgingProgram(
        `(report: any) => ({...report, root: {...report.root, bindings: [{type: 'Instance', dependencies: Array.from({length: 100000}, (_, i) => ({serviceIdentifier: 'S' + i, edge: {kind: 'constructor', index: i}, bindings: []}))}]}})`,
      ),
    );
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished');
    const button = panel.getByRole('button', {name: /^Resolution plan/});
    await expect(button).toHaveAccessibleName('Resolution plan (1)');
    await button.click();
    await expect(panel).toContainText(`1 later resolution is not shown: the plan reached the ${RUN_BYTES / 1024} KB a run may send to the page.`);
    await expect(panel.getByRole('treeitem')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
  });

  test('a 20 MB error message arrives cut to a line, says so, and the run ends with its error, not a time-out', async ({page}) => {
    test.setTimeout(120_000);
    const {LINE_BYTES} = await limits();
    const panel = await runLinkedCode(page, `throw new Error('E'.repeat(20 * 1024 * 1024));\n`);
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'failed');
    await expect(panel.getByRole('status')).toContainText('Ended with an uncaught error');
    const output = (await panel.locator('pre').textContent()) ?? '';
    expect(output).toMatch(new RegExp(`^Uncaught Error: E+… \\[error cut at ${LINE_BYTES / 1024} KB; it had 20,97\\d,\\d{3} characters\\]`));
    expect(new TextEncoder().encode(output).length).toBeLessThan(LINE_BYTES + 100);
    expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
  });

  test('a class with a 1 MB name resolved 250 times: the plan opens at once, with the name cut', async ({page}) => {
    test.setTimeout(120_000);
    const panel = await runLinkedCode(
      page,
      `import { Container, injectable } from 'inversify';
const name = 'C'.repeat(1024 * 1024);
const Huge = { [name]: class {} }[name];
injectable()(Huge);
const container = new Container();
container.bind(Huge).toSelf();
for (let i = 0; i < 250; i++) container.get(Huge);
console.log(Huge.name.length);
`,
    );
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished');
    const button = panel.getByRole('button', {name: /^Resolution plan/});
    await expect(button).toHaveAccessibleName('Resolution plan (250)');
    await button.click();
    const tree = panel.getByRole('tree');
    await expect(tree.locator('> [role="treeitem"]')).toHaveCount(PLAN_LIMITS.reports);
    const first = (await tree.locator('> [role="treeitem"]').first().textContent()) ?? '';
    expect(first).toContain(`get(${'C'.repeat(PLAN_LIMITS.text - 1)}…)`);
    expect(first.length).toBeLessThan(3 * PLAN_LIMITS.text);
    // The reports past the limit are counted, and why they are not shown is said.
    await expect(panel).toContainText(`${250 - PLAN_LIMITS.reports} later resolutions are not shown`);
    expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
  });

  test('a plan larger than the run\'s byte budget keeps what fits, and says the rest reached it', async ({page}) => {
    test.setTimeout(120_000);
    const {RUN_BYTES} = await limits();
    // 150 resolutions of a class with 150 constructor parameters, each a long identifier: far more than the budget.
    const panel = await runLinkedCode(
      page,
      `import { Container, inject, injectable } from 'inversify';
class Wide { constructor(...parts: unknown[]) {} }
injectable()(Wide);
const container = new Container();
for (let i = 0; i < 150; i++) {
  const id = 'part-' + String(i).padStart(3, '0') + '-'.repeat(150);
  inject(id)(Wide, undefined, i);
  container.bind(id).toConstantValue(i);
}
container.bind(Wide).toSelf();
for (let i = 0; i < 150; i++) container.get(Wide);
console.log('done');
`,
    );
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished');
    const button = panel.getByRole('button', {name: /^Resolution plan/});
    await expect(button).toHaveAccessibleName('Resolution plan (150)');
    await button.click();
    await expect(panel).toContainText(`later resolutions are not shown: the plan reached the ${RUN_BYTES / 1024} KB`);
    const shown = await panel.getByRole('tree').locator('> [role="treeitem"]').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(150);
    await expect(panel).toContainText(`${150 - shown} later resolutions are not shown: the plan reached the ${RUN_BYTES / 1024} KB a run may send to the page.`);
  });
});

test('code from a share link is announced as someone else\'s before anything runs, with Reset to the sample at hand', async ({page}) => {
  test.setTimeout(120_000);
  const code = `console.log('Your session expired. Visit http://example.invalid/login');\n`;
  await gotoHydrated(page, linkTo(code));
  const editor = page.locator(`[data-sample-editor="${SAMPLE}"]`);
  const notice = editor.getByRole('alert');
  await expect(notice).toHaveText(/This editor holds code from a link, not the site's sample/);
  // Seen: in the window, below the navbar, with nothing run.
  await expect(notice).toBeInViewport();
  const navbarBottom = await page.locator('.navbar').evaluate((e) => e.getBoundingClientRect().bottom);
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom);
  await expect(page.locator('[data-sample-panel]')).toHaveCount(0);
  await editor.getByRole('button', {name: 'Reset to the sample'}).click();
  await expect(editor.getByRole('alert')).toHaveCount(0);
  await expect(editor.locator('.cm-content')).toContainText('order total');
  await expect(editor.locator('.cm-content')).not.toContainText('session expired');
});

test('a type-checker bomb in a share link: checking stops at its time limit, the page stays responsive and the editor keeps working', async ({page}) => {
  const {CHECK_TIME_LIMIT_MS} = await limits();
  test.setTimeout(CHECK_TIME_LIMIT_MS + 120_000);
  // Each line makes the checker build hundreds of tuple types of hundreds of elements; a tag per line defeats its cache.
  const bomb = [
    'type C<N extends number, S, A extends S[] = []> = A["length"] extends N ? A : C<N, S, [...A, S]>;',
    'type R<S, K = Exclude<keyof C<400, 0>, keyof []>> = K extends `${infer N extends number}` ? C<N, S> : 0;',
    ...Array.from({length: 200}, (_, i) => `const a${i}: R<${i}> = 0;`),
  ].join('\n');
  await gotoHydrated(page, linkTo(`${bomb}\n`));
  const editor = page.locator(`[data-sample-editor="${SAMPLE}"]`);
  await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', 'checking', {timeout: 60_000});
  await watchLongTasks(page);
  await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', 'failed', {timeout: CHECK_TIME_LIMIT_MS + 60_000});
  await expect(editor.locator('[data-check]')).toContainText(`Type checking stopped: this code took longer than ${CHECK_TIME_LIMIT_MS / 1000} s to check.`);
  // The checker's worker was ended: no worker is left busy with it.
  await expect.poll(() => page.workers().length, {timeout: 10_000}).toBe(0);
  expect(await longestTask(page)).toBeLessThan(await taskLimit(page, 1000));
  // The editor still takes keys.
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n// still editable');
  await expect(editor.locator('.cm-content')).toContainText('// still editable');
});

test.describe('a link whose code has thousands of type errors', () => {
  // `0();` is a type error each time. The link held 40,000 (287 characters of link): that many take TypeScript
  // itself over 20 s (the check's time limit) on a busy 2-core machine, so the page would only say the check stopped.
  // 4,000 are checked in time there, and are forty times what the page draws. One a line: CodeMirror's own handling
  // of a single line of many thousand characters (reading the selection in it) costs the page whatever the check says.
  const ERRORS = 4000;
  const count = (n: number): string => n.toLocaleString('en-US');
  // The page's longest task while it opens a link and shows its check. Counted from after hydration and its renders:
  // on a loaded 2-core machine hydration itself can take longer than 200 ms, and it is the same for any link.
  async function longestTaskUntilChecked(page: Page, url: string, list: string): Promise<number> {
    const {CHECK_TIME_LIMIT_MS} = await limits();
    // A new document each time (from the same page, a link that changes only the fragment loads nothing).
    await page.goto('about:blank');
    await gotoHydrated(page, url);
    await afterHydrationRenders(page);
    await watchLongTasks(page);
    await expect(page.locator(list)).toHaveAttribute('data-check', 'done', {timeout: CHECK_TIME_LIMIT_MS + 60_000});
    await afterHydrationRenders(page);
    return longestTask(page);
  }

  for (const [where, linkOf, list] of [
    ['the home page (an edit link)', (code: string) => linkTo(code), `[data-sample-editor="${SAMPLE}"] [data-check]`],
    ['the playground', (code: string) => playgroundLink('7.x', [['main.ts', code]]), '[data-playground] [data-check]'],
  ] as const) {
    test(`on ${where}, no page task is longer than for a link of one type error (or 200 ms): the first are listed and underlined, and "and N more" counts the rest`, async ({page, problems}) => {
      const {CHECK_TIME_LIMIT_MS, DIAGNOSTIC_LIMIT} = await limits();
      test.setTimeout(2 * CHECK_TIME_LIMIT_MS + 180_000);
      // What the machine takes now for the same page, the same editor and a check of one error: a busy machine's
      // tasks are longer whatever the link holds.
      const baseline = await longestTaskUntilChecked(page, linkOf('0();\n'), list);
      const longest = await longestTaskUntilChecked(page, linkOf('0();\n'.repeat(ERRORS)), list);
      const check = page.locator(list);
      await expect(check.locator('p').first()).toHaveText(`${count(ERRORS)} type errors:`);
      await expect(check.getByRole('listitem')).toHaveCount(DIAGNOSTIC_LIMIT);
      await expect(check.locator('[data-more-diagnostics]')).toHaveText(`and ${count(ERRORS - DIAGNOSTIC_LIMIT)} more.`);
      // Underlined in the code: those the editor draws (its visible part), none past the listed ones.
      const underlined = await page.locator('.cm-lintRange-error').count();
      expect(underlined).toBeGreaterThan(0);
      expect(underlined).toBeLessThanOrEqual(DIAGNOSTIC_LIMIT);
      console.log(`${where}: longest task ${longest} ms; with one type error ${baseline} ms`);
      expect(longest).toBeLessThan(Math.max(200, 2 * baseline));
      expect(problems.pageErrors).toEqual([]);

      // The link: the 40,000 errors on one line (287 characters of link). The editor would lay out that line in
      // tasks of seconds: the link is refused with its line's length, and the page shows its own code instead.
      await page.goto('about:blank');
      await gotoHydrated(page, linkOf('0();'.repeat(40_000)));
      await afterHydrationRenders(page);
      await watchLongTasks(page);
      await expect(page.getByText(/could not be opened \(the code in it is too long for the editor: (main\.ts )?it has a line of 160,000 characters/)).toBeVisible({timeout: 60_000});
      await afterHydrationRenders(page);
      const refused = await longestTask(page);
      console.log(`${where}: the one-line link of 40,000 errors, refused: longest task ${refused} ms`);
      expect(refused).toBeLessThan(Math.max(200, 2 * baseline));
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

test.describe('framing', () => {
  let foreign: ForeignOrigin;
  test.beforeAll(async ({baseURL}) => {
    foreign = await startForeignOrigin(new URL(baseURL!).origin);
  });
  test.afterAll(() => foreign?.close());

  for (const path of ['/', '/docs/api/container/']) {
    test(`${path} framed by another site shows a link to open it on its own, not the page`, async ({page, baseURL}) => {
      await page.goto(`${foreign.origin}/frame-page.html?path=${encodeURIComponent(path)}`);
      const frame = page.frameLocator('#page');
      const notice = frame.locator('#framed-notice');
      await expect(notice).toContainText('This page of the InversifyJS docs is shown inside another site.');
      const link = notice.getByRole('link', {name: 'Open it on its own'});
      await expect(link).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(frame.locator('#__docusaurus')).toBeHidden();
      await expect(frame.getByRole('button', {name: /^Run /})).toHaveCount(0);
    });
  }

  /** The frame of the site's page in the foreign page. */
  const siteFrame = (page: Page, baseURL: string | undefined): Frame => {
    const frame = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url()).origin === new URL(baseURL!).origin);
    if (frame === undefined) throw new Error('the site page is not framed');
    return frame;
  };

  test('framed, the page takes no key: neither Ctrl+K nor "/" opens the search over the notice', async ({page, baseURL}) => {
    await page.goto(`${foreign.origin}/frame-page.html?path=/`);
    const frame = page.frameLocator('#page');
    await expect(frame.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 30_000});
    const notice = frame.locator('#framed-notice');
    await expect(notice).toBeVisible();
    // A listener of the page's window, where the search's shortcuts listen: no key reaches it.
    const inFrame = siteFrame(page, baseURL);
    await inFrame.evaluate(() => {
      const w = window as unknown as {keysSeen: string[]};
      w.keysSeen = [];
      addEventListener('keydown', (event) => w.keysSeen.push(event.key));
    });
    await notice.click({position: {x: 2, y: 2}});
    for (const key of ['Control+k', '/', 'Meta+k']) await page.keyboard.press(key);
    expect(await inFrame.evaluate(() => (window as unknown as {keysSeen: string[]}).keysSeen)).toEqual([]);
    await expect(frame.locator('.DocSearch-Modal')).toHaveCount(0);
    // The notice's link still opens the page on its own from the keyboard.
    await notice.getByRole('link').focus();
    const [opened] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/');
    await opened.close();
  });

  test('framed, the playground reads no fragment: a share link in the address or pushed later opens nothing and keeps nothing', async ({page, baseURL}) => {
    const link = playgroundLink('7.x', [['main.ts', 'console.log("from the framing site");\n']]);
    await page.goto(`${foreign.origin}/frame-page.html?path=${encodeURIComponent(link)}`);
    const frame = page.frameLocator('#page');
    await expect(frame.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 30_000});
    await expect(frame.locator('#framed-notice')).toBeVisible();
    const inFrame = siteFrame(page, baseURL);
    // The fragment was gone before any of the app could read it; the app says it starts nothing here.
    expect(await inFrame.evaluate(() => location.hash)).toBe('');
    await expect(frame.locator('[data-framed-playground]')).toHaveCount(1, {timeout: 30_000});
    await expect(frame.locator('[data-playground]')).toHaveCount(0);
    expect(await inFrame.evaluate(() => localStorage.getItem('inversify-playground'))).toBeNull();
    // The framing site pushes a link through the fragment: no listener of the page's window hears of it, and the
    // fragment is dropped again. (The Navigation API, which the app does not use, says when the navigation is done.)
    type Watched = {fragmentChanges: string[]; navigations: number; navigation: EventTarget};
    await inFrame.evaluate(() => {
      const w = window as unknown as Watched;
      w.fragmentChanges = [];
      w.navigations = 0;
      for (const type of ['hashchange', 'popstate']) addEventListener(type, () => w.fragmentChanges.push(type));
      w.navigation.addEventListener('navigatesuccess', () => w.navigations++);
    });
    await page.evaluate((src) => ((document.getElementById('page') as HTMLIFrameElement).src = src), new URL(link, baseURL).href);
    await expect.poll(() => inFrame.evaluate(() => (window as unknown as Watched).navigations)).toBeGreaterThan(0);
    await expect.poll(() => inFrame.evaluate(() => location.pathname + location.search + location.hash)).toBe('/playground/?version=7.x');
    expect(await inFrame.evaluate(() => (window as unknown as Watched).fragmentChanges)).toEqual([]);
    await expect(frame.locator('[data-playground]')).toHaveCount(0);
    expect(await inFrame.evaluate(() => localStorage.getItem('inversify-playground'))).toBeNull();
  });

  test('a page of the site framed by the site itself is unaffected', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.id = 'own';
      frame.src = '/docs/';
      document.body.append(frame);
    });
    const frame = page.frameLocator('#own');
    await expect(frame.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 30_000});
    await expect(frame.locator('#__docusaurus')).toBeVisible();
    await expect(frame.locator('#framed-notice')).toHaveCount(0);
  });
});

test('a malformed percent-encoding in the hash, after an in-page hash change, crashes no page type', async ({page, problems}) => {
  test.setTimeout(120_000);
  const {BLOG_SLUGS} = await loadSiteData();
  for (const path of ['/', '/docs/introduction/getting-started/', '/docs/6.x/api/container/', `/blog/${BLOG_SLUGS[0]}/`, '/blog/', '/search/?q=bind', '/no-such-page/']) {
    await gotoHydrated(page, path);
    for (const hash of ['#%E0%A4%A', '#%', '#%ZZ%']) {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.getByRole('heading', {name: 'This page crashed.'}), `${path}${hash}`).toHaveCount(0);
      await expect(page.locator('#__docusaurus main, #__docusaurus [role="main"]').first(), `${path}${hash}`).toBeVisible();
    }
    // Back over the malformed entries: still no crash.
    await page.goBack();
    await expect(page.getByRole('heading', {name: 'This page crashed.'}), `${path} back`).toHaveCount(0);
  }
  expect(problems.pageErrors).toEqual([]);
});
