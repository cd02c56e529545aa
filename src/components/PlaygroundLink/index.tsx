// A link to the playground (src/pages/playground) on the release served at /docs/, for the pages a reader comes to
// with a problem of their own: home, not found, search. The path is the config's (customFields.playground, made by
// src/samples/shared/playgroundAddress.mjs), so these pages carry its text and none of that module's code. A plain
// <a>: Docusaurus' <Link> would prefetch the playground's code as soon as the link is in view.
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function PlaygroundLink({children, className}: {children: ReactNode; className?: string}): ReactNode {
  const path = useDocusaurusContext().siteConfig.customFields?.playground as string;
  return (
    <a className={className} href={useBaseUrl(path)}>
      {children}
    </a>
  );
}
