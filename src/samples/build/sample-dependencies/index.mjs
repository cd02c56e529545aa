// Makes each Markdown/MDX page depend on the sample files it embeds (src/samples/build/sampleDependencyLoader.mjs),
// so that Rspack's persistent cache rebuilds exactly the pages whose samples changed, and the dev server
// reloads them. Keying the whole cache on a hash of examples/ would also be correct, but would throw away
// every cached module for any sample edit.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const LOADER = fileURLToPath(new URL('../sampleDependencyLoader.mjs', import.meta.url));

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function sampleDependenciesPlugin(context) {
  return {
    name: 'sample-dependencies',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // A function: Rspack rejected the RegExp conditions returned here ("condition should be one of string,
              // RegExp, Array, Object"), presumably RegExps of another realm than its own.
              test: (file) => /\.mdx?$/i.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`),
              enforce: 'pre',
              use: [{loader: LOADER, options: {rootDir: context.siteDir}}],
            },
          ],
        },
      };
    },
  };
}
