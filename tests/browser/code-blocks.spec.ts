import path from 'node:path';
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {test, expect, gotoHydrated, afterHydrationRenders} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import {DOCS_BUILD_DIRS, docsPages} from './runButtons';
import {VERSION_ROWS} from './versionRows';

// Code blocks: token colours come from the generated stylesheet (both colour modes), and blocks hydrated
// from server HTML keep their markup: no second tokenizing, no re-render after hydration.

const PAGE = '/docs/api/container/';

/** The colour a theme gives a token type: its last style entry naming the type wins. */
function themeColour(theme: PrismTheme, type: string): string {
  const entry = theme.styles.findLast((style) => style.types.includes(type) && style.style.color);
  if (!entry?.style.color) throw new Error(`the theme has no colour for ${type}`);
  return entry.style.color;
}

/** A CSS colour as the browser computes it (rgb()). */
function computed(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, colour);
}

const keywordColour = (page: Page) =>
  page.locator('pre.prism-code .token.keyword').first().evaluate((token) => getComputedStyle(token).color);

/** Counts code-block markup removed from the page from the first byte on. */
async function watchCodeBlockRemovals(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {removedCodeNodes: number};
    w.removedCodeNodes = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const inside = (record.target as Element).closest?.('pre.prism-code');
        for (const node of record.removedNodes) {
          const block = node instanceof Element && (node.matches('pre.prism-code') || node.querySelector('pre.prism-code'));
          if (inside || block) w.removedCodeNodes++;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {removedCodeNodes: number}).removedCodeNodes);
}

/** The chunk that carries Prism (src/prism/tokenizer.ts), loaded only when a block must be highlighted in the browser. */
const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

const emptyBlocks = (page: Page) =>
  page.locator('pre.prism-code code').evaluateAll((codes) => codes.filter((code) => !code.querySelector('.token')).length);

test('server-rendered code blocks hydrate without being re-rendered or Prism being loaded, in the light colours', async ({
  page,
  problems,
}) => {
  const removals = await watchCodeBlockRemovals(page);
  const prismRequests: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(request.url())) prismRequests.push(request.url());
  });
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, PAGE);
  await afterHydrationRenders(page);
  await page.waitForLoadState('networkidle');
  expect(prismRequests).toEqual([]);
  expect(await page.locator('pre.prism-code').count()).toBeGreaterThan(5);
  expect(await emptyBlocks(page)).toBe(0);
  expect(await removals()).toBe(0);
  expect(await keywordColour(page)).toBe(await computed(page, themeColour(lightCodeTheme, 'keyword')));
  // Token colours are classes, not inline styles (empty-line tokens keep a layout style).
  await expect(page.locator('pre.prism-code [style*="color"], .theme-code-block[style*="--prism"]')).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
});

// A page of the docs served at /docs/ with install-command tabs (npm, Yarn, pnpm): upstream's Tabs mounts its panels
// again once the page has hydrated, so their blocks mount after hydration.
const TABS_PAGE = (() => {
  const {docsDir, exclude} = DOCS_BUILD_DIRS.find((row) => VERSION_ROWS.find((v) => v.version === row.version)?.last)!;
  return docsPages(path.resolve(process.env.SITE_BUILD_DIR ?? 'build'), docsDir, exclude).find(({html}) =>
    /role="?tabpanel[^>]*>[\s\S]{0,400}prism-code language-bash/.test(html),
  )?.route;
})();

test('install-command tabs keep the server highlighting when their panels mount again after hydration, without Prism', async ({page, problems}) => {
  expect(TABS_PAGE, 'a docs page shows install-command tabs').toBeDefined();
  const prismRequests: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(request.url())) prismRequests.push(request.url());
  });
  await gotoHydrated(page, TABS_PAGE!);
  await afterHydrationRenders(page);
  await page.waitForLoadState('networkidle');
  expect(prismRequests).toEqual([]);
  const tabs = page.locator('.tabs-container').filter({has: page.locator('pre.prism-code')}).first();
  const panels = tabs.locator('[role="tabpanel"]');
  expect(await panels.count()).toBeGreaterThan(1);
  expect(await emptyBlocks(page)).toBe(0);
  // Each tab in turn shows its command highlighted.
  for (const [index, tab] of (await tabs.getByRole('tab').all()).entries()) {
    await tab.click();
    await expect(panels.nth(index).locator('pre.prism-code .token').first()).toBeVisible();
  }
  expect(prismRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('dark mode recolours tokens and background from the stylesheet, also on a dark first load', async ({page}) => {
  const removals = await watchCodeBlockRemovals(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, PAGE);
  await afterHydrationRenders(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await keywordColour(page)).toBe(await computed(page, themeColour(darkCodeTheme, 'keyword')));
  const background = await page.locator('.theme-code-block').first().evaluate((block) => getComputedStyle(block).backgroundColor);
  expect(background).toBe(await computed(page, darkCodeTheme.plain.backgroundColor!));
  expect(await removals()).toBe(0);
});

test('without JavaScript, code is highlighted in the light colours', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PAGE);
  expect(await emptyBlocks(page)).toBe(0);
  expect(await keywordColour(page)).toBe(await computed(page, themeColour(lightCodeTheme, 'keyword')));
  await context.close();
});

test('a page reached by client-side navigation highlights its code; Copy copies it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/api/binding-syntax/"]').click();
  await expect(page).toHaveURL(/\/docs\/api\/binding-syntax\/$/);
  await expect(page.locator('pre.prism-code .token.keyword').first()).toBeVisible();
  expect(await emptyBlocks(page)).toBe(0);

  // What a reader sees (blocks out of view are not rendered until scrolled to), then copies.
  const block = page.locator('.theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  const code = block.locator('pre code');
  await expect.poll(() => code.innerText()).not.toBe('');
  const shown = await code.innerText();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(shown.trim());
});

test('if Prism fails to load, a page reached by navigation shows its code as plain text and warns', async ({page, problems}) => {
  await page.route(PRISM_CHUNK, (route) => route.abort());
  await gotoHydrated(page, PAGE);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/api/binding-syntax/"]').click();
  await expect(page.locator('h1')).toHaveText('Binding Syntax');
  const code = page.locator('.theme-code-block pre code').first();
  await expect(code).toHaveText(/\bcontainer\b/);
  expect(await page.locator('pre.prism-code .token.keyword').count()).toBe(0);
  await expect.poll(() => problems.consoleWarnings.some((text) => text.includes('Code highlighting is unavailable'))).toBe(true);
  expect(problems.pageErrors).toEqual([]);
});

test('on a narrow screen, a block with long lines offers word wrap once in view, and wrapping stops the scroll', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await gotoHydrated(page, PAGE);
  // The first block whose lines are wider than the screen, scrolled to as a reader would.
  const blocks = page.locator('.theme-code-block');
  let wide = -1;
  for (let i = 0; i < (await blocks.count()) && wide < 0; i++) {
    await blocks.nth(i).scrollIntoViewIfNeeded();
    const pre = blocks.nth(i).locator('pre');
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth)).toBeGreaterThan(0);
    if (await pre.evaluate((el) => el.scrollWidth > el.clientWidth)) wide = i;
  }
  expect(wide).toBeGreaterThanOrEqual(0);
  const block = blocks.nth(wide);
  const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
  await expect(toggle).toBeAttached();
  await toggle.click({force: true}); // the buttons show on hover; a touch reader taps them
  const pre = block.locator('pre');
  await expect.poll(() => pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(toggle).toBeAttached(); // still there, to unwrap
});

for (const width of [390, 1280]) {
  test(`at ${width} px, only blocks whose lines overflow offer word wrap; wrap then unwrap keeps the block's own style`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, PAGE);
    const blocks = page.locator('.theme-code-block').filter({visible: true});
    const count = await blocks.count();
    expect(count).toBeGreaterThan(0);
    const overflowing: number[] = [];
    for (let i = 0; i < count; i++) {
      const block = blocks.nth(i);
      await block.scrollIntoViewIfNeeded();
      // The buttons mount in the browser only; once Copy is there, the block is measured as it comes into view.
      await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
      const pre = block.locator('pre');
      const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
      const wrapButtons = () => block.getByRole('button', {name: 'Toggle word wrap'}).count();
      // Polls both ways: a block that overflows gains its button, one that fits must not have it.
      await expect.poll(async () => (await wrapButtons()) === (await overflows() ? 1 : 0), {message: `block ${i}`}).toBe(true);
      if (await overflows()) overflowing.push(i);
    }
    // The blocks seen earlier had all the time they needed to be measured: none gained a button since.
    const shown = await blocks.evaluateAll((all) =>
      all.map((block) => [block.querySelector('pre')!, Boolean(block.querySelector('button[title="Toggle word wrap"]'))] as const)
        .map(([pre, button]) => button === pre.scrollWidth > pre.clientWidth),
    );
    expect(shown.every(Boolean), `blocks with the button exactly where the code overflows: ${JSON.stringify(shown)}`).toBe(true);
    if (width < 996) expect(overflowing.length, 'a narrow screen has blocks that scroll').toBeGreaterThan(0);
    if (overflowing.length === 0) return;

    // The <code> style React renders: the placeholder size (--code-lines, --code-columns), and with line numbers
    // the counter offset. Wrapping must not touch it.
    const block = blocks.nth(overflowing[0]!);
    const pre = block.locator('pre');
    const code = pre.locator('code');
    const style = await code.getAttribute('style');
    expect(style).toContain('--code-lines');
    const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
    await toggle.click({force: true}); // the buttons show on hover; a touch reader taps them
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await code.getAttribute('style')).toBe(style);
    await toggle.click({force: true});
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await code.getAttribute('style')).toBe(style);
    await expect(toggle).toBeAttached();
  });
}

test('the package manager chosen on one page is the one every install block of another page shows', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction/getting-started/');
  await page.getByRole('tab', {name: 'pnpm'}).first().click();
  await gotoHydrated(page, '/docs/ecosystem/strongly-typed/');
  const groups = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'npm', exact: true})});
  expect(await groups.count()).toBeGreaterThan(0);
  for (const group of await groups.all()) await expect(group.getByRole('tab', {selected: true})).toHaveText('pnpm');
});
