/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/core@3.9.2 lib/client/theme-fallback/Error/index.js
 * (src/theme/upstream.json records the hash of that version).
 */
// inversify-site: copied from @docusaurus/core 3.9.2, lib/client/theme-fallback/Error (the screen of the
// app's error boundary; it has no theme-classic version to wrap). Changed: ErrorDisplay, shown on its own when
// the layout itself crashes, has the title "This page crashed." (with its full stop, as the theme's crash screen
// inside the layout; ARCHITECTURE.md, "Page chrome") and the site's styles instead of inline ones.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import styles from './styles.module.css';

function ErrorDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.errorDisplay}>
      <h1 className="hero__title">This page crashed.</h1>
      <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
        Try again
      </button>
      <ErrorBoundaryError error={error} />
    </main>
  );
}

function ErrorBoundaryError({error}: {error: Error}): ReactNode {
  const causalChain = getErrorCausalChain(error);
  const fullMessage = causalChain.map((e) => e.message).join('\n\nCause:\n');
  return <p className={styles.message}>{fullMessage}</p>;
}

// A bit hacky: we need to add an artificial RouteContextProvider here
// The goal is to be able to render the error inside the theme layout
// Without this, our theme classic would crash due to lack of route context
// See also https://github.com/facebook/docusaurus/pull/9852
function ErrorRouteContextProvider({children}: {children: ReactNode}): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      {children}
    </RouteContextProvider>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  // We wrap the error in its own error boundary because the layout can actually
  // throw too... Only the ErrorDisplay component is simple enough to be
  // considered safe to never throw
  return (
    <ErrorRouteContextProvider>
      <ErrorBoundary
        // Note: we display the original error here, not the error that we
        // captured in this extra error boundary
        fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </ErrorRouteContextProvider>
  );
}
