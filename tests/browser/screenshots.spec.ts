import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, afterHydrationRenders} from './fixtures';
import {playgroundLink} from './playgroundLink';

// What a reader sees: one screenshot of each kind of page, at a phone's width and a laptop's, in light and dark mode,
// compared with the baselines under tests/browser/__screenshots__/ (playwright.config.ts). A change to the look of a
// page fails here until the baselines are refreshed on purpose: `npm run test:screenshots:update` after `npm run build`.
// Each shot is of the window (not the whole page), with animations stopped, once the page has hydrated and its fonts
// have loaded. Masked: only what changes without a change to the site, the "Last updated" dates (the last commit of
// each file), the footer's copyright year, and the playground's console (a stack names the run's blob: URLs).

const WIDTHS = [
  {name: 'phone', viewport: {width: 390, height: 844}},
  {name: 'laptop', viewport: {width: 1280, height: 800}},
] as const;
const MODES = ['light', 'dark'] as const;

/** A resolving sample whose plan is short, and the page that shows it (tests/browser/plan-view.spec.ts runs it too). */
const RUN_SAMPLE = 'examples/v7/src/fundamentals/binding/scope-request.ts';
const RUN_PAGE = '/docs/fundamentals/binding/';

/** Hydrated, its fonts loaded, and the renders after hydration painted. */
async function ready(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await afterHydrationRenders(page);
}

/**
 * Scrolls until `target`'s top stands 80 px below the window's top (under the navbar) and stays there for a frame:
 * blocks above it may still change size as they come near the viewport, and a shot must not depend on when.
 */
async function bringToTop(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const top = await target.evaluate((element) => element.getBoundingClientRect().top);
      if (Math.round(top) === 80) return 'there';
      await page.evaluate((by) => window.scrollBy(0, by), top - 80);
      await afterHydrationRenders(page);
      return 'moved';
    })
    .toBe('there');
}

/**
 * A doc page with a code block in view and the pointer on it, so that the block's buttons show as on hover: the first
 * block whose code fits its width (it needs no wrap button), else the first block.
 */
async function pointAtCodeBlock(page: Page): Promise<void> {
  const blocks = page.locator('article .theme-code-block');
  const fits = await blocks.evaluateAll((list) => list.findIndex((block) => {
    const pre = block.querySelector('pre');
    return pre !== null && pre.scrollWidth <= pre.clientWidth;
  }));
  const block = blocks.nth(Math.max(0, fits));
  await bringToTop(page, block);
  await block.hover();
  await afterHydrationRenders(page);
}

/** The playground's files checked, its Run pressed and finished with `outcome`, the pointer off everything. */
async function runPlayground(page: Page, outcome: string): Promise<void> {
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 60_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(page.getByRole('region', {name: 'Run'}).getByRole('status')).toHaveAttribute('data-outcome', outcome, {timeout: 30_000});
  await page.mouse.move(0, 0);
  await afterHydrationRenders(page);
}

/** A program whose resolution fails two levels down, as a share link to the playground: the explanation's look. */
const FAILING_LINK = playgroundLink('7.x', [
  ['main.ts', "import 'reflect-metadata';\nimport {Container} from 'inversify';\nimport {Shop} from './shop.js';\n\nconst container = new Container();\ncontainer.bind(Shop).toSelf();\ncontainer.get(Shop);\n"],
  ['shop.ts', "import {inject, injectable} from 'inversify';\n\nexport const PAYMENTS = Symbol.for('Payments');\n\n@injectable()\nexport class Shop {\n  constructor(@inject(PAYMENTS) readonly payments: unknown) {}\n}\n"],
]);

interface Shot {
  name: string;
  url: string;
  /** After the page is ready: what a reader does before looking. */
  act?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  {name: 'home', url: '/'},
  {name: 'doc-7x', url: '/docs/fundamentals/binding/', act: pointAtCodeBlock},
  {name: 'doc-next', url: '/docs/next/fundamentals/binding/', act: pointAtCodeBlock},
  {name: 'doc-6x', url: '/docs/6.x/fundamentals/binding/', act: pointAtCodeBlock},
  {name: 'api', url: '/docs/api/container/'},
  {name: 'error-reference', url: '/docs/api/errors/'},
  {name: 'post', url: '/blog/welcome/'},
  {name: 'blog', url: '/blog/'},
  {name: 'tags', url: '/blog/tags/'},
  {
    name: 'search',
    url: '/search/?q=container',
    act: async (page) => {
      await expect(page.locator('article h2 a').first()).toBeVisible();
    },
  },
  {
    name: 'not-found',
    url: '/no-such-page/',
    act: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    },
  },
  {name: 'playground', url: '/playground/?version=7.x', act: (page) => runPlayground(page, 'finished')},
  {
    name: 'playground-failed',
    url: FAILING_LINK,
    act: async (page) => {
      await runPlayground(page, 'failed');
      // The explanation in view: below the editor on a phone.
      await bringToTop(page, page.getByRole('region', {name: 'Run'}));
    },
  },
  {
    name: 'run-with-plan',
    url: RUN_PAGE,
    act: async (page) => {
      await page.getByRole('button', {name: `Run ${path.basename(RUN_SAMPLE)}`, exact: true}).click();
      const panel = page.locator(`[data-sample-panel="${RUN_SAMPLE}"]`);
      await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 20_000});
      await panel.getByRole('button', {name: /^Resolution plan \(/}).click();
      await expect(panel.getByRole('tree')).toBeVisible();
      // The panel at the window's top, the pointer off every block.
      await bringToTop(page, panel);
      await page.mouse.move(0, 0);
      await afterHydrationRenders(page);
    },
  },
];

for (const {name: width, viewport} of WIDTHS) {
  for (const mode of MODES) {
    test.describe(`${width} ${mode}`, () => {
      test.use({viewport, colorScheme: mode, reducedMotion: 'reduce'});
      for (const shot of SHOTS) {
        test(`${shot.name}`, async ({page, problems}) => {
          await ready(page, shot.url);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await shot.act?.(page);
          await expect(page).toHaveScreenshot(`${shot.name}-${width}-${mode}.png`, {
            animations: 'disabled',
            // The playground's console holds a failed run's stack, whose frames name the sandbox's blob: URLs.
            mask: [page.locator('.theme-last-updated'), page.locator('.footer__copyright'), page.getByLabel('Console output', {exact: true})],
          });
          expect(problems.pageErrors).toEqual([]);
        });
      }
    });
  }
}
