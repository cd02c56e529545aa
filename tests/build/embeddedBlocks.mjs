// The samples a built page shows, as the embedded-samples test (every page) and `npm run check` (one page) compare
// them with their files: the remark plugin marks each embedded block with a hidden <div data-sample="file#region">
// just before it (src/samples/build/embedSamples.mjs).
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import {loadSample} from '../../src/samples/build/samples.mjs';
import {ROOT} from './content-pages.mjs';

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
export function embeddedSamples(html) {
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
export function expectedText(label) {
  const [file, region] = label.split('#');
  return loadSample(ROOT, {file, region});
}

