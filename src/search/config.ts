// The search theme's configuration. Search works out of the box with a local index built with the
// site (src/plugins/search-index, src/search/engine.mjs); setting ALGOLIA_APP_ID, ALGOLIA_API_KEY and
// ALGOLIA_INDEX_NAME at build time switches the modal and the search page to the hosted service, and
// ALGOLIA_ASSISTANT_ID as well turns on Ask AI.
type Env = Record<string, string | undefined>;

/** appId/apiKey/indexName placeholder meaning "use the local index". */
export const LOCAL_SEARCH_APP_ID = 'local';

export function isHostedSearch(env: Env): boolean {
  return Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME);
}

export function searchThemeConfig(env: Env) {
  const hosted = isHostedSearch(env);
  const appId = hosted ? env.ALGOLIA_APP_ID! : LOCAL_SEARCH_APP_ID;
  const apiKey = hosted ? env.ALGOLIA_API_KEY! : LOCAL_SEARCH_APP_ID;
  const indexName = hosted ? env.ALGOLIA_INDEX_NAME! : LOCAL_SEARCH_APP_ID;
  return {
    algolia: {
      appId,
      apiKey,
      indexName,
      contextualSearch: true,
      // The page's own address, slash included: the theme writes it into opensearch.xml as it is, and a host answers
      // /search?q=… with a redirect to /search/ that may drop the query (`npm run serve` does).
      searchPagePath: 'search/',
      // Hits whose URL matches this regex are opened with a full navigation (another site).
      ...(hosted && env.ALGOLIA_EXTERNAL_URL_REGEX ? {externalUrlRegex: env.ALGOLIA_EXTERNAL_URL_REGEX} : {}),
      // Rewrites hit paths, e.g. when the crawled site lives under another base path.
      ...(hosted && env.ALGOLIA_REPLACE_FROM
        ? {replaceSearchResultPathname: {from: env.ALGOLIA_REPLACE_FROM, to: env.ALGOLIA_REPLACE_TO ?? ''}}
        : {}),
      ...(hosted && env.ALGOLIA_ASSISTANT_ID
        ? {askAi: {assistantId: env.ALGOLIA_ASSISTANT_ID, indexName, apiKey, appId}}
        : {}),
    },
  };
}
