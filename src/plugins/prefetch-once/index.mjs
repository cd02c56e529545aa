// Visible links are still prefetched (the spec keeps Docusaurus's behaviour), but each chunk file only
// once: see src/prefetch/prefetch.ts, put in place of core's prefetch helper in the client bundle.
import path from 'node:path';
import {replaceModule} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function prefetchOncePlugin(context) {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          replaceModule(
            context.currentBundler,
            /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
            path.join(context.siteDir, 'src', 'prefetch', 'prefetch.ts'),
          ),
        ],
      };
    },
  };
}
