// What a page tells readers and link previews about itself: "Edit this page" pointing at its source in the site's
// repository, the date it last changed (from git), and the social card with a title and description per page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_REPOSITORY} from '../../src/siteData/repositories.mjs';
import {gitHistoryStatus} from '../../src/plugins/last-update/gitHistory.mjs';
import {BUILD, ROOT, builtHtml, contentPages, readBuilt} from './content-pages.mjs';

const SITE_URL = 'https://inversify.io';
const CARD = '/img/social-card.png';
const pages = contentPages();
const ATTR = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;
const metaValues = (/** @type {string} */ html, /** @type {string} */ key) =>
  [...html.matchAll(new RegExp(String.raw`<meta\s(?=[^>]*(?:name|property)=["']?${key}["'\s>])[^>]*content=${ATTR}`, 'g'))].map((m) => m[1] ?? m[2] ?? m[3]);

test('every docs page and post links to its source file in the site repository', () => {
  for (const page of pages) {
    const html = builtHtml(page.route);
    const edit = /<a[^>]*href=["']?([^"' >]+)["']?[^>]*>(?:(?!<\/a>)[\s\S])*Edit this page/.exec(html)?.[1];
    assert.equal(edit, `${SITE_REPOSITORY}/edit/main/${page.source}`, `${page.route}: edit link`);
    assert.ok(fs.existsSync(path.join(ROOT, page.source)));
  }
});

test('docs pages show the date of the last commit that changed their source (or none, on an incomplete history)', () => {
  const history = gitHistoryStatus(ROOT);
  for (const page of pages.filter((p) => p.kind === 'doc')) {
    const shown = /<time[^>]*datetime=["']?([^"' >]+)[^>]*itemprop=["']?dateModified/.exec(builtHtml(page.route))?.[1];
    if (!history.complete) {
      assert.equal(shown, undefined, `${page.route} shows a date although the history is incomplete`);
      continue;
    }
    const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', page.source], {cwd: ROOT, encoding: 'utf8'}).trim();
    if (committed === '') continue; // a page not committed yet has no date to show
    assert.equal(shown, new Date(Number(committed) * 1000).toISOString(), `${page.route}: last updated`);
  }
});

test('a shallow clone or a copy without git is reported, a full clone is not', () => {
  const thisCheckoutIsShallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: ROOT, encoding: 'utf8'}).trim() === 'true';
  assert.equal(gitHistoryStatus(ROOT).complete, !thisCheckoutIsShallow);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  try {
    const source = path.join(tmp, 'source');
    fs.mkdirSync(source);
    const git = (/** @type {string} */ cwd, /** @type {string[]} */ ...args) => execFileSync('git', args, {cwd, stdio: 'ignore'});
    git(source, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(source, 'page.md'), `version ${n}\n`);
      git(source, 'add', '.');
      git(source, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', `v${n}`);
    }
    git(tmp, 'clone', '-q', `file://${source}`, 'full');
    git(tmp, 'clone', '-q', '--depth', '1', `file://${source}`, 'shallow');
    assert.deepEqual(gitHistoryStatus(path.join(tmp, 'full')), {complete: true});
    const shallow = gitHistoryStatus(path.join(tmp, 'shallow'));
    assert.equal(shallow.complete, false);
    assert.match(shallow.reason, /shallow clone/);
    assert.match(shallow.reason, /fetch-depth: 0|--unshallow/);
    const copy = path.join(tmp, 'copy');
    fs.mkdirSync(copy);
    assert.equal(gitHistoryStatus(copy).complete, false);
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
});

test('every page has og:image and twitter:image (the social card), og:title and og:description', () => {
  const sitemap = readBuilt('sitemap.xml');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  assert.ok(routes.length > 0);
  for (const route of [...routes, '/404.html']) {
    const html = route.endsWith('.html') ? readBuilt(route) : builtHtml(route);
    assert.deepEqual(metaValues(html, 'og:image'), [`${SITE_URL}${CARD}`], `${route}: og:image`);
    assert.deepEqual(metaValues(html, 'twitter:image'), [`${SITE_URL}${CARD}`], `${route}: twitter:image`);
    assert.deepEqual(metaValues(html, 'twitter:card'), ['summary_large_image'], `${route}: twitter:card`);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
    assert.ok(metaValues(html, 'og:title')[0], `${route}: og:title`);
    assert.equal(metaValues(html, 'og:title')[0], title, `${route}: og:title is the page title`);
    assert.ok(metaValues(html, 'og:description')[0]?.trim(), `${route}: og:description`);
  }
});

test('the social card is a 1200x630 PNG under 100 KB', () => {
  const png = fs.readFileSync(path.join(BUILD, CARD));
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  assert.ok(png.length < 100 * 1024, `${png.length} bytes`);
});

test('robots.txt names the sitemap, which the build has', () => {
  const robots = readBuilt('robots.txt');
  const sitemap = /^Sitemap:\s*(\S+)$/m.exec(robots)?.[1];
  assert.equal(sitemap, `${SITE_URL}/sitemap.xml`);
  assert.ok(fs.existsSync(path.join(BUILD, new URL(sitemap).pathname)));
});
