import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, afterHydrationRenders} from './fixtures';

// Every page the build lists in its sitemap answers 200, hydrates, has a title in the site's format and logs no error.
const buildDir = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);

test('the sitemap lists the whole site', () => {
  expect(paths.length).toBeGreaterThanOrEqual(70);
});

for (const pathname of paths) {
  test(`${pathname} loads cleanly`, async ({page, problems}) => {
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
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
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
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('a doc page as pathname.html or pathname/index.html lands on the page', async ({page}) => {
  for (const variant of ['/docs/introduction/getting-started.html', '/docs/introduction/getting-started/index.html']) {
    await gotoHydrated(page, variant);
    await expect(page.locator('article h1').first()).toHaveText('Getting started');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  }
});
