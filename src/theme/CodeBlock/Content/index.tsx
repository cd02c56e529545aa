/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/theme-classic@3.9.2 src/theme/CodeBlock/Content/index.tsx
 * (src/theme/upstream.json records the hash of that version).
 */
// inversify-site: ejected from theme-classic 3.9.2. Three changes keep pages light and cheap to hydrate:
// - tokens carry classes only (colours come from src/plugins/prism-theme-css), the same in both modes;
// - a block hydrated from server HTML keeps the server's token markup instead of tokenizing the code
//   again and reconciling every token span;
// - Prism is not in the main bundle: blocks mounted later (client-side navigation, dev server) show
//   their text at once and their colours when the tokenizer chunk arrives (src/prism/tokenizer.ts).
import React, {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {loadTokenizer, loadedTokenizer, type Tokenize} from '@site/src/prism/tokenizer';
import {placeholderSize} from './placeholderSize';

import styles from './styles.module.css';

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
  const size = useMemo(() => placeholderSize(metadata.code), [metadata.code]);
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
        ...size,
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

/**
 * The code as one plain token per line, as Prism gives it for a language it does not know (what
 * normalizeTokens([code]) returns: written out here because importing it would bring Prism back).
 */
function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((content) =>
    content === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content}],
  );
}

/** The tokenizer, loading it if needed; undefined until it has loaded (or when `wanted` is false). */
function useTokenizer(wanted: boolean): Tokenize | undefined {
  const [tokenize, setTokenize] = useState(loadedTokenizer);
  useEffect(() => {
    if (!wanted || tokenize) return undefined;
    let mounted = true;
    loadTokenizer().then(
      (loaded) => mounted && setTokenize(() => loaded),
      (error: unknown) => console.warn('Code highlighting is unavailable: its script failed to load.', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, tokenize]);
  return wanted ? tokenize : undefined;
}

// prism-react-renderer's line and token props for a theme without styles: classes only.
function getLineProps({className, style}: LineInputProps): LineOutputProps {
  return {className: clsx('token-line', className), style};
}
function getTokenProps({token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: token.empty ? {display: 'inline-block', ...style} : style,
  };
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const codeRef = useRef<HTMLElement>(null);
  const reuseServerMarkup = useServerMarkup(codeRef);
  const tokenize = useTokenizer(!reuseServerMarkup);
  const lines = useMemo(
    () => (reuseServerMarkup ? [] : tokenize ? tokenize(code, language) : plainLines(code)),
    [reuseServerMarkup, tokenize, code, language],
  );
  const className = clsx(classNameProp, 'prism-code', `language-${language}`);

  if (reuseServerMarkup) {
    return (
      <Pre ref={codeBlockRef} className={className}>
        {/* React leaves the children of an element with dangerouslySetInnerHTML as the server sent them. */}
        <Code ref={codeRef} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      </Pre>
    );
  }
  return (
    <Pre ref={codeBlockRef} className={className}>
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
  );
}
