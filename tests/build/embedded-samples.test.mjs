// Every sample a built page shows is what extractSample cuts from its file today: a page built from an
// older version of a sample (a stale cache, a missed dependency) fails here. The remark plugin marks each
// embedded block with a hidden <div data-sample="file#region"> just before it (src/samples/build/embedSamples.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {listContentFiles, loadSample, sampleLabel, sampleRefsIn} from '../../src/samples/build/samples.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The text a rendered code block shows: one line per token-line span (each ends with a <br>, not a newline).
 * @param {import('cheerio').CheerioAPI} $
 * @param {import('cheerio').Cheerio<import('domhandler').Element>} block
 * @returns {string}
 */
function renderedCode($, block) {
  return $(block)
    .find('pre code .token-line')
    .toArray()
    .map((line) => $(line).text())
    .join('\n');
}

/**
 * Each embedded sample on a built page: [label, rendered text].
 * @param {string} html
 * @returns {[string, string][]}
 */
function embeddedSamples(html) {
  const $ = cheerio.load(html);
  return $('div[data-sample]')
    .toArray()
    .map((marker) => {
      const block = $(marker).next();
      assert.ok(block.is('.theme-code-block'), `marker ${$(marker).attr('data-sample')} is not followed by a code block`);
      return [$(marker).attr('data-sample') ?? '', renderedCode($, block)];
    });
}

/** @param {string} label 'examples/v7/src/a.ts#main' or a whole file */
function expectedText(label) {
  const [file, region] = label.split('#');
  return loadSample(ROOT, {file, region});
}

/** [page, label, rendered text] for every marked sample of the build (pages without a marker are not parsed). */
const rendered = htmlFiles(BUILD).flatMap((file) => {
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes('data-sample=')) return [];
  return embeddedSamples(html).map(([label, text]) => [path.relative(BUILD, file), label, text]);
});
const shown = new Set(rendered.map(([, label]) => label));

test('every embedded sample on every built page equals its file today', () => {
  assert.ok(rendered.length > 0, 'no embedded sample found in the build: is the build complete?');
  const stale = rendered.filter(([, label, text]) => text !== expectedText(label)).map(([page, label]) => `${page}: ${label}`);
  assert.deepEqual(stale, [], 'pages showing a sample that differs from its file (rebuild without the cache to compare)');
});

test('every sample a content file embeds is shown, marked, on some built page', () => {
  const referenced = listContentFiles(ROOT).flatMap((file) =>
    sampleRefsIn(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((ref) => `${file}: ${sampleLabel(ref)}`),
  );
  assert.deepEqual(referenced.filter((entry) => !shown.has(entry.split(': ')[1])), []);
});
