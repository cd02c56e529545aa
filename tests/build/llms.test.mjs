// Pages for AI tools (src/plugins/llms): a Markdown twin of every docs page and post, /llms.txt listing them
// per docs version (current release first, then next, then older) and the blog, and one llms-full.txt per version.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {listCodeFences, loadSample, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {BUILD, DOCS_SOURCES, ROOT, builtHtml, contentPages, readBuilt, twinOf} from './content-pages.mjs';

const SITE_URL = 'https://inversify.io';
const pages = contentPages();
const metaContent = (/** @type {string} */ html, /** @type {string} */ name) => new RegExp(`<meta[^>]*(?:name|property)=["']?${name}["']?[^>]*content=["']([^"']*)["']`).exec(html)?.[1];
const decode = (/** @type {string} */ s) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test('every docs page and blog post has a Markdown twin: its title, no front matter, no site chrome', () => {
  assert.ok(pages.filter((p) => p.kind === 'doc').length > 0 && pages.filter((p) => p.kind === 'post').length > 0);
  for (const page of pages) {
    const file = path.join(BUILD, twinOf(page.route));
    assert.ok(fs.existsSync(file), `${page.source}: no twin at ${twinOf(page.route)}`);
    const twin = fs.readFileSync(file, 'utf8');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(page.route))?.[1];
    assert.ok(h1 !== undefined, `${page.route} has an h1`);
    const title = decode(h1.replace(/<[^>]+>/g, ''));
    assert.ok(twin.startsWith(`# ${title}\n`), `${twinOf(page.route)} starts with its title "${title}"`);
    assert.doesNotMatch(twin, /^---\n[\s\S]*?\n---/, `${twinOf(page.route)} carries front matter`);
    for (const chrome of ['Skip to main content', 'Edit this page', 'Copy page', 'Direct link to', 'Previous', 'On this page']) {
      assert.ok(!twin.includes(chrome), `${twinOf(page.route)} carries site chrome: "${chrome}"`);
    }
  }
  // Only those: no twin of a list, tag or version-root page (each would be a page of site chrome).
  const twins = fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md')).map((file) => `/${file}`);
  assert.deepEqual(twins.sort(), pages.map((page) => twinOf(page.route)).sort());
});

test("each twin shows its page's samples as fenced TypeScript", () => {
  let samples = 0;
  for (const page of pages) {
    // A sample inside an admonition is part of a Markdown quote: compare without the quote markers too.
    const twin = readBuilt(twinOf(page.route));
    const unquoted = twin.replace(/^> ?/gm, '');
    for (const fence of listCodeFences(page.text)) {
      const ref = parseSampleMeta(fence.meta);
      if (!ref) continue;
      const code = loadSample(ROOT, ref);
      const fenced = `\`\`\`${fence.lang}\n${code}\n\`\`\``;
      // A sample inside a list item is indented as the item's content, two spaces per level of nesting (blank lines
      // stay empty).
      const indented = (/** @type {string} */ by) => fenced.split('\n').map((line) => (line === '' ? line : `${by}${line}`)).join('\n');
      const shown = ['', '  ', '    '].map(indented).some((text) => twin.includes(text) || unquoted.includes(text));
      assert.ok(shown, `${twinOf(page.route)} lacks ${ref.file}${ref.region ? `#${ref.region}` : ''} as a ${fence.lang} fence`);
      samples++;
    }
  }
  assert.ok(samples > 0, 'pages embed samples');
});

test('admonitions and tables stay readable in the twins', () => {
  let admonitions = 0;
  let tables = 0;
  for (const page of pages) {
    const twin = readBuilt(twinOf(page.route));
    // :::kind, :::kind Title or :::kind[Title]
    for (const [, kind, bracketed, title] of page.text.matchAll(/^:::(\w+)(?:\[([^\]]*)\])?[ \t]*(.*)$/gm)) {
      const label = (bracketed ?? title).trim() || kind.charAt(0).toUpperCase() + kind.slice(1);
      assert.ok(twin.includes(`> **${label}:**`), `${twinOf(page.route)}: the ${kind} admonition is not a quote starting "${label}:"`);
      admonitions++;
    }
    if (/^\|.*\|\s*\n\|[\s:|-]+\|\s*$/m.test(page.text)) {
      assert.match(twin, /^\|.*\|\n\| *:?-+ *:? *\|/m, `${twinOf(page.route)}: a table is not a Markdown table`);
      tables++;
    }
  }
  assert.ok(admonitions > 0 && tables > 0, 'the content has admonitions and tables to check');
});

test("a twin's links to other pages lead to their twins, which exist", () => {
  for (const page of pages) {
    const twin = readBuilt(twinOf(page.route));
    for (const [, href] of twin.matchAll(/\]\((https:\/\/inversify\.io\/[^)\s]*)\)/g)) {
      const url = new URL(href);
      if (!url.pathname.endsWith('.md')) continue;
      assert.ok(fs.existsSync(path.join(BUILD, url.pathname)), `${twinOf(page.route)} links to a missing twin ${url.pathname}`);
    }
    assert.doesNotMatch(twin, /\/\.md\b/, `${twinOf(page.route)} has a link to "…/.md"`);
  }
});

test('llms.txt: the site, then each docs version (7.x, next, 6.x) and the blog, each page linked to its twin with its description', () => {
  const llms = readBuilt('llms.txt');
  assert.match(llms, /^# InversifyJS\n\n> \S/);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => ({name: m[1], start: m.index}));
  const body = (/** @type {number} */ i) => llms.slice(sections[i].start, sections[i + 1]?.start ?? llms.length);
  const expectedOrder = [...DOCS_SOURCES.map((v) => v.label), 'Blog'];
  const order = sections.map((s) => expectedOrder.find((label) => s.name.includes(label === 'Blog' ? 'Blog' : `Docs ${label}`))).filter(Boolean);
  assert.deepEqual(order, expectedOrder);
  for (const page of pages) {
    const sectionIndex = sections.findIndex((s) => s.name.includes(page.kind === 'post' ? 'Blog' : `Docs ${page.version}`));
    const description = decode(metaContent(builtHtml(page.route), 'description') ?? '');
    assert.ok(description, `${page.route} has a description`);
    const line = `](${SITE_URL}${twinOf(page.route)}): ${description}`;
    assert.ok(body(sectionIndex).includes(line), `llms.txt lists ${page.route} in "${sections[sectionIndex].name}" with its description`);
  }
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
