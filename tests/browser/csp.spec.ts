import type {ChildProcess} from 'node:child_process';
import {serveBuild} from './staticHost';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_BUILD_DIRS, pageWithRunButton} from './runButtons';

// The strict headers of build/_headers, served exactly as a host would (Cloudflare Pages semantics,
// scripts/static-host.mjs --headers): no page type violates the Content-Security-Policy, including the search
// modal, the search page, the colour-mode switch and a sample run (the runner's frame has its own policy). A second
// describe does the same for the hosted-search build.

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const HOSTED_BUILD_DIR = process.env.HOSTED_BUILD_DIR ? path.resolve(ROOT, process.env.HOSTED_BUILD_DIR) : undefined;
const PORT = Number(process.env.TEST_PORT ?? 3210);

/** Starts the static host with the build's _headers in its own process; resolves once it listens. */
const serveWithHeaders = (dir: string, port: number): Promise<ChildProcess> => serveBuild(dir, port, ['--headers']);

/** Records every CSP violation the page reports, as events and as console messages. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportCspViolation(t: string): void}).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * One refusal is expected and harmless: DocSearch's Ask AI code (bundled with the modal in every build) includes
 * zod 4, which probes once whether it may compile validators with Function(""), catches the refusal and validates
 * without it. The policy keeps eval off; this recognises that probe, in the chunk that carries it, and nothing else.
 */
function isZodProbe(buildDir: string, violation: string): boolean {
  const file = /^script-src blocked eval \(https?:\/\/[^/]+(\/assets\/js\/[^:]+\.js):/.exec(violation)?.[1];
  return file !== undefined && fs.readFileSync(path.join(buildDir, file), 'utf8').includes('try{return Function(""),!0}catch');
}

async function switchColourMode(page: Page) {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
}

async function searchInModal(page: Page, query: string) {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  // The first search fetches and indexes this version's records: slow on a loaded machine.
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({timeout: 30_000});
  await page.keyboard.press('Escape');
}

/** Per docs version, the lightest page (migration guides included) whose HTML has a Run button. */
const pagesWithRunButton = (buildDir: string): {route: string; button: string}[] =>
  DOCS_BUILD_DIRS.flatMap(({docsDir, exclude}) => pageWithRunButton(buildDir, docsDir, exclude, {guides: true}) ?? []);

// One page of each kind: home, version roots, docs of each version, blog list, post, tag, archive, authors.
const PAGE_TYPES = ['/', '/docs/', '/docs/api/container/', '/docs/next/fundamentals/binding/', '/docs/6.x/', '/docs/6.x/fundamentals/lifecycle/middleware/', '/blog/', '/blog/welcome/', '/blog/tags/releases/', '/blog/archive/', '/blog/authors/'];

test.describe('Content-Security-Policy (build/_headers)', () => {
  let server: ChildProcess;
  let origin = '';
  // One server per worker: the tests of this describe run in parallel workers, each with its own beforeAll.
  test.beforeAll(async () => {
    const port = PORT + 10 + test.info().parallelIndex;
    origin = `http://127.0.0.1:${port}`;
    server = await serveWithHeaders(BUILD_DIR, port);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('the server sends the policy', async ({request}) => {
    const response = await request.get(`${origin}/docs/`);
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  for (const route of PAGE_TYPES) {
    test(`${route} loads and hydrates without a violation`, async ({page}) => {
      test.slow(); // docs pages with many samples take long to hydrate on a loaded machine
      const violations = await recordViolations(page);
      await gotoHydrated(page, `${origin}${route}`);
      expect(violations).toEqual([]);
    });
  }

  test('the colour switch runs without a violation', async ({page}) => {
    test.slow();
    const violations = await recordViolations(page);
    await gotoHydrated(page, `${origin}/docs/fundamentals/binding/`);
    await switchColourMode(page);
    await switchColourMode(page);
    expect(violations).toEqual([]);
  });

  test('the search modal, the search page and the 404 page run without a violation', async ({page}) => {
    test.slow();
    const violations = await recordViolations(page);
    await gotoHydrated(page, `${origin}/docs/api/container/`);
    await searchInModal(page, 'container');
    await gotoHydrated(page, `${origin}/search/?q=binding`);
    await expect(page.locator('main article a').first()).toBeVisible({timeout: 30_000});
    await gotoHydrated(page, `${origin}/no-such-page/`);
    await expect(page.locator('h1')).toBeVisible();
    expect(violations.filter((v) => !isZodProbe(BUILD_DIR, v))).toEqual([]);
  });

  const samplePages = pagesWithRunButton(BUILD_DIR);
  test('every docs version has a page with a Run button', () => {
    expect(samplePages).toHaveLength(3);
  });
  for (const {route, button} of samplePages) {
    test(`${route}: Run shows the matching output without a violation`, async ({page}) => {
      test.slow(); // the first Run loads the release bundle
      const violations = await recordViolations(page);
      await gotoHydrated(page, `${origin}${route}`);
      await page.getByRole('button', {name: button, exact: true}).click();
      const panel = page.getByRole('region', {name: `Output of ${button.slice(4)}`});
      // Whatever the outcome (a blocked frame script leaves the runner to give up after 30 s), then: no violation.
      const status = panel.getByRole('status');
      await expect(status).toHaveAttribute('data-outcome', /^(finished|failed|timeout|output-limit)$/, {timeout: 45_000});
      expect(violations).toEqual([]);
      await expect(status).toHaveAttribute('data-outcome', 'finished');
      await expect(panel).toContainText('Output matches the sample');
    });
  }

  test('a script the policy does not know is blocked (the check can fail)', async ({page}) => {
    test.slow();
    const violations = await recordViolations(page);
    await gotoHydrated(page, `${origin}/docs/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
  });
});

test.describe('Content-Security-Policy of the hosted-search build (HOSTED_BUILD_DIR)', () => {
  test.skip(!HOSTED_BUILD_DIR || !fs.existsSync(path.join(HOSTED_BUILD_DIR, '_headers')), 'needs HOSTED_BUILD_DIR (see scripts/test-all.sh)');
  let server: ChildProcess;
  let origin = '';
  test.beforeAll(async () => {
    const port = PORT + 30 + test.info().parallelIndex;
    origin = `http://127.0.0.1:${port}`;
    server = await serveWithHeaders(HOSTED_BUILD_DIR!, port);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('the modal and the search page reach Algolia without a violation; other hosts stay blocked', async ({page}) => {
    test.slow();
    const violations = await recordViolations(page);
    // Algolia's answers come from here (no network): an empty result set in the shape the client expects.
    await page.route(/algolia\.net|algolianet\.com/, (route) => {
      const body = route.request().postDataJSON() as {requests?: {query?: string}[]} | null;
      return route.fulfill({
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        json: {results: (body?.requests ?? [{}]).map((r) => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: r.query ?? '', params: '', index: 'inversify', exhaustiveNbHits: true}))},
      });
    });
    await gotoHydrated(page, `${origin}/docs/`);
    await switchColourMode(page);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('container');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await gotoHydrated(page, `${origin}/search/?q=binding`);
    expect(violations.filter((v) => !isZodProbe(HOSTED_BUILD_DIR!, v))).toEqual([]);
    // Anything else is refused by the policy.
    await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
    await expect.poll(() => violations.some((v) => v.includes('connect-src') && v.includes('example.com'))).toBe(true);
  });
});
