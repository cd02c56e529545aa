// Makes each API page depend, for the bundler, on src/siteData/api-history.json, which the remark plugin
// (src/remark/apiHistory/) reads with fs: without it, a warm build's persistent cache and the dev server would keep
// the pages' "Added in" notes and the changes pages as they were before `npm run api-history` rewrote the data.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {API_DIR} from '../../remark/apiHistory/data.mjs';
import {versionOfContentFile} from '../../siteData/versions.mjs';

const LOADER = fileURLToPath(new URL('./loader.mjs', import.meta.url));

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function apiHistoryDependencyPlugin(context) {
  /** @param {string} file */
  const isApiPage = (file) => {
    const relative = path.relative(context.siteDir, file).split(path.sep).join('/');
    const version = versionOfContentFile(relative);
    return version !== undefined && /\.mdx?$/i.test(file) && relative.startsWith(`${version.contentDir}/${API_DIR}/`);
  };
  return {
    name: 'api-history-dependency',
    configureWebpack() {
      return {
        // A function condition, as in src/samples/build/sample-dependencies/ (Rspack rejects RegExps from here).
        module: {rules: [{test: isApiPage, enforce: 'pre', use: [{loader: LOADER, options: {siteDir: context.siteDir}}]}]},
      };
    },
  };
}
