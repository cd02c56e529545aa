// A page at each docs version's root (/docs/, /docs/next/, /docs/6.x/), one per row of the versions table
// (src/siteData/versions.mjs). Docusaurus gives a version root no page of its own; this one leads to the
// version's main doc (src/components/DocsRootRedirect).
import {DOCS_VERSIONS, MAIN_DOC, versionRoot} from '../../siteData/versions.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function docsVersionRootsPlugin(context) {
  return {
    name: 'docs-version-roots',
    async contentLoaded({actions}) {
      for (const version of DOCS_VERSIONS) {
        const root = versionRoot(version);
        actions.addRoute({
          path: `${context.baseUrl}${root.slice(1)}`,
          component: '@site/src/components/DocsRootRedirect',
          exact: true,
          props: {to: `${root}${MAIN_DOC}/`, label: version.label},
        });
      }
    },
  };
}
