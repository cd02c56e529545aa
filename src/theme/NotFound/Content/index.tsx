import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import clsx from 'clsx';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

// The stock page only says the page is missing; ours offers a way on.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} className={clsx(styles.content, props.className)} />
      <NotFoundSuggestions />
    </>
  );
}
