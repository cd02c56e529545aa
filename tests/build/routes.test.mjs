// The production build has every required route (ARCHITECTURE.md, "Required routes") and every page on disk, and
// each docs version has exactly the pages of its content folder (expectations from tests/build/site-data.mjs, read
// from the content).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ALL_ROUTES, DOCS_BY_VERSION, SPEC_ROUTES} from './site-data.mjs';

const BUILD = path.resolve(import.meta.dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
const built = (/** @type {string} */ route) => fs.existsSync(path.join(BUILD, route, 'index.html'));
const VERSION_ROOTS = Object.keys(DOCS_BY_VERSION);

test('the content on disk has every required page', () => {
  assert.deepEqual(SPEC_ROUTES.filter((route) => !ALL_ROUTES.includes(route)), []);
});

test('every route of the content and every required route is built as a directory index', () => {
  assert.deepEqual(ALL_ROUTES.filter((route) => !built(route)), []);
});

test('the 404 page is built', () => {
  assert.ok(fs.existsSync(path.join(BUILD, '404.html')));
});

for (const [prefix, pages] of Object.entries(DOCS_BY_VERSION)) {
  test(`docs version ${prefix} has exactly the pages of its content folder`, () => {
    const root = path.join(BUILD, prefix);
    /** @type {string[]} */
    const found = [];
    const walk = (/** @type {string} */ dir) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        if (!entry.isDirectory()) continue;
        const full = path.join(dir, entry.name);
        // Other versions live below this one's root too (/docs/next/ under /docs/).
        if (VERSION_ROOTS.some((other) => other !== prefix && path.join(BUILD, other) === path.join(full, path.sep))) continue;
        if (fs.existsSync(path.join(full, 'index.html'))) found.push(path.relative(root, full).split(path.sep).join('/'));
        walk(full);
      }
    };
    walk(root);
    assert.deepEqual(found.sort(), [...pages].sort());
  });
}

test('the sitemap lists every page and no version root', () => {
  const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]));
  assert.deepEqual(ALL_ROUTES.filter((route) => !VERSION_ROOTS.includes(route) && !listed.has(route)), []);
  assert.deepEqual(VERSION_ROOTS.filter((route) => listed.has(route)), []);
});
