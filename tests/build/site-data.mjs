// The site's routes, derived from the content on disk (docs folders of each version in src/siteData/versions.mjs,
// blog folders, front matter slugs), plus the routes the site must keep (ARCHITECTURE.md, "Required routes").
// Shared by the build-output tests and the browser tests, so adding a page, a post or a version needs no test edit.
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, versionRoot} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A Markdown file's front matter field (plain one-line values only, as this site writes them).
 * @param {string} file
 * @param {string} field
 */
function frontMatterField(file, field) {
  const text = fs.readFileSync(file, 'utf8');
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const value = new RegExp(`^${field}:\\s*(.+?)\\s*$`, 'm').exec(block)?.[1];
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/** @param {string} dir @returns {string[]} */
function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('_')) return []; // partials and _category_ files
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A doc's path below its version root, as Docusaurus routes it (number prefixes dropped; `slug`/`id` front matter).
 * @param {string} contentDir
 * @param {string} file
 */
function docRoute(contentDir, file) {
  const slug = frontMatterField(file, 'slug');
  const rel = path.relative(contentDir, file).split(path.sep).join('/');
  const segments = rel.replace(/\.mdx?$/, '').split('/').map((s) => s.replace(/^\d+[-_.]\s*/, ''));
  const id = frontMatterField(file, 'id');
  if (id !== undefined) segments[segments.length - 1] = id;
  const dir = segments.slice(0, -1).join('/');
  if (slug !== undefined) return slug.startsWith('/') ? slug.replace(/^\/+|\/+$/g, '') : [dir, slug].filter(Boolean).join('/');
  const last = segments[segments.length - 1];
  // index.md, README.md and a file named like its folder are the folder's page.
  if (/^(index|readme)$/i.test(last) || last === segments[segments.length - 2]) return dir;
  return segments.join('/');
}

/** Each version root ('/docs/', '/docs/next/', ...) with the doc paths found in its content folder. */
export const DOCS_BY_VERSION = Object.fromEntries(
  DOCS_VERSIONS.map((version) => {
    const contentDir = path.join(ROOT, version.contentDir);
    return [versionRoot(version), markdownFiles(contentDir).map((file) => docRoute(contentDir, file)).sort()];
  }),
);

/** Every blog post's slug: its `slug` front matter, or its file or folder name without the date. */
export const BLOG_SLUGS = fs
  .readdirSync(path.join(ROOT, 'blog'), {withFileTypes: true})
  .flatMap((entry) => {
    const full = path.join(ROOT, 'blog', entry.name);
    const file = entry.isDirectory() ? ['index.mdx', 'index.md'].map((f) => path.join(full, f)).find(fs.existsSync) : full;
    if (file === undefined || !/\.mdx?$/.test(file) || entry.name.startsWith('_')) return [];
    return [frontMatterField(file, 'slug') ?? entry.name.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '')];
  })
  .sort();

/** Posts on the first page of the blog list: Docusaurus' default postsPerPage, which the config keeps. */
export const BLOG_POSTS_PER_PAGE = 10;

// The pages and posts the site must keep at least (ARCHITECTURE.md, "Required routes"); content may add more.
const SPEC_COMMON_DOCS = [
  'api/api-changes', 'api/binding-syntax', 'api/container-module', 'api/container', 'api/decorator',
  'api/lazy-service-identifier', 'api/service-identifier', 'fundamentals/binding', 'fundamentals/di-hierarchy',
  'fundamentals/inheritance', 'fundamentals/lifecycle/activation', 'fundamentals/lifecycle/deactivation', 'fundamentals/snapshot',
  'introduction/dependency-inversion', 'introduction/getting-started',
];
const SPEC_MODERN_DOCS = [
  'api/decorate', 'ecosystem/binding-decorators', 'ecosystem/framework', 'ecosystem/strongly-typed',
  'faq/requirements', 'faq/using-bundlers', 'fundamentals/plugins', 'guides/migrating-from-v6',
];
export const SPEC_DOCS_BY_VERSION = {
  '/docs/': [...SPEC_COMMON_DOCS, ...SPEC_MODERN_DOCS],
  '/docs/next/': [...SPEC_COMMON_DOCS, ...SPEC_MODERN_DOCS, 'guides/migrating-from-v7'],
  '/docs/6.x/': [...SPEC_COMMON_DOCS, 'fundamentals/lifecycle/middleware'],
};
export const SPEC_BLOG_SLUGS = [
  'welcome',
  'planning-inversify-8-0-0',
  'announcing-inversify-7-0-0-alpha-0-prerelease',
  'announcing-inversify-7-0-0-alpha-2-prerelease',
  'announcing-inversify-7-0-0-alpha-4-prerelease',
  'announcing-inversify-7-0-0-alpha-5-prerelease',
  'announcing-inversify-7-6-1',
];
export const BLOG_AUTHOR = 'maintainers';
export const FIXED_ROUTES = [
  '/', '/blog/', '/blog/archive/', '/blog/authors/', `/blog/authors/${BLOG_AUTHOR}/`, '/blog/tags/',
  '/blog/tags/releases/', '/search/', ...DOCS_VERSIONS.map(versionRoot),
];

const docRoutes = (/** @type {Record<string, string[]>} */ byVersion) =>
  Object.entries(byVersion).flatMap(([prefix, pages]) => pages.map((page) => `${prefix}${page}/`.replace(/\/\/$/, '/')));

/** The required routes; every one must also be on disk (a missing one is a lost page, not a new one). */
export const SPEC_ROUTES = [...FIXED_ROUTES, ...SPEC_BLOG_SLUGS.map((slug) => `/blog/${slug}/`), ...docRoutes(SPEC_DOCS_BY_VERSION)];

/** Every route the content on disk gives, plus the fixed ones. */
export const ALL_ROUTES = [...new Set([...FIXED_ROUTES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}/`), ...docRoutes(DOCS_BY_VERSION)])];
