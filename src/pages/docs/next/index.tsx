import type {ReactNode} from 'react';
import DocsRootRedirect from '@site/src/components/DocsRootRedirect';

export default function DocsRoot(): ReactNode {
  return <DocsRootRedirect to="/docs/next/introduction/getting-started/" label="next" />;
}
