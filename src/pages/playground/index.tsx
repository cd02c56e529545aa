// The playground: a reader's own code, in several files, run against a chosen release (src/samples/page/playground).
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function Playground(): ReactNode {
  return (
    <Layout title="Playground" description="Write or paste a container setup, pick the inversify release, run it and see how it resolves or why it fails.">
      <main className="container margin-vert--lg">
        <h1>Playground</h1>
      </main>
    </Layout>
  );
}
