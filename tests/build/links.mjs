// Same-site links and #anchors, as the links test (links.test.mjs) and `npm run check` (scripts/check.mjs) check
// them: in the built HTML, where every link a page renders is (what Docusaurus's own broken-link messages name, by
// route only), and in the Markdown sources, where each link has a file and a line. A problem found in the build is
// mapped back to the source line that wrote the link.
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {BUILD, contentPages} from './content-pages.mjs';

const SITE_URL = 'https://inversify.io';
// Sibling documentation sites deployed under the same domain by their own projects (linked from the ecosystem pages).
const SIBLING_SITES = ['/binding-decorators/', '/framework/'];

/** @param {string} dir @returns {string[]} */
export function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

// The build minifies HTML, so attribute values may be quoted or bare.
const ATTR_VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;
const valueOf = (/** @type {RegExpMatchArray} */ m) => m[1] ?? m[2] ?? m[3];
const decodeEntities = (/** @type {string} */ s) => s.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** @type {Map<string, {all: Set<string>, headings: Set<string>}>} */
const idsCache = new Map();
/** The element ids (and names) of a built file, and those of its headings. @param {string} file */
export function builtIds(file) {
  let ids = idsCache.get(file);
  if (ids === undefined) {
    const html = fs.readFileSync(file, 'utf8');
    ids = {
      all: new Set([...html.matchAll(new RegExp(String.raw`\s(?:id|name)=${ATTR_VALUE}`, 'g'))].map(valueOf)),
      headings: new Set([...html.matchAll(new RegExp(String.raw`<h[1-6]\s[^>]*?id=${ATTR_VALUE}`, 'g'))].map(valueOf)),
    };
    idsCache.set(file, ids);
  }
  return ids;
}

/** The built file a site path is served from, or undefined. @param {string} pathname */
export function fileFor(pathname) {
  const clean = decodeURIComponent(pathname);
  const candidates = clean.endsWith('/') ? [path.join(BUILD, clean, 'index.html')] : [path.join(BUILD, clean), path.join(BUILD, clean, 'index.html')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** The site path of a built HTML file: build/docs/a/index.html -> /docs/a/ @param {string} file */
const routeOfBuilt = (file) => '/' + path.relative(BUILD, file).split(path.sep).join('/').replace(/index\.html$/, '');

/** Whether a URL is one of this site's pages (not another origin, not a sibling site). @param {URL} url */
const onThisSite = (url) => url.origin === SITE_URL && !SIBLING_SITES.some((prefix) => url.pathname.startsWith(prefix));

/**
 * What is wrong with a same-site link, or undefined. `ids` gives the anchors of a target page (the built ones by
 * default; the check command passes the ones a newer source will have).
 * @param {URL} url
 * @param {(target: string) => Set<string>} [ids]
 * @returns {'missing page' | 'missing anchor' | undefined}
 */
export function linkProblem(url, ids = (target) => builtIds(target).all) {
  const target = fileFor(url.pathname);
  if (target === undefined) return 'missing page';
  const anchor = decodeURIComponent(url.hash.slice(1));
  return anchor !== '' && target.endsWith('.html') && !ids(target).has(anchor) ? 'missing anchor' : undefined;
}

/**
 * @typedef {{page: string, href: string, url: URL | undefined, problem: string}} BuiltProblem
 * The broken same-site links and anchors of built HTML files, each with the route of the page that has it.
 * @param {string[]} files
 * @returns {{problems: BuiltProblem[], checked: number}}
 */
export function builtLinkProblems(files) {
  /** @type {BuiltProblem[]} */
  const problems = [];
  let checked = 0;
  for (const file of files) {
    const page = routeOfBuilt(file);
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(new RegExp(String.raw`<a\s[^>]*?href=${ATTR_VALUE}`, 'g'))) {
      const href = decodeEntities(valueOf(match));
      if (/^(mailto:|javascript:)/.test(href)) continue;
      let url;
      try {
        url = new URL(href, `${SITE_URL}${page}`);
      } catch {
        problems.push({page, href, url: undefined, problem: 'unparsable href'});
        continue;
      }
      if (!onThisSite(url)) continue;
      // The 404 template is rendered once for every missing path; its locale link to "this page" is rewritten in the browser.
      if (page === '/404.html' && url.pathname === '/404/') continue;
      checked++;
      const problem = linkProblem(url);
      if (problem !== undefined) problems.push({page, href, url, problem: `link to ${problem}`});
    }
  }
  return {problems, checked};
}

/**
 * @typedef {ReturnType<typeof contentPages>[number]} ContentPage
 * @typedef {{source: string, line: number, target: string, url: URL | undefined, note?: string}} SourceLink
 */

/** Lines of a Markdown text outside code fences, with their 1-based numbers; in `text` inline code spans are blanked. @param {string} text */
function proseLines(text) {
  /** @type {{line: number, text: string, raw: string}[]} */
  const lines = [];
  let fence = '';
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === '' && marker !== undefined) fence = marker;
    else if (fence !== '' && marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = '';
    else if (fence === '') lines.push({line: index + 1, raw: line, text: line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length))});
  });
  return lines;
}

const LINK_TARGETS = [
  /\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*)?\)/g, // [text](target "title")
  /^\s*\[[^\]]+\]:\s*<?([^\s>]+)/g, // [ref]: target
  /\s(?:href|to)=\{?["']([^"']+)["']/g, // <a href="…">, <Link to="…">
];

/**
 * The links a content page's source writes, each resolved to the URL the built page links to, as Docusaurus resolves
 * them: a Markdown file path to that page's route, any other path against the page's own URL.
 * @param {ContentPage} page
 * @param {Map<string, ContentPage>} bySource every content page by source path
 * @returns {SourceLink[]}
 */
export function sourceLinks(page, bySource) {
  /** @type {SourceLink[]} */
  const links = [];
  for (const {line, text} of proseLines(page.text)) {
    for (const pattern of LINK_TARGETS) {
      for (const match of text.matchAll(pattern)) {
        const target = match[1];
        if (/^(mailto:|javascript:|data:)/.test(target) || (/^[a-z][\w+.-]*:/i.test(target) && !target.startsWith(SITE_URL))) continue;
        const [file, hash = ''] = target.split('#');
        if (/\.mdx?$/.test(file) && !/^[a-z]+:/i.test(file)) {
          const linked = bySource.get(path.posix.normalize(file.startsWith('/') ? file.slice(1) : path.posix.join(path.posix.dirname(page.source), file)));
          const url = linked === undefined ? undefined : new URL(`${linked.route}${hash === '' ? '' : `#${hash}`}`, SITE_URL);
          links.push({source: page.source, line, target, url, note: linked === undefined ? `links to ${file}, which is no page of the site` : undefined});
          continue;
        }
        let url;
        try {
          url = new URL(target, `${SITE_URL}${page.route}`);
        } catch {
          links.push({source: page.source, line, target, url: undefined, note: `unparsable link ${target}`});
          continue;
        }
        if (onThisSite(url) && !/\.(png|svg|jpe?g|gif|webp|ico|txt|xml|json|pdf|zip)$/i.test(url.pathname)) links.push({source: page.source, line, target, url});
      }
    }
  }
  return links;
}

/** Two URLs name the same page and anchor (trailing slash aside: the build adds it). @param {URL} a @param {URL} b */
const sameTarget = (a, b) => a.pathname.replace(/\/$/, '') === b.pathname.replace(/\/$/, '') && decodeURIComponent(a.hash) === decodeURIComponent(b.hash);

/** Every content page by its source path, and by its route. */
export function contentIndex() {
  const pages = contentPages();
  return {pages, bySource: new Map(pages.map((p) => [p.source, p])), byRoute: new Map(pages.map((p) => [p.route, p]))};
}

/**
 * The source lines that wrote a link the build reports broken: in the source of the page it is on first, then in any
 * content page (a post's excerpt is rendered on the blog's list pages too). Empty when no source writes it as a link
 * (a component or the theme made it).
 * @param {BuiltProblem} problem
 * @param {ReturnType<typeof contentIndex>} index
 * @returns {SourceLink[]}
 */
function sourceOfProblem(problem, index) {
  const {url} = problem;
  const own = index.byRoute.get(problem.page);
  const candidates = own === undefined ? index.pages : [own, ...index.pages.filter((p) => p !== own)];
  for (const page of candidates) {
    const found = sourceLinks(page, index.bySource).filter((link) => (url === undefined ? link.target === problem.href : link.url !== undefined && sameTarget(link.url, url)));
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * A broken link of the build, as a writer reads it: `file:line: …` for each source line that wrote it, the built
 * page's route otherwise.
 * @param {BuiltProblem} problem
 * @param {ReturnType<typeof contentIndex>} index
 */
export function describeBuiltProblem(problem, index) {
  const sources = sourceOfProblem(problem, index);
  if (sources.length === 0) return `${problem.page}: ${problem.problem} ${problem.href} (in the built page; no Markdown source writes this link, so a component or the theme made it)`;
  return sources.map((link) => `${link.source}:${link.line}: ${problem.problem} ${link.target} (built page ${problem.page}, href ${problem.href})`).join('\n');
}

/**
 * The anchors a page's source will have once built: each heading's id (its `{#id}`, or the slug Docusaurus makes of
 * its text, numbered when repeated) and every `id="…"` the source writes. For a page edited after the last build.
 * @param {string} text
 * @returns {Set<string>}
 */
export function sourceIds(text) {
  // Docusaurus's own slugger, as its heading ids are made
  const slugger = createSlugger();
  const ids = new Set();
  for (const {raw: line} of proseLines(text)) {
    const heading = /^#{2,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading !== null) {
      const explicit = /\{#([^}]+)\}\s*$/.exec(heading[1]);
      // the words the heading renders: link text without its target, no emphasis, code markers or directives
      const words = heading[1].replace(/\{#[^}]+\}\s*$/, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, '').replace(/<[^>]+>/g, '')
        // a text directive (`node:http` renders as "node"), as remark-directive parses it
        .replace(/:[A-Za-z][\w-]*(\[[^\]]*\])?(\{[^}]*\})?/g, '')
        .trim();
      ids.add(explicit === null ? slugger.slug(words) : explicit[1]);
    }
    for (const m of line.matchAll(/\sid=["']([^"']+)["']/g)) ids.add(m[1]);
  }
  return ids;
}
