import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

// Install commands as tabs (one choice for the whole site, remembered) and the "Copy page" / "View as Markdown"
// actions of docs pages.

const BUILD_DIR = path.resolve(__dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
// Two pages with an `npm install` block (docs/ is the "next" version).
const INSTALL_PAGES = ['/docs/next/introduction/getting-started/', '/docs/next/guides/migrating-from-v7/'];

test.describe('install commands as npm / Yarn / pnpm tabs', () => {
  test('choosing pnpm on one page shows pnpm on another, and after a reload', async ({page}) => {
    test.slow(); // three page loads
    await gotoHydrated(page, INSTALL_PAGES[0]);
    const tabs = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'pnpm'})}).first();
    await expect(tabs.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page.getByRole('tabpanel').filter({hasText: 'pnpm add'}).first()).toBeVisible();

    await gotoHydrated(page, INSTALL_PAGES[1]);
    const other = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'pnpm'})}).first();
    await expect(other.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({hasText: 'pnpm add'}).first()).toBeVisible();
    await expect(page.getByText(/^npm install /)).toBeHidden();

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('tabpanel').filter({hasText: 'pnpm add'}).first()).toBeVisible();
  });

  // Before hydration (the app's main bundle made to hang), the first paint shows the stored choice
  // (src/plugins/install-tab-choice), not the server's npm.
  const hangApp = (page: Page) => page.route(/\/assets\/js\/main\.[^/]+\.js$/, () => undefined);
  const installTabs = (page: Page) => page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'pnpm'})}).first();
  const underline = (tab: Locator) => tab.evaluate((element) => getComputedStyle(element).borderBottomColor);
  const TRANSPARENT = 'rgba(0, 0, 0, 0)';

  test('a stored pnpm is the tab shown at first paint, before the page hydrates', async ({page, problems}) => {
    test.slow(); // two page loads
    // The reader's choice, stored as the site stores it: by choosing pnpm.
    await gotoHydrated(page, INSTALL_PAGES[0]);
    await installTabs(page).getByRole('tab', {name: 'pnpm'}).click();
    await expect(page.getByRole('tabpanel').filter({hasText: 'pnpm add'}).first()).toBeVisible();

    await hangApp(page);
    await page.goto(INSTALL_PAGES[1], {waitUntil: 'commit'});
    const tabs = installTabs(page);
    await expect(page.getByRole('tabpanel').filter({hasText: 'pnpm add'}).first()).toBeVisible();
    await expect(page.getByText(/^npm install /).first()).toBeHidden();
    // The pnpm tab is underlined as the selected one, the npm tab is not.
    expect(await underline(tabs.getByRole('tab', {name: 'pnpm'}))).not.toBe(TRANSPARENT);
    expect(await underline(tabs.getByRole('tab', {name: 'npm', exact: true}))).toBe(TRANSPARENT);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    expect(problems.pageErrors).toEqual([]);
  });

  test('where storage throws, the first paint shows npm and the page reports no error', async ({page, problems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await hangApp(page);
    await page.goto(INSTALL_PAGES[0], {waitUntil: 'commit'});
    const tabs = installTabs(page);
    await expect(page.getByText(/^npm install /).first()).toBeVisible();
    expect(await underline(tabs.getByRole('tab', {name: 'npm', exact: true}))).not.toBe(TRANSPARENT);
    expect(problems.pageErrors).toEqual([]);
  });

  test('without JavaScript the npm command is shown', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await page.goto(INSTALL_PAGES[0]);
    await expect(page.getByText(/^npm install /).first()).toBeVisible();
    await context.close();
  });
});

test.describe('Copy page and View as Markdown', () => {
  const route = '/docs/fundamentals/binding/';
  const twin = '/docs/fundamentals/binding.md';

  test('are in the server HTML of docs pages', () => {
    const html = fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
    expect(html).toMatch(/<button[^>]*>Copy page<\/button>/);
    expect(html).toMatch(new RegExp(`<a[^>]*href=["']?${twin.replace(/\./g, '\\.')}["' >][^>]*>View as Markdown</a>`));
  });

  test('"Copy page" copies the Markdown twin, from the keyboard, loading its code only then', async ({page, context, baseURL}) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    const twinRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) twinRequests.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    expect(twinRequests).toEqual([]);

    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(/Copied/);
    expect(scripts.length, 'the copy code is fetched on the first click').toBeGreaterThan(before);
    const expected = fs.readFileSync(path.join(BUILD_DIR, twin), 'utf8');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('"View as Markdown" opens the twin', async ({page}) => {
    await gotoHydrated(page, route);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', twin);
    const response = await page.request.get(twin);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(/^# Binding\n/);
  });
});
