// The search theme's configuration. Search works out of the box with a local index built with the site;
// setting ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME at build time switches to the hosted service.
type Env = Record<string, string | undefined>;

export const LOCAL_SEARCH_APP_ID = 'local';

export function searchThemeConfig(env: Env) {
  const hosted = Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME);
  return {
    algolia: {
      appId: hosted ? env.ALGOLIA_APP_ID! : LOCAL_SEARCH_APP_ID,
      apiKey: hosted ? env.ALGOLIA_API_KEY! : LOCAL_SEARCH_APP_ID,
      indexName: hosted ? env.ALGOLIA_INDEX_NAME! : LOCAL_SEARCH_APP_ID,
      contextualSearch: true,
      searchPagePath: 'search',
    },
  };
}
