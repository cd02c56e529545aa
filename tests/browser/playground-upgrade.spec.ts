import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {loadReleaseLines} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// The playground's upgrade (src/samples/page/playground/Upgrade, src/upgrade/): a 6.x program from a share link,
// upgraded to the newest major: the diff per file, each change with a guide link that lands on its section, a flagged
// line at its place, one change rejected and the opened upgrade without it, both programs run side by side with a
// verdict that agrees with the two consoles; by keyboard alone and at a phone's width.

/** A 6.x program: an option renamed in 7, a named get, a child container. Same output in every release. */
const SAME: Files = [
  [
    'main.ts',
    [
      "import 'reflect-metadata';",
      "import {Container} from 'inversify';",
      "import {English, French, GREETER, type Greeter} from './greeters';",
      '',
      'const container = new Container({autoBindInjectable: true});',
      "container.bind<Greeter>(GREETER).to(English).whenTargetNamed('en');",
      "container.bind<Greeter>(GREETER).to(French).whenTargetNamed('fr');",
      "console.log(container.getNamed<Greeter>(GREETER, 'fr').greet());",
      "console.log(container.getNamed<Greeter>(GREETER, 'en').greet());",
      '',
    ].join('\n'),
  ],
  [
    'greeters.ts',
    [
      "import {injectable} from 'inversify';",
      '',
      "export const GREETER = Symbol.for('Greeter');",
      '',
      'export interface Greeter {',
      '  greet(): string;',
      '}',
      '',
      '@injectable()',
      'export class English implements Greeter {',
      "  public greet(): string {",
      "    return 'hello';",
      '  }',
      '}',
      '',
      '@injectable()',
      'export class French implements Greeter {',
      "  public greet(): string {",
      "    return 'bonjour';",
      '  }',
      '}',
      '',
    ].join('\n'),
  ],
];

/** The same program asking getAll for named bindings: 6.x ignores their constraints at the root, 7 and 8 enforce them. */
const GET_ALL: Files = [
  [
    'main.ts',
    (SAME[0][1] as string).replace(
      "console.log(container.getNamed<Greeter>(GREETER, 'en').greet());\n",
      "console.log(container.getNamed<Greeter>(GREETER, 'en').greet());\nconsole.log(container.getAll<Greeter>(GREETER).length);\n",
    ),
  ],
  SAME[1],
];

/** The 6.x docs label and the newest major's, from the site's tables. */
async function releases(): Promise<{from: string; to: string}> {
  const {RELEASE_LINES} = await loadReleaseLines();
  const six = RELEASE_LINES.find((l) => l.major === '6');
  const newest = [...RELEASE_LINES].sort((a, b) => Number(b.major) - Number(a.major))[0];
  if (six === undefined || newest === undefined) throw new Error('the site documents no 6.x release line');
  return {from: six.label, to: newest.label};
}

const panel = (page: Page): Locator => page.getByRole('region', {name: 'Upgrade', exact: true});

/** Opens the program on 6.x, then the upgrade panel, and upgrades to `to`. */
async function upgrade(page: Page, files: Files, {from, to}: {from: string; to: string}): Promise<void> {
  // A page load of its own: from the playground, a link that differs only in its fragment opens without one.
  await page.goto('about:blank');
  await gotoHydrated(page, playgroundLink(from, files, '6'));
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
  await page.getByRole('button', {name: 'Upgrade…'}).click();
  await panel(page).getByRole('combobox').selectOption({label: to});
  await panel(page).getByRole('button', {name: 'Upgrade', exact: true}).click();
  await expect(panel(page)).toHaveAttribute('data-upgrade', 'done', {timeout: 60_000});
}

/** 1-based line of the first line of `code` that contains `needle`. */
const lineOf = (code: string, needle: string): number => code.split('\n').findIndex((line) => line.includes(needle)) + 1;

test('the upgrade loads only when asked for, and shows each change as a diff with a guide link that lands on its section', async ({page}) => {
  test.setTimeout(240_000);
  const path = await releases();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, playgroundLink(path.from, SAME, '6'));
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
  expect(requested.filter((p) => /\/upgrade\.[0-9a-f]+\.js$/.test(p)), 'the transform before the reader asks for it').toStrictEqual([]);
  await page.getByRole('button', {name: 'Upgrade…'}).click();
  await panel(page).getByRole('combobox').selectOption({label: path.to});
  await panel(page).getByRole('button', {name: 'Upgrade', exact: true}).click();
  await expect(panel(page)).toHaveAttribute('data-upgrade', 'done', {timeout: 60_000});
  expect(requested.filter((p) => /\/upgrade\.[0-9a-f]+\.js$/.test(p)), 'the transform once asked for').toHaveLength(1);

  const main = SAME[0][1] as string;
  // The renamed option and the named get, each a change in main.ts at its line, shown before and after.
  const autobind = panel(page).locator(`[data-upgrade-file="main.ts"] [data-edit]`).filter({hasText: 'autoBindInjectable'});
  await expect(autobind).toHaveCount(1);
  await expect(autobind.locator('pre')).toContainText(`- ${main.split('\n')[lineOf(main, 'autoBindInjectable') - 1]}`);
  await expect(autobind.locator('pre')).toContainText('autobind: true');
  const named = panel(page).locator(`[data-upgrade-file="main.ts"] [data-edit]`).filter({hasText: 'getNamed'}).filter({hasText: "'fr'"});
  await expect(named.first()).toBeVisible();
  await expect(named.first().locator('pre')).toContainText('+ ');
  await expect(named.first().locator('pre')).not.toContainText('+ console.log(container.getNamed');
  // The result is checked against the target release.
  await expect(panel(page).locator('[data-upgrade-check="done"]')).toHaveAttribute('data-type-errors', '0', {timeout: 90_000});

  // Every guide link of the change list names a heading of its guide page.
  const links = panel(page).getByRole('link', {name: /^Migration guide: /});
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')))];
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const [pathname, anchor] = href.split('#');
    expect(anchor, href).toBeTruthy();
    const guide = await page.context().newPage();
    await gotoHydrated(guide, pathname as string);
    await expect(guide.locator(`#${anchor}`), href).toHaveCount(1);
    await expect(guide.locator(`:is(h2, h3, h4)#${anchor}`), `${href} is a heading`).toHaveCount(1);
    await guide.close();
  }
});

test('a change rejected stays as written in the opened upgrade, and a line it cannot rewrite is flagged where it is', async ({page}) => {
  test.setTimeout(240_000);
  const path = await releases();
  await upgrade(page, GET_ALL, path);
  const main = GET_ALL[0][1] as string;
  // getAll's behaviour changed without a compile error: flagged at its line, not rewritten.
  const flagged = panel(page).locator(`[data-flag="main.ts:${lineOf(main, 'getAll')}"]`);
  await expect(flagged.first()).toBeVisible();
  await expect(flagged.first().locator('pre')).toHaveText(`  ${main.split('\n')[lineOf(main, 'getAll') - 1]}`);
  await expect(flagged.first().getByRole('link', {name: /^Migration guide: /})).toBeVisible();
  expect(await panel(page).locator('[data-edit]').evaluateAll((items) => items.map((i) => i.getAttribute('data-edit')))).not.toContain(`main.ts:${main.indexOf('container.getAll')}`);

  const autobind = panel(page).locator('[data-edit]').filter({hasText: 'autoBindInjectable'});
  await autobind.getByRole('checkbox').uncheck();
  await expect(autobind.getByRole('checkbox')).not.toBeChecked();
  await panel(page).getByRole('button', {name: 'Open the upgrade in the editor'}).click();
  await expect(page.locator('[data-upgraded-from]')).toBeVisible();
  await expect(page.locator('[data-playground]')).toHaveAttribute('data-playground', path.to);
  const editor = page.locator('[data-playground-editor] .cm-content');
  await expect(editor).toContainText('autoBindInjectable: true');
  await expect(editor).not.toContainText('getNamed');
  // The reader's own program is one click away.
  await page.getByRole('button', {name: 'Back to your code'}).click();
  await expect(page.locator('[data-playground]')).toHaveAttribute('data-playground', path.from);
  await expect(editor).toContainText('getNamed');
});

test('both programs run side by side, and the verdict agrees with the two consoles', async ({page}) => {
  test.setTimeout(240_000);
  const path = await releases();
  for (const files of [SAME, GET_ALL]) {
    await upgrade(page, files, path);
    await panel(page).getByRole('button', {name: 'Run both'}).click();
    const verdict = panel(page).locator('[data-same-output]');
    await expect(verdict).toBeVisible({timeout: 90_000});
    const before = (await panel(page).getByLabel(/^Console of the original/).innerText()).trimEnd().split('\n');
    const after = (await panel(page).getByLabel(/^Console of the upgrade/).innerText()).trimEnd().split('\n');
    expect(before.length).toBeGreaterThan(0);
    const differs = before.findIndex((line, i) => line !== after[i]);
    const firstDifference = differs === -1 && after.length > before.length ? before.length : differs;
    if (firstDifference === -1) {
      await expect(verdict).toHaveText('Same output; same services resolved.');
      expect(files).toBe(SAME);
    } else {
      await expect(verdict).toContainText(`Output differs from line ${firstDifference + 1}`);
      // The line that differs comes from the flagged call.
      expect(files).toBe(GET_ALL);
      await expect(panel(page).locator('[data-flag]').first()).toBeVisible();
    }
  }
});

test('the upgrade by keyboard alone, and at 390 px with nothing wider than the window', async ({page}, testInfo) => {
  test.setTimeout(240_000);
  const path = await releases();
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, playgroundLink(path.from, SAME, '6'));
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
  // Tab from the release picker to the Upgrade… button.
  await page.getByLabel('Release').focus();
  const focusedName = (): Promise<string> => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 10 && (await focusedName()) !== 'Upgrade…'; i++) await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Upgrade…');
  await page.keyboard.press('Enter');
  const target = panel(page).getByRole('combobox');
  await expect(target).toBeFocused();
  const options = await target.locator('option').allTextContents();
  for (let i = 0; i < options.length && (await target.inputValue()) !== String(options.indexOf(path.to)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toHaveValue(String(options.indexOf(path.to)));
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', {name: 'Upgrade', exact: true})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toHaveAttribute('data-upgrade', 'done', {timeout: 60_000});
  // The heading of the changes takes the focus; Tab reaches the first change's checkbox, Space rejects it.
  const first = panel(page).locator('[data-edit]').first().getByRole('checkbox');
  for (let i = 0; i < 10 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();

  await panel(page).getByRole('button', {name: 'Run both'}).click();
  await expect(panel(page).locator('[data-same-output]')).toBeVisible({timeout: 90_000});
  const widths = await page.evaluate(() => ({scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth}));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
  await testInfo.attach('upgrade-390', {body: await panel(page).screenshot(), contentType: 'image/png'});
});
