import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, afterHydrationRenders, ownChunks} from './fixtures';
import {VERSION_ROWS} from './versionRows';
import {NAVBAR_END_ID} from '../../src/firstPaint/navbarComplete';

// Behaviours of the site a browser audit found broken, each checked as a reader meets it (ARCHITECTURE.md,
// "Routes and navigation" and "Page chrome").

const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const DOC = '/docs/api/container/';
const SIBLING_DOC = '/docs/api/container-module/';
const DESKTOP = {width: 1280, height: 800};
const MOBILE = {width: 390, height: 844};

// ---------------------------------------------------------------------------------------------
// The longest doc pages of each version, from the build: where a link to a heading has the most
// code blocks (and so the most content-visibility placeholders) to cross.
// ---------------------------------------------------------------------------------------------
interface DocPage {
  path: string;
  size: number;
  headingIds: string[];
}

function docPages(dir = path.join(BUILD_DIR, 'docs'), urlPath = '/docs/'): DocPage[] {
  const pages: DocPage[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) pages.push(...docPages(path.join(dir, entry.name), `${urlPath}${entry.name}/`));
    else if (entry.name === 'index.html') {
      const html = fs.readFileSync(path.join(dir, entry.name), 'utf8');
      const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
      const headingIds = [...article.matchAll(/<h[23][^>]*\sid="?([^"\s>]+)/g)].map((m) => m[1]);
      pages.push({path: urlPath, size: html.length, headingIds});
    }
  }
  return pages;
}

// Each docs version's label and where its pages are (the versions table), the version served at /docs/ first.
const VERSION_PREFIXES: Record<string, string> = Object.fromEntries(
  [...VERSION_ROWS.filter((row) => row.last), ...VERSION_ROWS.filter((row) => !row.last)].map((row) => [row.label, row.root]),
);
type Version = string;

/** The version of a page: the one with the longest path prefix of it (/docs/ holds the others' folders). */
function versionOf(pagePath: string): Version {
  const [label] = Object.entries(VERSION_PREFIXES)
    .filter(([, prefix]) => pagePath.startsWith(prefix))
    .sort(([, a], [, b]) => b.length - a.length)[0];
  return label;
}

/** Each version's pages, longest first (only pages with headings to link to). */
function pagesByLength(version: Version): DocPage[] {
  return docPages()
    .filter((page) => versionOf(page.path) === version && page.headingIds.length >= 5)
    .sort((a, b) => b.size - a.size);
}

/** A heading `fraction` of the way down the page's list of headings. */
function headingAt(page: DocPage, fraction: number): string {
  return page.headingIds[Math.floor(page.headingIds.length * fraction)];
}

/** Lets layout, content-visibility and the scroll listeners settle: a number of frames, not a time. */
async function frames(page: Page, count = 10): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );
}

async function headingTop(page: Page, id: string): Promise<number> {
  await frames(page);
  return page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
}

/**
 * Where each heading ends when scrolled to on a page with every block laid out (content-visibility
 * forced visible), as Docusaurus scrolls to a hash (scrollIntoView): the position a link must reach.
 */
async function referenceTops(page: Page, pagePath: string, ids: string[]): Promise<Map<string, number>> {
  const reference = await page.context().newPage();
  await reference.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    });
  });
  await gotoHydrated(reference, pagePath);
  const tops = new Map<string, number>();
  for (const id of ids) {
    await reference.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
    tops.set(id, await headingTop(reference, id));
  }
  await reference.close();
  return tops;
}

/** A client-side navigation, as a link of the app makes it (the router follows the history change). */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, url);
}

/** Clicks a link without Playwright scrolling it into view first (that scroll would hide the bug). */
async function clickInPlace(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => (document.querySelector(sel) as HTMLElement).click(), selector);
}

const TOLERANCE = 2;

/**
 * Where the heading `id` stands against the navbar once scrolling and the navbar's transition have settled: the gap
 * between the navbar's bottom edge (0 where it is hidden) and the heading's top, and whether the heading is inside
 * the window.
 */
async function headingBelowNavbar(page: Page, id: string): Promise<{gap: number; inWindow: boolean; navbarShown: boolean}> {
  await frames(page, 20);
  return page.evaluate((target) => {
    const heading = document.getElementById(target)!.getBoundingClientRect();
    const navbar = document.querySelector('.navbar--fixed-top')!.getBoundingClientRect();
    const navbarBottom = Math.max(0, navbar.bottom);
    return {gap: heading.top - navbarBottom, inWindow: heading.top >= 0 && heading.bottom <= window.innerHeight, navbarShown: navbarBottom > 0};
  }, id);
}

const expectSeenBelowNavbar = async (page: Page, id: string, from: string): Promise<void> => {
  await expect
    .poll(async () => {
      const {gap, inWindow} = await headingBelowNavbar(page, id);
      return gap >= -1 && inWindow;
    }, {message: `#${id} is seen, below the navbar, after following a link from ${from}`, timeout: 5000})
    .toBe(true);
};

// The first post of the blog list, read from the built list page (not from a page load in each test).
const FIRST_POST = /<article[^>]*>[\s\S]*?<h2[^>]*><a href="?([^"\s>]+)/.exec(fs.readFileSync(path.join(BUILD_DIR, 'blog/index.html'), 'utf8'))?.[1];
// Pages that are not docs (each has a layout, and so a navbar, of its own) and the first post of the blog list.
const NON_DOCS_PAGES = ['/', '/blog/', FIRST_POST ?? 'the first post of /blog/', '/search/?q=container', '/no-such-page/'];

test.describe('a heading followed from a page that is not a doc is never under the navbar', () => {
  for (const version of Object.keys(VERSION_PREFIXES) as Version[]) {
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      test(`into ${version}, ${device}: links from the home page, the blog, a post, the search page and the not-found page${version === '7.x' ? ', and search hits in the modal on each' : ''}; docs to docs unchanged`, async ({page, problems}) => {
        test.slow();
        await page.setViewportSize(viewport);
        const [longest, other] = pagesByLength(version);
        const id = headingAt(longest, 0.5);
        const target = `${longest.path}#${id}`;
        expect(FIRST_POST, 'the blog list links its first post').toMatch(/^\/blog\/.+\/$/);
        const sources = NON_DOCS_PAGES;
        for (const source of sources) {
          await gotoHydrated(page, source);
          await navigateInApp(page, target);
          await expect(page).toHaveURL(new RegExp(`#${id}$`));
          await expectSeenBelowNavbar(page, id, source);
        }
        // A search hit in the modal, from each of those pages (the modal searches the version served at /docs/ there).
        if (version === '7.x') {
          for (const source of sources) {
            await gotoHydrated(page, source);
            await page.locator('.DocSearch-Button').click();
            await page.locator('.DocSearch-Input').fill('isBound');
            const hit = page.locator('.DocSearch-Hit a[href*="#"]').first();
            await expect(hit).toBeVisible({timeout: 30_000});
            const href = new URL((await hit.getAttribute('href'))!, page.url());
            await hit.click();
            await expect(page).toHaveURL(href.href);
            await expectSeenBelowNavbar(page, decodeURIComponent(href.hash.slice(1)), `a search hit on ${source}`);
          }
        }
        // Loaded with the hash.
        await gotoHydrated(page, target);
        await expectSeenBelowNavbar(page, id, 'nowhere (a fresh load)');
        // Docs to docs, as before: the navbar hides and the heading is at the top of the window.
        await gotoHydrated(page, other.path);
        await navigateInApp(page, target);
        await expect.poll(async () => (await headingBelowNavbar(page, id)).navbarShown, {timeout: 5000}).toBe(false);
        const {gap, inWindow} = await headingBelowNavbar(page, id);
        expect(inWindow).toBe(true);
        expect(gap).toBeLessThanOrEqual(16);
        expect(problems.pageErrors).toEqual([]);
      });
    }
  }
});

// ARCHITECTURE.md, "Scrolling to a heading".
test.describe('scroll goes to the hash target', () => {
  for (const version of Object.keys(VERSION_PREFIXES) as Version[]) {
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      test(`${version}, ${device}: from another page, back and forward, the table of contents and a same-page link`, async ({
        page,
        problems,
      }) => {
        test.slow(); // several navigations on the longest pages
        await page.setViewportSize(viewport);
        const [longest, other] = pagesByLength(version);
        const fromOtherPage = headingAt(longest, 0.4);
        const fromToc = headingAt(longest, 0.7);
        const sameHashLink = headingAt(longest, 0.85);
        const expected = await referenceTops(page, longest.path, [fromOtherPage, fromToc, sameHashLink]);
        const expectTarget = async (id: string) => {
          expect(Math.abs((await headingTop(page, id)) - expected.get(id)!), `#${id} on ${longest.path}`).toBeLessThanOrEqual(
            TOLERANCE,
          );
          if (device === 'desktop') {
            await expect(page.locator('.theme-doc-toc-desktop .table-of-contents__link--active')).toHaveAttribute('href', `#${id}`);
          }
        };

        // From another page of the same version.
        await gotoHydrated(page, other.path);
        await navigateInApp(page, `${longest.path}#${fromOtherPage}`);
        await expect(page).toHaveURL(new RegExp(`${longest.path}#${fromOtherPage}$`));
        await expectTarget(fromOtherPage);

        // Back to the other page, then forward to the heading again.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${other.path}$`));
        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`#${fromOtherPage}$`));
        await expectTarget(fromOtherPage);

        // A table-of-contents entry (desktop; on narrow screens the table of contents is a collapsed list).
        if (device === 'desktop') {
          await clickInPlace(page, `.theme-doc-toc-desktop a[href="#${fromToc}"]`);
          await expect(page).toHaveURL(new RegExp(`#${fromToc}$`));
          await expectTarget(fromToc);
        }

        // A same-page #anchor link: the heading's own link.
        await clickInPlace(page, `a.hash-link[href="#${sameHashLink}"]`);
        await expect(page).toHaveURL(new RegExp(`#${sameHashLink}$`));
        expect(Math.abs((await headingTop(page, sameHashLink)) - expected.get(sameHashLink)!)).toBeLessThanOrEqual(TOLERANCE);
        expect(problems.pageErrors).toEqual([]);
      });
    }
  }
});

// ARCHITECTURE.md, "Page chrome".
test('the announcement bar shows on the post it links to unless dismissed', async ({page}) => {
  const bar = page.locator('.theme-announcement-bar');
  await gotoHydrated(page, '/');
  const target = await bar.getByRole('link').getAttribute('href');
  expect(target).toMatch(/^\/blog\//);
  await gotoHydrated(page, target!);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(bar).toHaveCount(0);
});

// ARCHITECTURE.md, "Prefetching and preloading".
test('hovering a link whose page fails to load logs a warning; clicking it reloads the page', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow(); // three page loads
  const own = await ownChunks(browser, baseURL!, SIBLING_DOC, DOC);
  await page.route(
    (url) => own.includes(url.pathname),
    (route) => route.abort('internetdisconnected'),
  );
  await gotoHydrated(page, DOC);
  const link = page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Container Module'});
  await link.hover();
  await expect.poll(() => problems.consoleWarnings.some((w) => /Loading chunk \S+ failed/.test(w))).toBe(true);
  expect(problems.pageErrors).toEqual([]);

  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith(SIBLING_DOC));
  await link.click();
  await reload;
  expect(problems.pageErrors).toEqual([]);
});

test('the keyboard-navigation marker: absent on load, added on Tab, removed on mouse press, even across navigation', async ({
  page,
}) => {
  const body = page.locator('body');
  await gotoHydrated(page, DOC);
  await afterHydrationRenders(page);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  const title = await page.title();
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Container Module'}).click();
  // The page title and the body's attributes are set in the same head update.
  await expect(page).not.toHaveTitle(title);
  await frames(page, 2);
  expect(await body.getAttribute('class')).not.toMatch(/navigation-with-keyboard/);
});

test('a layout that crashes shows the styled crash screen "This page crashed." with Try again and the cause', async ({
  page,
}) => {
  // Every link of the navbar observes its visibility: a broken IntersectionObserver crashes the layout itself.
  await page.addInitScript(() => {
    window.IntersectionObserver = function () {
      throw new Error('IntersectionObserver is broken in this test');
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto(DOC);
  // No hydration mark to wait for (the layout crashes during hydration): on a loaded machine the crash screen of this
  // long page took over 10 s to replace the server-rendered one.
  await expect(page.getByRole('heading', {name: 'This page crashed.', exact: true})).toBeVisible({timeout: 30_000});
  await expect(page.locator('nav.navbar')).toHaveCount(0); // the layout did crash
  const tryAgain = page.getByRole('button', {name: 'Try again'});
  await expect(tryAgain).toBeVisible();
  await expect(page.getByText('IntersectionObserver is broken in this test').first()).toBeVisible();
  // Styled as the site's buttons: the primary colour, not the browser's default button.
  const [button, primary] = await tryAgain.evaluate((element) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--ifm-color-primary)';
    document.body.append(probe);
    const colours = [getComputedStyle(element).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  expect(button).toBe(primary);
});

test.describe('table cells do not break words at desktop widths', () => {
  test.use({viewport: DESKTOP});
  const pages = [DOC, ...(Object.keys(VERSION_PREFIXES) as Version[]).map((version) => pagesByLength(version)[0].path)];
  for (const pagePath of new Set(pages)) {
    test(pagePath, async ({page}) => {
      await gotoHydrated(page, pagePath);
      const report = await page.evaluate(() => {
        const broken: string[] = [];
        let words = 0;
        for (const cell of document.querySelectorAll('.markdown table :is(th, td)')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // Prose words only: inline code may break anywhere, or a long signature would widen its table
            // into a scrolling region the keyboard cannot reach (src/css/custom.css).
            if (node.parentElement?.closest('code')) continue;
            for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}_]+/gu)) {
              words++;
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) broken.push(match[0]);
            }
          }
        }
        return {broken, words};
      });
      expect(report.words).toBeGreaterThan(0);
      expect(report.broken).toEqual([]);
    });
  }
});

// ARCHITECTURE.md, "Routes are exact".
test.describe('routes are exact: a path that differs only in case, or has no page, is not found', () => {
  // Paths of real pages with their letters' case changed (the issue's two, and a doc of each version), and paths
  // with no page under each docs version: the server answers 404.html, and the client must render the same page.
  const longest = (Object.keys(VERSION_PREFIXES) as Version[]).map((version) => pagesByLength(version)[0].path);
  const recased = ['/BLOG/', '/Docs/API/Container/', ...longest.map((p) => p.replace(/\/([a-z])([^/]*)\/$/, (_, first: string, rest: string) => `/${first.toUpperCase()}${rest}/`))];
  const missing = Object.values(VERSION_PREFIXES).map((prefix) => `${prefix}no-such-page/`);
  test('loaded fresh, such paths show the not-found page, once, without a hydration error', async ({page, problems}) => {
    test.slow(); // eight page loads
    for (const pathname of [...recased, ...missing]) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await afterHydrationRenders(page);
      await expect(page.getByRole('heading', {level: 1}), pathname).toHaveText(['Page Not Found']);
      await expect(page, pathname).toHaveTitle('Page Not Found | InversifyJS');
      await expect(page.locator('nav.navbar'), pathname).toHaveCount(1);
      await expect(page.locator('footer.footer'), pathname).toHaveCount(1);
      if (pathname.startsWith(VERSION_PREFIXES.next)) {
        // Once hydrated, the version dropdown names the version the reader was in (the server's names the latest).
        await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').first(), pathname).toHaveText('next');
      }
    }
    expect(problems.pageErrors).toEqual([]);
    // The 404 responses themselves are the one error the browser logs.
    expect(problems.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  test('reached by client-side navigation, such paths render the not-found page too', async ({page}) => {
    await gotoHydrated(page, DOC);
    for (const pathname of [recased[0], recased[1], missing[1]]) {
      await navigateInApp(page, pathname);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(['Page Not Found']);
      await expect(page.locator('nav.navbar')).toHaveCount(1);
      await expect(page).toHaveTitle('Page Not Found | InversifyJS');
    }
  });
});

// Nothing the server painted moves once the page has loaded and hydrated (the sweep allows a cumulative score of
// 0.01 per page; these pages, one of each kind, must not shift at all): seen moving were the navbar's right side (the
// search button's shortcut, rendered as on a Mac and then as on the reader's system) and code blocks' button groups.
test.describe('nothing shifts after the server HTML is painted', () => {
  // The not-found page with words in its path (its suggestions offer a search for them, known only in the browser).
  const PAGES = ['/', '/docs/fundamentals/binding/', '/docs/api/container/', '/docs/next/api/binding-syntax/', '/docs/6.x/fundamentals/binding/', '/blog/', '/blog/welcome/', '/search/?q=binding', '/docs/api/no-such-container-method/'];
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`${device}: one page of each kind`, async ({page}) => {
      test.slow();
      await page.setViewportSize(viewport);
      await recordShifts(page);
      for (const pathname of PAGES) {
        await gotoHydrated(page, pathname);
        expect(await shiftsAfterHydration(page), pathname).toEqual([]);
      }
    });
  }

  // Scrolling the search page's results: each batch of results loads as the reader nears the end of the list. A
  // scroll is no input for the layout-shift score: a batch added in view moved the loader and the footer.
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`${device}: scrolling the search results to their end shifts nothing`, async ({page}) => {
      test.slow();
      await page.setViewportSize(viewport);
      await recordShifts(page);
      await gotoHydrated(page, '/search/?q=binding');
      const results = page.locator('main article');
      await expect(results.first()).toBeVisible();
      const loader = page.getByText('Fetching new results...');
      await expect(loader, 'the query has more results than one batch').toBeAttached();
      const first = await results.count();
      const before = await shiftsAfterHydration(page);
      // Down a wheel step at a time, letting each step's loading and painting happen, until every batch is there.
      for (let step = 0; step < 200 && (await loader.count()) > 0; step++) {
        await page.mouse.wheel(0, viewport.height / 2);
        await frames(page, 3);
      }
      await expect(loader).toHaveCount(0);
      expect(await results.count()).toBeGreaterThan(first);
      await page.mouse.wheel(0, 100_000);
      expect(await shiftsAfterHydration(page)).toEqual(before);
    });
  }

  // A slow connection: the HTML stops arriving among the navbar's right-hand items (there, a script that the parser
  // waits for answers after a second). The first paint waits for the whole navbar, so its items do not move as they
  // arrive (src/firstPaint/navbarComplete.ts).
  test('the HTML of a page stalling inside the navbar: nothing shifts', async ({page}) => {
    const pathname = '/docs/6.x/fundamentals/binding/';
    await recordShifts(page);
    await stallHtml(page, pathname, (html) => {
      // Before the second of the right-hand items: the first is painted alone, then the others arrive.
      const right = html.search(/class="?[^">]*navbar__items--right/);
      const items = [...html.slice(right).matchAll(/<[a-z]+ [^>]*class="?navbar__item\b/g)];
      if (right < 0 || items.length < 2) throw new Error(`${pathname} has not two right-hand navbar items`);
      return right + items[1].index;
    });
    await gotoHydrated(page, pathname);
    expect(await shiftsAfterHydration(page)).toEqual([]);
  });

  // The same stall right after the navbar, where scroll bars take room (a desktop browser; Playwright hides them):
  // the page is painted shorter than the window, then outgrows it. Room for the bar is kept from the first paint on
  // (src/css/custom.css), so nothing centred or right-aligned moves when it appears.
  test('the HTML of a page stalling after the navbar, with scroll bars that take room: nothing shifts', async ({playwright}) => {
    const browser = await playwright.chromium.launch({...test.info().project.use.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars']});
    try {
      const page = await browser.newPage({baseURL: test.info().project.use.baseURL, viewport: DESKTOP});
      await recordShifts(page);
      for (const pathname of ['/blog/welcome/', DOC]) {
        await stallHtml(page, pathname, (html) => {
          // Right after the element that follows the navbar (its <noscript>).
          const start = html.search(new RegExp(`id="?${NAVBAR_END_ID}\\b`));
          const end = start < 0 ? -1 : html.indexOf('</noscript>', start);
          if (end < 0) throw new Error(`${pathname} has no element after its navbar`);
          return end + '</noscript>'.length;
        });
        await gotoHydrated(page, pathname);
        expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth), 'a scroll bar takes room').toBeGreaterThan(0);
        expect(await shiftsAfterHydration(page), pathname).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
});

/**
 * Serves `pathname`'s HTML with a script inserted at the index `at` gives, which the server answers after a second:
 * the parser stops there, and the browser may paint what it has. The script removes itself, for hydration.
 */
async function stallHtml(page: Page, pathname: string, at: (html: string) => number): Promise<void> {
  const STALL = '/stall-while-parsing.js';
  await page.route(`**${pathname}`, async (route) => {
    const html = await (await route.fetch()).text();
    const index = at(html);
    await route.fulfill({contentType: 'text/html', body: `${html.slice(0, index)}<script src="${STALL}"></script>${html.slice(index)}`});
  });
  await page.route(`**${STALL}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({contentType: 'text/javascript', body: 'document.currentScript.remove();'});
  });
}

/** Records, from each document's start, the layout shifts not caused by input (value and the nodes that moved). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {shifted: string[]};
    w.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean; sources: {node?: Node}[]}[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName)));
        w.shifted.push(`${entry.value.toFixed(4)}: ${nodes.join(', ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The shifts recorded on the page (recordShifts) once it has hydrated, rendered and settled. */
async function shiftsAfterHydration(page: Page): Promise<string[]> {
  await afterHydrationRenders(page);
  await frames(page, 30);
  return page.evaluate(() => (window as unknown as {shifted: string[]}).shifted);
}
