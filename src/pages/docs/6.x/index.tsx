import type {ReactNode} from 'react';
import DocsRootRedirect from '@site/src/components/DocsRootRedirect';

export default function DocsRoot(): ReactNode {
  return <DocsRootRedirect to="/docs/6.x/introduction/getting-started/" label="6.x" />;
}
