// inversify-site: ejected from theme-classic 3.9.2. Two changes keep long pages cheap to hydrate:
// - tokens carry classes only (colours come from src/plugins/prism-theme-css), the same in both modes;
// - a block hydrated from server HTML keeps the server's token markup instead of tokenizing the code
//   again and reconciling every token span. Blocks mounted later (client-side navigation, dev server)
//   are highlighted here as upstream does.
import React, {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

/** Token class names, no inline colours. */
const CLASSES_ONLY: PrismTheme = {plain: {}, styles: []};

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

const Code = React.forwardRef<HTMLElement, ComponentProps<'code'>>((props, ref) => {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      ref={ref}
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
});

/**
 * True for a block first rendered while React hydrates server HTML (production builds only: the dev
 * server renders on the client alone). If the server markup turns out to be missing (React fell back
 * to a client render), it switches to highlighting.
 */
function useServerMarkup(code: React.RefObject<HTMLElement | null>): boolean {
  const isBrowser = useIsBrowser();
  const [reuse, setReuse] = useState(() => Boolean(process.env.HYDRATE_CLIENT_ENTRY) && !isBrowser);
  useLayoutEffect(() => {
    // Measures the DOM before paint, the case useLayoutEffect with setState is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (reuse && !code.current?.hasChildNodes()) setReuse(false);
  }, [reuse, code]);
  return reuse;
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const codeRef = useRef<HTMLElement>(null);
  const reuseServerMarkup = useServerMarkup(codeRef);

  if (reuseServerMarkup) {
    return (
      <Pre ref={codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
        {/* React leaves the children of an element with dangerouslySetInnerHTML as the server sent them. */}
        <Code ref={codeRef} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      </Pre>
    );
  }
  return (
    <Highlight theme={CLASSES_ONLY} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code ref={codeRef}>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
