// Turns the rendered HTML of one docs page or blog post into records shaped like the DocSearch
// crawler's: one record per heading (type lvl1…lvl6) and one per paragraph, list item or table row
// (type content), each with the hierarchy of headings above it.
import * as cheerio from 'cheerio';

/**
 * @typedef {object} SearchRecordHierarchy
 * @property {string | null} lvl0
 * @property {string | null} lvl1
 * @property {string | null} lvl2
 * @property {string | null} lvl3
 * @property {string | null} lvl4
 * @property {string | null} lvl5
 * @property {string | null} lvl6
 */

/**
 * A record shaped like the DocSearch crawler's.
 * @typedef {object} SearchRecord
 * @property {string} objectID
 * @property {string} url Absolute URL, with #anchor for sections.
 * @property {string} type
 * @property {SearchRecordHierarchy} hierarchy
 * @property {string | null} content
 * @property {string} language
 * @property {string} docusaurus_tag
 */

// Table rows rather than cells: a cell is often a single word ("Scope"), a record of no use on its own.
const CONTENT_SELECTOR = 'p, li, tr';
const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';
/** Elements that are chrome, not content. */
const NOISE_SELECTOR = '.hash-link, .theme-doc-toc-mobile, .theme-doc-version-badge, script, style, noscript, button, svg';

/** A rendered code block (pre elements do not nest). */
const CODE_BLOCK = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;

/** @param {string} text */
function cleanText(text) {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Which kind of page this HTML is: a docs page, a blog post, or something we do not index.
 * @param {cheerio.CheerioAPI} $
 * @returns {'docs' | 'blog' | null}
 */
function pageKind($) {
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  if (classes.includes('docs-doc-page')) return 'docs';
  if (classes.includes('blog-post-page')) return 'blog';
  return null;
}

/**
 * @param {string} html the rendered page
 * @param {{siteUrl: string, path: string, maxContentLength?: number}} options
 *   siteUrl without trailing slash; path of the page (with trailing slash)
 * @returns {SearchRecord[]}
 */
export function extractRecords(html, {siteUrl, path, maxContentLength = 1000}) {
  // Code blocks are no record's text (a list item's own text leaves them out), and their highlighted tokens are most
  // of a docs page's elements: emptied before parsing, they no longer cost the parse most of its time.
  const $ = cheerio.load(html.replace(CODE_BLOCK, '<pre></pre>'));
  const kind = pageKind($);
  if (!kind) return [];
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  if (!tag) return [];
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';

  let lvl0 = kind === 'blog' ? 'Blog' : 'Documentation';
  if (kind === 'docs') {
    // The first breadcrumb after the home icon is the sidebar category.
    const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
      .toArray()
      .map((el) => cleanText($(el).text()))
      .filter(Boolean);
    if (crumbs.length > 1) lvl0 = crumbs[0];
  }

  const article = $('article').first();
  const root = kind === 'docs' ? article.find('.theme-doc-markdown').first() : article;
  if (!root.length) return [];
  root.find(NOISE_SELECTOR).remove();

  const pageUrl = siteUrl + path;
  /** @type {(string | null)[]} lvl0…lvl6 */
  const hierarchy = [lvl0, null, null, null, null, null, null];
  let anchor = '';
  /** @type {SearchRecord[]} */
  const records = [];
  const seenContent = new Set();

  const push = (/** @type {string} */ type, /** @type {string | null} */ content) => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    records.push({
      objectID: `${path}#${records.length}`,
      url,
      type,
      hierarchy: {
        lvl0: hierarchy[0],
        lvl1: hierarchy[1],
        lvl2: hierarchy[2],
        lvl3: hierarchy[3],
        lvl4: hierarchy[4],
        lvl5: hierarchy[5],
        lvl6: hierarchy[6],
      },
      content,
      language,
      docusaurus_tag: tag,
    });
  };

  // Blog posts keep their title in the article header, outside the markdown body.
  const contentRoot = kind === 'blog' ? article.find('.markdown').first() : root;
  const h1 = root.find('h1').first();
  hierarchy[1] = cleanText(h1.text()) || cleanText($('title').text().split('|')[0] ?? '');
  push('lvl1', null);

  contentRoot.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}`).each((_, el) => {
    const node = $(el);
    if (el.tagName === 'h1') return;
    const headingLevel = /^h([2-6])$/.exec(el.tagName);
    if (headingLevel) {
      const level = Number(headingLevel[1]);
      const text = cleanText(node.text());
      if (!text) return;
      hierarchy[level] = text;
      for (let i = level + 1; i < hierarchy.length; i += 1) hierarchy[i] = null;
      anchor = node.attr('id') ?? anchor;
      push(`lvl${level}`, null);
      return;
    }
    // A list item's own text, without nested lists or paragraphs (those get their own records).
    let text;
    if (el.tagName === 'li') {
      const copy = node.clone();
      copy.find('ul, ol, p, pre, table').remove();
      text = cleanText(copy.text());
    } else if (el.tagName === 'tr') {
      // A row's cells, joined; a header row (column names only) is not content.
      const cells = node.children('td, th');
      if (!cells.filter('td').length) return;
      text = cells.map((_, cell) => cleanText($(cell).text())).get().filter(Boolean).join(' · ');
    } else {
      text = cleanText(node.text());
    }
    if (!text || text.length < 2) return;
    if (text.length > maxContentLength) text = `${text.slice(0, maxContentLength).replace(/\s+\S*$/, '')}…`;
    const key = `${anchor}\u0000${text}`;
    if (seenContent.has(key)) return;
    seenContent.add(key);
    push('content', text);
  });

  return records;
}
