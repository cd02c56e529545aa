import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

// Adds "Copy page" and "View as Markdown" under the breadcrumbs of every docs page, above its title.
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </>
  );
}
