import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordRequests} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';
import {DOCS_BUILD_DIRS} from './runButtons';

// The Edit button of code samples (src/samples/page/SampleEditor, src/samples/page/editor, src/samples/build/sample-runner/editorAssets.mjs):
// the block turns into an editor of the sample, edited code runs against the page's release and is type-checked
// against its declarations as the reader types, a share link reopens the editor with the code and runs nothing,
// the editor passes axe and lets the keyboard in and out, and nothing of it loads before the first Edit.

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

// The home page's sample (src/pages/_home-sample.mdx) and a 7.x page with a *.fails.ts sample of an ecosystem package.
const HOME = {route: '/', file: 'examples/v7/src/home/quick-start.ts'};
const FAILS = {route: '/docs/ecosystem/strongly-typed/', file: 'examples/v7/src/ecosystem/strongly-typed/wrong-types.fails.ts'};

const FIRST_CHECK_MS = 90_000;
const source = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
const nameOf = (file: string): string => file.split('/').pop()!;

/** Clicks the sample's Edit button; resolves with the editor once its first type check has finished. */
async function openEditor(page: Page, file: string): Promise<Locator> {
  await page.getByRole('button', {name: `Edit ${nameOf(file)}`, exact: true}).click();
  const editor = page.locator(`[data-sample-editor="${file}"]`);
  // The first check waits for the TypeScript worker and the version's types: seconds on an idle machine, much more
  // on a loaded one.
  await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', /done|failed/, {timeout: FIRST_CHECK_MS});
  return editor;
}

/** Replaces the editor's whole text, as a reader would by selecting all and typing. */
async function replaceCode(page: Page, editor: Locator, code: string): Promise<void> {
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Adds a comment line at the end of the editor's text: an edit that changes no output. */
async function appendComment(page: Page, editor: Locator): Promise<void> {
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n// edited in the browser test\n');
}

/** The editor's text (the samples used here are short enough for CodeMirror to render every line). */
const editorText = async (editor: Locator): Promise<string> => (await editor.locator('.cm-line').allTextContents()).join('\n');

test('Edit → change a value → Run prints the new output through the runner; Reset restores the sample; a wrong type shows the TypeScript error, undoing it clears it', async ({page, context, problems}) => {
  test.setTimeout(180_000);
  const requests = recordRequests(context);
  await gotoHydrated(page, HOME.route);
  const name = nameOf(HOME.file);
  const original = source(HOME.file);
  // The sample prints the total of a 20 order with a shipping fee of 5 (`shippingFee: number = 5`); the edit makes
  // the fee 42.
  expect(original).toContain('shippingFee: number = 5');
  const [printed] = [...original.matchAll(/\/\/ prints: (.*)/g)].map((m) => m[1]);
  expect(printed).toBe('order total 25');

  // Nothing of the editor, the compiler or the types before the first Edit.
  expect(requests.urls.filter((u) => u.includes('/sample-runner/'))).toEqual([]);
  const block = page.locator('.theme-code-block').filter({hasText: 'shippingFee'}).first();
  // Position in the document (focusing the editor may scroll the page) and size.
  const place = (el: Element): {top: number; height: number} => ({top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height});
  const blockBox = await block.evaluate(place);
  const editor = await openEditor(page, HOME.file);
  await expect(block).toBeHidden();
  // The editor takes the block's place at its size.
  const editorBox = await editor.locator('.cm-editor').evaluate(place);
  expect(Math.abs(editorBox.top - blockBox.top)).toBeLessThanOrEqual(1);
  expect(Math.abs(editorBox.height - blockBox.height)).toBeLessThanOrEqual(2);
  await expect(editor.locator('[data-check]')).toHaveText('No type errors.');
  expect(await editorText(editor)).toBe(original);
  // Only this page's version's types (and the one compiler) were fetched.
  const runnerFiles = requests.urls.filter((u) => u.includes('/sample-runner/')).map((u) => new URL(u).pathname);
  expect(runnerFiles.some((u) => /\/sample-runner\/assets\/compiler\.[0-9a-f]+\.js$/.test(u))).toBe(true);
  expect(runnerFiles.filter((u) => /types\./.test(u))).toEqual([expect.stringMatching(/\/sample-runner\/assets\/v7\/types\.[0-9a-f]+\.json$/)]);

  await replaceCode(page, editor, original.replace('shippingFee: number = 5', 'shippingFee: number = 42'));
  await page.getByRole('button', {name: `Run ${name}`, exact: true}).click();
  const panel = page.getByRole('region', {name: `Output of ${name} (edited)`});
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 30_000});
  await expect(panel.getByRole('status')).toContainText('Edited code');
  await expect(panel.getByLabel(`Console output of ${name}`)).toHaveText('order total 62\n');
  await expect(panel).toContainText('Output differs from');

  await page.getByRole('button', {name: `Reset ${name}`, exact: true}).click();
  expect(await editorText(editor)).toBe(original);
  // The sample's own code again: Run runs it as the sample, no longer labelled edited.
  await panel.getByRole('button', {name: 'Run again'}).click();
  const samplePanel = page.getByRole('region', {name: `Output of ${name}`, exact: true});
  await expect(samplePanel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 30_000});
  await expect(samplePanel.getByRole('status')).not.toContainText('Edited code');
  await expect(samplePanel.getByLabel(`Console output of ${name}`)).toHaveText(`${printed}\n`);
  await expect(samplePanel).toContainText('Output matches the sample');
  await expect(panel).toHaveCount(0);

  // The same editor, checked as the reader types: a wrong type shows the error from the release's declarations, in
  // the code and the list, and undoing it clears it.
  const list = editor.locator('[data-check]');
  await expect(list).toHaveText('No type errors.');
  // container.get(X) is typed by inversify's declarations: its result is an X, not the class X depends on. The names
  // come from the sample: `const x: X = container.get(X);`, X's injected class and that class's one property.
  const resolved = /const (\w+): (\w+) = container\.get\(\2\);/.exec(original);
  const dependency = /@inject\((\w+)\)/.exec(original)?.[1];
  const property = new RegExp(`class ${dependency} \\{\\s*public readonly (\\w+):`).exec(original)?.[1];
  expect(resolved && dependency && property).toBeTruthy();
  const [line, variable, resolvedClass] = resolved!;
  await replaceCode(page, editor, original.replace(line, `const ${variable}: ${dependency} = container.get(${resolvedClass});`));
  await expect(list.getByRole('listitem').filter({hasText: 'TS2741'})).toContainText(`Property '${property}' is missing in type '${resolvedClass}' but required in type '${dependency}'`, {timeout: 30_000});
  await expect(editor.locator('.cm-lintRange-error').first()).toBeVisible();
  // Undo (the editor's history) restores the code: the error goes.
  await editor.locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(list).toHaveText('No type errors.', {timeout: 30_000});
  await expect(editor.locator('.cm-lintRange-error')).toHaveCount(0);
  expect(requests.outside()).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a *.fails.ts sample opened in the editor shows the errors it expects', async ({page}) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, FAILS.route);
  const codes = [...new Set([...source(FAILS.file).matchAll(/\/\/ expect-error: (TS\d+)/g)].map((m) => m[1]))].sort();
  expect(codes.length).toBeGreaterThan(0);
  const editor = await openEditor(page, FAILS.file);
  const items = editor.locator('[data-check] li');
  await expect(items.first()).toBeVisible();
  const shown = [...new Set((await items.locator('code').allTextContents()).map((t) => t.trim()))].sort();
  expect(shown).toEqual(codes);
});

// The other versions (the home page's sample is 7.x), each on its binding page.
for (const {version, route} of DOCS_BUILD_DIRS.filter((docs) => !HOME.file.startsWith(docs.samplesDir)).map((docs) => ({
  version: docs.version,
  route: `/${docs.docsDir}/fundamentals/binding/`,
}))) {
  test(`${version} (${version === 'v8' ? 'ES modules' : 'CommonJS'}): a sample opened in the editor type-checks clean and its Run matches`, async ({page, context}) => {
    test.setTimeout(180_000);
    const requests = recordRequests(context);
    await gotoHydrated(page, route);
    const edit = page.getByRole('button', {name: /^Edit /}).first();
    const name = (await edit.getAttribute('aria-label'))!.slice('Edit '.length);
    await edit.click();
    const editor = page.locator('[data-sample-editor]').first();
    await expect(editor.locator('[data-check]')).toHaveText('No type errors.', {timeout: FIRST_CHECK_MS});
    // An edit that changes no output, so that Run compiles the code in the browser (unchanged code runs as built).
    await appendComment(page, editor);
    await expect(editor.locator('[data-check]')).toHaveText('No type errors.', {timeout: 30_000});
    await page.getByRole('button', {name: `Run ${name}`, exact: true}).click();
    const panel = page.getByRole('region', {name: `Output of ${name} (edited)`});
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 30_000});
    await expect(panel).toContainText('Output matches the sample');
    const types = requests.urls.filter((u) => /\/sample-runner\/assets\/v\d+\/types\./.test(u));
    expect(types.length).toBe(1);
    expect(types[0]).toContain(`/sample-runner/assets/${version}/types.`);
  });
}

test('a sample made of several files (an app whose entry imports its modules) is checked and run with them', async ({page}) => {
  test.setTimeout(180_000);
  const file = 'examples/v7/src/guides/structuring-an-application/main.ts';
  // The entry imports other sample files: the editor checks and runs it with them, as the build compiled them.
  expect(source(file)).toMatch(/from '\.\//);
  await gotoHydrated(page, '/docs/guides/structuring-an-application/');
  const editor = await openEditor(page, file);
  await expect(editor.locator('[data-check]')).toHaveText('No type errors.');
  // An edit that changes no output, so that Run compiles the entry in the browser with its modules.
  await appendComment(page, editor);
  await expect(editor.locator('[data-check]')).toHaveText('No type errors.', {timeout: 30_000});
  await page.getByRole('button', {name: `Run ${nameOf(file)}`, exact: true}).click();
  const panel = page.getByRole('region', {name: `Output of ${nameOf(file)} (edited)`});
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 30_000});
  await expect(panel).toContainText('Output matches the sample');
});

test('Copy link of edited code longer than a link may carry says it is too long, and copies nothing', async ({page}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const {MAX_CODE} = await import('../../src/samples/page/editor/shareCodec.mjs');
  await gotoHydrated(page, HOME.route);
  const name = nameOf(HOME.file);
  const editor = await openEditor(page, HOME.file);
  // Pasted at the end: more code than a link opens (MAX_CODE bytes), in lines the editor draws fast.
  const line = '// a long sample\n';
  await page.evaluate((text) => navigator.clipboard.writeText(text), line.repeat(Math.ceil(MAX_CODE / line.length) + 1));
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+v');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.getByRole('button', {name: `Copy link to the edited ${name}`}).click();
  await expect(page.getByRole('status').filter({hasText: 'The link could not be copied: the code is too long for a link'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

test('a share link reopens the editor with the edited code in a fresh browser, runs nothing; garbled links say so', async ({page, browser}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, HOME.route);
  const name = nameOf(HOME.file);
  const edited = source(HOME.file).replace('shippingFee: number = 5', 'shippingFee: number = 7');
  expect(edited).not.toBe(source(HOME.file));
  const editor = await openEditor(page, HOME.file);
  await replaceCode(page, editor, edited);
  await page.getByRole('button', {name: `Copy link to the edited ${name}`}).click();
  await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#edit-v7\.home\.quick-start=[A-Za-z0-9_-]+$/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const requests = recordRequests(fresh);
  await other.goto(link);
  await other.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const reopened = other.locator(`[data-sample-editor="${HOME.file}"]`);
  await expect(reopened.locator('[data-check]')).toHaveText('No type errors.', {timeout: FIRST_CHECK_MS});
  expect(await editorText(reopened)).toBe(edited);
  await expect(reopened).toBeInViewport();
  // Nothing ran: no panel, no runner frame, no release or compiled sample fetched.
  await expect(other.locator('[data-sample-panel]')).toHaveCount(0);
  await expect(other.locator('iframe[sandbox]')).toHaveCount(0);
  expect(requests.urls.filter((u) => /\/sample-runner\/assets\/(v\d+\/release\.|v\d+\/s\/|worker\.)/.test(u))).toEqual([]);
  expect(requests.outside()).toEqual([]);

  // A damaged link: a clear message, the sample's own code, a working page. (A new page: the same URL with another
  // fragment would not load the page again.)
  const third = await fresh.newPage();
  await third.goto(link.replace(/=[^=]*$/, '=not-deflate_data'));
  await third.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const damaged = third.locator(`[data-sample-editor="${HOME.file}"]`);
  await expect(damaged.getByRole('alert')).toContainText("This link's code could not be opened");
  expect(await editorText(damaged)).toBe(source(HOME.file));
  await fresh.close();
});

test('a heading anchor still scrolls to its heading', async ({page}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, `${FAILS.route}#limitations`);
  await expect(page.locator('#limitations')).toBeInViewport();
  await expect(page.locator('[data-sample-editor]')).toHaveCount(0);
});

test('an editor that cannot load says so, and the keyboard focus stays on Edit', async ({page}) => {
  await gotoHydrated(page, HOME.route);
  // From here on no script chunk loads, the editor's included.
  await page.route(/\/assets\/js\/.+\.js$/, (route) => route.abort('internetdisconnected'));
  const edit = page.getByRole('button', {name: `Edit ${nameOf(HOME.file)}`, exact: true});
  await edit.press('Enter');
  await expect(page.getByRole('alert')).toContainText('The editor could not load');
  await expect(edit).toBeFocused();
});

test('on a phone, code scrolled sideways passes under the line numbers, which stay as they were', async ({page}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, HOME.route);
  const editor = await openEditor(page, HOME.file);
  const scroller = editor.locator('.cm-scroller');
  // The line numbers' column inside its right border (whole pixels only: the column's width is fractional, and a
  // pixel shared with the code would change with the scroll), with the editor's top a little below the navbar.
  await editor.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
  const clip = await editor.locator('.cm-gutters').evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = Math.ceil(box.left);
    const y = Math.ceil(box.top);
    return {x, y, width: Math.floor(box.right) - 1 - x, height: Math.floor(Math.min(box.bottom, window.innerHeight)) - y};
  });
  expect(clip.width).toBeGreaterThan(0);
  const gutterShot = (): Promise<Buffer> => page.screenshot({clip, animations: 'disabled'});
  const before = await gutterShot();
  // As a reader's swipe would: the sample's longest lines are wider than a phone.
  const scrolled = await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled, 'the sample has lines wider than the editor at 390 px').toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await gutterShot();
  expect(after.equals(before), 'the code shows through the line numbers').toBe(true);
});

test('the keyboard enters and leaves the editor; axe finds nothing with it open, light and dark', async ({page}) => {
  test.setTimeout(180_000);
  await page.addInitScript(AXE_SOURCE);
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await gotoHydrated(page, HOME.route);
  const name = nameOf(HOME.file);
  const edit = page.getByRole('button', {name: `Edit ${name}`, exact: true});
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = page.locator(`[data-sample-editor="${HOME.file}"]`);
  const content = editor.locator('.cm-content');
  // The editor takes the focus (once its chunk has loaded); Tab indents inside it, Escape then Tab moves on to the
  // row's buttons.
  await expect(content).toBeFocused({timeout: 30_000});
  await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', 'done', {timeout: FIRST_CHECK_MS});
  await page.keyboard.press('Tab');
  await expect(content).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await expect(page.getByRole('button', {name: `Reset ${name}`})).toBeFocused();
  await expect(page.getByText('Escape then Tab leaves the editor.')).toBeVisible();

  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    expect(await violationsWithin(page, `[data-sample-editor="${HOME.file}"]`, '.sample-runner-needs-js'), `${mode} mode`).toEqual([]);
  }
});

test('completion offers the members of an injected service, and the type under the mouse or the cursor shows in a tooltip; axe finds nothing with either open, light and dark', async ({page, context, problems}) => {
  test.setTimeout(180_000);
  const requests = recordRequests(context);
  await page.addInitScript(AXE_SOURCE);
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await gotoHydrated(page, HOME.route);
  const original = source(HOME.file);
  // From the sample: a class injected into another (`@inject(Config) private readonly config: Config`), read there
  // as `this.config.member`, and that member's declared type in the injected class.
  const [, injected = '', field = ''] = /@inject\((\w+)\) private readonly (\w+): \1/.exec(original) ?? [];
  const [access = '', member = ''] = new RegExp(`this\\.${field}\\.(\\w+)`).exec(original) ?? [];
  const memberType = new RegExp(`class ${injected} \\{\\s*public readonly ${member}: (\\w+)`).exec(original)?.[1];
  expect(injected && field && access && member && memberType).toBeTruthy();
  const editor = await openEditor(page, HOME.file);
  const within = `[data-sample-editor="${HOME.file}"]`;
  const audit = async (what: string): Promise<void> => {
    for (const mode of ['light', 'dark'] as const) {
      await useMode(page, mode);
      expect(await violationsWithin(page, within), `${what}, ${mode} mode`).toEqual([]);
    }
    await useMode(page, 'light');
  };

  // Typing `this.config.` lists the injected class's members; Enter takes the selected one.
  const before = original.slice(0, original.indexOf(access) + `this.${field}`.length);
  await replaceCode(page, editor, before);
  await page.keyboard.type('.');
  const completions = editor.locator('.cm-tooltip-autocomplete [role="option"]');
  await expect(completions.filter({hasText: member})).toHaveCount(1, {timeout: 30_000});
  await audit('completion list');
  // Escape closes the list, Ctrl+Space opens it again.
  await page.keyboard.press('Escape');
  await expect(completions).toHaveCount(0);
  await page.keyboard.press('Control+Space');
  await expect(completions.filter({hasText: member})).toHaveCount(1, {timeout: 30_000});
  while ((await editor.locator('.cm-tooltip-autocomplete [aria-selected="true"]').textContent())?.trim() !== member) await page.keyboard.press('ArrowDown');
  // CodeMirror ignores Enter for 75 ms after the list changes (its interactionDelay, against accidental picks).
  await page.waitForTimeout(100);
  await page.keyboard.press('Enter');
  expect(await editorText(editor)).toBe(before + '.' + member);

  // The cursor inside the member: Ctrl+Shift+Space shows its type, Escape closes it; the focus stays in the editor.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Shift+Space');
  const typeInfo = editor.locator('.cm-type-info');
  await expect(typeInfo).toHaveText(`(property) ${injected}.${member}: ${memberType}`, {timeout: 30_000});
  await audit('type tooltip');
  await page.keyboard.press('Escape');
  await expect(typeInfo).toHaveCount(0);
  await expect(editor.locator('.cm-content')).toBeFocused();

  // The mouse over the injected class's name shows what it is.
  await editor.locator('.cm-content .token.class-name', {hasText: new RegExp(`^${injected}$`)}).first().hover();
  await expect(typeInfo).toHaveText(`class ${injected}`, {timeout: 30_000});
  expect(requests.outside()).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the build has one types file per version, each with its own inversify release', () => {
  for (const {version, workspaceDir} of DOCS_BUILD_DIRS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', `${version}.json`), 'utf8'));
    const types = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', manifest.types), 'utf8'));
    // As Node finds it from the workspace (6.2.2 is hoisted to the root's node_modules).
    const own = path.join(ROOT, workspaceDir, 'node_modules', 'inversify', 'package.json');
    const installed = JSON.parse(fs.readFileSync(fs.existsSync(own) ? own : path.join(ROOT, 'node_modules', 'inversify', 'package.json'), 'utf8'));
    const shipped = Object.entries(types.files as Record<string, string>).find(([f]) => /\/node_modules\/inversify\/package\.json$/.test(f));
    expect(JSON.parse(shipped![1]).version).toBe(installed.version);
    expect(types.options.experimentalDecorators).toBe(true);
    expect(types.options.emitDecoratorMetadata).toBe(true);
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('no Edit button is shown (it could do nothing); the code stays readable', async ({page}) => {
    await page.goto(HOME.route);
    await expect(page.locator('pre code').filter({hasText: 'shippingFee'}).first()).toBeVisible();
    // The button is in the server HTML (so nothing shifts on hydration) and hidden by the <noscript> style.
    expect(await page.locator(`button[aria-label="Edit ${nameOf(HOME.file)}"]`).count()).toBe(1);
    await expect(page.getByRole('button', {name: /^Edit /})).toHaveCount(0);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px, after an edit that opens the completion list, Escape then Tab leaves the editor; back in it, Tab indents`, async ({page}) => {
    test.setTimeout(180_000);
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/docs/api/container/');
    await page.getByRole('button', {name: /^Edit /}).first().click();
    const editor = page.locator('[data-sample-editor]');
    const content = editor.locator('.cm-content');
    await expect(content).toBeFocused({timeout: 30_000});
    await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', /done|failed/, {timeout: FIRST_CHECK_MS});
    // An edit as a reader types it: a new line starting a word, which opens the completion list.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('con');
    await expect(editor.locator('.cm-tooltip-autocomplete')).toBeVisible({timeout: 30_000});
    // The first Escape closes the list; the Tab right after it leaves all the same.
    await page.keyboard.press('Escape');
    await expect(editor.locator('.cm-tooltip-autocomplete')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(content).not.toBeFocused();
    // On to what follows the editor: the list of the edit's type errors, or the row's buttons.
    const movedOn = await page.evaluate(() => {
      const active = document.activeElement;
      const view = document.querySelector('[data-sample-editor] .cm-editor');
      return active !== null && view !== null && !view.contains(active) && Boolean(view.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(movedOn, 'the focus is on an element after the editor').toBe(true);
    // Back in the editor, a Tab that follows no Escape indents again.
    await content.click();
    await expect(content).toBeFocused();
    const before = await editorText(editor);
    await page.keyboard.press('Tab');
    await expect(content).toBeFocused();
    await expect.poll(() => editorText(editor)).not.toBe(before);
  });
}
