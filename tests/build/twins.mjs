// The Markdown twin of one docs page or post (src/plugins/llms), checked the same way by the llms test (every page)
// and `npm run check` (one page): its title and no site chrome, its samples as fences, readable admonitions and
// tables, links to twins that exist, and its line in /llms.txt. Each check throws an AssertionError naming the page's
// source (and the fence's line for a sample).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {listCodeFences, loadSample, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {BUILD, ROOT, builtHtml, readBuilt, twinOf} from './content-pages.mjs';

export const SITE_URL = 'https://inversify.io';
/** @typedef {ReturnType<typeof import('./content-pages.mjs').contentPages>[number]} ContentPage */

const metaContent = (/** @type {string} */ html, /** @type {string} */ name) => new RegExp(`<meta[^>]*(?:name|property)=["']?${name}["']?[^>]*content=["']([^"']*)["']`).exec(html)?.[1];
const decode = (/** @type {string} */ s) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The twin exists, starts with the page's title, and carries no front matter or site chrome. @param {ContentPage} page */
export function checkTwinText(page) {
  const file = path.join(BUILD, twinOf(page.route));
  assert.ok(fs.existsSync(file), `${page.source}: no twin at ${twinOf(page.route)}`);
  const twin = fs.readFileSync(file, 'utf8');
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(page.route))?.[1];
  assert.ok(h1 !== undefined, `${page.route} has an h1`);
  const title = decode(h1.replace(/<[^>]+>/g, ''));
  assert.ok(twin.startsWith(`# ${title}\n`), `${page.source}: ${twinOf(page.route)} starts with its title "${title}"`);
  assert.doesNotMatch(twin, /^---\n[\s\S]*?\n---/, `${page.source}: ${twinOf(page.route)} carries front matter`);
  for (const chrome of ['Skip to main content', 'Edit this page', 'Copy page', 'Direct link to', 'Previous', 'On this page']) {
    assert.ok(!twin.includes(chrome), `${page.source}: ${twinOf(page.route)} carries site chrome: "${chrome}"`);
  }
}

/** The twin shows each sample the page embeds as a fence of its language. @param {ContentPage} page @returns {number} samples checked */
export function checkTwinSamples(page) {
  let samples = 0;
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
    assert.ok(shown, `${page.source}:${fence.line}: ${twinOf(page.route)} lacks ${ref.file}${ref.region ? `#${ref.region}` : ''} as a ${fence.lang} fence`);
    samples++;
  }
  return samples;
}

/** Admonitions are quotes that start with their label, tables stay tables. @param {ContentPage} page */
export function checkTwinReadable(page) {
  let admonitions = 0;
  let tables = 0;
  const twin = readBuilt(twinOf(page.route));
  // :::kind, :::kind Title or :::kind[Title]
  for (const [, kind, bracketed, title] of page.text.matchAll(/^:::(\w+)(?:\[([^\]]*)\])?[ \t]*(.*)$/gm)) {
    const label = (bracketed ?? title).trim() || kind.charAt(0).toUpperCase() + kind.slice(1);
    assert.ok(twin.includes(`> **${label}:**`), `${page.source}: ${twinOf(page.route)}: the ${kind} admonition is not a quote starting "${label}:"`);
    admonitions++;
  }
  if (/^\|.*\|\s*\n\|[\s:|-]+\|\s*$/m.test(page.text)) {
    assert.match(twin, /^\|.*\|\n\| *:?-+ *:? *\|/m, `${page.source}: ${twinOf(page.route)}: a table is not a Markdown table`);
    tables++;
  }
  return {admonitions, tables};
}

/** The twin's links to other pages lead to their twins, which exist. @param {ContentPage} page */
export function checkTwinLinks(page) {
  const twin = readBuilt(twinOf(page.route));
  for (const [, href] of twin.matchAll(/\]\((https:\/\/inversify\.io\/[^)\s]*)\)/g)) {
    const url = new URL(href);
    if (!url.pathname.endsWith('.md')) continue;
    assert.ok(fs.existsSync(path.join(BUILD, url.pathname)), `${page.source}: ${twinOf(page.route)} links to a missing twin ${url.pathname}`);
  }
  assert.doesNotMatch(twin, /\/\.md\b/, `${page.source}: ${twinOf(page.route)} has a link to "…/.md"`);
}

/**
 * The sections of /llms.txt: one per docs version and the blog.
 * @returns {{llms: string, sections: {name: string, start: number}[], body: (i: number) => string}}
 */
export function llmsSections() {
  const llms = readBuilt('llms.txt');
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => ({name: m[1], start: m.index}));
  const body = (/** @type {number} */ i) => llms.slice(sections[i].start, sections[i + 1]?.start ?? llms.length);
  return {llms, sections, body};
}

/** /llms.txt lists the page in its version's section (or the blog's), linked to its twin with its description. @param {ContentPage} page @param {ReturnType<typeof llmsSections>} [listing] */
export function checkListedInLlms(page, listing = llmsSections()) {
  const {sections, body} = listing;
  const sectionIndex = sections.findIndex((s) => s.name.includes(page.kind === 'post' ? 'Blog' : `Docs ${page.version}`));
  const description = decode(metaContent(builtHtml(page.route), 'description') ?? '');
  assert.ok(description, `${page.source}: ${page.route} has a description (front matter "description:")`);
  const line = `](${SITE_URL}${twinOf(page.route)}): ${description}`;
  assert.ok(body(sectionIndex).includes(line), `${page.source}: llms.txt lists ${page.route} in "${sections[sectionIndex].name}" with its description`);
}
