/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/core@3.9.2 lib/client/docusaurus.js
 * (src/theme/upstream.json records the hash of that version).
 */
// inversify-site: replaces @docusaurus/core/lib/client/docusaurus.js 3.9.2 in the client bundle
// (src/plugins/route-preload), the object core puts on the window for links to call. Upstream skips both prefetching and
// preloading on a 2g connection or with data saver on. Only prefetching (the chunks of every link in view, which the
// reader may never follow) is skipped there now: preloading a link's route when it is hovered or touched loads what
// a click would load anyway, a little earlier (ARCHITECTURE.md, "Prefetching and preloading"). The helpers are ours
// (./prefetch, ./preload), which the bundle uses in place of core's anyway.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from './prefetch';
import preloadHelper from './preload';

// Injected by Docusaurus's ChunkAssetPlugin: the URL of a chunk, by name.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
// If user is on slow or constrained connection.
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};
const canPrefetch = (routePath: string): boolean => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
// inversify-site: whatever the connection.
const canPreload = (routePath: string): boolean => !loaded.has(routePath);
const getChunkNamesToLoad = (path: string): string[] =>
  Object.entries(routesChunkNames)
    // Remove the last part containing the route hash
    // input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9
    // output: /blog/2018/12/14/Happy-First-Birthday-Slash
    .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  // Find all webpack chunk names needed.
  const matches = matchRoutes(routes, routePath);
  const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path as string));
  // Prefetch all webpack chunk assets file needed.
  return Promise.all(
    chunkNamesNeeded.map((chunkName) => {
      // "__webpack_require__.gca" is injected by ChunkAssetPlugin. Pass it
      // the name of the chunk you want to load and it will return its URL.
      const chunkAsset = __webpack_require__.gca(chunkName);
      // In some cases, webpack might decide to optimize further, leading to
      // the chunk assets being merged to another chunk. In this case, we can
      // safely filter it out and don't need to load it.
      if (chunkAsset && !chunkAsset.includes('undefined')) {
        return prefetchHelper(chunkAsset);
      }
      return Promise.resolve();
    }),
  );
};

const preload = (routePath: string): false | Promise<unknown> => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadHelper(routePath);
};

const docusaurus = {
  prefetch,
  preload,
};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
