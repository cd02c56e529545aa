// Stylesheets of the parts a page loads on first use (the sample output panel, the resolution-plan view, the search
// modal) arrive with that part, not in the stylesheet every page loads on its first visit.
//
// Docusaurus merges every bundled CSS import, those of lazily loaded chunks included, into one stylesheet (its
// `styles` split-chunks group, so that CSS order never depends on the order chunks load). This plugin takes out of
// that group the files named `*.lazy.css` / `*.lazy.module.css` (and the package stylesheets listed below): imported
// from a chunk that is itself loaded by `import()`, they become that chunk's own stylesheet, which the bundler's
// runtime fetches with the chunk (the `import()` settles once the stylesheet has loaded, so nothing shows unstyled).
// Such a stylesheet is inserted ahead of the site's, so the site's rules still win where both set the same property
// with the same specificity, as they did when everything was one file.
/** Stylesheets that belong to a lazily loaded part: the naming rule, and package files imported as they are. */
export const LAZY_CSS = [
  /\.lazy(?:\.module)?\.css$/,
  // DocSearch's modal (src/theme/SearchBar); its button's stylesheet stays up front.
  /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
];

/** @param {string} file */
export const isLazyCss = (file) => LAZY_CSS.some((pattern) => pattern.test(file));

/* global document -- in the browser */
/** Runs in the browser as the bundler's `insert` hook (serialised with toString: self-contained, no closure). */
function insertBeforeSiteStylesheet(/** @type {HTMLLinkElement} */ link) {
  const first = document.head.querySelector('link[rel="stylesheet"]');
  document.head.insertBefore(link, first);
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin<void>}
 */
export default function lazyCssPlugin(context) {
  return {
    name: 'inversify-lazy-css',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const styles = /** @type {any} */ (config.optimization?.splitChunks)?.cacheGroups?.styles;
      if (!styles) throw new Error('lazy-css: Docusaurus no longer sets the `styles` split-chunks group (see UPGRADING.md)');
      styles.test = (/** @type {{nameForCondition?: () => string | null}} */ module) => !isLazyCss(module.nameForCondition?.() ?? '');
      // The site builds with Rspack (docusaurus.config.ts: future.faster), whose CSS extraction Docusaurus uses.
      const CssExtractPlugin = /** @type {any} */ (context.currentBundler.instance).CssExtractRspackPlugin;
      const extract = CssExtractPlugin && config.plugins?.find((plugin) => plugin instanceof CssExtractPlugin);
      if (!extract) throw new Error('lazy-css: no CSS extraction plugin in the client configuration');
      /** @type {{options: {insert?: unknown}}} */ (/** @type {unknown} */ (extract)).options.insert = insertBeforeSiteStylesheet;
      return {};
    },
  };
}
