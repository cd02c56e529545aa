// A route whose chunks fail to load: a warning on hover, the error and Retry on a first visit. Core's
// client preload helper has neither a swizzle nor an option: src/prefetch/preload.ts takes its place in
// the client bundle (the server keeps core's).
import {clientModuleReplacement} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function routePreloadPlugin(context) {
  return clientModuleReplacement(context, {
    name: 'route-preload',
    resource: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
    replacement: 'src/prefetch/preload.ts',
  });
}
