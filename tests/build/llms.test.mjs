// Pages for AI tools (src/plugins/llms): a Markdown twin of every docs page and post, /llms.txt listing them
// per docs version (current release first, then next, then older) and the blog, and one llms-full.txt per version.
// The checks of one page's twin are in ./twins.mjs (`npm run check` runs them for the page it is given).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD, DOCS_SOURCES, contentPages, readBuilt, twinOf} from './content-pages.mjs';
import {SITE_URL, checkListedInLlms, checkTwinLinks, checkTwinReadable, checkTwinSamples, checkTwinText, llmsSections} from './twins.mjs';

const pages = contentPages();

test('every docs page and blog post has a Markdown twin: its title, no front matter, no site chrome', () => {
  assert.ok(pages.filter((p) => p.kind === 'doc').length > 0 && pages.filter((p) => p.kind === 'post').length > 0);
  pages.forEach(checkTwinText);
  // Only those: no twin of a list, tag or version-root page (each would be a page of site chrome).
  const twins = fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md')).map((file) => `/${file}`);
  assert.deepEqual(twins.sort(), pages.map((page) => twinOf(page.route)).sort());
});

test("each twin shows its page's samples as fenced TypeScript", () => {
  const samples = pages.reduce((sum, page) => sum + checkTwinSamples(page), 0);
  assert.ok(samples > 0, 'pages embed samples');
});

test('admonitions and tables stay readable in the twins', () => {
  const found = pages.map(checkTwinReadable);
  assert.ok(found.some((f) => f.admonitions > 0) && found.some((f) => f.tables > 0), 'the content has admonitions and tables to check');
});

test("a twin's links to other pages lead to their twins, which exist", () => {
  pages.forEach(checkTwinLinks);
});

test('llms.txt: the site, then each docs version (7.x, next, 6.x) and the blog, each page linked to its twin with its description', () => {
  const listing = llmsSections();
  assert.match(listing.llms, /^# InversifyJS\n\n> \S/);
  const expectedOrder = [...DOCS_SOURCES.map((v) => v.label), 'Blog'];
  const order = listing.sections.map((s) => expectedOrder.find((label) => s.name.includes(label === 'Blog' ? 'Blog' : `Docs ${label}`))).filter(Boolean);
  assert.deepEqual(order, expectedOrder);
  for (const page of pages) checkListedInLlms(page, listing);
});

test('each docs version has one llms-full.txt with all of its pages', () => {
  for (const {label, prefix} of DOCS_SOURCES) {
    const full = readBuilt(path.posix.join(prefix, 'llms-full.txt'));
    assert.ok(readBuilt('llms.txt').includes(`${SITE_URL}${prefix}llms-full.txt`), `llms.txt links ${prefix}llms-full.txt`);
    const versionPages = pages.filter((p) => p.version === label);
    for (const page of versionPages) {
      assert.ok(full.includes(readBuilt(twinOf(page.route)).trim()), `${prefix}llms-full.txt lacks ${page.route}`);
    }
    const others = pages.filter((p) => p.kind === 'doc' && p.version !== label);
    assert.ok(others.every((p) => !full.includes(`<!-- ${SITE_URL}${p.route} -->`)), `${prefix}llms-full.txt holds pages of another version`);
  }
});
