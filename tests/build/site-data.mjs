// The routes the product spec lists, shared by the build-output tests and the browser tests.
export const COMMON_DOCS = [
  'api/binding-syntax', 'api/container-module', 'api/container', 'api/decorator', 'api/lazy-service-identifier',
  'api/service-identifier', 'fundamentals/binding', 'fundamentals/di-hierarchy', 'fundamentals/inheritance',
  'fundamentals/lifecycle/activation', 'fundamentals/lifecycle/deactivation', 'fundamentals/snapshot',
  'introduction/dependency-inversion', 'introduction/getting-started',
];
export const MODERN_DOCS = [
  'api/decorate', 'ecosystem/binding-decorators', 'ecosystem/framework', 'ecosystem/strongly-typed',
  'faq/requirements', 'faq/using-bundlers', 'fundamentals/plugins', 'guides/migrating-from-v6',
];
export const DOCS_BY_VERSION = {
  '/docs/': [...COMMON_DOCS, ...MODERN_DOCS],
  '/docs/next/': [...COMMON_DOCS, ...MODERN_DOCS, 'guides/migrating-from-v7'],
  '/docs/6.x/': [...COMMON_DOCS, 'fundamentals/lifecycle/middleware'],
};
export const BLOG_SLUGS = [
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
  '/blog/tags/releases/', '/search/', '/docs/', '/docs/next/', '/docs/6.x/',
];
export const ALL_ROUTES = [
  ...FIXED_ROUTES,
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}/`),
  ...Object.entries(DOCS_BY_VERSION).flatMap(([prefix, pages]) => pages.map((page) => `${prefix}${page}/`)),
];
