// Keeps Prism (about 15 KB gzip, and ~30 ms of start-up script) out of every page's main bundle.
// Theme-classic loads it through a client module only to register additionalLanguages; in the
// client bundle that module becomes src/prism/loadOnNavigation.ts, and code blocks highlight through
// src/prism/tokenizer.ts, which loads Prism as a chunk when a block first needs it. The server
// bundle gets tokenizer.server.ts instead, so the static HTML comes highlighted.
import path from 'node:path';
import {replaceModule} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function lazyPrismPlugin(context) {
  const prismDir = path.join(context.siteDir, 'src', 'prism');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer) {
      const replacement = isServer
        ? replaceModule(context.currentBundler, /[\\/]src[\\/]prism[\\/]tokenizer\.ts$/, path.join(prismDir, 'tokenizer.server.ts'))
        : replaceModule(
            context.currentBundler,
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(prismDir, 'loadOnNavigation.ts'),
          );
      return {plugins: [replacement]};
    },
  };
}
