import type {Locator, Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {loadReleaseLines} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// The playground (src/samples/page/playground) when what it fetches arrives late: a release's manifest (its package
// list) or its type declarations held back by the test until the reader has acted. Whatever the order, a Run runs the
// program against the release in the picker, and the type errors listed are that release's.

/** Imports a package 6.x does not carry and the later releases do: 6.x refuses it, the others print `function`. */
const laterPackage: Files = [
  ['main.ts', "import 'reflect-metadata';\nimport {buildProviderModule} from '@inversifyjs/binding-decorators';\n\nconsole.log(typeof buildProviderModule);\n"],
];

const app = (page: Page): Locator => page.locator('[data-playground]');
const status = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByRole('status');
const consoleText = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByLabel('Console output');
const checkList = (page: Page): Locator => page.locator('[data-check]');

/** The release lines the test needs: the one without the package (6) and the one labelled next. */
async function lines(): Promise<{without: {label: string; workspace: string}; later: {label: string; workspace: string}}> {
  const {RELEASE_LINES} = await loadReleaseLines();
  const without = RELEASE_LINES.find((line) => line.major === '6');
  const later = RELEASE_LINES.find((line) => line.label === 'next');
  if (without === undefined || later === undefined) throw new Error('the test needs the 6 line and the line labelled next');
  return {without, later};
}

/** Holds back every response to `url` until `release` is called. */
async function holdBack(page: Page, url: string | RegExp): Promise<{release: () => void; asked: Promise<void>}> {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = (): void => undefined;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(url, async (route: Route) => {
    asked();
    await gate;
    await route.continue();
  });
  return {release, asked: wasAsked};
}

test("Run pressed before the release's package list arrives waits for it and runs the program", async ({page, problems}) => {
  test.setTimeout(120_000);
  const {later} = await lines();
  const manifest = await holdBack(page, `**/sample-runner/${later.workspace}.json`);
  // A link's files need no manifest to show: Run is there while the package list is on its way.
  await gotoHydrated(page, playgroundLink(later.label, laterPackage));
  await expect(app(page)).toHaveAttribute('data-playground', later.label, {timeout: 30_000});
  await manifest.asked;
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveAttribute('data-outcome', 'compiling');
  manifest.release();
  await expect(status(page)).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(consoleText(page)).toHaveText('function');
  expect(problems.pageErrors).toEqual([]);
});

test('a Run right after a release switch runs the program against the release switched to', async ({page}) => {
  test.setTimeout(120_000);
  const {without, later} = await lines();
  await gotoHydrated(page, playgroundLink(without.label, laterPackage));
  await expect(checkList(page)).toHaveAttribute('data-check', 'done', {timeout: 60_000});
  await expect(checkList(page)).toContainText('@inversifyjs/binding-decorators');
  const manifest = await holdBack(page, `**/sample-runner/${later.workspace}.json`);
  await page.getByLabel('Release', {exact: true}).selectOption(later.label);
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await manifest.asked;
  manifest.release();
  await expect(status(page)).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(consoleText(page)).toHaveText('function');
});

test('a type check of the release switched from that ends after the switch is not shown', async ({page}) => {
  test.setTimeout(150_000);
  const {without, later} = await lines();
  // Every answer of the editor's compiler workers, as the page receives it (the 6.x check is seen to land).
  await page.addInitScript(() => {
    const Native = window.Worker;
    const answers: string[] = [];
    (window as unknown as {compilerAnswers: string[]}).compilerAnswers = answers;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name === 'sample-editor-compiler') this.addEventListener('message', (event: MessageEvent) => answers.push(JSON.stringify(event.data) ?? ''));
      }
    };
  });
  const types = await holdBack(page, new RegExp(`/sample-runner/assets/${without.workspace}/types\\.[\\w]+\\.json$`));
  await gotoHydrated(page, playgroundLink(without.label, laterPackage));
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).toBeVisible({timeout: 60_000});
  // The 6.x check waits for its declarations: the reader switches meanwhile, and the next release's check is shown.
  await types.asked;
  await page.getByLabel('Release', {exact: true}).selectOption(later.label);
  await expect(checkList(page)).toHaveAttribute('data-check', 'done', {timeout: 60_000});
  await expect(checkList(page)).toHaveText('No type errors.');
  types.release();
  const sixPath = JSON.stringify(`/examples/${without.workspace}/src/main.ts`);
  await expect.poll(() => page.evaluate((path) => (window as unknown as {compilerAnswers: string[]}).compilerAnswers.some((a) => a.includes(path)), sixPath), {timeout: 90_000}).toBe(true);
  // The page has had its turn to show what arrived.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(app(page)).toHaveAttribute('data-playground', later.label);
  await expect(checkList(page)).toHaveText('No type errors.');
});

/** A program that prints `text`. */
const printing = (text: string): Files => [['main.ts', `import 'reflect-metadata';\nimport {Container} from 'inversify';\n\nconsole.log(typeof Container, ${JSON.stringify(text)});\n`]];

test("after a link pasted into the address bar replaces the program, its Run never shows the previous run's output", async ({page}) => {
  test.setTimeout(150_000);
  const {later} = await lines();
  await gotoHydrated(page, playgroundLink(later.label, printing('the first link')));
  await expect(checkList(page)).toHaveAttribute('data-check', 'done', {timeout: 60_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(consoleText(page)).toHaveText('function the first link', {timeout: 60_000});
  // The second link, as a reader pastes it: only the fragment changes.
  await page.evaluate((hash) => (location.hash = hash), new URL(playgroundLink(later.label, printing('the second link')), 'http://x').hash);
  await expect(page.locator('[data-playground] .cm-content')).toContainText('the second link', {timeout: 30_000});
  await expect(status(page)).toHaveAttribute('data-outcome', 'idle');
  // Every text the output region shows from the click on.
  await page.evaluate(() => {
    const region = document.querySelector('[data-playground] section[aria-label="Run"]') as HTMLElement;
    const seen: string[] = [];
    (window as unknown as {seenOutput: string[]}).seenOutput = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {subtree: true, childList: true, characterData: true, attributes: true});
  });
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(consoleText(page)).toHaveText('function the second link');
  const seen = await page.evaluate(() => (window as unknown as {seenOutput: string[]}).seenOutput);
  expect(seen.filter((text) => text.includes('the first link'))).toEqual([]);
});
