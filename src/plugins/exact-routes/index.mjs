// Routes are exact (ARCHITECTURE.md, "Routes are exact"): in the browser too, a path renders a page only when a
// page's route matches all of it, letter case included (src/routing/exactRoutes.tsx says why). Core's
// `@docusaurus/renderRoutes` has neither a swizzle nor an option, so ours takes its place in the client bundle (the
// server renders only the paths of the routes themselves, and 404.html).
import path from 'node:path';
import {clientModuleReplacement} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function exactRoutesPlugin(context) {
  const plugin = clientModuleReplacement(context, {
    name: 'exact-routes',
    resource: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]renderRoutes\.js$/,
    replacement: 'src/routing/exactRoutes.tsx',
  });
  // A malformed path or hash does not crash the page (src/routing/malformedPath.ts and malformedHash.ts, first: they
  // mend the location the others read); a heading reached by a link is never left under the navbar (src/routing/hashTargetBelowNavbar.ts). Plugin
  // client modules, not the config's clientModules: the site config, with its absolute paths, is serialized into main.js.
  return {
    ...plugin,
    getClientModules: () => ['src/routing/malformedPath.ts', 'src/routing/malformedHash.ts', 'src/routing/hashTargetBelowNavbar.ts'].map((file) => path.join(context.siteDir, file)),
  };
}
