// inversify-site: builds the local search index after the site is rendered.
// After the build it reads the HTML of every docs page (all versions) and blog post, extracts
// DocSearch-shaped records, and writes one JSON file per docusaurus_tag under search-index/: the records, and their
// MiniSearch index serialized (src/search/engine.mjs), which the browser loads instead of building it.
// The browser fetches a file only the first time search is used (src/search/searchClient.ts).
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {extractRecords} from './extract.mjs';
import {serializeIndex} from '../../search/engine.mjs';
import {INDEX_DIR, PLUGIN_NAME, indexFileName} from '../../search/indexFiles.mjs';

export {INDEX_DIR, PLUGIN_NAME, indexFileName};

/**
 * @param {string} outDir
 * @param {string} routePath
 */
async function readRouteHtml(outDir, routePath) {
  const relative = decodeURIComponent(routePath).replace(/^\/+/, '');
  const candidates = [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative.replace(/\/$/, '')}.html`)];
  for (const file of candidates) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin<void>}
 */
export default function searchIndexPlugin(context) {
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      // Nothing here may change between two builds of the same content: global data is bundled into main.js.
      // The client revalidates the index files instead (src/search/searchClient.ts).
      actions.setGlobalData({indexPath: `${context.baseUrl}${INDEX_DIR}/`});
    },

    async postBuild({outDir, routesPaths, siteConfig, baseUrl}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const candidates = [...new Set(routesPaths)].filter((routePath) => {
        const rest = routePath.slice(baseUrl.length - 1);
        return rest.startsWith('/docs/') || rest.startsWith('/blog/');
      });
      /** @type {Map<string, import('./extract.mjs').SearchRecord[]>} */
      const byTag = new Map();
      let pages = 0;
      await Promise.all(
        candidates.map(async (routePath) => {
          const html = await readRouteHtml(outDir, routePath);
          if (!html) return;
          const records = extractRecords(html, {siteUrl, path: routePath});
          if (!records.length) return;
          pages += 1;
          const tag = records[0].docusaurus_tag;
          if (!byTag.has(tag)) byTag.set(tag, []);
          byTag.get(tag)?.push(...records);
        }),
      );
      const dir = path.join(outDir, INDEX_DIR);
      await fs.mkdir(dir, {recursive: true});
      const summary = [];
      for (const [tag, records] of [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        records.sort((a, b) => a.objectID.localeCompare(b.objectID, 'en', {numeric: true}));
        const file = {docusaurus_tag: tag, records, index: serializeIndex(records)};
        await fs.writeFile(path.join(dir, indexFileName(tag)), JSON.stringify(file));
        summary.push(`${tag}: ${records.length}`);
      }
      console.log(`[${PLUGIN_NAME}] indexed ${pages} pages (${summary.join(', ')})`);
    },
  };
}
