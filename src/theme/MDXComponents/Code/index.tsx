// Inline code in table cells carries <wbr> elements, so that it wraps between its tokens (src/rehype/tableCodeBreaks.mjs).
// The original takes code whose children are not all strings for a code block; code made of single-line text and
// <wbr> elements is still inline code.
import React, {type ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

const isBreakOpportunity = (child: ReturnType<typeof React.Children.toArray>[number]): boolean => React.isValidElement(child) && child.type === 'wbr';

export default function CodeWrapper(props: Props): ReactNode {
  const children = React.Children.toArray(props.children);
  const inlineWithBreaks =
    children.some(isBreakOpportunity) && children.every((child) => isBreakOpportunity(child) || (typeof child === 'string' && !child.includes('\n')));
  return inlineWithBreaks ? <CodeInline {...props} /> : <Code {...props} />;
}
