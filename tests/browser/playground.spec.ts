import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordRequests} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';
import {loadReleaseLines, loadVersions} from './siteData';
import {playgroundLink, recordedRelease, type Files} from './playgroundLink';

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
  // A top-level await is fine in next's ES modules and an error in a CommonJS release.
  // versions-once: named on purpose in the next 20 lines, the ES-module release and a CommonJS one
  const [[main, code], ...rest] = greeter('./greeter');
  await open(page, playgroundLink('next', [[main, `${code}await Promise.resolve();\n`], ...rest]));
  await expect(page.locator('[data-check]')).toHaveText('No type errors.');
  await run(page);
  await expect(consoleText(page)).toHaveText('Hello, playground');
  const release = page.getByLabel('Release');
  await release.selectOption('7.x');
  await expect(page).toHaveURL(/\?version=7\.x$/);
  await expect(app(page)).toHaveAttribute('data-playground', '7.x');
  await expect(tabs(page)).toHaveText([/^main\.ts/, /^greeter\.ts/]);
  await expect(page.locator('[data-check="done"]')).toContainText('TS1378', {timeout: 60_000});
  await expect(tabs(page).first()).toHaveAccessibleName(/^main\.ts, runs first, [1-9]\d* type errors?$/);
  // The output of the other release is gone.
  await expect(status(page)).toHaveAttribute('data-outcome', 'idle');
  await release.selectOption('next');
  await expect(page.locator('[data-check="done"]')).toHaveText('No type errors.', {timeout: 60_000});
  // A reload opens the release the address names, with the files the reader had.
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-playground', 'next');
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

/** What the playground keeps in the browser's storage (src/samples/page/playground/storage.mjs). */
const kept = (page: Page): Promise<string> => page.evaluate(() => localStorage.getItem('inversify-playground') ?? '');
const mainCode = (page: Page): Locator => page.getByRole('textbox', {name: 'Code of main.ts (editable)'});

/** Opens `url` in a new document (from the playground, a link that changes only the fragment loads nothing), once
 * its files are in the editor (their type check may still run). */
async function openAnew(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await gotoHydrated(page, url);
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).toBeVisible({timeout: 60_000});
}

/** Opens the playground and makes its code the reader's own: `// mine` typed into main.ts, and kept. */
async function ownCode(page: Page): Promise<void> {
  await openAnew(page, '/playground/');
  await mainCode(page).press('ControlOrMeta+End');
  await page.keyboard.type('\n// mine');
  await expect.poll(() => kept(page), {timeout: 10_000}).toContain('// mine');
}

test("a link's code replaces nothing kept until the reader edits or runs it; one click brings the reader's code back", async ({page}) => {
  test.setTimeout(180_000);
  // Timers under the test's hand: the playground keeps what it has a moment after a change, and the test runs every
  // timer due before it looks at what is kept.
  await page.clock.install();
  await ownCode(page);
  const link = playgroundLink('7.x', greeter());

  // Opened, the link's files are shown with the notice, and the reader's stay kept, also on the next visit.
  await openAnew(page, link);
  await expect(mainCode(page)).toContainText("greet('playground')");
  await page.clock.runFor(5000);
  expect(await kept(page)).toContain('// mine');
  expect(await kept(page)).not.toContain("greet('playground')");
  await expect(page.getByRole('alert').filter({hasText: 'code from a link'})).toContainText('Your own code stays kept until you edit or run this.');
  await openAnew(page, '/playground/');
  await expect(mainCode(page)).toContainText('// mine');
  await expect(page.locator('[data-linked-code]')).toHaveCount(0);

  // One click brings the reader's code back.
  await openAnew(page, link);
  await page.getByRole('button', {name: 'Back to your code'}).click();
  await expect(mainCode(page)).toContainText('// mine');
  await expect(page.locator('[data-linked-code]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({hasText: 'Your code is back in the editor.'})).toBeVisible();

  // Run makes the link's code the reader's: kept. "Back to your code" still brings theirs back, and keeps it.
  await openAnew(page, link);
  await run(page);
  await expect.poll(async () => (await page.clock.runFor(1000), kept(page))).toContain("greet('playground')");
  await page.getByRole('button', {name: 'Back to your code'}).click();
  await expect(mainCode(page)).toContainText('// mine');
  await expect.poll(async () => (await page.clock.runFor(1000), kept(page))).toContain('// mine');

  // So does an edit.
  await openAnew(page, link);
  await mainCode(page).press('ControlOrMeta+End');
  await page.keyboard.type('\n// edited link');
  await expect.poll(async () => (await page.clock.runFor(1000), kept(page))).toContain('// edited link');
});

test('a link pushed into the open playground through its fragment (by the reader, or the window that opened it) keeps nothing; Start over brings the starter, and one click the code before', async ({page}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await ownCode(page);
  // The window that opened the playground navigates it to a link: only the fragment changes, no new page load.
  const opener = await page.context().newPage();
  await opener.goto(page.url());
  const popup = await Promise.all([opener.waitForEvent('popup'), opener.evaluate(() => void window.open('/playground/', 'playground'))]).then(([p]) => p);
  await expect(mainCode(popup)).toContainText('// mine', {timeout: 60_000});
  const link = playgroundLink('7.x', greeter());
  const address = await popup.evaluate(() => location.href);
  await opener.evaluate((url) => void window.open(url, 'playground'), `${address}${link.slice(link.indexOf('#'))}`);
  await expect(popup.getByRole('alert').filter({hasText: 'code from a link'})).toBeVisible();
  await expect(mainCode(popup)).toContainText("greet('playground')");
  await popup.clock.runFor(5000);
  expect(await kept(popup)).toContain('// mine');
  expect(await kept(popup)).not.toContain("greet('playground')");
  await opener.close();

  // Start over: the starter, and the one click back goes to the reader's code, not the link's.
  const starter = await (async () => {
    await popup.getByRole('button', {name: 'Start over'}).click();
    await expect(popup.locator('[data-starter]')).toBeVisible();
    return mainCode(popup).textContent();
  })();
  expect(starter).not.toContain("greet('playground')");
  expect(starter).not.toContain('// mine');
  await popup.getByRole('button', {name: 'Back to your code'}).click();
  await expect(mainCode(popup)).toContainText('// mine');
});

test('Copy link of a program longer than a link may carry says it is too long, and copies nothing', async ({page, context}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {MAX_CODE} = await import('../../src/samples/page/editor/shareCodec.mjs');
  await openAnew(page, playgroundLink('7.x', greeter()));
  // Pasted: more code than a link opens (MAX_CODE bytes), in lines the editor draws fast.
  const line = '// a long program\n';
  await page.evaluate((text) => navigator.clipboard.writeText(text), line.repeat(Math.ceil(MAX_CODE / line.length) + 1));
  await mainCode(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+v');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.getByRole('button', {name: 'Copy link'}).click();
  await expect(page.getByRole('status').filter({hasText: 'The link could not be copied: the code is too long for a link'})).toBeVisible();
  await expect(page.getByText('Link copied')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

test('a renamed file keeps the focus on its tab, after Enter and after Escape', async ({page}) => {
  test.setTimeout(90_000);
  await openAnew(page, playgroundLink('7.x', greeter()));
  await page.getByRole('button', {name: 'Rename main.ts'}).click();
  await page.getByLabel('New name of main.ts').fill('start.ts');
  await page.getByLabel('New name of main.ts').press('Enter');
  await expect(tabs(page).first()).toHaveText(/^start\.ts/);
  await expect(tabs(page).first()).toBeFocused();
  await page.getByRole('button', {name: 'Rename start.ts'}).click();
  await expect(page.getByLabel('New name of start.ts')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('New name of start.ts')).toHaveCount(0);
  await expect(tabs(page).first()).toBeFocused();
  // Enter on an unchanged name closes the field the same way.
  await page.keyboard.press('Tab');
  await page.getByRole('button', {name: 'Rename start.ts'}).click();
  await page.getByLabel('New name of start.ts').press('Enter');
  await expect(tabs(page).first()).toBeFocused();
});

test("links and kept code record the release line's major; a link that recorded the docs label opens on the same line", async ({page, context}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The line the docs call `next` today, which a version cut will label by its major.
  const line = (await loadReleaseLines()).RELEASE_LINES.find((l) => l.label === 'next');
  if (line === undefined) throw new Error('no release line is labelled next');
  for (const recorded of [line.label, line.major]) {
    await page.goto('about:blank');
    await open(page, playgroundLink(line.label, greeter(), recorded));
    await expect(app(page), `a link that recorded ${recorded}`).toHaveAttribute('data-playground', line.label);
    await expect(page.getByLabel('Release', {exact: true}).locator('option:checked')).toHaveText(new RegExp(`inversify ${line.major}\\.`));
    await run(page);
    await expect(consoleText(page)).toHaveText('Hello, playground');
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(recordedRelease(await page.evaluate(() => navigator.clipboard.readText())), 'a link made now').toBe(line.major);
    // The run made the code the reader's: it is kept with the major too.
    await expect.poll(async () => JSON.parse((await kept(page)) || '{}').release, {timeout: 10_000}).toBe(line.major);
  }
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
