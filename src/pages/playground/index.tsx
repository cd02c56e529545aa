// The playground: a reader's own code, in several files, checked and run against the release they choose. The
// page is a shell in the server HTML; its app (src/samples/page/playground/App: the editor, the compiler, the
// runner and their styles) loads after hydration, on this route only, so no other page carries any of it.
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

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
        {/* What a failed run links to (TRAP_PAGES in src/samples/page/playground/failurePlace.mjs). */}
        <section className="margin-top--lg">
          <h2 id="when-a-run-fails">When a run fails</h2>
          <p>
            The output names the file, line and column of your code where the error was thrown, and the calls in your
            files that led there. The runner&apos;s and the library&apos;s own frames are listed too when you expand them.
          </p>
          <h3 id="module-names">How imports name your files</h3>
          <p>
            A relative import names another file by its name in the tabs: <code>./services/order</code> or{' '}
            <code>./services/order.js</code> loads <code>services/order.ts</code>, and <code>./services</code> loads{' '}
            <code>services/index.ts</code> when there is no <code>services.ts</code>. An import that matches no file stops
            the run with &quot;Cannot find module&quot;; the output shows the import and lists the files there are.
          </p>
          <h3 id="missing-export">Importing a type</h3>
          <p>
            An interface or a type alias exists only for the type checker: the compiled JavaScript exports nothing by its
            name. A program whose <code>tsconfig.json</code> sets <code>verbatimModuleSyntax</code> (many ES-module
            projects do; the playground&apos;s own settings do not) keeps every import in the JavaScript as written, so
            that, run as ES modules, importing an interface with <code>{"import {Greeter} from './greeter'"}</code> stops
            the run with &quot;does not provide an export named &apos;Greeter&apos;&quot;. Write{' '}
            <code>{"import type {Greeter} from './greeter'"}</code> or <code>{"import {type Greeter} from './greeter'"}</code>;
            the type check marks such an import (TS1484) before you run. Without that setting, the compiler leaves out an
            import that is used only as a type, in every release.
          </p>
        </section>
        <section className="margin-top--lg">
          <h2 id="upgrading">Upgrading a program to a later major</h2>
          <p>
            On a program written for an older release, <strong>Upgrade…</strong> rewrites it for a later major: each
            change is shown in its file, before and after, with why it is needed and the section of the migration guide
            that explains it, and you keep or drop each one. What changed in behaviour without a compile error (the order
            of activation handlers, <code>getAll</code> enforcing constraints, and the like) is never rewritten: those
            lines are marked, with the guide&apos;s section, for you to check. The result is type-checked against the
            target release, and <strong>Run both</strong> runs your program on its release and the upgrade on the target
            side by side, comparing what they print and which services they resolve. The{' '}
            {/* Underlined: a link inside a line of text (axe's link-in-text-block). */}
            <Link to="/upgrade/" style={{textDecoration: 'underline'}}>
              upgrade checklist
            </Link>{' '}
            lists every step of an upgrade, for the code you do not paste here.
          </p>
        </section>
      </main>
    </Layout>
  );
}
