// Makes every route match letter case exactly: see src/routing/caseSensitiveRoutes.ts.
import path from 'node:path';

/** @param {import('@docusaurus/types').LoadContext} context */
export default function caseSensitiveRoutesPlugin(context) {
  return {
    name: 'case-sensitive-routes',
    getClientModules() {
      return [path.join(context.siteDir, 'src', 'routing', 'caseSensitiveRoutes.ts')];
    },
  };
}
