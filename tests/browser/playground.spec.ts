import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordRequests} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';
import {loadVersions} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// The playground (/playground/, src/samples/page/playground) as a reader uses it, on the production build served with
// no security headers: programs of several files in each release, the release switched under the same files, imports
// a release cannot give, a failed resolution explained down to its error reference entry, share links, samples opened
// from the docs, storage that is unavailable, a phone's width and a keyboard. What the sandbox guarantees for
// playground code: ./playground-sandbox.spec.ts.

/** Two files with a relative import, written so that every release compiles and runs them. */
const greeter = (specifier = './greeter.js'): Files => [
  ['main.ts', `import 'reflect-metadata';\nimport {Container} from 'inversify';\nimport {Greeter} from '${specifier}';\n\nconst container = new Container();\ncontainer.bind(Greeter).toSelf();\nconsole.log(container.get(Greeter).greet('playground'));\n`],
  ['greeter.ts', "import {injectable} from 'inversify';\n\n@injectable()\nexport class Greeter {\n  greet(name: string): string {\n    return `Hello, ${name}`;\n  }\n}\n"],
];

/** A service two levels down that nothing is bound to. */
const missingBinding: Files = [
  [
    'main.ts',
    "import 'reflect-metadata';\nimport {Container, inject, injectable} from 'inversify';\n\nconst PAYMENTS = Symbol.for('Payments');\n\n@injectable()\nclass Checkout {\n  constructor(@inject(PAYMENTS) readonly payments: unknown) {}\n}\n\n@injectable()\nclass Shop {\n  constructor(@inject(Checkout) readonly checkout: Checkout) {}\n}\n\nconst container = new Container();\ncontainer.bind(Shop).toSelf();\ncontainer.bind(Checkout).toSelf();\ncontainer.get(Shop);\n",
  ],
];

const app = (page: Page): Locator => page.locator('[data-playground]');
const status = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByRole('status');
const consoleText = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByLabel('Console output');
const checked = (page: Page): Locator => page.locator('[data-check="done"]');
const tabs = (page: Page): Locator => page.getByRole('list', {name: 'Files of the program'}).getByRole('button');

/** Opens the playground at `url` and waits until its files are on the page and type-checked. */
async function open(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await expect(app(page)).toBeVisible({timeout: 30_000});
  await expect(checked(page)).toBeVisible({timeout: 60_000});
}

async function run(page: Page, outcome = 'finished'): Promise<void> {
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveAttribute('data-outcome', outcome, {timeout: 30_000});
}

const labelOfApp = (label: string | null): string => label ?? '';

const labels = async (): Promise<string[]> => (await loadVersions()).DOCS_VERSIONS.map((v) => v.label);

test('two files with a relative import run in each release', async ({page, problems}) => {
  test.setTimeout(120_000);
  for (const release of await labels()) {
    await open(page, playgroundLink(release, greeter()));
    await expect(app(page)).toHaveAttribute('data-playground', release);
    await expect(page.locator('[data-check]')).toHaveText('No type errors.');
    await run(page);
    await expect(consoleText(page)).toHaveText('Hello, playground');
  }
  expect(problems.pageErrors).toEqual([]);
});

test('switching the release keeps the files, records it in the address and checks them against it', async ({page}) => {
  test.setTimeout(120_000);
  // Without its extension, the relative import is fine for the CommonJS releases and an error under next's NodeNext.
  // versions-once: named on purpose in the next 20 lines, a CommonJS release and the ES-module one
  await open(page, playgroundLink('7.x', greeter('./greeter')));
  await expect(page.locator('[data-check]')).toHaveText('No type errors.');
  await run(page);
  const release = page.getByLabel('Release');
  await release.selectOption('next');
  await expect(page).toHaveURL(/\?version=next$/);
  await expect(app(page)).toHaveAttribute('data-playground', 'next');
  await expect(tabs(page)).toHaveText([/^main\.ts/, /^greeter\.ts/]);
  await expect(page.locator('[data-check="done"]')).toContainText('TS2835', {timeout: 60_000});
  await expect(tabs(page).first()).toHaveAccessibleName(/^main\.ts, runs first, [1-9]\d* type errors?$/);
  // The output of the other release is gone; it still runs: the runner resolves the import as Node would after a fix.
  await expect(status(page)).toHaveAttribute('data-outcome', 'idle');
  await run(page);
  await expect(consoleText(page)).toHaveText('Hello, playground');
  await release.selectOption('7.x');
  await expect(page.locator('[data-check="done"]')).toHaveText('No type errors.', {timeout: 60_000});
  // A reload opens the release the address names, with the files the reader had.
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-playground', '7.x');
  await expect(tabs(page)).toHaveText([/^main\.ts/, /^greeter\.ts/]);
});

test('an import the release cannot give is named where it is written, with what is available, and nothing runs', async ({page, context}) => {
  test.setTimeout(90_000);
  const requests = recordRequests(context);
  const files: Files = [['main.ts', "import 'reflect-metadata';\nimport {Container} from 'inversify';\nimport {chunk} from 'lodash';\n\nconsole.log(chunk([1, 2, 3], 2), new Container());\n"]];
  await open(page, playgroundLink('7.x', files));
  const list = page.locator('[data-check="done"]');
  await expect(list).toContainText("main.ts line 3: import 'lodash' is not available in the playground");
  await expect(list).toContainText("can import only '@inversifyjs/binding-decorators', '@inversifyjs/plugin', '@inversifyjs/strongly-typed', 'inversify', 'reflect-metadata'");
  await run(page, 'blocked');
  await expect(page.getByRole('region', {name: 'Run'})).toContainText("'lodash' is not available");
  expect(requests.urls.filter((u) => u.includes('lodash'))).toEqual([]);
  expect(requests.outside()).toEqual([]);
});

test('a failed resolution shows its failing path and links to the entry of the chosen release', async ({page}) => {
  test.setTimeout(150_000);
  const {DOCS_VERSIONS, versionRoot} = await loadVersions();
  for (const docs of DOCS_VERSIONS) {
    await open(page, playgroundLink(docs.label, missingBinding));
    await run(page, 'failed');
    const explanation = page.locator('[data-failure="container"]');
    await expect(explanation).toContainText('The container could not resolve Shop');
    await expect(explanation.getByRole('list', {name: 'Failing path'}).getByRole('listitem')).toHaveText(['Shop', 'Checkout', 'Symbol(Payments)']);
    // The plan view marks the same path.
    await expect(page.getByRole('tree').getByRole('treeitem', {name: /failing path/}).first()).toBeVisible();
    const link = explanation.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href, docs.label).toMatch(new RegExp(`^${versionRoot(docs).replace(/\./g, '\\.')}api/errors/#[\\w-]+$`));
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
    const heading = page.locator(`[id="${href.split('#')[1]}"]`);
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(heading).toHaveText(/bindings/i);
  }
});

test("an error of the reader's own code is shown as such", async ({page}) => {
  const files: Files = [['main.ts', "const payments = undefined as unknown as {charge(): void};\npayments.charge();\n"]];
  await open(page, playgroundLink('7.x', files));
  await run(page, 'failed');
  await expect(page.locator('[data-failure="code"]')).toContainText("its own code, not one the container threw while resolving: TypeError: Cannot read properties of undefined (reading 'charge')");
});

test('a share link holds every file and the release, and opens them without running anything', async ({page, browser, context}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, playgroundLink('6.x', greeter()));
  // A third file, made in the page.
  await page.getByRole('button', {name: 'Add file'}).click();
  await expect(tabs(page)).toHaveCount(3);
  await page.getByRole('button', {name: 'Rename file.ts'}).click();
  await page.getByLabel('New name of file.ts').fill('extra/notes.ts');
  await page.getByLabel('New name of file.ts').press('Enter');
  await expect(tabs(page).nth(2)).toHaveText('extra/notes.ts');
  await page.getByRole('textbox', {name: 'Code of extra/notes.ts (editable)'}).fill('export const note = `ünïcode ⚔`;\n');
  await page.getByRole('button', {name: 'Copy link'}).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/playground\/\?version=6\.x#share=[\w-]+$/);

  // In another browser profile (no storage of the first): the same files, the notice, and no run.
  const other = await browser.newContext();
  const reader = await other.newPage();
  await open(reader, link);
  await expect(app(reader)).toHaveAttribute('data-playground', '6.x');
  await expect(tabs(reader)).toHaveText([/^main\.ts/, /^greeter\.ts/, /^extra\/notes\.ts/]);
  await expect(reader.getByRole('alert').filter({hasText: 'code from a link'})).toBeVisible();
  await expect(status(reader)).toHaveAttribute('data-outcome', 'idle');
  await tabs(reader).nth(2).click();
  await expect(reader.getByRole('textbox', {name: 'Code of extra/notes.ts (editable)'})).toHaveText('export const note = `ünïcode ⚔`;');
  // Nothing ran: no release was fetched for a run, and the address no longer carries the code.
  expect(reader.workers().length).toBeLessThanOrEqual(1);
  await expect(reader).toHaveURL(/\/playground\/\?version=6\.x$/);
  await other.close();
});

test('a link pasted into the address bar of the open playground opens its files; Start over brings the starter back, and one click the files before it', async ({page}) => {
  test.setTimeout(90_000);
  await open(page, '/playground/');
  const starter = await tabs(page).allTextContents();
  // Same page, same query: only the fragment changes, as when a reader pastes a link over the open playground.
  const link = playgroundLink(labelOfApp(await app(page).getAttribute('data-playground')), greeter());
  await page.evaluate((hash) => (location.hash = hash), link.slice(link.indexOf('#')));
  await expect(page.getByRole('alert').filter({hasText: 'code from a link'})).toBeVisible();
  await expect(tabs(page)).toHaveText([/^main\.ts/, /^greeter\.ts/]);
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).toContainText("greet('playground')");
  await page.getByRole('button', {name: 'Start over'}).click();
  await expect(tabs(page)).toHaveText(starter);
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).not.toContainText("greet('playground')");
  // One click brings the replaced files back.
  await page.getByRole('button', {name: 'Back to your previous code'}).click();
  await expect(tabs(page)).toHaveText([/^main\.ts/, /^greeter\.ts/]);
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).toContainText("greet('playground')");
});

test('a damaged link says so and opens the starter', async ({page}) => {
  await open(page, '/playground/?version=7.x#share=AAAA');
  await expect(page.getByRole('alert').filter({hasText: "This link's code could not be opened (the code in it is damaged)"})).toBeVisible();
  await expect(tabs(page).first()).toHaveAccessibleName(/runs first/);
});

test('"Open in playground" opens a sample of each release as the first file, and it runs as on its page', async ({page, request}) => {
  test.setTimeout(180_000);
  const {DOCS_VERSIONS, versionRoot, MAIN_DOC} = await loadVersions();
  for (const docs of DOCS_VERSIONS) {
    await gotoHydrated(page, `${versionRoot(docs)}${MAIN_DOC}/`);
    const link = page.getByRole('link', {name: /^Open in playground: /}).first();
    const href = (await link.getAttribute('href')) ?? '';
    const sample = new URL(href, 'http://x').searchParams.get('sample') ?? '';
    expect(sample, docs.label).toMatch(new RegExp(`^${docs.workspace}/src/.+\\.ts$`));
    await link.click();
    await expect(app(page)).toHaveAttribute('data-playground', docs.label, {timeout: 30_000});
    await expect(checked(page)).toBeVisible({timeout: 60_000});
    await expect(page.locator('[data-opened-sample]')).toHaveAttribute('data-opened-sample', sample);
    await expect(tabs(page).first()).toHaveAccessibleName(new RegExp(`^${sample.split('/').pop()!.replace(/\./g, '\\.')}, runs first`));
    // What the sample's page says it prints.
    const workspace = docs.workspace.split('/').pop();
    const manifest = await (await request.get(`/sample-runner/${workspace}.json`)).json();
    const compiled = await (await request.get(`/sample-runner/${manifest.samples[sample].asset}`)).json();
    await run(page);
    expect((await consoleText(page).textContent())?.replace(/\n$/, '').split('\n')).toEqual(compiled.expected);
  }
});

test('with storage unavailable the playground works and says the code is not kept', async ({page}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    });
  });
  await open(page, '/playground/');
  await expect(page.locator('[data-storage="unavailable"]')).toHaveText(/not kept between visits/);
  await run(page);
  await expect(consoleText(page)).not.toBeEmpty();
});

test('what the reader had is there on the next visit', async ({page}) => {
  test.setTimeout(90_000);
  await open(page, playgroundLink('next', greeter()));
  await page.getByRole('textbox', {name: 'Code of main.ts (editable)'}).press('End');
  await page.keyboard.type('\n// kept');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('inversify-playground') ?? ''), {timeout: 5000}).toContain('// kept');
  await open(page, '/playground/');
  await expect(app(page)).toHaveAttribute('data-playground', 'next');
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).toContainText('// kept');
  await expect(page.locator('[data-linked-code]')).toHaveCount(0);
});

test('at 390 px the files, the editor and the output stack with no sideways scrolling; axe finds nothing, light and dark', async ({page}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({width: 390, height: 844});
  await page.addInitScript(AXE_SOURCE);
  await open(page, playgroundLink('7.x', [...missingBinding, greeter()[1]]));
  await run(page, 'failed');
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const files = await box(page.getByRole('list', {name: 'Files of the program'}));
  const editor = await box(page.locator('[data-playground-editor]'));
  const output = await box(page.getByRole('region', {name: 'Run'}));
  expect(files.y + files.height).toBeLessThanOrEqual(editor.y + 1);
  expect(editor.y + editor.height).toBeLessThanOrEqual(output.y);
  for (const b of [files, editor, output]) expect(b.x + b.width).toBeLessThanOrEqual(390);
  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    expect(await violationsWithin(page, 'main'), `${mode} mode`).toEqual([]);
  }
});

for (const viewport of [{width: 1280, height: 720}, {width: 390, height: 844}]) {
  test(`at ${viewport.width} px nothing moves while the playground loads its app, its files and their first check`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as {layoutShift: number};
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await open(page, '/playground/');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift)).toBeLessThan(0.01);
  });
}

test('from opening to Run with the keyboard alone, the focus always visible', async ({page}) => {
  test.setTimeout(90_000);
  await open(page, playgroundLink('7.x', greeter()));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', tag: el.tagName, outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow !== 'none'};
    });
  // Tab from the top of the page to the release, choose 6.x with the arrow keys, then on to Run.
  let steps = 0;
  while ((await focused()).tag !== 'SELECT') {
    await page.keyboard.press('Tab');
    expect(++steps, 'the release is reached').toBeLessThan(40);
  }
  const onSelect = await focused();
  expect(onSelect.outline || onSelect.shadow, 'visible focus on the release').toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(app(page)).toHaveAttribute('data-playground', '6.x');
  await page.keyboard.press('Tab');
  const onRun = await focused();
  expect(onRun.name).toBe('Run');
  expect(onRun.outline || onRun.shadow, 'visible focus on Run').toBe(true);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(consoleText(page)).toHaveText('Hello, playground');
  // Into the editor, an edit, Ctrl+Enter runs it; Escape then Tab leaves it.
  await page.getByRole('textbox', {name: 'Code of main.ts (editable)'}).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type("console.log('typed');");
  await page.keyboard.press('Control+Enter');
  await expect(consoleText(page)).toHaveText('Hello, playground\ntyped', {timeout: 60_000});
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect((await focused()).tag).not.toBe('DIV');
});
