import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

interface Props {
  /** The version's main doc, e.g. /docs/introduction/getting-started/ */
  to: string;
  label: string;
}

/**
 * A docs version's root (/docs/, /docs/next/, /docs/6.x/) has no page of its own in Docusaurus: it leads to the
 * version's main doc. In the browser the router replaces the URL; without JavaScript a meta refresh does.
 */
export default function DocsRootRedirect({to, label}: Props): ReactNode {
  const target = useBaseUrl(to);
  const isBrowser = useIsBrowser();
  if (isBrowser) return <Redirect to={target} />;
  return (
    <Layout title={`${label} documentation`} description={`The ${label} documentation of InversifyJS starts with Getting started.`}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={target} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>{label} documentation</h1>
        <p>
          The {label} documentation starts with <Link to={target}>Getting started</Link>.
        </p>
      </main>
    </Layout>
  );
}
