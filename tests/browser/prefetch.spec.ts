import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, ownChunks} from './fixtures';

// Visible links are prefetched (ARCHITECTURE.md, "Prefetching and preloading"), each chunk file once
// (src/prefetch/prefetch.ts): upstream added a <link rel="prefetch"> per chunk per visible link, ~370 on a doc page
// for 25 distinct files.

const DOC = '/docs/api/container/';
const SIBLING_DOC = '/docs/api/container-module/';

const prefetchLinks = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

/** Scripts the page itself ran (script elements and chunk loads), not what was prefetched. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );

test.describe('prefetching', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test("a visible sidebar link's page chunks are prefetched, each file once, none the page already has", async ({
    page,
    browser,
    baseURL,
  }) => {
    const sibling = await ownChunks(browser, baseURL!, SIBLING_DOC, DOC);
    await gotoHydrated(page, DOC);
    await expect(page.locator(`.theme-doc-sidebar-menu a[href="${SIBLING_DOC}"]`)).toBeVisible();
    await expect
      .poll(async () => {
        const prefetched = await prefetchLinks(page);
        return sibling.filter((chunk) => !prefetched.includes(chunk));
      })
      .toEqual([]);

    const links = await prefetchLinks(page);
    expect(new Set(links).size).toBe(links.length);
    const loaded = new Set(await loadedScripts(page));
    expect(links.filter((link) => loaded.has(link))).toEqual([]);
  });

  test('nothing is prefetched with data saver on', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true}),
    );
    let prefetchRequests = 0;
    page.on('request', (request) => {
      if (request.resourceType() !== 'document' && request.headers()['sec-purpose']?.includes('prefetch')) prefetchRequests++;
    });
    await gotoHydrated(page, DOC);
    await page.waitForLoadState('networkidle');
    expect(await prefetchLinks(page)).toEqual([]);
    expect(prefetchRequests).toBe(0);
  });

  // Prefetching visible links may be skipped on a slow or constrained connection; preloading the route of a link the
  // reader points at or touches may not (src/prefetch/docusaurus.ts): it loads what the click would, a little earlier.
  for (const [label, connection] of [
    ['on a 2g connection', {saveData: false, effectiveType: '2g'}],
    ['with data saver on', {saveData: true, effectiveType: '4g'}],
  ] as const) {
    for (const gesture of ['hover', 'touch'] as const) {
      test(`${label}, a ${gesture} on a link loads its route's chunks`, async ({page, browser, baseURL}) => {
        const blog = await ownChunks(browser, baseURL!, '/blog/', DOC);
        await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', {value, configurable: true}), connection);
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await gotoHydrated(page, DOC);
        const link = page.locator('.navbar a[href="/blog/"]').first();
        await expect(link).toBeVisible();
        expect(blog.filter((chunk) => scripts.includes(chunk)), 'nothing of the blog before the gesture').toEqual([]);
        if (gesture === 'hover') await link.hover();
        else await link.dispatchEvent('touchstart');
        await expect.poll(() => blog.filter((chunk) => !scripts.includes(chunk))).toEqual([]);
        await expect(page).toHaveURL(DOC);
        expect(await prefetchLinks(page)).toEqual([]);
      });
    }
  }
});
