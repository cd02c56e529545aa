import fs from 'node:fs';
import path from 'node:path';
import type {Route} from '@playwright/test';
import {test, expect, gotoHydrated, ownChunks} from './fixtures';
import {loadSiteData} from './siteData';

// Resilience: every page type reads without JavaScript, and page chunks that fail to load are handled the
// way Docusaurus 3.9.2's core does it:
// - a client-side navigation preloads the next route; when that fails, core logs the error as a warning and
//   reloads the page (PendingNavigation), which then loads normally once the network is back;
// - a route component rendered before its chunk has arrived shows theme-fallback's Loading: a spinner after
//   a short delay, then the error text and a Retry button if the chunk fails; Retry loads it again. On a
//   first visit this is what a reader gets at a path the initial preload does not match but the router
//   resolves, such as /index.html (a real file on every static host);
// - on a first visit to a page's own path, core preloads the route before hydrating; if that fails, core
//   would never render and the server-rendered page would stay inert. Our preload (src/prefetch/preload.ts)
//   renders the app anyway, so the reader gets the same error and Retry.

const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const DOC = '/docs/api/container/';
const SIBLING_DOC = '/docs/api/container-module/';

test.describe('without JavaScript, every page type is readable and navigable', () => {
  test.use({javaScriptEnabled: false});

  const PAGES = [
    {type: 'home', path: '/', status: 200, heading: 'InversifyJS', content: 'Two classes, one container'},
    {type: 'doc', path: DOC, status: 200, heading: 'Container', content: null},
    {type: 'post', path: '/blog/planning-inversify-8-0-0/', status: 200, heading: 'Planning InversifyJS 8 - Feedback Needed!', content: null},
    {type: 'blog list', path: '/blog/', status: 200, heading: null, content: null},
    {type: 'search', path: '/search/?q=container', status: 200, heading: 'Search the documentation', content: null},
    {type: 'not found', path: '/no-such-page/', status: 404, heading: 'Page Not Found', content: null},
  ];

  for (const {type, path, status, heading, content} of PAGES) {
    test(`${type}: ${path}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      // The skip link's target wraps the main content on every page type.
      await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
      if (heading) await expect(page.getByRole('heading', {level: 1, name: heading, exact: true})).toBeVisible();
      if (content) await expect(page.getByText(content).first()).toBeVisible();

      // The navbar and the footer lead on, as plain links.
      const navbar = page.locator('nav.navbar');
      await expect(navbar.getByRole('link', {name: 'Tutorial'}).first()).toHaveAttribute('href', /^\/docs\//);
      await expect(navbar.getByRole('link', {name: 'Blog'}).first()).toHaveAttribute('href', '/blog/');
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/docs/introduction/getting-started/');
      await expect(footer.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog/');

      if (type === 'doc') {
        // The docs sidebar and the pager are server-rendered links too.
        const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
        await expect(sidebar.getByRole('link', {name: 'Container Module'})).toHaveAttribute('href', SIBLING_DOC);
        await expect(page.locator('.pagination-nav a').first()).toHaveAttribute('href', /^\/docs\//);
        // Code samples are in the HTML, highlighted.
        await expect(page.locator('article pre code').first()).not.toBeEmpty();
      }
      if (type === 'blog list') {
        const {BLOG_POSTS_PER_PAGE, BLOG_SLUGS} = await loadSiteData();
        await expect(page.locator('article')).toHaveCount(Math.min(BLOG_SLUGS.length, BLOG_POSTS_PER_PAGE));
        await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /^\/blog\/[^/]+\/$/);
      }
      if (type === 'post') {
        await expect(page.locator('article .markdown p').first()).not.toBeEmpty();
      }
      if (type === 'not found') {
        await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
      }
      // A link followed without JavaScript lands on a server-rendered page.
      await footer.getByRole('link', {name: 'Blog'}).click();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(page.locator('article').first()).toBeVisible();
    });
  }
});

test.describe('page chunks that fail to load', () => {
  test('a client navigation whose chunk fails logs a warning and reloads the page, which then loads', async ({
    page,
    browser,
    baseURL,
    problems,
  }) => {
    // The sibling doc's own chunks fail (link prefetch, hover preload, navigation preload) until the browser
    // requests a new document after the first visit: the reload.
    const own = await ownChunks(browser, baseURL!, SIBLING_DOC, DOC);
    let armed = false;
    let online = false;
    const failed: string[] = [];
    await page.route('**/*', (route) => {
      const request = route.request();
      if (armed && request.isNavigationRequest() && request.frame() === page.mainFrame()) online = true;
      if (!online && own.includes(new URL(request.url()).pathname)) {
        failed.push(request.url());
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await gotoHydrated(page, DOC);
    armed = true;
    await page.evaluate(() => {
      (window as unknown as {beforeReload: boolean}).beforeReload = true;
    });

    const reloaded = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith(SIBLING_DOC));
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Container Module'}).click();
    await reloaded;
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});

    expect(failed.length).toBeGreaterThan(0);
    expect(problems.consoleWarnings.some((w) => /Loading chunk \S+ failed/.test(w))).toBe(true);
    // A new document: the page was reloaded, at the address navigated to, and shows it.
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    await expect(page).toHaveURL(new RegExp(`${SIBLING_DOC}$`));
    await expect(page.locator('article h1')).toHaveText('Container Module');
  });

  test('a first visit whose chunks fail shows the error and Retry; a Retry shows the spinner while it loads, fails again offline, then loads the page', async ({
    page,
    browser,
    baseURL,
    problems,
  }) => {
    // The doc's own chunks: those it loads and its sibling doc does not. Held, failed, or let through once "the
    // network is back".
    const own = await ownChunks(browser, baseURL!, DOC, SIBLING_DOC);
    let state: 'hold' | 'fail' | 'online' = 'hold';
    let failures = 0;
    const held: Route[] = [];
    await page.route(
      (url) => own.includes(url.pathname),
      (route) => {
        if (state === 'online') return route.continue();
        if (state === 'fail') {
          failures++;
          return route.abort('internetdisconnected');
        }
        held.push(route);
        return undefined;
      },
    );
    const failHeld = async (): Promise<void> => {
      state = 'fail';
      for (const route of held.splice(0)) {
        failures++;
        await route.abort('internetdisconnected');
      }
    };
    // Through pathname/index.html, which the app renders as pathname/ (ARCHITECTURE.md, "Routes are exact"), so its
    // chunks must load first too.
    // Static hosts (GitHub Pages, Netlify…) answer /index.html with the file itself; `docusaurus serve` and the test host redirect it
    // instead, so the test answers it as those hosts do.
    await page.route(`**${DOC}index.html`, (route) => route.fulfill({path: path.join(BUILD_DIR, DOC, 'index.html')}));
    // Not waiting for `load`: the held chunks delay it.
    await page.goto(`${DOC}index.html`, {waitUntil: 'commit'});
    // While the chunks are on their way, the server-rendered page stays as it is.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('article h1')).toHaveText('Container');

    await failHeld();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/ChunkLoadError: Loading chunk \S+ failed/)).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleWarnings.some((w) => /Loading chunk \S+ failed/.test(w))).toBe(true);

    // A Retry shows the spinner while the chunks are on their way, and says so again when they fail.
    state = 'hold';
    await retry.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('svg#loader')).toBeVisible();
    await expect(page.locator('article h1')).toHaveCount(0);
    const failuresBefore = failures;
    await failHeld();
    await expect.poll(() => failures).toBeGreaterThan(failuresBefore);
    await expect(retry).toBeVisible();

    state = 'online';
    await retry.click();
    await expect(page.locator('article h1')).toHaveText('Container', {timeout: 30_000});
    await expect(retry).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveText('Container');
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Container Module'}).click();
    await expect(page).toHaveURL(new RegExp(`${SIBLING_DOC}$`));
    await expect(page.locator('article h1')).toHaveText('Container Module');
    expect(problems.pageErrors).toEqual([]);
  });

  // A docs page nests four route components (docs root, version, sidebar layout, doc), each a chunk loaded on its own
  // and showing its own error and Retry; a blog post is one. With every chunk failing, each of them failed, and one
  // Retry once the network is back brings the whole page.
  for (const route of ['/docs/fundamentals/snapshot/', '/docs/6.x/api/container/', '/blog/welcome/']) {
    test(`${route}: a first visit whose every non-entry chunk fails shows the page after one Retry once the network is back`, async ({page, problems}) => {
      const html = fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
      // The entry scripts and the stylesheet the HTML names; every other script or stylesheet is a chunk.
      const named = new Set([...html.matchAll(/\s(?:src|href)=["']?([^"' >]+)/g)].map((m) => m[1]));
      const heading = /<h1\b[^>]*>([^<]+)/.exec(html)?.[1].trim();
      expect(heading).toBeTruthy();
      let online = false;
      let failed = 0;
      await page.route(
        (url) => /\.(js|css)$/.test(url.pathname) && !named.has(url.pathname),
        (request) => {
          if (online) return request.continue();
          failed++;
          return request.abort('internetdisconnected');
        },
      );
      await page.goto(route);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(0);
      expect(failed).toBeGreaterThan(0);
      // A Retry while the network is still down fails again and asks again.
      const failedBefore = failed;
      await retry.click();
      await expect.poll(() => failed).toBeGreaterThan(failedBefore);
      await expect(retry).toBeVisible();

      online = true;
      await retry.click();
      await expect(page.locator('article h1')).toHaveText(heading!, {timeout: 30_000});
      await expect(retry).toHaveCount(0);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
