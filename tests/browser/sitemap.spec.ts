import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test as base, expect, afterHydrationRenders, gotoHydrated} from './fixtures';
import {AXE_SOURCE, auditBothModes, type Mode} from './axe';
import {midWordBreaks} from './tableWords';

// Every page the build lists in its sitemap, loaded once: it answers 200, hydrates without shifting, has a title in
// the site's format, logs no error, and axe finds nothing on it in light and in dark mode.
// One page per worker, reused across the sweep (a browser context and axe's setup per page cost more than most checks).
// Each test sets the state it starts from: the viewport, and the colour mode of the page's first load, light or dark
// by its place in the sitemap (every other page), so that about half the pages get their first load and hydration in
// dark mode whatever ran before. It is audited in that mode, then in the other: one switch per page.

const buildDir = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);

// Infima's desktop breakpoint: the sidebar and the table of contents show from here on.
const DESKTOP_MIN_WIDTH = 997;
// Playwright's default viewport, where each page loads.
const VIEWPORT = {width: 1280, height: 720};

const test = base.extend<object, {sweep: {page: Page}}>({
  sweep: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      await page.addInitScript(AXE_SOURCE);
      // Layout shifts while the page loads and hydrates (what Lighthouse's CLS counts).
      await page.addInitScript(() => {
        const w = window as unknown as {layoutShift: number};
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await use({page});
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test('the sitemap lists the whole site', () => {
  expect(paths.length).toBeGreaterThanOrEqual(70);
});

for (const [index, pathname] of paths.entries()) {
  const firstMode: Mode = index % 2 === 0 ? 'light' : 'dark';
  test(`${pathname} loads cleanly and axe finds nothing, light and dark`, async ({sweep}) => {
    const {page} = sweep;
    await page.setViewportSize(VIEWPORT);
    await page.emulateMedia({colorScheme: firstMode, reducedMotion: 'reduce'});
    const errors: string[] = [];
    const onConsole = (message: {type(): string; text(): string}): void => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    };
    const onPageError = (error: Error): void => {
      errors.push(`page: ${error.message}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    try {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', firstMode);
      await afterHydrationRenders(page);
      expect(await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift)).toBeLessThan(0.01);

      const title = await page.title();
      if (pathname === '/') {
        // The home page's own title equals the site title, so the site title stands alone.
        expect(title).toBe('InversifyJS');
      } else {
        expect(title).toMatch(/^.+ \| InversifyJS$/);
        const own = title.replace(/ \| InversifyJS$/, '');
        expect(own).not.toBe('InversifyJS');
        if (pathname.startsWith('/docs/')) {
          // A doc's title is its sidebar label.
          await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveText(own);
        } else if (/^\/blog\/[^/]+\/$/.test(pathname) && !/\/blog\/(archive|authors|tags)\/$/.test(pathname)) {
          await expect(page.locator('article h1').first()).toHaveText(own);
        }
      }
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      expect(errors).toEqual([]);

      // At desktop widths no word of a table cell breaks across lines: at this width, and at the narrowest desktop one.
      expect(await midWordBreaks(page), `words broken at ${VIEWPORT.width} px`).toEqual([]);
      await page.setViewportSize({width: DESKTOP_MIN_WIDTH, height: VIEWPORT.height});
      expect(await midWordBreaks(page), `words broken at ${DESKTOP_MIN_WIDTH} px`).toEqual([]);
      await page.setViewportSize(VIEWPORT);

      // The page is left after its audit: the tokens checked in neither mode can go.
      await auditBothModes(page, firstMode, {dropUncheckedTokens: true});
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  });
}

test('a doc page as pathname.html or pathname/index.html lands on the page', async ({page}) => {
  for (const variant of ['/docs/introduction/getting-started.html', '/docs/introduction/getting-started/index.html']) {
    await gotoHydrated(page, variant);
    await expect(page.locator('article h1').first()).toHaveText('Getting started');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  }
});
