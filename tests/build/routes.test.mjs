// The production build has every route of the spec, and each docs version has exactly its pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ALL_ROUTES, DOCS_BY_VERSION} from './site-data.mjs';

const BUILD = path.resolve(import.meta.dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
const built = (route) => fs.existsSync(path.join(BUILD, route, 'index.html'));

test('every spec route is built as a directory index', () => {
  assert.deepEqual(ALL_ROUTES.filter((route) => !built(route)), []);
});

test('the 404 page is built', () => {
  assert.ok(fs.existsSync(path.join(BUILD, '404.html')));
});

for (const [prefix, pages] of Object.entries(DOCS_BY_VERSION)) {
  test(`docs version ${prefix} has exactly the spec pages`, () => {
    const root = path.join(BUILD, prefix);
    const found = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        if (!entry.isDirectory()) continue;
        const rel = path.relative(root, path.join(dir, entry.name));
        // Other versions live below /docs/ too.
        if (prefix === '/docs/' && (rel === 'next' || rel === '6.x')) continue;
        if (fs.existsSync(path.join(dir, entry.name, 'index.html'))) found.push(rel.split(path.sep).join('/'));
        walk(path.join(dir, entry.name));
      }
    };
    walk(root);
    const sections = new Set(['api', 'fundamentals', 'fundamentals/lifecycle', 'introduction', 'faq', 'guides', 'ecosystem']);
    assert.deepEqual(found.filter((p) => !sections.has(p)).sort(), [...pages].sort());
  });
}

// Version roots only lead to their main doc (noindex), so search engines are not sent there.
const VERSION_ROOTS = Object.keys(DOCS_BY_VERSION);

test('the sitemap lists every spec page and no version root', () => {
  const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]));
  assert.deepEqual(ALL_ROUTES.filter((route) => !VERSION_ROOTS.includes(route) && !listed.has(route)), []);
  assert.deepEqual(VERSION_ROOTS.filter((route) => listed.has(route)), []);
});
