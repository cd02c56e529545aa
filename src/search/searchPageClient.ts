// inversify-site: the search page's client. Kept apart from searchClient.ts so that the Algolia client
// ships with the search page only, not with the SearchBar on every page.
import {useMemo} from 'react';
import {liteClient} from 'algoliasearch/lite';
import {useLocalEngine} from './searchClient';

type LiteClient = ReturnType<typeof liteClient>;

/** The client given to algoliasearch-helper on the search page: the local engine unless Algolia is configured. */
export function useSearchPageClient(appId: string, apiKey: string): LiteClient {
  const engine = useLocalEngine(appId);
  return useMemo(
    () => (engine ? (engine as unknown as LiteClient) : liteClient(appId, apiKey)),
    [engine, appId, apiKey],
  );
}
