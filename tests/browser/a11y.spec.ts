import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';
import {test as base, expect, gotoHydrated} from './fixtures';

// Accessibility: axe (WCAG 2.0/2.1/2.2 level A and AA rules) finds nothing on every page of the
// sitemap, in light and in dark mode, nor in the open search modal or the mobile navbar sidebar.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// Rules whose outcome depends on colours: the second mode re-runs only these (the DOM is the same).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Known defects of DocSearch's own modal markup (@docsearch/react 4.2.0), which the site cannot change:
// the whole modal is a role="button" with tabindex, and every hit is a role="option" wrapping a link
// (upstream: algolia/docsearch#1491). Only these rules on these nodes are set aside; nothing else is.
const THIRD_PARTY: {rule: string; target: RegExp}[] = [
  {rule: 'nested-interactive', target: /^(\.DocSearch-Container|#docsearch-hits)/},
  {rule: 'label-content-name-mismatch', target: /^\.DocSearch-Container/},
];

// axe-core itself, added to every document the page loads: AxeBuilder injected it twice per analysis (into the page
// and into a blank page it opened to assemble results), which cost more than the analysis of most pages.
const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** `page` with axe loaded in each document; `sweepPage` one such page per worker, reused across the sitemap tests. */
const test = base.extend<{page: Page}, {sweepPage: Page}>({
  page: async ({page}, use) => {
    await page.addInitScript(AXE_SOURCE);
    await use(page);
  },
  sweepPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      await page.addInitScript(AXE_SOURCE);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

const buildDir = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);

type Mode = 'light' | 'dark';

/** Switches the colour mode through the OS preference (the site starts in system mode) and lets transitions end. */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await settle(page);
}

/** Waits for running CSS transitions and animations, so that colours are measured at rest. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
  );
}

/** One line per failing node: rule, impact, target and axe's summary, readable in the test output. */
async function violations(page: Page, colourOnly: boolean): Promise<string[]> {
  const options: RunOptions = {
    runOnly: colourOnly ? {type: 'rule', values: COLOUR_RULES} : {type: 'tag', values: WCAG_TAGS},
    // Only violations are read: collecting the passes (every checked node, thousands of code tokens) is most of a run.
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as {axe: {run(context: Document, options: RunOptions): Promise<AxeResults>}}).axe.run(document, runOptions),
    options,
  );
  return results.violations.flatMap((v) =>
    v.nodes
      .filter((n) => !THIRD_PARTY.some((k) => k.rule === v.id && k.target.test(String(n.target[0]))))
      .map((n) => `${v.id} (${v.impact}) ${n.target.join(' > ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/** Audits the page in both modes; reports every violation of both before failing. */
async function auditBothModes(page: Page): Promise<void> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await useMode(page, mode);
    found.push(...(await violations(page, mode === 'dark')).map((line) => `[${mode}] ${line}`));
  }
  expect(found, found.join('\n')).toEqual([]);
}

test.describe('axe: every sitemap page, light and dark', () => {
  test('the sitemap has pages to audit', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const pathname of paths) {
    test(pathname, async ({sweepPage}) => {
      // Long doc pages hold thousands of highlighted tokens, each checked for contrast.
      test.slow();
      await sweepPage.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await gotoHydrated(sweepPage, pathname);
      await auditBothModes(sweepPage);
    });
  }
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
    await auditBothModes(page);
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
    await auditBothModes(page);
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
