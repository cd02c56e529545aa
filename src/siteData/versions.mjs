// The docs versions, in the order the version dropdown lists them: the one table that the config, the footer,
// the sample rules, the version-root pages and the tests read. Adding a version is a row here (plus the
// snapshot `docusaurus docs:version` makes and its examples workspace).
// Browser-safe: no Node imports, so pages may read it too.

/**
 * @typedef {object} DocsVersion
 * @property {string} name Docusaurus' version name: 'current' for docs/, otherwise the name in versions.json.
 * @property {string} label Shown in the version dropdown and the footer.
 * @property {string} path URL part after /docs/; '' for the version served at /docs/ (Docusaurus' lastVersion).
 * @property {string} contentDir Folder of the version's pages, relative to the site root.
 * @property {string} workspace The examples workspace the version's pages embed samples from; its package.json names
 *   the tested release.
 */

// A literal table (`const`), so that the samples feature can derive the type of its workspace ids from it
// (src/samples/shared/versions.mjs).
export const DOCS_VERSIONS = /** @satisfies {readonly DocsVersion[]} */ (/** @type {const} */ ([
  // `current` is Docusaurus' name for the docs/ folder.
  {name: 'current', label: 'next', path: 'next', contentDir: 'docs', workspace: 'examples/v8'},
  {name: '7.x', label: '7.x', path: '', contentDir: 'versioned_docs/version-7.x', workspace: 'examples/v7'},
  {name: '6.x', label: '6.x', path: '6.x', contentDir: 'versioned_docs/version-6.x', workspace: 'examples/v6'},
]));

/** The version served at /docs/ (the one with an empty path). */
export const LAST_VERSION = (() => {
  const last = DOCS_VERSIONS.find((version) => version.path === '');
  if (last === undefined) throw new Error('src/siteData/versions.mjs: one docs version must have the path \'\' (served at /docs/)');
  return last;
})();

/** Where the docs live; a version's pages are under `${DOCS_ROUTE_BASE}${path}/`. */
export const DOCS_ROUTE_BASE = '/docs/';

/** Each version's main doc: its version root leads there, and so does the Tutorial link. */
export const MAIN_DOC = 'introduction/getting-started';

/** @param {DocsVersion} version e.g. '/docs/next/' */
export function versionRoot(version) {
  return version.path === '' ? DOCS_ROUTE_BASE : `${DOCS_ROUTE_BASE}${version.path}/`;
}

/**
 * The version whose content folder holds a content file, or undefined (blog, pages).
 * @param {string} contentFile relative to the site root, with / separators
 */
export function versionOfContentFile(contentFile) {
  return DOCS_VERSIONS.find((version) => contentFile.startsWith(`${version.contentDir}/`));
}
