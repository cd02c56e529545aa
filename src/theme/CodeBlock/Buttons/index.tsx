// The code block's buttons (copy, word wrap) get room for both from the start. The word-wrap button appears only once
// the browser has found the code scrollable, after hydration; the group, anchored at the right, then grew leftwards
// (a layout shift, though the buttons are transparent until hovered).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  return <Buttons {...props} className={clsx(props.className, styles.room)} />;
}
