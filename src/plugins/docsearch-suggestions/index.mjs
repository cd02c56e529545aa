// The search modal's no-results screen lists "Try searching for" suggestions
// (ARCHITECTURE.md, "Page to index to hit"): the top-level sections of the hits seen so far. DocSearch 4.2.0 stores
// them with an object spread (an object with keys 0, 1, …) where its screen and its own update check read an array
// (`.length`, `.slice`), so the list never showed. The modal has no prop for this, so a loader corrects that one
// expression in DocSearch's modal module as it is bundled: the same merge, into an array. The build fails if the
// expression is not found (another DocSearch version): then check whether upstream fixed it and drop this plugin.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {import('@docusaurus/types').Plugin} */
export default function docsearchSuggestionsPlugin() {
  return {
    name: 'docsearch-suggestions',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{loader: require.resolve('./suggestionsLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
