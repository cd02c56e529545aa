import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, afterHydrationRenders} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';

// The upgrade checklist (/upgrade/, src/components/UpgradeChecklist): the steps it lists for a choice are the upgrade
// rules of src/upgrade/rules.mjs that apply (read here from that module, never counted by hand), each links to a heading
// of its guide, the address keeps the choice and is not obeyed blindly, every control works from the keyboard, and the
// page fits a phone. The sitemap sweep (sitemap.spec.ts) loads it and runs axe on it like every page.

type Rules = typeof import('../../src/upgrade/rules.mjs');
type Rule = Rules['UPGRADE_RULES'][number];
type Path = Rules['UPGRADE_PATHS'][number];

const rules = (): Promise<Rules> => import('../../src/upgrade/rules.mjs');

/** A major as the page names it: its docs version's label (the versions table, through the release lines). */
async function labelOf(major: string): Promise<string> {
  const {DOCS_VERSIONS} = await import('../../src/siteData/versions.mjs');
  const {RELEASE_LINES} = await import('../../src/siteData/releaseLines.mjs');
  const docs = DOCS_VERSIONS[RELEASE_LINES.findIndex((line) => line.major === major)];
  if (docs === undefined) throw new Error(`no docs version documents ${major}`);
  return docs.label;
}

async function pathOf(from: string, to: string): Promise<Path> {
  const path = (await rules()).UPGRADE_PATHS.find((p) => p.from === from && p.to === to);
  if (path === undefined) throw new Error(`no upgrade path ${from} → ${to}`);
  return path;
}

const pathName = async (path: Path): Promise<string> => `${await labelOf(path.from)} → ${await labelOf(path.to)}`;

/** The steps that apply, straight from the rules: the path's rules, in order, for everyone or for a ticked feature. */
async function expectedSteps(path: Path, uses: readonly string[]): Promise<Rule[]> {
  return (await rules()).rulesFor(path.from, path.to).filter((rule) => rule.features.length === 0 || rule.features.some((id) => uses.includes(id)));
}

const stepsRegion = (page: Page): Locator => page.getByRole('region', {name: 'Steps'});
const stepItems = (page: Page): Locator => stepsRegion(page).getByRole('listitem');

/** The rule ids of the listed steps, in the page's order. */
const listedRules = (page: Page): Promise<(string | null)[]> => stepItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-rule')));

/** The page shows `expected`: in order, numbered, each with its title, kind and reason, and the count says so. */
async function expectSteps(page: Page, expected: Rule[]): Promise<void> {
  await expect.poll(() => listedRules(page)).toEqual(expected.map((rule) => rule.id));
  await expect(stepsRegion(page).getByRole('list')).toHaveCSS('list-style-type', 'decimal');
  for (const [index, rule] of expected.entries()) {
    const item = stepItems(page).nth(index);
    await expect(item.getByRole('heading', {level: 3})).toHaveText(rule.title);
    await expect(item).toContainText(rule.kind === 'rewrite' ? 'Rewrite' : 'Check by hand');
    await expect(item).toContainText(rule.reason);
  }
  await expect(stepsRegion(page).getByRole('status')).toContainText(`${expected.length} step${expected.length === 1 ? ' applies' : 's apply'}`);
}

async function checkedFeatures(page: Page): Promise<string[]> {
  return page.getByRole('group', {name: 'Your program uses'}).getByRole('checkbox').evaluateAll((boxes) => (boxes as HTMLInputElement[]).filter((box) => box.checked).map((box) => box.value));
}

/** The two features that, on `path`, concern the most rules: ticking them lists some steps, not all. */
async function twoFeatures(path: Path): Promise<string[]> {
  const {UPGRADE_FEATURES, rulesFor} = await rules();
  const all = rulesFor(path.from, path.to);
  return UPGRADE_FEATURES.map((feature) => feature.id)
    .map((id) => ({id, count: all.filter((rule) => rule.features.includes(id)).length}))
    .sort((a, b) => b.count - a.count)
    .slice(0, 2)
    .map(({id}) => id);
}

test('6.x → next with two features ticked lists exactly the steps that apply', async ({page, problems}) => {
  const {UPGRADE_FEATURES, rulesFor} = await rules();
  const path = await pathOf('6', '8');
  const uses = await twoFeatures(path);
  const expected = await expectedSteps(path, uses);
  // A choice that tells steps apart: some steps go, some feature steps stay.
  expect(expected.length).toBeLessThan(rulesFor(path.from, path.to).length);
  expect(expected.some((rule) => rule.features.length > 0)).toBe(true);

  await gotoHydrated(page, '/upgrade/');
  await page.getByRole('radio', {name: await pathName(path), exact: true}).check();
  for (const feature of UPGRADE_FEATURES) {
    await page.getByRole('checkbox', {name: feature.label, exact: true}).setChecked(uses.includes(feature.id));
  }
  await expectSteps(page, expected);
  expect(problems.pageErrors).toEqual([]);
});

test('each step links to a heading of its guide section in the target version', async ({page}) => {
  test.slow();
  const {UPGRADE_PATHS} = await rules();
  /** Guide page -> anchors the steps link to on it. */
  const anchors = new Map<string, Set<string>>();
  for (const path of UPGRADE_PATHS) {
    await gotoHydrated(page, `/upgrade/?from=${path.from}&to=${path.to}`);
    await expectSteps(page, await expectedSteps(path, (await rules()).UPGRADE_FEATURES.map((f) => f.id)));
    for (const href of await stepItems(page).getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      const url = new URL(href);
      expect(url.hash, href).not.toBe('');
      const onPage = anchors.get(url.pathname) ?? new Set<string>();
      onPage.add(decodeURIComponent(url.hash.slice(1)));
      anchors.set(url.pathname, onPage);
    }
  }
  for (const [pathname, ids] of anchors) {
    const response = await page.goto(pathname);
    expect(response?.status(), pathname).toBe(200);
    const headings = await page.locator('article :is(h1, h2, h3, h4, h5, h6)[id]').evaluateAll((hs) => hs.map((h) => h.id));
    for (const id of ids) expect(headings, `${pathname}#${id} is a heading`).toContain(id);
  }
  // Followed from the page, a link lands on its heading, in view.
  await gotoHydrated(page, '/upgrade/');
  const link = stepItems(page).last().getByRole('link');
  const target = new URL((await link.getAttribute('href')) ?? '', 'https://site.test');
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target.pathname + target.hash);
  await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
});

test('the address restores the choice, and a change is written back to it', async ({page}) => {
  const {UPGRADE_FEATURES} = await rules();
  const path = await pathOf('6', '7');
  const uses = await twoFeatures(path);
  await gotoHydrated(page, `/upgrade/?from=${path.from}&to=${path.to}&uses=${uses.join(',')}`);
  await expect(page.getByRole('radio', {name: await pathName(path), exact: true})).toBeChecked();
  await expect.poll(() => checkedFeatures(page)).toEqual(UPGRADE_FEATURES.map((f) => f.id).filter((id) => uses.includes(id)));
  await expectSteps(page, await expectedSteps(path, uses));

  // One more feature ticked and another path chosen: the address follows, and a reload shows the same.
  const other = UPGRADE_FEATURES.find((f) => !uses.includes(f.id));
  if (other === undefined) throw new Error('a feature left to tick');
  const next = await pathOf('6', '8');
  await page.getByRole('checkbox', {name: other.label, exact: true}).check();
  await page.getByRole('radio', {name: await pathName(next), exact: true}).check();
  const nowUses = UPGRADE_FEATURES.map((f) => f.id).filter((id) => uses.includes(id) || id === other.id);
  await expect.poll(() => new URL(page.url()).search).toBe(`?from=${next.from}&to=${next.to}&uses=${nowUses.join(',')}`);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('radio', {name: await pathName(next), exact: true})).toBeChecked();
  await expect.poll(() => checkedFeatures(page)).toEqual(nowUses);
  await expectSteps(page, await expectedSteps(next, nowUses));
});

test('hostile address values are ignored: unknown paths and features dropped, an over-long query not read', async ({page, problems}) => {
  const {UPGRADE_FEATURES} = await rules();
  const all = UPGRADE_FEATURES.map((f) => f.id);
  const [known] = all;
  // What the page shows with no query: its default path, every feature ticked.
  await gotoHydrated(page, '/upgrade/');
  const defaultPath = await page.getByRole('radio', {checked: true}).getAttribute('value');
  const defaultSteps = await listedRules(page);
  await page.addInitScript(() => {
    window.alert = () => {
      (window as unknown as {alerted: boolean}).alerted = true;
    };
  });
  const script = encodeURIComponent('<script>alert(1)</script>');
  const img = encodeURIComponent('"><img src=x onerror=alert(1)>');
  for (const [query, uses] of [
    [`?from=${script}&to=8&uses=${img},${known},__proto__,constructor`, [known]],
    [`?from=8&to=6&uses=${all.map((id) => id.toUpperCase()).join(',')}`, []],
    [`?from=6&to=8&uses=${known}${','.repeat(500)}`, all],
  ] as const) {
    await gotoHydrated(page, `/upgrade/${query}`);
    await afterHydrationRenders(page);
    await expect(page.getByRole('radio', {checked: true}), query).toHaveAttribute('value', defaultPath ?? '');
    await expect.poll(() => checkedFeatures(page), query).toEqual(uses);
    if (uses === all) expect(await listedRules(page)).toEqual(defaultSteps);
    await expect(page.locator('main img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {alerted?: boolean}).alerted ?? false)).toBe(false);
  }
  expect(problems.pageErrors).toEqual([]);
});

test('keyboard only: Tab reaches every control, the arrow keys pick the path, Space ticks, the focus always visible', async ({page}) => {
  const {UPGRADE_FEATURES, UPGRADE_PATHS} = await rules();
  await gotoHydrated(page, '/upgrade/');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      const style = getComputedStyle(el);
      return {type: el.type, value: el.value, checked: el.checked, visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px'};
    });
  // Tab from the top of the page to the path group: one stop, on the checked path.
  for (let presses = 0; (await focused()).type !== 'radio'; presses++) {
    expect(presses, 'Tab reaches the path group').toBeLessThan(40);
    await page.keyboard.press('Tab');
  }
  let now = await focused();
  expect(now.visible, 'visible focus on the path').toBe(true);
  // The arrow keys move through every path, each chosen as it is reached.
  const keys = UPGRADE_PATHS.map((p) => `${p.from}-${p.to}`);
  const seen = new Set([now.value]);
  for (let i = 1; i < keys.length; i++) {
    await page.keyboard.press('ArrowDown');
    const before = now.value;
    now = await focused();
    expect(now.value).toBe(keys[(keys.indexOf(before) + 1) % keys.length]);
    expect(now.checked && now.visible).toBe(true);
    seen.add(now.value);
    const [from, to] = now.value.split('-');
    await expect.poll(() => listedRules(page)).toEqual((await expectedSteps(await pathOf(from, to), UPGRADE_FEATURES.map((f) => f.id))).map((r) => r.id));
  }
  expect([...seen].sort()).toEqual([...keys].sort());
  // Tab on through every feature, unticking each with Space: then only the steps for every program are left.
  const reached: string[] = [];
  for (let i = 0; i < UPGRADE_FEATURES.length; i++) {
    await page.keyboard.press('Tab');
    now = await focused();
    expect(now.type).toBe('checkbox');
    expect(now.visible, `visible focus on ${now.value}`).toBe(true);
    await page.keyboard.press('Space');
    expect((await focused()).checked).toBe(false);
    reached.push(now.value);
  }
  expect(reached).toEqual(UPGRADE_FEATURES.map((f) => f.id));
  const [from, to] = String(await page.getByRole('radio', {checked: true}).getAttribute('value')).split('-');
  await expectSteps(page, await expectedSteps(await pathOf(from, to), []));
  // Space ticks one again.
  await page.keyboard.press('Space');
  await expect.poll(() => checkedFeatures(page)).toEqual([reached.at(-1)]);
});

test('without JavaScript the page lists every step of its default path, each naming its features, styled', async ({browser}) => {
  const {UPGRADE_FEATURES, UPGRADE_PATHS, rulesFor} = await rules();
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto('/upgrade/');
    const value = await page.locator('input[type="radio"][checked]').getAttribute('value');
    const path = UPGRADE_PATHS.find((p) => `${p.from}-${p.to}` === value);
    if (path === undefined) throw new Error(`the server HTML chooses a path (${String(value)})`);
    const all = rulesFor(path.from, path.to);
    expect(await listedRules(page)).toEqual(all.map((rule) => rule.id));
    for (const [index, rule] of all.entries()) {
      const labels = UPGRADE_FEATURES.filter((f) => (rule.features as string[]).includes(f.id)).map((f) => f.label);
      await expect(stepItems(page).nth(index)).toContainText(labels.length === 0 ? 'Every program' : `Concerns: ${labels.join('; ')}`);
    }
    // Playwright's text locators pass over <noscript>; the rendered text does not.
    expect(await page.locator('main').innerText()).toContain('These choices need JavaScript.');
    // The page's own styles are in its HTML: the kind of a step is framed.
    await expect(stepItems(page).first().locator('[data-kind]')).not.toHaveCSS('border-top-style', 'none');
  } finally {
    await context.close();
  }
});

/** Fixed texts in place of the rules' (content), so that the shot shows the page's layout only. */
async function layoutFixture(page: Page): Promise<void> {
  await page.evaluate(() => {
    const feature = ['Container modules', 'Async modules, bindings or handlers', 'Child containers', 'A feature whose label is long enough to wrap on a phone'];
    const options = [...document.querySelectorAll('fieldset')].at(-1)!.querySelectorAll('label');
    options.forEach((label, i) => {
      if (i >= feature.length) label.remove();
      else label.lastChild!.textContent = feature[i];
    });
    const steps = [
      {title: 'A short step title', kind: 'rewrite', reason: 'One sentence that says why.', concerns: 'Every program'},
      {title: 'A step title long enough to wrap over two lines on a phone, as some are', kind: 'flag', reason: 'Two sentences that say why. The second one makes the reason wrap over several lines on a phone.', concerns: 'Concerns: Container modules; Child containers'},
      {title: 'Another step', kind: 'rewrite', reason: 'One more sentence.', concerns: 'Concerns: Async modules, bindings or handlers'},
    ];
    const items = document.querySelectorAll('[data-rule]');
    items.forEach((item, i) => {
      if (i >= steps.length) return item.remove();
      const step = steps[i];
      item.querySelector('h3 a')!.textContent = step.title;
      const [kind, reason, concerns] = item.querySelectorAll('p');
      kind.dataset.kind = step.kind;
      kind.textContent = step.kind === 'rewrite' ? 'Rewrite' : 'Check by hand';
      reason.textContent = step.reason;
      concerns.textContent = step.concerns;
    });
    document.querySelector('[role="status"]')!.textContent = '3 steps apply, 2 of them marked “Rewrite”.';
  });
}

test('at 390 px nothing scrolls sideways, axe finds nothing, and the page looks as its baseline, light and dark', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.addInitScript(AXE_SOURCE);
  const path = await pathOf('6', '8');
  await gotoHydrated(page, `/upgrade/?from=${path.from}&to=${path.to}&uses=${(await twoFeatures(path)).join(',')}`);
  await expectSteps(page, await expectedSteps(path, await twoFeatures(path)));
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
  for (const control of await page.locator('main :is(input, a, h3)').all()) {
    const box = await control.boundingBox();
    if (box !== null) expect(box.x + box.width, await control.evaluate((el) => el.outerHTML.slice(0, 120))).toBeLessThanOrEqual(390);
  }
  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    expect(await violationsWithin(page, 'main'), `${mode} mode`).toEqual([]);
  }
  // The shots: each mode from a fresh load, its texts replaced once nothing re-renders them.
  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    await gotoHydrated(page, `/upgrade/?from=${path.from}&to=${path.to}&uses=${(await twoFeatures(path)).join(',')}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect.poll(() => listedRules(page)).toEqual((await expectedSteps(path, await twoFeatures(path))).map((rule) => rule.id));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await layoutFixture(page);
    await afterHydrationRenders(page);
    await expect(page).toHaveScreenshot(`upgrade-phone-${mode}.png`, {fullPage: true, animations: 'disabled', mask: [page.locator('.footer__copyright')]});
  }
});
