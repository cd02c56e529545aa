/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/theme-classic@3.9.2 src/theme/CodeBlock/Container/index.tsx
 * (src/theme/upstream.json records the hash of that version).
 */
// inversify-site: ejected from theme-classic 3.9.2 without the inline --prism-color and
// --prism-background-color of the current colour mode: the generated stylesheet sets them for both modes
// (src/plugins/prism-theme-css), so server markup hydrates unchanged in dark mode too.
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type, without `oneOf` generics
  const Element = As as React.ElementType;
  return (
    <Element
      {...props}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
