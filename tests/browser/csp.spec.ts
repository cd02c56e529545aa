import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {headersFor, parseHeadersFile} from './headersFile.mjs';

// The strict headers of build/_headers, served exactly as a host would (Cloudflare Pages semantics,
// tests/browser/headersFile.mjs): no page type violates the Content-Security-Policy, including the search
// modal, the search page and the colour-mode switch. A second describe does the same for the hosted-search build.

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const HOSTED_BUILD_DIR = process.env.HOSTED_BUILD_DIR ? path.resolve(ROOT, process.env.HOSTED_BUILD_DIR) : undefined;
const PORT = Number(process.env.TEST_PORT ?? 3210);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** A static server for a build that sends the headers its _headers file names, and nothing that file does not. */
function serveWithHeaders(dir: string, port: number): Promise<http.Server> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    const found = file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = found ? file : path.join(dir, '404.html');
    response.writeHead(found ? 200 : 404, {
      ...headersFor(rules, pathname),
      'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
    });
    fs.createReadStream(served).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

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

async function switchColourMode(page: Page) {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
}

async function searchInModal(page: Page, query: string) {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

const PAGE_TYPES = ['/', '/docs/', '/docs/api/container/', '/docs/next/fundamentals/binding/', '/docs/6.x/', '/blog/', '/blog/welcome/', '/blog/tags/releases/', '/blog/archive/', '/blog/authors/'];

test.describe('Content-Security-Policy (build/_headers)', () => {
  let server: http.Server;
  let origin: string;
  test.beforeAll(async () => {
    server = await serveWithHeaders(BUILD_DIR, PORT + 1);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the server sends the policy', async ({request}) => {
    const response = await request.get(`${origin}/docs/`);
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('no page type, colour switch, search modal or search page violates it', async ({page}) => {
    test.slow();
    const violations = await recordViolations(page);
    for (const route of PAGE_TYPES) {
      await gotoHydrated(page, `${origin}${route}`);
      expect(violations, route).toEqual([]);
    }
    await gotoHydrated(page, `${origin}/docs/fundamentals/binding/`);
    await switchColourMode(page);
    await switchColourMode(page);
    await searchInModal(page, 'container');
    await gotoHydrated(page, `${origin}/search/?q=binding`);
    await expect(page.locator('article a').first()).toBeVisible();
    await gotoHydrated(page, `${origin}/no-such-page/`);
    await expect(page.locator('h1')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a script the policy does not know is blocked (the check can fail)', async ({page}) => {
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
  let server: http.Server;
  let origin: string;
  test.beforeAll(async () => {
    server = await serveWithHeaders(HOSTED_BUILD_DIR!, PORT + 2);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
    expect(violations).toEqual([]);
    // Anything else is refused by the policy.
    await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
    await expect.poll(() => violations.some((v) => v.includes('connect-src') && v.includes('example.com'))).toBe(true);
  });
});
