// Visible links are still prefetched, as Docusaurus does (ARCHITECTURE.md, "Prefetching and preloading"), but
// each chunk file only once: see src/prefetch/prefetch.ts, put in place of core's prefetch helper in the client bundle.
import {clientModuleReplacement} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function prefetchOncePlugin(context) {
  return clientModuleReplacement(context, {
    name: 'prefetch-once',
    resource: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
    replacement: 'src/prefetch/prefetch.ts',
  });
}
