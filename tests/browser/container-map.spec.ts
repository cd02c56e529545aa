import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordRequests} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';
import {DOCS_BUILD_DIRS, docsPages} from './runButtons';
import {playgroundLink, type Files} from './playgroundLink';
import {loadVersions} from './siteData';

// The container map after a Run (src/samples/page/ContainerMap): "Container map (n bindings)" under a run's output
// loads the view on opening; the picture has a box per binding and an arrow per dependency, the list says the same in
// words and is worked from the keyboard, each problem kind is found in the sample written to show it and not in its
// twin, the copies are what their formats' parsers read, and the view passes axe in both colour modes, fits a phone,
// stays responsive with 300 services, cuts a larger map with a count, and shows in every release.

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

/** Three services in two scopes: a request-scoped context, and a repository and service that inject it. */
const THREE = 'examples/v7/src/fundamentals/binding/scope-request.ts';

/** The page of a sample's docs version that embeds `file` (examples/vN/...). */
function pageShowing(file: string): string {
  const {docsDir, exclude} = DOCS_BUILD_DIRS.find((v) => file.startsWith(`${v.samplesDir}`))!;
  const page = docsPages(BUILD, docsDir, exclude, {guides: true}).find(({html}) => new RegExp(`data-sample="?${file}[#"\\s>]`).test(html));
  if (page === undefined) throw new Error(`No page of ${docsDir} shows ${file}`);
  return page.route;
}

/**
 * What a sample's source binds (identifier and scope) and injects (`[class, injected identifier]`), as the capture's
 * Node tests read it (tests/examples/mapSource.mjs).
 */
async function sourceOf(file: string): Promise<{bindings: {id: string; scope?: string}[]; injections: [string, string][]}> {
  const {bindingsOf, injectionsOf} = await import('../examples/mapSource.mjs');
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return {
    bindings: bindingsOf(source, 'v7').map((b) => ({id: b.serviceIdentifier, scope: b.scope})),
    injections: [...injectionsOf(source)].flatMap(([owner, deps]) => deps.map((d): [string, string] => [owner, d.serviceIdentifier])),
  };
}

/** Opens the page that shows `file`, runs it, and returns its panel once the run has ended. */
async function runFromPage(page: Page, file: string, {navigate = true}: {navigate?: boolean} = {}): Promise<Locator> {
  if (navigate) await gotoHydrated(page, pageShowing(file));
  await page.getByRole('button', {name: `Run ${path.basename(file)}`, exact: true}).click();
  const panel = page.locator(`[data-sample-panel="${file}"]`);
  await expect(panel.getByRole('status').first()).toHaveAttribute('data-outcome', /^(finished|failed)$/, {timeout: 30_000});
  return panel;
}

const mapButton = (scope: Locator): Locator => scope.getByRole('button', {name: /^Container map \(/});

/** Opens the map under `scope` (unless it is open: it stays open over runs) and waits until its picture is laid out. */
async function openMap(scope: Locator): Promise<Locator> {
  await expect(mapButton(scope)).toBeVisible({timeout: 30_000});
  if ((await mapButton(scope).getAttribute('aria-expanded')) === 'false') await mapButton(scope).click();
  const view = scope.locator('[data-container-map]');
  await expect(view.locator('[data-map-ready="true"]')).toBeVisible({timeout: 30_000});
  return view;
}

/** Each box of the picture: its node id and the identifier its tooltip starts with. */
const boxes = (view: Locator): Promise<{id: string; title: string}[]> =>
  view.locator('[data-map-node]').evaluateAll((nodes) => nodes.map((n) => ({id: n.getAttribute('data-map-node')!, title: n.querySelector('title')?.textContent ?? ''})));

const identifierOf = (title: string): string => title.split(' → ')[0].split(' — ')[0];

/** Of the scripts requested so far, those whose code contains `needle`. */
function scriptsContaining(page: Page, urls: string[], needle: string): Promise<string[]> {
  const scripts = [...new Set(urls.filter((u) => /^http/.test(u) && new URL(u).pathname.endsWith('.js')))];
  return page.evaluate(
    async ({list, n}) => (await Promise.all(list.map(async (u) => ((await (await fetch(u)).text()).includes(n) ? [new URL(u).pathname] : [])))).flat(),
    {list: scripts, n: needle},
  );
}

test('a sample with three services in two scopes: a box per binding, an arrow per injection, the same in the list; loaded on opening only', async ({page, context, problems}) => {
  test.setTimeout(120_000);
  const {bindings, injections} = await sourceOf(THREE);
  expect(bindings.length, 'the sample binds three services').toBe(3);
  expect(new Set(bindings.map((b) => b.scope)).size, 'in two scopes').toBe(2);
  const requests = recordRequests(context);
  await gotoHydrated(page, pageShowing(THREE));
  expect(await scriptsContaining(page, requests.urls, 'Container map ('), 'a first visit loads nothing of the map').toEqual([]);
  expect(await scriptsContaining(page, requests.urls, 'rankdir'), 'nor of its layout').toEqual([]);
  const panel = await runFromPage(page, THREE, {navigate: false});
  // The first Run brings the disclosure with the panel, not the view or the layout.
  expect(await scriptsContaining(page, requests.urls, 'Laying out')).toEqual([]);
  await expect(mapButton(panel)).toHaveAccessibleName(`Container map (${bindings.length} bindings)`);
  await expect(mapButton(panel)).toHaveAttribute('aria-expanded', 'false');
  const view = await openMap(panel);
  await expect(mapButton(panel)).toHaveAttribute('aria-expanded', 'true');
  expect(await scriptsContaining(page, requests.urls, 'Laying out'), 'the view came as a chunk of its own').toHaveLength(1);
  // The layout runs in a worker of its own (src/samples/page/ContainerMap/layout.worker.ts), which loads dagre.
  expect(await scriptsContaining(page, requests.urls, 'rankdir'), 'the layout worker came').toContainEqual(expect.stringMatching(/\/container-map-layout\.[\w]+\.js$/));

  const drawn = await boxes(view);
  expect(drawn.map((b) => identifierOf(b.title)).sort()).toEqual(bindings.map((b) => b.id).sort());
  const idOf = new Map(drawn.map((b) => [b.id, identifierOf(b.title)]));
  const arrows = await view.locator('[data-map-edge]').evaluateAll((edges) => edges.map((e) => e.getAttribute('data-map-edge')!.split(' ')));
  expect(arrows.map(([from, to]) => `${idOf.get(from)} -> ${idOf.get(to)}`).sort()).toEqual(injections.map(([from, to]) => `${from} -> ${to}`).sort());

  const list = view.getByRole('list', {name: `Bindings of ${path.basename(THREE)}`});
  const items = list.locator('> li');
  await expect(items).toHaveCount(bindings.length);
  const scopes = new Set<string>();
  for (const {id, scope} of bindings) {
    const item = items.filter({has: page.locator('code', {hasText: new RegExp(`^${id}$`)})}).first();
    const text = await item.innerText();
    const shown = /scope (\w+)/.exec(text)?.[1];
    expect(shown, `${id}'s scope`).toBe(scope);
    scopes.add(shown!);
    // Each injection of the class is a line of its dependencies with a button to the binding it gets.
    const deps = injections.filter(([from]) => from === id).map(([, to]) => to);
    const goTo = item.getByRole('list').getByRole('button', {name: /^Go to /});
    await expect(goTo).toHaveCount(deps.length);
    for (const dep of deps) await expect(item.getByRole('list').getByRole('button', {name: new RegExp(`^Go to ${dep} → `)})).toHaveCount(1);
  }
  expect(scopes.size, 'the list shows both scopes').toBe(2);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the list and the picture work from the keyboard: every control in document order, Go to, Show in map, pan and zoom', async ({page}) => {
  test.setTimeout(120_000);
  const panel = await runFromPage(page, THREE);
  const view = await openMap(panel);
  // Tab goes through every control of the view in document order.
  const controls = view.locator('button, a[href], textarea, [tabindex="0"]');
  const count = await controls.count();
  expect(count).toBeGreaterThan(5);
  await controls.first().focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(controls.nth(i)).toBeFocused();
  }

  // Go to: the binding the dependency resolves to takes the focus.
  const goTo = view.getByRole('button', {name: /^Go to /}).first();
  const target = identifierOf((await goTo.innerText()).replace(/^Go to /, ''));
  await goTo.focus();
  await page.keyboard.press('Enter');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-map-binding', /.+/);
  await expect(focused.locator('code').first()).toHaveText(target);

  // Show in map: the binding's box is marked and centred in the picture.
  const nodeId = (await focused.getAttribute('data-map-binding'))!;
  await focused.getByRole('button', {name: 'Show in map'}).first().focus();
  await page.keyboard.press('Enter');
  const box = view.locator(`[data-map-node="${nodeId}"]`);
  await expect(view.locator('[data-map-lit]')).toHaveCount(1);
  await expect(view.locator(`[data-map-lit="${nodeId}"]`)).toBeVisible();
  await expect(view.getByRole('status').first()).toContainText('Shown in the map');
  const canvas = view.locator('[data-map-ready="true"]');
  const centre = async (locator: Locator): Promise<{x: number; y: number}> => {
    const b = (await locator.boundingBox())!;
    return {x: b.x + b.width / 2, y: b.y + b.height / 2};
  };
  const [c, n] = [await centre(canvas), await centre(box.locator('rect'))];
  expect(Math.abs(c.x - n.x)).toBeLessThan(3);
  expect(Math.abs(c.y - n.y)).toBeLessThan(3);

  // Arrow keys pan the picture, + and − zoom it, 0 fits it; none of them scrolls the page.
  await canvas.focus();
  const scrollY = await page.evaluate(() => window.scrollY);
  const before = await centre(box.locator('rect'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await centre(box.locator('rect'))).x).toBeLessThan(before.x);
  await expect.poll(async () => (await centre(box.locator('rect'))).y).toBeLessThan(before.y);
  const zoom = async (): Promise<number> => Number(await canvas.getAttribute('data-map-zoom'));
  const z0 = await zoom();
  await page.keyboard.press('+');
  await expect.poll(zoom).toBeGreaterThan(z0);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect.poll(zoom).toBeLessThan(z0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  // Every box inside the picture after Fit.
  await page.keyboard.press('0');
  await expect.poll(zoom).not.toBeLessThan(z0 / 2);
  const frame = (await canvas.boundingBox())!;
  for (const rect of await view.locator('[data-map-node] rect').all()) {
    const b = (await rect.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(frame.x);
    expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  }
});

test('Copy Mermaid, Copy DOT and Copy JSON put the map on the clipboard; the Mermaid text parses with Mermaid; without a clipboard the text is shown selected', async ({page, context, browser}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = await runFromPage(page, THREE);
  const view = await openMap(panel);
  const {bindings} = await sourceOf(THREE);
  const copied = async (format: string): Promise<string> => {
    await view.getByRole('button', {name: `Copy ${format}`}).click();
    await expect(view.getByRole('status').last()).toHaveText(`Copied ${format} to the clipboard.`);
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const mermaidText = await copied('Mermaid');
  for (const {id} of bindings) expect(mermaidText).toContain(id);
  const json = JSON.parse(await copied('JSON')) as unknown;
  expect(JSON.stringify(json)).toContain(bindings[0].id);
  const dot = await copied('DOT');
  expect(dot).toMatch(/^\s*(strict\s+)?digraph\b/);

  // The real Mermaid parser, in a blank page of its own (never in the site).
  const blank = await browser.newPage();
  await blank.addScriptTag({path: path.join(ROOT, 'node_modules/mermaid/dist/mermaid.min.js')});
  const parsed = await blank.evaluate(async (text) => {
    const mermaid = (window as unknown as {mermaid: {parse(text: string): Promise<unknown>}}).mermaid;
    try {
      return {ok: Boolean(await mermaid.parse(text))};
    } catch (error) {
      return {ok: false, error: String(error)};
    }
  }, mermaidText);
  expect(parsed).toEqual({ok: true});
  // A broken text is refused by the same parser: the check above can fail.
  expect(await blank.evaluate(async (text) => {
    try {
      await (window as unknown as {mermaid: {parse(text: string): Promise<unknown>}}).mermaid.parse(text);
      return true;
    } catch {
      return false;
    }
  }, `${mermaidText}\n  -->[`)).toBe(false);
  await blank.close();

  // No clipboard: the text is shown in a read-only field, selected for a manual copy.
  const other = await context.newPage();
  await other.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}));
  const otherPanel = await runFromPage(other, THREE);
  const otherView = await openMap(otherPanel);
  await otherView.getByRole('button', {name: 'Copy DOT'}).click();
  const field = otherView.getByRole('textbox', {name: 'The map as DOT'});
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toHaveValue(dot);
  expect(await field.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd, document.activeElement === el])).toEqual([0, dot.length, true]);
});

test('axe finds nothing in the open maps (with problems and without), light and dark, and at 390 px nothing scrolls the page sideways', async ({page}) => {
  test.setTimeout(120_000);
  await page.addInitScript(AXE_SOURCE);
  await page.setViewportSize({width: 390, height: 844});
  await openMap(await runFromPage(page, THREE));
  // A map with an error and a note, on the same page.
  const withProblems = await openMap(await runFromPage(page, MISSING, {navigate: false}));
  await expect(withProblems.locator('[data-map-problem]').first()).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.body.getBoundingClientRect().width);
  expect(sideways, 'horizontal page scroll at 390 px').toBe(0);
  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    expect(await violationsWithin(page, '[data-sample-panel]'), `${mode} mode`).toEqual([]);
  }
});

/**
 * The samples written to show each problem, and their corrected twins (examples/vN/src/fundamentals/binding/, on each
 * version's Binding page; tests/examples/container-map-problems.test.mjs checks the same pairs in Node).
 */
const PAIRS: {problem: string; twin: string; kind: string; words: string}[] = [
  ...DOCS_BUILD_DIRS.map(({samplesDir}) => ({problem: `${samplesDir}fundamentals/binding/scope-captive.ts`, twin: `${samplesDir}fundamentals/binding/scope-captive-fixed.ts`, kind: 'captive', words: 'captive dependency'})),
  {problem: 'missing-dependency.ts', twin: 'missing-dependency-bound.ts', kind: 'missing', words: 'missing binding'},
  {problem: 'ambiguous-injection.ts', twin: 'ambiguous-injection-named.ts', kind: 'ambiguous', words: 'ambiguous bindings'},
  {problem: 'dependency-cycle.ts', twin: 'dependency-cycle-factory.ts', kind: 'cycle', words: 'circular dependency'},
  {problem: 'unused-binding.ts', twin: 'unused-binding-removed.ts', kind: 'unused', words: 'unused binding'},
].map((pair) => {
  const inV7 = (file: string): string => (file.includes('/') ? file : `${DOCS_BUILD_DIRS.find((v) => v.version === 'v7')!.samplesDir}fundamentals/binding/${file}`);
  return {...pair, problem: inV7(pair.problem), twin: inV7(pair.twin)};
});

const MISSING = PAIRS.find((pair) => pair.kind === 'missing')!.problem;

for (const {problem, twin, kind, words} of PAIRS) {
  test(`${kind}: found in ${problem.replace(/^examples\/|src\//g, '')}, marked in the picture and linked to its docs; not found in its twin`, async ({page}) => {
    test.setTimeout(120_000);
    const view = await openMap(await runFromPage(page, problem));
    const found = view.locator(`[data-map-problem="${kind}"]`);
    await expect(found).toHaveCount(1);
    // Severity and source in words, before the message.
    await expect(found).toHaveText(/^(Error|Warning|Note), /);
    await expect(found).toContainText(/\((seen in this run|from the bindings’ metadata)\)/);
    // The picture says it in words on the boxes concerned, not by colour alone.
    const marked = view.locator('[data-map-node]', {hasText: words});
    expect(await marked.count()).toBeGreaterThan(0);
    // Show in map marks and centres them.
    await found.getByRole('button', {name: 'Show in map'}).click();
    expect(await view.locator('[data-map-lit]').count()).toBeGreaterThan(0);
    // The docs link: the page of the sample's docs version, and its anchor, exist in the build.
    const href = (await found.getByRole('link').getAttribute('href'))!;
    const root = DOCS_BUILD_DIRS.find((v) => problem.startsWith(v.samplesDir))!.docsDir;
    expect(href.startsWith(`/${root}/`), `${href} is in /${root}/`).toBe(true);
    const [pagePath, anchor] = href.split('#');
    const html = fs.readFileSync(path.join(BUILD, pagePath, 'index.html'), 'utf8');
    if (anchor !== undefined) expect(new RegExp(`\\sid="?${anchor}[\\s">]`).test(html), `${pagePath} has #${anchor}`).toBe(true);

    const twinView = await openMap(await runFromPage(page, twin, {navigate: pageShowing(twin) !== pageShowing(problem)}));
    await expect(twinView.locator(`[data-map-problem="${kind}"]`)).toHaveCount(0);
    await expect(twinView.locator('[data-map-node]', {hasText: words})).toHaveCount(0);
  });
}

/** Two services, one injecting the other, written so that every release compiles and runs them. */
const twoServices: Files = [
  [
    'main.ts',
    "import 'reflect-metadata';\nimport {Container, inject, injectable} from 'inversify';\n\n@injectable()\nclass Clock {\n  now(): number {\n    return 1;\n  }\n}\n\n@injectable()\nclass Greeter {\n  constructor(@inject(Clock) readonly clock: Clock) {}\n}\n\nconst container = new Container();\ncontainer.bind(Clock).toSelf().inSingletonScope();\ncontainer.bind(Greeter).toSelf();\nconsole.log(container.get(Greeter).clock.now());\n",
  ],
];

/** Opens the playground on `url`, runs its program, and returns the output region once the run has ended. */
async function runInPlayground(page: Page, url: string, outcome = /^(finished|failed)$/): Promise<Locator> {
  // A page load of its own: a link that differs only in its fragment would open over the current program.
  await page.goto('about:blank');
  await gotoHydrated(page, url);
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  const output = page.getByRole('region', {name: 'Run'});
  await expect(output.getByRole('status').first()).toHaveAttribute('data-outcome', outcome, {timeout: 60_000});
  return output;
}

test('every release shows the map of its run, from its own capture', async ({page, problems}) => {
  test.setTimeout(240_000);
  const {DOCS_VERSIONS} = await loadVersions();
  for (const {label} of DOCS_VERSIONS) {
    const output = await runInPlayground(page, playgroundLink(label, twoServices), /^finished$/);
    await expect(mapButton(output), label).toHaveAccessibleName('Container map (2 bindings)');
    const view = await openMap(output);
    expect((await boxes(view)).map((b) => identifierOf(b.title)).sort(), label).toEqual(['Clock', 'Greeter']);
    await expect(view.locator('[data-map-edge]'), label).toHaveCount(1);
    await expect(view.getByRole('list', {name: /^Bindings of /}).locator('> li'), label).toHaveCount(2);
    // Closed again for the next release: the playground keeps the map open over runs, as a reader left it.
    await mapButton(output).click();
  }
  expect(problems.pageErrors).toEqual([]);
});

// How long the map's tasks take is a figure of `npm run bench` (scripts/bench-container-map.mjs, no task over 200 ms on
// opening, panning or zooming), not a timed test: here the 300-service map is drawn whole and moves under the pointer.
test('300 services: the map draws them all and pans and zooms; past the node limit it says how many services it left out', async ({page}) => {
  test.setTimeout(300_000);
  const {mapBenchProgram, mapBenchLink} = await import('../../scripts/bench-container-map.mjs');
  const {MAP_LIMITS} = await import('../../src/samples/shared/mapLimits.mjs');
  const output = await runInPlayground(page, mapBenchLink(mapBenchProgram(300)), /^finished$/);
  const view = await openMap(output);
  await expect(view.locator('[data-map-node]')).toHaveCount(301);
  const canvas = view.locator('[data-map-ready="true"]');
  const placement = canvas.locator('svg > g[transform]').first();
  const before = await placement.getAttribute('transform');
  const frame = (await canvas.boundingBox())!;
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(frame.x + frame.width / 2 - i * 15, frame.y + frame.height / 2 - i * 5);
  await page.mouse.up();
  await expect(placement, 'dragging moves the picture').not.toHaveAttribute('transform', before ?? '');
  const dragged = await placement.getAttribute('transform');
  for (let i = 0; i < 3; i++) await view.getByRole('button', {name: 'Zoom in'}).click();
  await expect(placement, 'Zoom in scales the picture').not.toHaveAttribute('transform', dragged ?? '');

  // A program past the limit: the first MAP_LIMITS.nodes services are drawn, and the rest are counted.
  const services = MAP_LIMITS.nodes + 20;
  const large = await runInPlayground(page, mapBenchLink(mapBenchProgram(services)), /^finished$/);
  const largeView = await openMap(large);
  const bindings = services + 1;
  await expect(largeView.locator('[data-map-node]')).toHaveCount(MAP_LIMITS.nodes);
  await expect(largeView.getByText(`${bindings - MAP_LIMITS.nodes} more services not shown`)).toBeVisible();
});
