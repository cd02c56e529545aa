// Where the local search index lives: written by the build plugin (src/plugins/search-index), fetched by the
// search client (src/search/searchClient.ts). Browser-safe.

/** The search-index plugin's name, under which its global data is read. */
export const PLUGIN_NAME = 'inversify-search-index';

/** Folder of the index files in the build output. */
export const INDEX_DIR = 'search-index';

/**
 * The index file of one docusaurus_tag, e.g. 'docs-default-7.x.json'.
 * @param {string} tag
 */
export function indexFileName(tag) {
  return `${tag.replace(/[^a-zA-Z0-9._-]/g, '_')}.json`;
}

/**
 * The texts file of one docusaurus_tag, beside its index file (src/search/indexFormat.mjs), e.g. 'texts/docs-default-7.x.json'.
 * @param {string} tag
 */
export function textsFileName(tag) {
  return `texts/${indexFileName(tag)}`;
}

/**
 * The URLs of a tag's two files, its index file and its texts file, under the index folder's URL (the plugin's
 * `indexPath`, which ends with a slash).
 * @param {string} indexPath
 * @param {string} tag
 * @returns {[index: string, texts: string]}
 */
export function indexFileUrls(indexPath, tag) {
  return [indexPath + indexFileName(tag), indexPath + textsFileName(tag)];
}

/** The global where the search page's inline script leaves the index files' requests it made, by URL. */
export const EARLY_REQUESTS_GLOBAL = '__searchIndexRequests';
