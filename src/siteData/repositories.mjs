// The two repositories the site links to, each written once.
// The library's repository: the navbar and footer "GitHub" links, and "Let us know" in search.
export const LIBRARY_REPOSITORY = 'https://github.com/inversify/InversifyJS';
// This site's own repository: "Edit this page" links point at its files.
export const SITE_REPOSITORY = 'https://github.com/inversify/inversify.github.io';
