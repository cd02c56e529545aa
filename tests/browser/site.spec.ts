import fs from 'node:fs';
import {test, expect, gotoHydrated} from './fixtures';
import {loadRepositories, loadSiteData, loadVersions} from './siteData';

const DOC = '/docs/api/container/';

test.describe('not-found page', () => {
  test('an unknown path answers 404 and offers a way on', async ({page}) => {
    const response = await page.goto('/docs/api/no-such-page/');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
    const search = page.getByRole('link', {name: /Search the docs for/});
    await expect(search).toHaveAttribute('href', '/search/?q=no%20such%20page');
    // The suggestions follow the message at a paragraph's spacing, not after the stock page's 5 rem bottom margin.
    const {gap, paragraphMargin} = await page.evaluate(() => {
      const last = [...document.querySelectorAll('main p')].at(-1)!;
      const list = document.querySelector('nav[aria-label="Suggestions"] ul')!;
      return {
        gap: list.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
        paragraphMargin: parseFloat(getComputedStyle(last).marginBottom),
      };
    });
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(paragraphMargin + 1);
  });

  // A host that answers any unknown path with 404.html, this one too; the browser keeps the path as typed, which the
  // router decoded without a guard ("URI malformed": the page never became interactive).
  test('a path that is not valid percent-encoding gets an interactive not-found page', async ({page, problems}) => {
    const notFound = fs.readFileSync(`${process.env.SITE_BUILD_DIR ?? 'build'}/404.html`, 'utf8');
    await page.route((url) => url.pathname === '/%E0%A4%A/', (route) => route.fulfill({status: 404, contentType: 'text/html', body: notFound}));
    await page.goto('/%E0%A4%A/');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    // What the reader typed stays what the path decodes to.
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/%E0%A4%A/');
    await page.getByRole('link', {name: 'Read the documentation'}).click();
    await expect(page.locator('article h1')).toHaveText('Getting started');
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('navbar and footer', () => {
  test('navbar items lead to the tutorial, the blog and the source repository', async ({page}) => {
    const {LIBRARY_REPOSITORY} = await loadRepositories();
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/docs/introduction/getting-started/');
    await expect(navbar.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog/');
    await expect(navbar.getByRole('link', {name: /source repository/})).toHaveAttribute('href', LIBRARY_REPOSITORY);
    await navbar.getByRole('link', {name: 'Tutorial'}).click();
    await expect(page).toHaveURL(/\/docs\/introduction\/getting-started\/$/);
    await expect(page.locator('article h1')).toHaveText('Getting started');
    await page.locator('nav.navbar').getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('the locale dropdown offers English', async ({page}) => {
    await gotoHydrated(page, DOC);
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'English'});
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: 'English'})).toHaveAttribute('href', DOC);
  });

  test('footer links and the tested-releases line', async ({page}) => {
    const {LIBRARY_REPOSITORY} = await loadRepositories();
    const {DOCS_VERSIONS, LAST_VERSION} = await loadVersions();
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/docs/introduction/getting-started/');
    await expect(footer.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog/');
    await expect(footer.getByRole('link', {name: 'Community chat'})).toHaveAttribute('href', /^https:\/\/discord\.gg\//);
    await expect(footer.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', LIBRARY_REPOSITORY);
    // Every version's release, read from its examples workspace; the version at /docs/ first.
    const release = (workspace: string) => JSON.parse(fs.readFileSync(`${workspace}/package.json`, 'utf8')).dependencies.inversify;
    const text = footer.getByTestId('tested-releases');
    await expect(text).toContainText(`Every code sample is compiled and run against inversify ${release(LAST_VERSION.workspace)} (${LAST_VERSION.label} docs)`);
    for (const version of DOCS_VERSIONS) await expect(text).toContainText(`${release(version.workspace)} (${version.label}`);
  });
});

test.describe('docs versions', () => {
  test('the version dropdown switches to the same page in each version and remembers the choice', async ({page}) => {
    await gotoHydrated(page, DOC);
    // versions-once: named on purpose in the next 12 lines, a walk through the dropdown from 7.x to next to 6.x.
    const dropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: '7.x'})});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: 'next'}).click();
    await expect(page).toHaveURL(/\/docs\/next\/api\/container\/$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');

    const nextDropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: 'next'})});
    await nextDropdown.hover();
    await nextDropdown.getByRole('link', {name: '6.x'}).click();
    await expect(page).toHaveURL(/\/docs\/6\.x\/api\/container\/$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('6.x');

    // The saved version leads the Tutorial link on non-docs pages.
    await gotoHydrated(page, '/blog/');
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Tutorial'})).toHaveAttribute(
      'href',
      '/docs/6.x/introduction/getting-started/',
    );
  });

  test('a saved version that no longer exists is dropped', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '5.x');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/blog/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Tutorial'})).toHaveAttribute(
      'href',
      '/docs/introduction/getting-started/',
    );
  });

  test('each version root leads to its getting-started page', async ({page}) => {
    const {DOCS_VERSIONS, MAIN_DOC, versionRoot} = await loadVersions();
    for (const root of DOCS_VERSIONS.map(versionRoot)) {
      await gotoHydrated(page, root);
      await expect(page).toHaveURL(new RegExp(`${`${root}${MAIN_DOC}/`.replace(/\./g, '\\.')}$`));
      await expect(page.locator('article h1')).toHaveText('Getting started');
    }
  });
});

test.describe('colour mode', () => {
  const choice = (page: import('@playwright/test').Page) =>
    page.evaluate(() => [document.documentElement.dataset.themeChoice, document.documentElement.dataset.theme]);

  test('the toggle cycles light, dark, system and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    expect(await choice(page)).toEqual(['system', 'light']);
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    await toggle.click();
    expect(await choice(page)).toEqual(['light', 'light']);
    await toggle.click();
    expect(await choice(page)).toEqual(['dark', 'dark']);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(await choice(page)).toEqual(['dark', 'dark']);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    expect(await choice(page)).toEqual(['system', 'light']);
  });

  test('system mode follows the operating system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, DOC);
    expect(await choice(page)).toEqual(['system', 'light']);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

  test('links to the 8.0.0 plan; dismissal survives a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(bar(page).getByRole('link')).toHaveAttribute('href', '/blog/planning-inversify-8-0-0/');
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(bar(page)).toHaveCount(0);
  });

  test('a new announcement id shows the bar again', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
  });

});

test.describe('layout', () => {
  test('mobile: the navbar sidebar opens with the docs menu and closes at desktop width', async ({page}) => {
    await page.setViewportSize({width: 420, height: 800});
    await gotoHydrated(page, DOC);
    await page.getByRole('button', {name: /Toggle navigation bar/}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // On a docs page the sidebar opens on the docs menu, with a way back to the main menu.
    await expect(sidebar.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Container Module'})).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
    await gotoHydrated(page, DOC);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(600, 400);
    // Docusaurus hides the navbar on a scroll down from a position below the top (a scroll that starts at the very top
    // may leave it shown): one scroll away from the top, its scroll event handled (two frames later), then another.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('Tab marks keyboard navigation and a mouse press clears it', async ({page}) => {
    await gotoHydrated(page, DOC);
    // The server renders the marker (focus outlines without JavaScript); the first mouse press clears it.
    await page.locator('article h1').click();
    await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    await page.locator('article h1').click();
    await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  });

  test('the skip link moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moves to <main>, so the next Tab reaches the first control inside it, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the table of contents lists h2 and h3 headings only', async ({page}) => {
    await gotoHydrated(page, DOC);
    const headings = await page
      .locator('.theme-doc-markdown :is(h2, h3)[id]')
      .evaluateAll((els) => els.map((el) => `#${el.id}`));
    const deeper = await page.locator('.theme-doc-markdown :is(h4, h5, h6)[id]').evaluateAll((els) => els.map((el) => `#${el.id}`));
    const toc = await page.locator('.table-of-contents a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(headings.length).toBeGreaterThan(3);
    expect(toc).toEqual(headings);
    for (const id of deeper) expect(toc).not.toContain(id);
  });
});

test.describe('blog feeds', () => {
  test('RSS 2.0 and Atom feeds list every post', async ({page, request}) => {
    const {BLOG_SLUGS} = await loadSiteData();
    await gotoHydrated(page, '/blog/');
    for (const [feed, count] of [
      ['/blog/rss.xml', 'rss[version="2.0"] > channel > item'],
      ['/blog/atom.xml', 'entry'],
    ] as const) {
      const body = await (await request.get(feed)).text();
      const result = await page.evaluate(
        ([xml, selector]) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          return {
            parseError: doc.querySelector('parsererror') !== null,
            root: doc.documentElement.localName,
            namespace: doc.documentElement.namespaceURI,
            entries: [...doc.querySelectorAll(selector)].map((e) => e.querySelector('title')?.textContent ?? ''),
          };
        },
        [body, count] as const,
      );
      expect(result.parseError).toBe(false);
      if (feed.endsWith('atom.xml')) {
        expect(result.root).toBe('feed');
        expect(result.namespace).toBe('http://www.w3.org/2005/Atom');
      } else {
        expect(result.root).toBe('rss');
      }
      expect(result.entries).toHaveLength(BLOG_SLUGS.length);
      expect(result.entries).toContain('Planning InversifyJS 8 - Feedback Needed!');
    }
  });

  test('the blog list shows excerpts grouped by year in the sidebar', async ({page}) => {
    const {BLOG_POSTS_PER_PAGE, BLOG_SLUGS} = await loadSiteData();
    await gotoHydrated(page, '/blog/');
    const listed = Math.min(BLOG_SLUGS.length, BLOG_POSTS_PER_PAGE);
    await expect(page.locator('article')).toHaveCount(listed);
    // Each "Read more" link's own text names its post (not only an aria-label), and shows "Read more".
    const readMore = page.locator('article footer a[href^="/blog/"]:not([rel="tag"])');
    await expect(readMore).toHaveCount(listed);
    for (const link of await readMore.all()) {
      const title = (await link.locator('xpath=ancestor::article//h2').innerText()).trim();
      await expect(link).toHaveText(`Read more about ${title}`);
      await expect(link.locator('b')).toHaveText('Read more');
    }
    const sidebar = page.locator('nav[aria-label="Blog recent posts navigation"]');
    await expect(sidebar.getByRole('heading', {name: '2025'})).toBeVisible();
    await expect(sidebar.getByRole('heading', {name: '2024'})).toBeVisible();
  });
});

test.describe('bad input and failures', () => {
  test('storage that throws leaves the page working with one warning', async ({page, problems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, DOC);
    await expect(page.locator('article h1')).toHaveText('Container');
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
    const storageWarnings = problems.consoleWarnings.filter((w) => w.includes('browser storage is not available'));
    expect(storageWarnings).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a page that crashes shows the crash screen with Try again and the cause', async ({page}) => {
    // A blog post formats its date while rendering (src/dates/englishDates.mjs reads the date's UTC month); a broken
    // Date makes that render throw.
    await page.addInitScript(() => {
      Date.prototype.getUTCMonth = function () {
        throw new Error('Dates are broken in this test');
      };
    });
    await page.goto('/blog/welcome/');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByText('Dates are broken in this test').first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a narrow screen still offers the navbar links', async ({page}) => {
    await page.setViewportSize({width: 420, height: 800});
    await page.goto(DOC);
    await expect(page.locator('article h1')).toHaveText('Container');
    const nav = page.getByRole('navigation', {name: 'Site'});
    await expect(nav.getByRole('link', {name: 'Tutorial'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Blog'})).toBeVisible();
  });

  test('a version root sends the reader to the main doc', async ({page}) => {
    await page.goto('/docs/next/');
    await expect(page).toHaveURL(/\/docs\/next\/introduction\/getting-started\/$/);
  });
});

test('home page: tagline, Get started and the sample', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', {level: 1, name: 'InversifyJS'})).toBeVisible();
  await expect(page.getByText('A powerful and lightweight inversion of control container')).toBeVisible();
  await page.getByRole('link', {name: 'Get started'}).click();
  await expect(page).toHaveURL(/\/docs\/introduction\/getting-started\/$/);
  await page.goBack();
  // The home sample's first binding line and its fence's title, read from the sample and the fence.
  const homeFence = fs.readFileSync('src/pages/_home-sample.mdx', 'utf8');
  const [, homeFile, homeTitle] = /file=(\S+) title="([^"]+)"/.exec(homeFence) ?? [];
  const homeBinding = fs.readFileSync(homeFile, 'utf8').split('\n').find((line) => line.startsWith('container.bind('));
  expect(homeBinding).toBeTruthy();
  await expect(page.locator('pre code').first()).toContainText(homeBinding!);
  // The sample is the theme's code block (title, highlighting), and the hero logo really loads.
  await expect(page.locator('[class*="codeBlockTitle"]').first()).toHaveText(homeTitle);
  await expect(page.locator('pre code .token.keyword').first()).toBeVisible();
  const logoWidth = await page.locator('header.hero img').evaluate((img) => (img as HTMLImageElement).naturalWidth);
  expect(logoWidth).toBeGreaterThan(0);
});
