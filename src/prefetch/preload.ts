/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/core@3.9.2 lib/client/preload.js
 * (src/theme/upstream.json records the hash of that version).
 */
// inversify-site: replaces @docusaurus/core/lib/client/preload.js 3.9.2 in the client bundle
// (src/plugins/route-preload). Upstream's body (preloadRoute), plus what happens when a route's chunks fail:
// - on hover or touch of a link, nobody handled the failure: an uncaught "Loading chunk N failed." It is
//   logged as a warning (ARCHITECTURE.md, "Prefetching and preloading"); clicking the link fails the same way
//   and reloads the page (core's PendingNavigation).
// - on a first visit, the app renders only once the current route has preloaded, so the server HTML stayed
//   and never became interactive. The app now renders anyway, in a new client root (without the chunk the
//   server markup cannot be hydrated), and the route shows its error and Retry (theme's Loading).
// - it loads what the app will render: routes match as in src/routing/exactRoutes.tsx (letter case included, a
//   docs layout route only with one of its pages, so a path with no page preloads the not-found page), and for
//   the path as core's normalizeLocation gives it to the app (pathname/index.html renders pathname/, whose doc
//   chunk core left to load during hydration, showing a spinner over the server-rendered page).
import ReactDOM from 'react-dom/client';
import routes from '@generated/routes';
import normalizeLocation from '@docusaurus/core/lib/client/normalizeLocation';
import {matchRouteBranch} from '../routing/exactRoutes';

// inversify-site: decodeURI without a guard threw on a malformed path, before the app rendered.
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Loads every async component of the route for `pathname` (core's preload). */
function preloadRoute(pathname: string): Promise<unknown> {
  // inversify-site: the path the app renders (pathname/index.html renders pathname/).
  const rendered = normalizeLocation({pathname, search: '', hash: '', state: undefined}).pathname;
  const matches = Array.from(new Set([rendered, decodedPath(rendered)]))
    .map((p) => matchRouteBranch(p, routes))
    .flat();
  // react-loadable types preload() as void; it returns the loading promise.
  return Promise.all(matches.map((match) => match.route.component.preload?.()));
}

/** What core's client entry would create on success, minus hydration: its render() replaces the server markup. */
function createClientRoot(): void {
  const container = document.getElementById('__docusaurus');
  if (!container) return;
  window.docusaurusRoot = ReactDOM.createRoot(container, {
    onRecoverableError: (error, errorInfo) => console.error('Docusaurus React Root onRecoverableError:', error, errorInfo),
  });
}

export default function preload(pathname: string): Promise<unknown> {
  const loading = preloadRoute(pathname);
  // The client entry preloads the current route before it creates the React root; every later call
  // (hover, touch, navigation) comes from the running app.
  if (!window.docusaurusRoot) {
    return loading.catch((error: unknown) => {
      console.warn(`The page's scripts failed to load; showing the error with Retry.`, error);
      createClientRoot();
    });
  }
  loading.catch((error: unknown) => console.warn(`Preloading ${pathname} failed; opening it reloads the page.`, error));
  return loading;
}
