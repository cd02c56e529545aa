// inversify-site: builds the local search index after the site is rendered.
// After the build it reads the HTML of every docs page (all versions) and blog post, extracts
// DocSearch-shaped records, and writes one JSON file per docusaurus_tag under search-index/.
// The browser fetches a file only the first time search is used (src/search/searchClient.ts).
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {extractRecords} from './extract.mjs';

export const PLUGIN_NAME = 'inversify-search-index';
export const INDEX_DIR = 'search-index';

/** @param {string} tag */
export function indexFileName(tag) {
  return `${tag.replace(/[^a-zA-Z0-9._-]/g, '_')}.json`;
}

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

/** @param {import('@docusaurus/types').LoadContext} context */
export default function searchIndexPlugin(context) {
  // Changes with every build so that a browser never mixes an old index with a new site.
  const buildId = Date.now().toString(36);
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      actions.setGlobalData({buildId, indexPath: `${context.baseUrl}${INDEX_DIR}/`});
    },

    async postBuild({outDir, routesPaths, siteConfig, baseUrl}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const candidates = [...new Set(routesPaths)].filter((routePath) => {
        const rest = routePath.slice(baseUrl.length - 1);
        return rest.startsWith('/docs/') || rest.startsWith('/blog/');
      });
      /** @type {Map<string, import('./extract.d.mts').SearchRecord[]>} */
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
        const file = {buildId, docusaurus_tag: tag, records};
        await fs.writeFile(path.join(dir, indexFileName(tag)), JSON.stringify(file));
        summary.push(`${tag}: ${records.length}`);
      }
      console.log(`[${PLUGIN_NAME}] indexed ${pages} pages (${summary.join(', ')})`);
    },
  };
}
