import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordRequests} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';
import {DOCS_BUILD_DIRS, docsPages} from './runButtons';
import {withRunner} from './runnerApi';
import {planText} from '../../src/samples/page/PlanView/planTree.mjs';
import {PLAN_LIMITS, type PlanSummary} from '../../src/samples/shared/plan';
import {errorEntryFor, type ErrorEntry} from '../../src/samples/shared/errorEntries';
import type {CompiledSample, Manifest, Version} from '../../src/samples/page/runner';

// The resolution-plan view under a run (src/samples/page/PlanView): a "Resolution plan (n)" disclosure that loads
// the view on opening; the view is a WAI-ARIA tree worked from the keyboard, that shows the lines planText gives for
// the run's reports, marks a failed resolution's path in words, says what the limits left out, keeps only open
// items in the DOM, fits a 320 px screen and passes axe in both colour modes.

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

/** A resolving sample with a class that has dependencies, and a sample whose resolution fails (error reference). */
const RESOLVES = 'examples/v7/src/fundamentals/binding/scope-request.ts';
const FAILS = 'examples/v7/src/api/errors/no-bindings-found.ts';

/** The page of the v7 docs (served at /docs/) that embeds `file`. */
function pageShowing(file: string): string {
  const {docsDir, exclude} = DOCS_BUILD_DIRS.find((v) => v.version === 'v7')!;
  const page = docsPages(BUILD, docsDir, exclude, {guides: true}).find(({html}) => new RegExp(`data-sample="?${file}[#"\\s>]`).test(html));
  if (page === undefined) throw new Error(`No v7 page shows ${file}`);
  return page.route;
}

/** Opens the page that shows `file`, runs it with its Run button, and returns its panel once the run has ended. */
async function runFromPage(page: Page, file: string, {navigate = true}: {navigate?: boolean} = {}): Promise<Locator> {
  if (navigate) await gotoHydrated(page, pageShowing(file));
  await page.getByRole('button', {name: `Run ${path.basename(file)}`, exact: true}).click();
  const panel = page.locator(`[data-sample-panel="${file}"]`);
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', /^(finished|failed)$/, {timeout: 20_000});
  return panel;
}

/** The plans the release reports for `file` in this browser (the runner's API added to the page if it is not there yet). */
async function plansOf(page: Page, version: Version, file: string): Promise<PlanSummary> {
  await withRunner(page);
  return page.evaluate(async ({v, f}) => (await window.inversifySampleRunner!.runSample(v, f)).plans!, {v: version, f: file});
}

/** Of the scripts requested so far (`urls`: every request of the page), those whose code contains `needle`. */
function scriptsContaining(page: Page, urls: string[], needle: string): Promise<string[]> {
  const scripts = [...new Set(urls.filter((u) => /^http/.test(u) && new URL(u).pathname.endsWith('.js')))];
  return page.evaluate(
    async ({list, n}) => {
      const found = await Promise.all(list.map(async (u) => ((await (await fetch(u)).text()).includes(n) ? [new URL(u).pathname] : [])));
      return found.flat();
    },
    {list: scripts, n: needle},
  );
}

/** How many of the page's style rules are the plan view's (src/samples/page/PlanView/styles.lazy.css). */
const planViewRules = (page: Page): Promise<number> =>
  page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule.cssText.includes('.plan-view-tree')).length);

const disclosure = (panel: Locator): Locator => panel.getByRole('button', {name: /^Resolution plan \(/});

/** Opens every closed item of the tree, one at a time, as a reader clicking each would. */
async function expandAll(tree: Locator): Promise<void> {
  for (;;) {
    const closed = tree.locator('[aria-expanded="false"]').first();
    if ((await closed.count()) === 0) return;
    await closed.locator('> div').click();
  }
}

/** Each treeitem's own text, every line indented two spaces per level below the first: what planText prints. */
function treeLines(tree: Locator): Promise<string> {
  return tree.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('[role="treeitem"]')]
      .flatMap((item) => {
        const indent = '  '.repeat(Number(item.getAttribute('aria-level')) - 1);
        return item.querySelector<HTMLElement>(':scope > div')!.innerText.split('\n').map((line) => `${indent}${line}`.trimEnd());
      })
      .join('\n'),
  );
}

test('the tree shows, fully expanded, exactly the lines planText gives for the run\'s reports; it loads on opening only', async ({page, context, problems}) => {
  test.setTimeout(90_000);
  const requests = recordRequests(context);
  await gotoHydrated(page, pageShowing(RESOLVES));
  // (The disclosure's and the view's own words: pages themselves may speak of resolution plans.)
  expect(await scriptsContaining(page, requests.urls, 'Loading the plan'), 'a first visit loads nothing of the plan disclosure').toEqual([]);
  expect(await scriptsContaining(page, requests.urls, 'plan-view-tree'), 'a first visit loads nothing of the plan view').toEqual([]);
  const panel = await runFromPage(page, RESOLVES, {navigate: false});
  // The first Run brings the disclosure (with the panel), not the view.
  expect(await scriptsContaining(page, requests.urls, 'plan-view-tree')).toEqual([]);
  const plans = await plansOf(page, 'v7', RESOLVES);
  expect(plans.reports.length, 'the sample resolves something').toBeGreaterThan(0);
  const button = disclosure(panel);
  await expect(button).toHaveAccessibleName(`Resolution plan (${plans.reports.length + plans.omittedReports})`);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The view's code and styles arrive when it opens, not with the panel.
  expect(await planViewRules(page)).toBe(0);
  const scriptsBefore = requests.urls.filter((u) => u.endsWith('.js')).length;
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const tree = panel.getByRole('tree', {name: `Resolution plan of ${path.basename(RESOLVES)}`});
  await expect(tree).toBeVisible();
  expect(requests.urls.filter((u) => u.endsWith('.js')).length, 'the view came as a chunk of its own').toBeGreaterThan(scriptsBefore);
  expect(await scriptsContaining(page, requests.urls, 'plan-view-tree')).toHaveLength(1);
  expect(await planViewRules(page), 'the view\'s stylesheet came with it').toBeGreaterThan(0);

  // Every report is open to its first levels without further clicks.
  const roots = tree.locator('> [role="treeitem"]');
  await expect(roots).toHaveCount(plans.reports.length);
  for (const root of await roots.all()) {
    if ((await root.getAttribute('aria-expanded')) !== null) await expect(root).toHaveAttribute('aria-expanded', 'true');
  }

  await expandAll(tree);
  const expected = plans.reports.map(planText).join('\n');
  expect(await treeLines(tree)).toBe(expected);
  // The text a reader copies is the same lines, without the indentation (which is drawn, not typed).
  expect((await tree.innerText()).split('\n').map((l) => l.trim())).toEqual(expected.split('\n').map((l) => l.trim()));
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

/**
 * The Run buttons of each page under `docsDir` (left out: `exclude`, migration guides), pages with the most buttons
 * first: per button, its name and the sample it runs (the marker `data-sample` before it in the page's HTML), one
 * button per sample (a sample shown twice is served once).
 */
function runButtonsByPage(docsDir: string, exclude: RegExp): {route: string; buttons: {name: string; file: string}[]}[] {
  return docsPages(BUILD, docsDir, exclude)
    .map(({route, html}) => {
      const buttons: {name: string; file: string}[] = [];
      let file: string | undefined;
      for (const m of html.matchAll(/data-sample="?([^#"\s>]+)|aria-label="(Run [^"]+)"/g)) {
        if (m[1] !== undefined) file = m[1];
        else if (file !== undefined && m[2] === `Run ${path.basename(file)}` && !buttons.some((b) => b.file === file)) buttons.push({name: m[2], file});
      }
      // A name shown twice on a page cannot be told apart by its accessible name: neither is used.
      return {route, buttons: buttons.filter((b) => buttons.filter((o) => o.name === b.name).length === 1)};
    })
    .filter((page) => page.buttons.length > 0)
    .sort((a, b) => b.buttons.length - a.buttons.length);
}

// Plan parity, as a reader sees it: for the samples whose plans the tests check in Node and in the browser
// (tests/examples/planSamples.mjs, tests/browser/plan-parity.spec.ts), the tree a Run shows, fully expanded, is
// planText of the reports the same release gives in Node for the same compiled code. Each sample runs from a Run
// button of its own on its version's docs, whose compiled file is served as that button's sample (the runner keeps
// what it fetched, so a button serves one sample): the pages with the most buttons first, one load per page.
for (const {version, docsDir, exclude} of DOCS_BUILD_DIRS) {
  test(`${version}: the tree of each plan sample shows what the release reports in Node`, async ({page}) => {
    test.setTimeout(300_000);
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', `${version}.json`), 'utf8')) as Manifest;
    // Loaded as plan-parity.spec.ts loads them (plans.mjs has top-level await, which a CommonJS require cannot load).
    const {planSamples} = await import('../examples/planSamples.mjs');
    const {planProgram} = await import('../examples/plans.mjs');
    const files = planSamples(version);
    expect(files.length).toBeGreaterThan(0);
    const assetOf = (file: string): string | undefined => {
      const entry = manifest.samples[file];
      return entry?.kind === 'run' ? entry.asset : undefined;
    };
    let left = [...files];
    for (const {route, buttons} of runButtonsByPage(docsDir, exclude)) {
      if (left.length === 0) break;
      // This page's buttons, each given one of the samples left; a button whose sample file is also another's is not used.
      const assets = buttons.map((b) => assetOf(b.file));
      const usable = buttons.flatMap((b, i) => {
        const asset = assets[i];
        return asset !== undefined && assets.indexOf(asset) === i ? [{...b, asset}] : [];
      });
      const runs = usable.slice(0, left.length).map((button, i) => ({button, file: left[i]}));
      left = left.slice(runs.length);
      await page.unrouteAll();
      const served = new Map<string, CompiledSample>();
      for (const {button, file} of runs) {
        const entry = manifest.samples[file];
        if (entry?.kind !== 'run') throw new Error(`${file} does not run in the browser`);
        served.set(button.asset, JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', entry.asset), 'utf8')) as CompiledSample);
      }
      await page.route(`**/sample-runner/assets/${version}/s/*.json`, (route) => {
        const sample = served.get(new URL(route.request().url()).pathname.replace(/^.*\/sample-runner\//, ''));
        return sample === undefined ? route.continue() : route.fulfill({json: sample});
      });
      await gotoHydrated(page, route);
      for (const {button, file} of runs) {
        const sample = served.get(button.asset)!;
        const node = (await planProgram(version, {entry: sample.entry, modules: sample.modules})).summary;
        if (node === undefined) throw new Error(`${file}: no plans in Node`);
        await page.getByRole('button', {name: button.name, exact: true}).click();
        const panel = page.locator(`[data-sample-panel="${button.file}"]`);
        await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', /^(finished|failed)$/, {timeout: 20_000});
        await disclosure(panel).click();
        const tree = panel.getByRole('tree');
        await expect(tree).toBeVisible();
        await expandAll(tree);
        expect(await treeLines(tree), `${file} (run as ${button.file} on ${route})`).toBe(node.reports.map(planText).join('\n'));
      }
    }
    expect(left, 'samples left without a Run button to run them from').toEqual([]);
  });
}

// The pages about bindings, scopes and constraints, the container hierarchy, lifecycle and the planning API (plugins).
const PLAN_PAGES = ['fundamentals/binding', 'fundamentals/di-hierarchy', 'fundamentals/lifecycle/activation', 'fundamentals/plugins'];

for (const docPage of PLAN_PAGES) {
  test(`${docPage} (7.x): a sample's plan shows with one click on "Resolution plan", every resolution open`, async ({page}) => {
    test.setTimeout(90_000);
    const route = `/docs/${docPage}/`;
    const html = fs.readFileSync(path.join(BUILD, 'docs', docPage, 'index.html'), 'utf8');
    const files = [...new Set([...html.matchAll(/data-sample="?(examples\/v7\/src\/[^#"\s>]+)/g)].map((m) => m[1]))];
    await gotoHydrated(page, route);
    // The first sample of the page with a successful resolution of more than one line (a root with something below
    // it: a failed one opens along its failing path anyway), found through the runner's API, is run from its button.
    await withRunner(page);
    const manifest = await page.evaluate(() => window.inversifySampleRunner!.loadManifest('v7'));
    let chosen: {file: string; plans: PlanSummary} | undefined;
    for (const file of files.filter((f) => manifest.samples[f]?.kind === 'run')) {
      const plans = await plansOf(page, 'v7', file);
      if (plans.reports.some((report) => report.error === undefined && planText(report).includes('\n'))) {
        chosen = {file, plans};
        break;
      }
    }
    expect(chosen, `a sample on ${route} resolves a service with dependencies`).toBeDefined();
    const {file, plans} = chosen!;
    await page.getByRole('button', {name: `Run ${path.basename(file)}`, exact: true}).first().click();
    const panel = page.locator(`[data-sample-panel="${file}"]`).first();
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', /^(finished|failed)$/, {timeout: 20_000});
    await disclosure(panel).click();
    const roots = panel.getByRole('tree').locator('> [role="treeitem"]');
    await expect(roots).toHaveCount(plans.reports.length);
    for (const root of await roots.all()) {
      if ((await root.getAttribute('aria-expanded')) !== null) await expect(root).toHaveAttribute('aria-expanded', 'true');
    }
  });
}

test('the tree is worked from the keyboard: one tab stop, arrows, Home, End, Enter, and closed items leave the DOM', async ({page}) => {
  test.setTimeout(90_000);
  const panel = await runFromPage(page, RESOLVES);
  await disclosure(panel).click();
  const tree = panel.getByRole('tree');
  await expect(tree).toBeVisible();
  const items = tree.getByRole('treeitem');
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  // Children of an item are in a group inside it.
  expect(await tree.locator('[role="treeitem"] > [role="group"] > [role="treeitem"]').count()).toBeGreaterThan(0);

  const focused = (): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('data-plan-item') ?? null);
  await page.keyboard.press('Tab');
  expect(await focused(), 'Tab enters the tree at its first item').toBe('0');
  const first = items.first();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstChildren = first.locator('> [role="group"] > [role="treeitem"]');
  const childCount = await firstChildren.count();
  expect(childCount).toBeGreaterThan(0);

  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first.locator('[role="group"]'), 'a closed subtree is not in the DOM').toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press(' ');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(firstChildren).toHaveCount(childCount);
  await page.keyboard.press('ArrowRight');
  expect(await focused(), 'Right on an open item goes to its first child').toBe(await firstChildren.first().getAttribute('data-plan-item'));
  await expect(page.locator(':focus')).toHaveAttribute('aria-level', '2');
  await expect(tree.locator('[role="treeitem"][tabindex="0"]'), 'the tab stop moves with the focus').toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect(await focused()).toBe(await firstChildren.first().getAttribute('data-plan-item'));
  await page.keyboard.press('ArrowLeft');
  expect(await focused(), 'Left on a child goes to its parent').toBe('0');
  await page.keyboard.press('End');
  expect(await focused()).toBe(await items.last().getAttribute('data-plan-item'));
  await page.keyboard.press('Home');
  expect(await focused()).toBe('0');
  await page.keyboard.press('ArrowUp');
  expect(await focused(), 'Up stops at the first item').toBe('0');
  // Tab leaves the tree: it is one stop.
  await page.keyboard.press('Tab');
  expect(await focused()).toBeNull();
});

test('a failed resolution: the path to the failing service and the error are marked in words, open, and announced; the error links to its reference entry', async ({page}) => {
  test.setTimeout(90_000);
  const panel = await runFromPage(page, FAILS);
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'failed');
  // The entry the build's error index gives for the error the run printed.
  await withRunner(page);
  const {events} = await page.evaluate((f) => window.inversifySampleRunner!.runSample('v7', f), FAILS);
  const thrown = events.findLast((e) => e.type === 'error')!.text;
  const {entries} = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', 'v7.errors.json'), 'utf8')) as {entries: ErrorEntry[]};
  const entry = errorEntryFor(thrown, entries);
  expect(entry, 'the error reference has an entry for the error').toBeDefined();
  await expect(panel.getByRole('link', {name: entry!.title, exact: true})).toHaveAttribute('href', entry!.url);

  const plans = await plansOf(page, 'v7', FAILS);
  const failed = plans.reports.filter((r) => r.error !== undefined);
  expect(failed.length).toBeGreaterThan(0);
  const button = disclosure(panel);
  await expect(button).toHaveAccessibleName(new RegExp(`, ${failed.length} failed\\)$`));
  await button.click();
  const tree = panel.getByRole('tree');
  // The path is open from the start, down to the error.
  const errorName = new RegExp(`^Error: ${failed[0].error!.split('\n')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const error = tree.getByRole('treeitem', {name: errorName});
  await expect(error).toBeVisible();
  // Each item on the path says so in its accessible name, not only by its colour: as many as planText marks.
  const failingPath = tree.getByRole('treeitem', {name: /— failing path$/});
  const marked = failed.flatMap((r) => planText(r).split('\n')).filter((line) => line.endsWith('— failing path')).length;
  expect(marked).toBeGreaterThan(0);
  await expect(failingPath).toHaveCount(marked);
  const background = (item: Locator): Promise<string> => item.locator('> div').evaluate((el) => getComputedStyle(el).backgroundColor);
  const plain = tree.getByRole('treeitem', {name: /^(?!.*failing path)(?!Error:)/});
  if ((await plain.count()) > 0) expect(await background(failingPath.first())).not.toBe(await background(plain.first()));
  // The error sits under the last item of the path.
  await expect(failingPath.last().locator('> [role="group"] > [role="treeitem"]').first()).toHaveAccessibleName(errorName);
});

test('axe finds nothing in the open view, light and dark, and at 320 px the page does not scroll sideways', async ({page}) => {
  test.setTimeout(90_000);
  await page.addInitScript(AXE_SOURCE);
  await page.setViewportSize({width: 320, height: 800});
  const panel = await runFromPage(page, FAILS);
  await disclosure(panel).click();
  const tree = panel.getByRole('tree');
  await expect(tree).toBeVisible();
  await expandAll(tree);
  // Measured against the body's width, the room the page's content has: the window less the scroll bar's gutter
  // (src/css/custom.css), which Playwright's hidden scroll bars leave in place but out of clientWidth.
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.body.getBoundingClientRect().width);
  expect(sideways, 'horizontal page scroll at 320 px').toBe(0);
  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    expect(await violationsWithin(page, '[data-sample-panel]'), `${mode} mode`).toEqual([]);
  }
});

test('a huge program: the view says which resolutions and services the limits left out, and renders only open items', async ({page}) => {
  test.setTimeout(90_000);
  // The resolving sample's compiled file is replaced by a generated program: one class with more constructor
  // parameters than a report keeps services, and more resolutions than a run keeps reports.
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', 'v7.json'), 'utf8')) as Manifest;
  const entry = manifest.samples[RESOLVES];
  if (entry?.kind !== 'run') throw new Error(`${RESOLVES} does not run in the browser`);
  const compiled = JSON.parse(fs.readFileSync(path.join(BUILD, 'sample-runner', entry.asset), 'utf8')) as {entry: string};
  const width = PLAN_LIMITS.nodes + 50;
  const resolutions = PLAN_LIMITS.reports + 30;
  const program = `
    const {Container, inject, injectable} = require('inversify');
    class Wide { constructor(...parts) { this.parts = parts; } }
    injectable()(Wide);
    const container = new Container();
    for (let i = 0; i < ${width}; i++) {
      inject('part' + i)(Wide, undefined, i);
      container.bind('part' + i).toConstantValue(i);
    }
    container.bind(Wide).toSelf();
    console.log(container.get(Wide).parts.length);
    for (let i = 1; i < ${resolutions}; i++) container.get('part0');
  `;
  await page.route(`**/sample-runner/${entry.asset}`, (route) =>
    route.fulfill({json: {entry: compiled.entry, modules: {[compiled.entry]: program}, expected: [String(width)]}}),
  );
  const panel = await runFromPage(page, RESOLVES);
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished');
  const button = disclosure(panel);
  await expect(button).toHaveAccessibleName(`Resolution plan (${resolutions.toLocaleString("en")})`);
  await button.click();
  const tree = panel.getByRole('tree');
  await expect(tree).toBeVisible();
  await expect(panel).toContainText(`${resolutions - PLAN_LIMITS.reports} later resolutions are not shown: the view keeps the first ${PLAN_LIMITS.reports}`);
  await expect(panel).toContainText(`the view keeps ${PLAN_LIMITS.nodes} services`);
  const roots = tree.locator('> [role="treeitem"]');
  await expect(roots).toHaveCount(PLAN_LIMITS.reports);
  // Only what is open is rendered (the first report's hundreds of services wait for a click), one item is in the
  // tab order.
  expect(await tree.locator('[role="treeitem"]').count()).toBeLessThan(2 * PLAN_LIMITS.reports);
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);
  // Opening the first report shows its services and, on a line of its own, how many were cut.
  const first = roots.first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const cut = first.getByRole('treeitem', {name: /^[\d,]+ more nodes? left out/});
  await expect(cut).toHaveCount(1);
  const plans = await plansOf(page, 'v7', RESOLVES);
  expect(plans.reports[0].omitted).toBeGreaterThan(0);
  await expect(first.locator('> [role="group"] > [role="treeitem"]')).toHaveCount(plans.reports[0].root.bindings[0].dependencies.length + 1);
  await expect(cut).toHaveAccessibleName(new RegExp(`^${plans.reports[0].omitted} more nodes`));
});
