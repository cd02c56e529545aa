// Every same-site link in the built HTML leads to a built page, and every #anchor to an element id on it.
// Docusaurus only warns about broken anchors; here they fail the run.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const BUILD = path.resolve(import.meta.dirname, '../..', process.env.SITE_BUILD_DIR ?? 'build');
const SITE_URL = 'https://inversify.io';
// Sibling documentation sites deployed under the same domain by their own projects (linked from the ecosystem pages).
const SIBLING_SITES = ['/binding-decorators/', '/framework/'];

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

// The build minifies HTML, so attribute values may be quoted or bare.
const ATTR_VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;
const valueOf = (/** @type {RegExpMatchArray} */ m) => m[1] ?? m[2] ?? m[3];

/** @type {Map<string, Set<string>>} */
const idsCache = new Map();
/** @param {string} file @returns {Set<string>} */
function idsOf(file) {
  let ids = idsCache.get(file);
  if (ids === undefined) {
    const html = fs.readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(new RegExp(String.raw`\s(?:id|name)=${ATTR_VALUE}`, 'g'))].map(valueOf));
    idsCache.set(file, ids);
  }
  return ids;
}

/** The built file a site path is served from, or undefined. @param {string} pathname */
function fileFor(pathname) {
  const clean = decodeURIComponent(pathname);
  const candidates = clean.endsWith('/') ? [path.join(BUILD, clean, 'index.html')] : [path.join(BUILD, clean), path.join(BUILD, clean, 'index.html')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

const decodeEntities = (/** @type {string} */ s) => s.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

test('same-site links and anchors in the built pages resolve', () => {
  const problems = [];
  let checked = 0;
  for (const file of htmlFiles(BUILD)) {
    const pagePath = '/' + path.relative(BUILD, file).split(path.sep).join('/').replace(/index\.html$/, '');
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(new RegExp(String.raw`<a\s[^>]*?href=${ATTR_VALUE}`, 'g'))) {
      const href = decodeEntities(valueOf(match));
      if (/^(mailto:|javascript:)/.test(href)) continue;
      let url;
      try {
        url = new URL(href, `${SITE_URL}${pagePath}`);
      } catch {
        problems.push(`${pagePath}: unparsable href ${href}`);
        continue;
      }
      if (url.origin !== SITE_URL || SIBLING_SITES.some((prefix) => url.pathname.startsWith(prefix))) continue;
      // The 404 template is rendered once for every missing path; its locale link to "this page" is rewritten in the browser.
      if (pagePath === '/404.html' && url.pathname === '/404/') continue;
      checked++;
      const target = fileFor(url.pathname);
      if (target === undefined) {
        problems.push(`${pagePath}: link to missing page ${href}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor !== '' && target.endsWith('.html') && !idsOf(target).has(anchor)) {
        problems.push(`${pagePath}: link to missing anchor ${href}`);
      }
    }
  }
  assert.ok(checked > 1000, `only ${checked} links checked: is the build complete?`);
  assert.deepEqual(problems, []);
});
