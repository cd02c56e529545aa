// The playground: a reader's own code, in several files, checked and run against the release they choose. The
// page is a shell in the server HTML; its app (src/samples/page/playground/App: the editor, the compiler, the
// runner and their styles) loads after hydration, on this route only, so no other page carries any of it.
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function Playground(): ReactNode {
  const [App, setApp] = useState<ComponentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    import('@site/src/samples/page/playground/App').then(
      (module) => setApp(() => module.default),
      (reason: unknown) => setError(`The playground could not load: ${String(reason)}`),
    );
  }, []);
  return (
    <Layout title="Playground" description="Write or paste a container setup in several files, pick the inversify release, run it and see how it resolves or why it fails.">
      <main className="container container--fluid margin-vert--md">
        <h1>Playground</h1>
        <p>
          Bring your own container setup: write or paste it across files, choose the release, and run it. The output
          shows what the program printed, how each service was resolved, and why a resolution failed. Your code stays
          in this browser; nothing is downloaded or sent anywhere.
        </p>
        <noscript>
          <p>The playground needs JavaScript: it checks and runs your code in this browser.</p>
        </noscript>
        {/* The app's room from the first paint: the editor's height and the rows around it (its styles.lazy.module.css),
            so that the footer stays where it is when the app arrives. Inline: a CSS module would join the stylesheet
            every page loads. */}
        <div style={{minHeight: 'calc(min(60vh, 36rem) + 14rem)'}}>
          {error !== null && <p role="alert">{error}</p>}
          {error === null && (App === null ? <p role="status">Loading the playground…</p> : <App />)}
        </div>
      </main>
    </Layout>
  );
}
