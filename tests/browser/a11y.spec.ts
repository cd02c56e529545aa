import type {Page} from '@playwright/test';
import {test as base, expect, gotoHydrated} from './fixtures';
import {AXE_SOURCE, auditBothModes, settle} from './axe';

// Accessibility: axe (WCAG 2.0/2.1/2.2 level A and AA rules) finds nothing in the open search modal, the mobile
// navbar sidebar and narrow pages, in light and in dark mode. Every sitemap page is audited by sitemap.spec.ts.

/** `page` with axe loaded in each document. */
const test = base.extend<{page: Page}>({
  page: async ({page}, use) => {
    await page.addInitScript(AXE_SOURCE);
    await use(page);
  },
});

test.describe('axe: interactive states', () => {
  test('the open search modal with results', async ({page}) => {
    test.slow();
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
    await gotoHydrated(page, '/docs/api/container/');
    await page.locator('body').press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill('container');
    // The first query waits for the search index to load and parse: on a loaded 2-core machine that took over 10 s.
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
    // The page's code is not looked at again: the tokens checked in neither mode can go (tests/browser/axe.ts).
    await auditBothModes(page, 'light', {dropUncheckedTokens: true});
  });

  test('the mobile navbar sidebar, docs menu and main menu', async ({page}) => {
    test.slow();
    await page.setViewportSize({width: 420, height: 800});
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
    await gotoHydrated(page, '/docs/api/container/');
    await page.getByRole('button', {name: /Toggle navigation bar/}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    await settle(page);
    // The page's code is not looked at again: the tokens checked in neither mode can go (tests/browser/axe.ts).
    await auditBothModes(page, 'light', {dropUncheckedTokens: true});
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await settle(page);
    await auditBothModes(page);
  });

  test('a narrow home page and blog post', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    for (const pathname of ['/', '/blog/planning-inversify-8-0-0/']) {
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await gotoHydrated(page, pathname);
      await auditBothModes(page);
    }
  });
});

// The sweep checks code tokens one per look (tests/browser/axe.ts): this shows that it still reports a token look
// whose contrast is too low, in each mode, on a long page where the offending tokens are few and far down; also when
// the tokens checked in neither mode are dropped first, as the sweep does (on a fresh load of the page).
test('the audit reports a code token of too low a contrast, in light and in dark mode', async ({page}) => {
  test.slow();
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  const load = async (): Promise<void> => {
    await gotoHydrated(page, '/docs/api/container/');
    await page.addStyleTag({
      content: "[data-theme='light'] .token.string { color: #f4f4f4 !important; } [data-theme='dark'] .token.number { color: #444 !important; }",
    });
  };
  await load();
  // In either order: the sitemap sweep audits half the pages dark first (every rule in dark, the colour rules in light).
  for (const dropUncheckedTokens of [false, true]) {
    for (const first of ['light', 'dark'] as const) {
      if (dropUncheckedTokens) await load();
      const reported = await auditBothModes(page, first, {dropUncheckedTokens}).then(
        () => '',
        (error: unknown) => String(error),
      );
      const which = `${first} first${dropUncheckedTokens ? ', unchecked tokens dropped' : ''}`;
      expect(reported, which).toMatch(/\[light\] color-contrast \(serious\) [^\n]*\.string/);
      expect(reported, which).toMatch(/\[dark\] color-contrast \(serious\) [^\n]*\.number/);
    }
  }
});
