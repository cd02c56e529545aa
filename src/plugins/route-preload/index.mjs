// A route whose chunks fail to load: a warning on hover, the error and Retry on a first visit. Core's
// client preload helper has neither a swizzle nor an option: src/prefetch/preload.ts takes its place in
// the client bundle (the server keeps core's). Likewise the object core puts on the window for links
// (src/prefetch/docusaurus.ts), which on a slow or constrained connection also skipped preloading the route
// of a hovered or touched link.
import {clientModuleReplacement} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function routePreloadPlugin(context) {
  const preload = clientModuleReplacement(context, {
    name: 'route-preload',
    resource: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
    replacement: 'src/prefetch/preload.ts',
  });
  const linkCalls = clientModuleReplacement(context, {
    name: 'route-preload',
    resource: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
    replacement: 'src/prefetch/docusaurus.ts',
  });
  return {
    name: 'route-preload',
    configureWebpack(config, isServer, utils, content) {
      if (isServer) return {};
      const plugins = [preload, linkCalls].flatMap((plugin) => /** @type {{plugins?: unknown[]}} */ (plugin.configureWebpack?.(config, isServer, utils, content) ?? {}).plugins ?? []);
      return /** @type {import('webpack').Configuration} */ ({plugins});
    },
  };
}
