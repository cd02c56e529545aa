// inversify-site: builds the local search index after the site is rendered.
// After the build it reads the HTML of every docs page (all versions) and blog post, extracts
// DocSearch-shaped records, and writes two JSON files per docusaurus_tag under search-index/ (src/search/indexFormat.mjs):
// the records' MiniSearch index serialized (src/search/engine.mjs), which the browser loads instead of building it,
// with the records less their texts; and the texts. The browser fetches them only the first time search is used
// (src/search/searchClient.ts).
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {extractRecords} from './extract.mjs';
import {requestIndexFilesEarly} from '../../search/earlyRequests.mjs';
import {serializeIndex} from '../../search/engine.mjs';
import {INDEX_DIR, PLUGIN_NAME, indexFileName, textsFileName} from '../../search/indexFiles.mjs';
import {packIndexFile, unpackIndexFile, withTexts} from '../../search/indexFormat.mjs';

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
 * The search page's inline script's function (src/search/earlyRequests.mjs), which searchPageClient.ts calls: its text
 * as written, so that the server and the client render the same script and no compiler helper it does not carry creeps
 * into it; without its indentation and its comment lines, which the page would only download.
 */
export function earlyRequestsSource() {
  return requestIndexFilesEarly
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !/^\/\*\*.*\*\/$/.test(line))
    .join('\n');
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin<void>}
 */
export default function searchIndexPlugin(context) {
  return {
    name: PLUGIN_NAME,

    configureWebpack() {
      const {DefinePlugin} = /** @type {{DefinePlugin: new (definitions: Record<string, string>) => import('webpack').WebpackPluginInstance}} */ (/** @type {unknown} */ (context.currentBundler.instance));
      return {plugins: [new DefinePlugin({EARLY_REQUESTS_SOURCE: JSON.stringify(earlyRequestsSource())})]};
    },

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
      await fs.mkdir(path.dirname(path.join(dir, textsFileName('tag'))), {recursive: true});
      const summary = [];
      for (const [tag, records] of [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        records.sort((a, b) => a.objectID.localeCompare(b.objectID, 'en', {numeric: true}));
        const index = serializeIndex(records);
        const {file, texts} = packIndexFile(records, index, siteUrl);
        const fileJson = JSON.stringify(file);
        const textsJson = JSON.stringify(texts);
        // What the browser will read back must be what was indexed, to the last field.
        const back = unpackIndexFile(JSON.parse(fileJson));
        withTexts(back.records, JSON.parse(textsJson));
        if (!isDeepStrictEqual(back.records, records) || !isDeepStrictEqual(back.index, JSON.parse(JSON.stringify(index)))) {
          throw new Error(`[${PLUGIN_NAME}] ${tag}: the packed index file does not read back as its records and index`);
        }
        await fs.writeFile(path.join(dir, indexFileName(tag)), fileJson);
        await fs.writeFile(path.join(dir, textsFileName(tag)), textsJson);
        summary.push(`${tag}: ${records.length}`);
      }
      console.log(`[${PLUGIN_NAME}] indexed ${pages} pages (${summary.join(', ')})`);
    },
  };
}
