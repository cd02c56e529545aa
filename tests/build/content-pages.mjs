// The docs pages and blog posts of the site, each with the built route and the source file it comes from,
// read from the content folders (so a new page is covered without editing the tests).
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, LAST_VERSION, versionRoot} from '../../src/siteData/versions.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

// Where each docs version's sources live and where its pages are published (the versions table), the version served
// at /docs/ first, as llms.txt lists them.
export const DOCS_SOURCES = [LAST_VERSION, ...DOCS_VERSIONS.filter((version) => version !== LAST_VERSION)].map((version) => ({
  label: version.label,
  dir: version.contentDir,
  prefix: versionRoot(version),
}));

/** @param {string} text @returns {Record<string, string>} */
const frontMatter = (text) => Object.fromEntries(
  [.../^---\n([\s\S]*?)\n---/.exec(text)?.[1].matchAll(/^(\w+):\s*"?(.*?)"?\s*$/gm) ?? []].map((m) => [m[1], m[2]]),
);

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return walk(rel);
    return /\.mdx?$/.test(entry.name) ? [rel] : [];
  });
}

/** @returns {{kind: 'doc' | 'post', version?: string, route: string, source: string, text: string}[]} */
export function contentPages() {
  const docs = DOCS_SOURCES.flatMap(({label, dir, prefix}) =>
    walk(dir).map((source) => {
      const text = fs.readFileSync(path.join(ROOT, source), 'utf8');
      const rel = source.slice(dir.length + 1).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      const slug = frontMatter(text).slug;
      const route = slug ? path.posix.join(prefix, slug.replace(/^\//, ''), '/') : `${prefix}${rel}${rel ? '/' : ''}`;
      return {kind: /** @type {const} */ ('doc'), version: label, route, source, text};
    }),
  );
  const posts = walk('blog').filter((f) => /\/index\.mdx?$/.test(f)).map((source) => {
    const text = fs.readFileSync(path.join(ROOT, source), 'utf8');
    const slug = frontMatter(text).slug ?? path.basename(path.dirname(source)).replace(/^\d{4}-\d{2}-\d{2}-/, '');
    return {kind: /** @type {const} */ ('post'), route: `/blog/${slug}/`, source, text};
  });
  return [...docs, ...posts];
}

/** The Markdown twin of a route: /docs/a/b/ -> /docs/a/b.md */
export const twinOf = (/** @type {string} */ route) => `${route.replace(/\/$/, '')}.md`;

export const readBuilt = (/** @type {string} */ sitePath) => fs.readFileSync(path.join(BUILD, sitePath), 'utf8');
export const builtHtml = (/** @type {string} */ route) => readBuilt(path.posix.join(route, 'index.html'));
