// A route whose chunks fail to load: a warning on hover, the error and Retry on a first visit. Core's
// client preload helper has neither a swizzle nor an option: src/prefetch/preload.ts takes its place in
// the client bundle (the server keeps core's).
import path from 'node:path';
import {replaceModule} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function routePreloadPlugin(context) {
  return {
    name: 'route-preload',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          replaceModule(
            context.currentBundler,
            /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
            path.join(context.siteDir, 'src', 'prefetch', 'preload.ts'),
          ),
        ],
      };
    },
  };
}
