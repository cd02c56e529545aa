import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, afterHydrationRenders} from './fixtures';
import {playgroundLink} from './playgroundLink';
import {applyFixture, type FixtureKind} from './screenshotFixture';

// What a reader sees: a full-page screenshot of each kind of page, at a phone's width and a laptop's, in light and dark
// mode, compared with the baselines under tests/browser/__screenshots__/ (playwright.config.ts). A change to the look of
// a page fails here until the baselines are refreshed on purpose: `npm run test:screenshots:update` after `npm run build`.
// The shots show each kind's layout, not its content: what contributors edit (bodies, sidebar and TOC items, posts,
// tags, results, dates, code) is replaced by the fixed content of tests/browser/screenshot-fixture/
// (screenshotFixture.ts), so a new post, page or sample changes no shot. Each shot is taken with animations stopped,
// once the page has hydrated, its fonts and images have loaded and its renders after hydration are painted. Masked:
// the footer's copyright year, and the playground's console (a stack names the run's blob: URLs).

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
 * The pointer on the fixture's sample block, so that its buttons show as on hover: the block is in the window at
 * scroll 0, where the full-page shot keeps the pointer.
 */
async function pointAtSample(page: Page): Promise<void> {
  await page.locator('article .theme-code-block:visible').first().hover();
  await afterHydrationRenders(page);
  expect(await page.evaluate(() => window.scrollY), 'the sample block is in the window at scroll 0').toBe(0);
}

/**
 * Ready for a full-page shot. It shows the page from its top (sticky navbar and sidebar where they are at scroll 0),
 * and every part of it as a reader scrolling through it sees it: code lines out of the window are otherwise skipped
 * (content-visibility: auto).
 */
async function readyForFullPage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  await afterHydrationRenders(page);
}

/** The playground's files checked, its Run pressed and finished with `outcome`, the pointer off everything. */
async function runPlayground(page: Page, outcome: string): Promise<void> {
  // The playground's first check loads the TypeScript compiler in a worker: over a minute on a busy 2-core machine.
  test.slow();
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 150_000});
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
  /** The fixture content that replaces what contributors edit on this kind of page (screenshotFixture.ts). */
  fixture?: FixtureKind;
  /** Then the pointer on the sample block. */
  pointAtSample?: boolean;
}

const SHOTS: Shot[] = [
  {name: 'home', url: '/', fixture: 'home'},
  {name: 'doc-7x', url: '/docs/fundamentals/binding/', fixture: 'doc', pointAtSample: true},
  {name: 'doc-next', url: '/docs/next/fundamentals/binding/', fixture: 'doc', pointAtSample: true},
  {name: 'doc-6x', url: '/docs/6.x/fundamentals/binding/', fixture: 'doc', pointAtSample: true},
  {name: 'api', url: '/docs/api/container/', fixture: 'api'},
  {name: 'error-reference', url: '/docs/api/errors/', fixture: 'errors'},
  {name: 'post', url: '/blog/welcome/', fixture: 'post'},
  {name: 'blog', url: '/blog/', fixture: 'blog'},
  {name: 'tags', url: '/blog/tags/', fixture: 'tags'},
  {
    name: 'search',
    url: '/search/?q=container',
    act: async (page) => {
      await expect(page.locator('article h2 a').first()).toBeVisible();
    },
    fixture: 'search',
  },
  {
    name: 'not-found',
    url: '/no-such-page/',
    act: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    },
  },
  {name: 'playground', url: '/playground/?version=7.x', act: (page) => runPlayground(page, 'finished')},
  {name: 'playground-failed', url: FAILING_LINK, act: (page) => runPlayground(page, 'failed')},
  {
    name: 'run-with-plan',
    url: RUN_PAGE,
    act: async (page) => {
      await page.getByRole('button', {name: `Run ${path.basename(RUN_SAMPLE)}`, exact: true}).click();
      const panel = page.locator(`[data-sample-panel="${RUN_SAMPLE}"]`);
      await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 20_000});
      await panel.getByRole('button', {name: /^Resolution plan \(/}).click();
      await expect(panel.getByRole('tree')).toBeVisible();
      // The container map's look too (src/samples/page/ContainerMap): its picture laid out, its list.
      await panel.getByRole('button', {name: /^Container map \(/}).click();
      await expect(panel.locator('[data-map-ready="true"] [data-map-node]').first()).toBeVisible({timeout: 30_000});
      await page.mouse.move(0, 0);
    },
    fixture: 'run',
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
          const fixture = shot.fixture ? await applyFixture(page, shot.fixture, RUN_SAMPLE) : null;
          await readyForFullPage(page);
          // A phone has no pointer to hover with.
          if (shot.pointAtSample && width === 'laptop') await pointAtSample(page);
          await expect(page).toHaveScreenshot(`${shot.name}-${width}-${mode}.png`, {
            fullPage: true,
            animations: 'disabled',
            // The playground's console holds what a run printed: content, not layout.
            mask: [page.locator('.footer__copyright'), page.getByLabel('Console output', {exact: true})],
          });
          // The fixture was still in place when the shot was taken (nothing re-rendered what it replaced).
          if (fixture) await fixture.expectInPlace();
          expect(problems.pageErrors).toEqual([]);
        });
      }
    });
  }
}
