import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {test, expect as baseExpect, gotoHydrated} from './fixtures';
import {loadRepositories, loadSamples, loadVersions} from './siteData';

// Results wait for the search index to be fetched and parsed (or, hosted, for the stubbed Algolia answer): on a loaded
// 2-core machine that took over 10 s (CI failures), so every wait of this file allows 30 s. Speed is measured by
// `npm run bench`, not here.
const expect = baseExpect.configure({timeout: 30_000});

// Search: the local index behind the DocSearch modal and /search/, and (with a second build made
// with dummy ALGOLIA_* variables, see HOSTED_BUILD_DIR below) the hosted mode with Ask AI.

const INDEX_REQUEST = /\/search-index\/[^/]+\.json/;
const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

function isLocal(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:';
}

/** Aborts, and records, every request that would leave the machine. */
async function guardNetwork(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(
    (url) => !isLocal(url),
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  return external;
}

/** Records dialogs (alert/confirm/prompt) opened by the page: any would mean injected script ran. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function openModal(page: Page) {
  await page.locator('.DocSearch-Button').click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  return input;
}

const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

test.describe('search modal (local index)', () => {
  test('opens with Ctrl+K and /, not while typing in a field; loads the index on opening; closes with Escape', async ({page, problems}) => {
    test.slow(); // several page loads; the default 30 s is tight on a loaded machine
    const external = await guardNetwork(page);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) indexRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/api/container/');
    // No hosted-service hint and no index fetched on page load.
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    expect(indexRequests).toEqual([]);

    await page.locator('body').press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    await page.locator('body').press('/');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    // Opening the modal requested the index files of the page's version and of the blog and pages, once, before
    // anything was typed: they load while the modal does.
    expect(indexRequests.map((url) => new URL(url).pathname).sort()).toEqual(['/search-index/default.json', '/search-index/docs-default-7.x.json']);

    // While typing in a field, "/" is just a character (the search page then searches for it).
    await gotoHydrated(page, '/search/');
    const field = page.locator('input[name="q"]');
    await field.click();
    await field.press('/');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(field).toHaveValue('/');
    // Nor Ctrl+K (Cmd+K): the field keeps the keys that follow. The modal's code is loaded first (opened and closed
    // from the page), so that a modal opened by the shortcut would be there before the next key.
    await field.blur();
    await page.locator('body').press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await field.click();
      await field.press('End');
      await field.press(shortcut);
      await page.keyboard.type('x');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
    await expect(field).toHaveValue('/xx');

    expect(external).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the modal brings its stylesheet on first open, ahead of the site stylesheet so site overrides win', async ({page}) => {
    await guardNetwork(page);
    await gotoHydrated(page, '/docs/');
    // Where each stylesheet of the page stands (document order), and which hold the modal's rules and the button's.
    const sheets = () =>
      page.evaluate(() =>
        [...document.styleSheets].map((sheet) => {
          const text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
          return {modal: text.includes('.DocSearch-Modal'), button: text.includes('.DocSearch-Button')};
        }),
      );
    expect((await sheets()).filter((sheet) => sheet.modal)).toHaveLength(0);

    await openModal(page);
    const opened = await sheets();
    expect(opened.filter((sheet) => sheet.modal)).toHaveLength(1);
    // (The site's stylesheet styles the search button up front.)
    expect(opened.findIndex((sheet) => sheet.modal)).toBeLessThan(opened.findIndex((sheet) => sheet.button));
    const container = page.locator('.DocSearch-Container');
    await expect(container).toHaveCSS('position', 'fixed'); // from DocSearch's modal stylesheet
    const siteZIndex = await page.evaluate(
      () => Number(getComputedStyle(document.documentElement).getPropertyValue('--ifm-z-index-fixed')) + 1,
    );
    await expect(container).toHaveCSS('z-index', String(siteZIndex)); // the site's override
    await page.keyboard.press('Escape');
    await openModal(page);
    expect((await sheets()).filter((sheet) => sheet.modal)).toHaveLength(1);
  });

  test('the modal credits no search provider: the local index is not Algolia', async ({page}) => {
    await guardNetwork(page);
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer.locator('.DocSearch-Commands')).toBeVisible();
    await expect(footer.getByText('Powered by')).toBeHidden();
    await expect(footer.locator('a[href*="algolia.com"]')).toBeHidden();
  });

  test('a modal that cannot be loaded opens the search page instead, with a warning', async ({page, problems}) => {
    await guardNetwork(page);
    await gotoHydrated(page, '/docs/');
    // From here on no script chunk loads: the modal's cannot, nor the search page's.
    await page.route(/\/assets\/js\/.+\.js$/, (route: Route) => route.abort('internetdisconnected'));
    await page.locator('.DocSearch-Button').click();
    // The search page with no query yet (the theme's search link carries an empty q).
    await expect(page).toHaveURL(/\/search\/\?q=$/);
    await expect(page.locator('h1').first()).toHaveText(/search/i);
    expect(problems.consoleWarnings.some((text) => text.includes('The search modal could not be loaded'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('on /docs/next/, an 8.x-only name finds next pages first', async ({page, problems}) => {
    const external = await guardNetwork(page);
    await gotoHydrated(page, '/docs/next/');
    const input = await openModal(page);
    await input.fill('jitless');
    await expect(hitLinks(page).first()).toBeVisible();
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/^\/docs\/next\//);
    // Scoped to the version being read (plus blog and pages).
    for (const href of hrefs) expect(href).toMatch(/^\/(docs\/next|blog)\//);
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/jitless/i);
    expect(external).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('on /docs/6.x/, "middleware" finds the 6.x middleware page', async ({page}) => {
    const external = await guardNetwork(page);
    await gotoHydrated(page, '/docs/6.x/');
    const input = await openModal(page);
    await input.fill('middleware');
    await expect(hitLinks(page).first()).toHaveAttribute('href', /^\/docs\/6\.x\/fundamentals\/lifecycle\/middleware\/$/);
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/(docs\/6\.x|blog)\//);
    // Choosing a hit navigates client-side to the page.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/6\.x\/fundamentals\/lifecycle\/middleware\/$/);
    await expect(page.locator('article h1').first()).toHaveText('Middleware');
    expect(external).toEqual([]);
  });

  test('no request leaves localhost during search; the index is fetched once', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const external = await guardNetwork(page);
    await gotoHydrated(page, '/docs/');
    const input = await openModal(page);
    for (const query of ['cont', 'container', 'container get', 'binding']) {
      await input.fill(query);
      await expect(hitLinks(page).first()).toBeVisible();
    }
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(/\/search\/\?q=binding$/);
    await expect(page.locator('article').first()).toBeVisible();
    expect(external).toEqual([]);
    expect(requests.filter((url) => !isLocal(new URL(url)))).toEqual([]);
    const indexFetches = requests.filter((url) => INDEX_REQUEST.test(url));
    // default (blog) + docs-default-7.x, each once, during the first search.
    expect(indexFetches.length).toBe(2);
  });

  test('"See all N results" shows the count of the search page', async ({page}) => {
    await guardNetwork(page);
    await gotoHydrated(page, '/docs/');
    const input = await openModal(page);
    // Type one key at a time, as a person would (DocSearch gets one response per keystroke).
    await input.pressSequentially('container', {delay: 20});
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    await expect(hitLinks(page).first()).toBeVisible();
    const count = Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0]);
    expect(count).toBeGreaterThan(0);
    await footer.click();
    await expect(page).toHaveURL(/\/search\/\?q=container$/);
    await expect(page.getByText(count === 1 ? 'One document found' : `${count} documents found`)).toBeVisible();
  });

  test('when the index cannot be fetched, the error messages show', async ({page}) => {
    await guardNetwork(page);
    await page.route(INDEX_REQUEST, (route: Route) => route.abort());
    await gotoHydrated(page, '/docs/');
    const input = await openModal(page);
    await input.fill('container');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

    await gotoHydrated(page, '/search/?q=container');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('a query with no match shows the no-results messages and "Let us know."', async ({page}) => {
    await guardNetwork(page);
    const query = 'zqxjvbwk';
    await gotoHydrated(page, '/docs/');
    const input = await openModal(page);
    await input.fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results found for');
    await expect(screen).toContainText(query);
    await expect(screen).toContainText('Believe this query should return results?');
    const letUsKnow = screen.getByRole('link', {name: 'Let us know.'});
    const SOURCE_ISSUES = `${(await loadRepositories()).LIBRARY_REPOSITORY}/issues/new`;
    await expect(letUsKnow).toHaveAttribute('href', new RegExp(`^${SOURCE_ISSUES.replace(/[.?/]/g, '\\$&')}\\?title=.*${query}`));

    await gotoHydrated(page, `/search/?q=${query}`);
    await expect(page.getByText(`No results found for "${query}"`)).toBeVisible();
  });

  test('the no-results screen suggests the sections of earlier results ("Try searching for")', async ({page}) => {
    await guardNetwork(page);
    await gotoHydrated(page, '/docs/');
    const input = await openModal(page);
    await input.fill('container');
    // The first search fetches the engine and the index.
    await expect(hitLinks(page).first()).toBeVisible({timeout: 30_000});
    // The sections the results were grouped under: what the suggestions are made of.
    const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(sections.length).toBeGreaterThan(0);

    await input.fill('zqxjvbwk');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('button.DocSearch-Prefill');
    await expect(suggestions.first()).toBeVisible();
    const offered = await suggestions.allTextContents();
    expect(offered.length).toBeLessThanOrEqual(3);
    for (const suggestion of offered) expect(sections).toContain(suggestion);

    // A suggestion searches for itself.
    await suggestions.first().click();
    await expect(input).toHaveValue(`${offered[0].toLowerCase()} `);
    await expect(hitLinks(page).first()).toBeVisible();
  });

  const hostileQueries = [
    '<img src=x onerror=alert(1)>',
    '"><script>alert(2)</script>',
    'שלום container مرحبا',
    '🚀 container 🔥',
    'x'.repeat(10_000),
  ];

  test('hostile queries in the modal are shown as text and run nothing', async ({page, problems}) => {
    test.slow(); // several page loads; the default 30 s is tight on a loaded machine
    await guardNetwork(page);
    const dialogs = recordDialogs(page);
    await gotoHydrated(page, '/docs/');
    const input = await openModal(page);
    for (const query of hostileQueries) {
      await input.fill(query);
      const shown = (await input.inputValue());
      // DocSearch caps the input length; what is kept is the start of the query.
      expect(query.startsWith(shown)).toBe(true);
      await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
      if (await page.locator('.DocSearch-NoResults').count()) {
        await expect(page.locator('.DocSearch-NoResults-Prefill, .DocSearch-Title').first()).toContainText(shown.slice(0, 20));
      }
      await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('hostile q on /search/ is shown as text and runs nothing', async ({page, problems}) => {
    test.slow(); // several page loads; the default 30 s is tight on a loaded machine
    await guardNetwork(page);
    const dialogs = recordDialogs(page);
    for (const query of hostileQueries) {
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('input[name="q"]')).toHaveValue(query);
      await expect(page.locator('h1')).toHaveText(`Search results for "${query}"`);
      await expect(page.locator('article, p:has-text("No results found for")').first()).toBeVisible();
      await expect(page.locator('main img[src="x"], main script, img[src="x"]')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

// A newer release's whole message pasted into an older version's search: the message 7.x (and 8.x) throws for two
// bindings of one service, as its error-reference sample states it, found on the 6.x error reference, which quotes its
// first line. A one-line field takes the pasted lines joined by spaces, or with the line breaks dropped.
const AMBIGUOUS_SAMPLE = 'examples/v7/src/api/errors/ambiguous-bindings.ts';
const AMBIGUOUS_ENTRY = /^\/docs\/6\.x\/api\/errors\/#ambiguous-bindings$/;
async function pastedMessages(): Promise<[string, string][]> {
  const {expectedThrow} = await loadSamples();
  const message = expectedThrow(fs.readFileSync(AMBIGUOUS_SAMPLE, 'utf8'));
  if (message === undefined || !message.includes('\n')) throw new Error(`${AMBIGUOUS_SAMPLE} states no multi-line message`);
  return [
    ['its lines joined by spaces', message.split('\n').join(' ')],
    ['its line breaks dropped', message.split('\n').join('')],
  ];
}

test.describe('a 7.x message pasted whole into 6.x search', () => {
  test('the modal on a 6.x page finds the 6.x entry that quotes it first', async ({page}) => {
    await gotoHydrated(page, '/docs/6.x/');
    const input = await openModal(page);
    for (const [how, message] of await pastedMessages()) {
      await input.fill(message);
      await expect(hitLinks(page).first(), how).toHaveAttribute('href', AMBIGUOUS_ENTRY);
    }
  });

  test('the search page, with 6.x chosen, finds the 6.x entry that quotes it first', async ({page}) => {
    await gotoHydrated(page, '/search/');
    await page.locator('select').selectOption('6.x');
    for (const [how, message] of await pastedMessages()) {
      await page.locator('input[name="q"]').fill(message);
      await expect(page.locator('article h2 a').first(), how).toHaveAttribute('href', AMBIGUOUS_ENTRY);
    }
  });
});

test.describe('search page (local index)', () => {
  test('the address the OpenSearch description gives browsers opens the search page with the query', async ({page, baseURL}) => {
    // Browsers offer the site as a search engine from this file (linked from every page's head) and send the words
    // typed in the address bar to its template. The host answers a directory's address without its trailing slash with
    // a redirect that may drop the query (the static host of `npm run serve` does), so the template must name the page.
    const description = fs.readFileSync(path.join(BUILD_DIR, 'opensearch.xml'), 'utf8');
    const template = /<Url type="text\/html" method="get" template="([^"]+)"/.exec(description)?.[1];
    expect(template, 'opensearch.xml has a text/html search URL').toBeDefined();
    const address = new URL(template!.replace('{searchTerms}', 'toSelf'));
    await gotoHydrated(page, `${baseURL}${address.pathname}${address.search}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "toSelf"');
    await expect(page.locator('input[name="q"]')).toHaveValue('toSelf');
  });

  test('opened with a query, the page requests its first search\'s index files as its HTML is read, each once', async ({page, browser, baseURL}) => {
    const {LAST_VERSION} = await loadVersions();
    const ANY_INDEX_FILE = /\/search-index\/.+\.json$/;
    const expected = ['default', `docs-default-${LAST_VERSION.name}`].flatMap((tag) => [`/search-index/${tag}.json`, `/search-index/texts/${tag}.json`]).sort();
    // With none of the site's scripts loading, only the page's inline script can request them.
    const bare = await browser.newContext({baseURL});
    const noScripts = await bare.newPage();
    await noScripts.route(/\/assets\/js\/.+\.js$/, (route: Route) => route.abort());
    const early: string[] = [];
    noScripts.on('request', (request) => {
      if (ANY_INDEX_FILE.test(request.url())) early.push(new URL(request.url()).pathname);
    });
    await noScripts.goto('/search/?q=container', {waitUntil: 'load'});
    await expect.poll(() => [...early].sort()).toEqual(expected);
    // Without a query, nothing is requested.
    early.length = 0;
    await noScripts.goto('/search/', {waitUntil: 'load'});
    await noScripts.waitForTimeout(300);
    expect(early).toEqual([]);
    await bare.close();
    // With the scripts, the page's search takes those requests over: each file once, and results.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (ANY_INDEX_FILE.test(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/search/?q=container');
    await expect(page.locator('article').first()).toBeVisible();
    expect([...requested].sort()).toEqual(expected);
  });

  test('flinging through the results at 5,000 px/s shifts nothing the reader sees as the next results append', async ({page}) => {
    test.slow(); // batches load one after another as the fling reaches them, on a loaded machine too
    await page.setViewportSize({width: 1280, height: 720});
    await gotoHydrated(page, '/search/?q=container');
    const results = page.locator('article');
    await expect(results).toHaveCount(15);
    const total = Number(/(\d+) documents found/.exec((await page.getByText(/documents found/).textContent()) ?? '')?.[1]);
    expect(total, 'enough results for several batches').toBeGreaterThan(45);
    await page.evaluate(() => {
      const w = window as unknown as {shifts: {value: number; sources: string[]}[]};
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node?: Node}[]})[]) {
          if (!entry.hadRecentInput) w.shifts.push({value: entry.value, sources: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '#text')});
        }
      }).observe({type: 'layout-shift'});
    });
    // A fling of 5,000 px/s for 6 s, in wheel steps: each step scrolls by the time since the last one, so that the
    // speed holds however slowly the steps arrive on a busy machine.
    await page.mouse.move(640, 400);
    const started = Date.now();
    let scrolled = 0;
    while (Date.now() - started < 6000) {
      const due = (Date.now() - started) * 5;
      await page.mouse.wheel(0, due - scrolled);
      scrolled = due;
    }
    expect(await results.count(), 'the fling reached later batches').toBeGreaterThanOrEqual(45);
    const shifts = await page.evaluate(() => (window as unknown as {shifts: {value: number; sources: string[]}[]}).shifts);
    expect(shifts, 'layout shifts while results appended').toEqual([]);
  });

  test('reads q, defaults to the current version, scopes by version and paginates', async ({page, problems}) => {
    test.slow(); // several page loads; the default 30 s is tight on a loaded machine
    const external = await guardNetwork(page);
    await gotoHydrated(page, '/search/?q=container');
    const select = page.locator('select');
    await expect(select).toHaveValue('7.x');
    await expect(page.locator('input[name="q"]')).toHaveValue('container');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible();
    const total = Number(/(\d+) documents found/.exec((await page.getByText(/documents found/).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(15);
    await expect(results).toHaveCount(15);
    const hrefs = await results.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/(docs\/(?!next\/|6\.x\/)|blog\/)/);
    await expect(results.locator('mark').first()).toBeVisible();

    // Scrolling to the end loads further pages, a whole batch of 15 at a time (how many batches depends on how far
    // the scroll lands inside the loader, which holds the room of every result still to come).
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => results.count()).toBeGreaterThan(15);
    await expect(page.locator('[class*="loadingSpinner"]')).toHaveCount(0);
    const loaded = await results.count();
    expect(loaded).toBeLessThanOrEqual(total);
    expect(loaded % 15 === 0 || loaded === total, `${loaded} results: whole batches of 15`).toBe(true);
    const loadedHrefs = await results.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(loadedHrefs.slice(0, 15), 'the first batch stays in place').toEqual(hrefs);

    await select.selectOption('6.x');
    await page.locator('input[name="q"]').fill('middleware');
    await expect(page).toHaveURL(/q=middleware/);
    await expect(results.first().locator('h2 a')).toHaveAttribute('href', '/docs/6.x/fundamentals/lifecycle/middleware/');
    expect(external).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Hosted mode: a build made with dummy Algolia credentials and an Ask AI assistant id:
//   ALGOLIA_APP_ID=TESTAPP ALGOLIA_API_KEY=test-key ALGOLIA_INDEX_NAME=inversify ALGOLIA_ASSISTANT_ID=test-assistant \
//   ALGOLIA_REPLACE_FROM=/crawled-docs/ ALGOLIA_REPLACE_TO=/docs/ ALGOLIA_EXTERNAL_URL_REGEX='external\.example\.com' \
//     npx docusaurus build --out-dir build-hosted
// and HOSTED_BUILD_DIR=build-hosted. It is served from disk through page.route on a fake
// origin; every hosted-service endpoint is answered in the test, so nothing leaves the machine.
// ---------------------------------------------------------------------------------------------
const HOSTED_BUILD_DIR = process.env.HOSTED_BUILD_DIR ? path.resolve(process.env.HOSTED_BUILD_DIR) : '';
const HOSTED_ORIGIN = 'http://hosted.localhost';
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
};

function fakeHit(i: number, url = `https://inversify.io/docs/api/container/#hit-${i}`) {
  const levels = {lvl0: 'API', lvl1: 'Container', lvl2: `Section ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const mark = (value: string) => ({value: value.replace(/Container/, '<mark>Container</mark>'), matchLevel: 'full', matchedWords: ['container']});
  return {
    objectID: String(i),
    url,
    type: 'lvl2',
    hierarchy: levels,
    content: null,
    _highlightResult: {hierarchy: {lvl0: mark('API'), lvl1: mark('Container'), lvl2: mark(`Section ${i}`)}},
    _snippetResult: {hierarchy: {lvl1: mark('Container'), lvl2: mark(`Section ${i}`)}},
  };
}

// Two ordinary hits, one whose path the crawler saw under another prefix (rewritten by replaceSearchResultPathname)
// and one on another site (kept absolute because it matches externalUrlRegex).
const HOSTED_HITS = [
  fakeHit(1),
  fakeHit(2),
  fakeHit(3, 'https://inversify.io/crawled-docs/api/binding-syntax/#hit-3'),
  fakeHit(4, 'https://external.example.com/guide/#hit-4'),
];

async function serveHostedBuild(page: Page) {
  const hosted: {search: unknown[]; askAi: string[]; other: string[]} = {search: [], askAi: [], other: []};
  await page.route(
    (url) => !isLocal(url) && url.origin !== HOSTED_ORIGIN,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (/algolia\.(net|io)$/.test(url.hostname) && url.pathname.includes('/queries')) {
        const body = request.postDataJSON() as {requests: {query?: string}[]};
        hosted.search.push(body);
        return route.fulfill({
          contentType: 'application/json',
          json: {
            results: body.requests.map((r) => ({
              hits: HOSTED_HITS,
              nbHits: HOSTED_HITS.length,
              page: 0,
              nbPages: 1,
              hitsPerPage: 20,
              processingTimeMS: 1,
              query: r.query ?? '',
              params: '',
              index: 'inversify',
              exhaustiveNbHits: true,
            })),
          },
        });
      }
      if (/askai|ask-ai|assistant/i.test(url.hostname + url.pathname)) {
        hosted.askAi.push(request.url());
        return route.fulfill({status: 503, contentType: 'application/json', json: {message: 'offline test'}});
      }
      hosted.other.push(request.url());
      return route.abort();
    },
  );
  await page.route(`${HOSTED_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    let file = path.join(HOSTED_BUILD_DIR, decodeURIComponent(url.pathname));
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!file.startsWith(HOSTED_BUILD_DIR) || !fs.existsSync(file)) {
      return route.fulfill({status: 404, path: path.join(HOSTED_BUILD_DIR, '404.html'), contentType: CONTENT_TYPES['.html']});
    }
    return route.fulfill({path: file, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'});
  });
  return hosted;
}

test.describe('hosted search with Ask AI (HOSTED_BUILD_DIR)', () => {
  test.skip(!HOSTED_BUILD_DIR || !fs.existsSync(path.join(HOSTED_BUILD_DIR, 'index.html')), 'needs HOSTED_BUILD_DIR: a build made with dummy ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME and ALGOLIA_ASSISTANT_ID (see the comment above)');

  test('the modal queries the hosted index with contextual facets; preconnect hint present', async ({page}) => {
    test.slow(); // several page loads; the default 30 s is tight on a loaded machine
    const hosted = await serveHostedBuild(page);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) indexRequests.push(request.url());
    });
    await gotoHydrated(page, `${HOSTED_ORIGIN}/docs/6.x/`);
    await expect(page.locator('link[rel="preconnect"][href*="algolia.net"]')).toHaveCount(1);
    const input = await openModal(page);
    await input.fill('container');
    await expect(hitLinks(page).first()).toBeVisible();
    // Hit URLs are made relative to this site.
    await expect(hitLinks(page).first()).toHaveAttribute('href', /^\/docs\/api\/container\/#hit-/);
    expect(JSON.stringify(hosted.search)).toContain('docusaurus_tag:docs-default-6.x');
    expect(JSON.stringify(hosted.search)).toContain('language:en');
    expect(indexRequests).toEqual([]);
    expect(hosted.other).toEqual([]);
  });

  test('hit URLs honour replaceSearchResultPathname and externalUrlRegex', async ({page}) => {
    test.slow();
    const hosted = await serveHostedBuild(page);
    await gotoHydrated(page, `${HOSTED_ORIGIN}/docs/`);
    const input = await openModal(page);
    await input.fill('container');
    await expect(hitLinks(page)).toHaveCount(4);
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs/api/binding-syntax/#hit-3');
    expect(hrefs).toContain('https://external.example.com/guide/#hit-4');
    expect(hosted.other).toEqual([]);
  });

  test('with the network down, and for no hits, the same messages as without Ask AI and no "See all 0 results"', async ({page}) => {
    test.slow();
    const hosted = await serveHostedBuild(page);
    // Registered last, so asked first: the hosted index is unreachable, then answers without hits.
    let network: 'down' | 'no hits' = 'down';
    await page.route(
      // Its main host and the fallback hosts the client tries next (APPID-N.algolianet.com).
      (url) => /algolia(net)?\.(net|io|com)$/.test(url.hostname) && url.pathname.includes('/queries'),
      (route) => {
        if (network === 'down') return route.abort('internetdisconnected');
        const body = route.request().postDataJSON() as {requests: {query?: string}[]};
        return route.fulfill({
          contentType: 'application/json',
          json: {
            results: body.requests.map((r) => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: r.query ?? '', params: '', index: 'inversify'})),
          },
        });
      },
    );
    await gotoHydrated(page, `${HOSTED_ORIGIN}/docs/`);
    const input = await openModal(page);
    await input.fill('container');
    const screen = page.locator('.DocSearch-NoResults');
    // The hosted client tries each of its hosts before it gives up.
    await expect(screen).toContainText('Unable to fetch results', {timeout: 30_000});
    await expect(screen).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-Hit', {hasText: /Ask AI/})).toBeVisible();
    await expect(page.getByText(/See all \d+ results/)).toHaveCount(0);

    network = 'no hits';
    await input.fill('zqxjvbwk');
    await expect(screen).toContainText('No results found for');
    await expect(page.getByText(/See all \d+ results/)).toHaveCount(0);
    expect(hosted.other).toEqual([]);
  });

  test('Ask AI: Escape leaves AI mode first, then closes the modal', async ({page}) => {
    test.slow(); // several page loads; the default 30 s is tight on a loaded machine
    const hosted = await serveHostedBuild(page);
    await gotoHydrated(page, `${HOSTED_ORIGIN}/docs/`);
    const input = await openModal(page);
    await input.fill('how do I bind a class');
    const askAi = page.locator('.DocSearch-Hit', {hasText: /Ask AI/}).first();
    await expect(askAi).toBeVisible();
    await askAi.click();
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', /Ask another question|Answering/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(hosted.other).toEqual([]);
  });

  test('the modal credits Algolia, whose index answers it', async ({page}) => {
    await serveHostedBuild(page);
    await gotoHydrated(page, `${HOSTED_ORIGIN}/docs/`);
    await openModal(page);
    await expect(page.locator('.DocSearch-Footer').getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
  });
});
