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
//   their text at once and their colours when the tokenizer chunk arrives (src/prism/tokenizer.ts);
//   a block that mounts again with the same code (Tabs remounts its panels once the page has hydrated)
//   shows the markup its predecessor had, without the tokenizer.
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
  const {metadata, wordWrap} = useCodeBlockContext();
  const size = useMemo(() => placeholderSize(metadata.code), [metadata.code]);
  return (
    <code
      ref={ref}
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        // Word wrap is a class that React renders: the style attribute stays React's (placeholder size, line numbers).
        wordWrap.isEnabled && styles.codeBlockLinesWrapped,
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
 * The highlighted markup of blocks that left the page, by what it is made from (see `markupKey`). Upstream's Tabs
 * mounts its panels again once the page has hydrated, so the blocks of install-command tabs would otherwise load and
 * run the tokenizer on a first visit for code the server had highlighted.
 */
const keptMarkup = new Map<string, string>();
// Enough for the blocks of the last few pages a reader left; the oldest go first.
const KEPT_BLOCKS = 400;

/** Everything a block's code markup depends on. */
function markupKey(language: string, code: string, lineClassNames: unknown, lineNumbersStart: number | undefined): string {
  return JSON.stringify([language, code, lineClassNames, lineNumbersStart ?? null]);
}

/**
 * The markup a block with the same key left (useKeepMarkupOnLeave), for a block that would otherwise need the tokenizer;
 * known from the first layout effect on (the block it replaces leaves in the same commit, after this one's first
 * render), so the block shows it before paint.
 */
function useKeptMarkup(key: string, needed: boolean): string | undefined {
  const [kept, setKept] = useState<string>();
  useLayoutEffect(() => {
    // Before paint, the case useLayoutEffect with setState is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (needed && kept === undefined && keptMarkup.has(key)) setKept(keptMarkup.get(key));
  }, [key, needed, kept]);
  return kept;
}

/** Keeps the block's markup when it leaves the page, if what it shows then is highlighted. */
function useKeepMarkupOnLeave(key: string, code: React.RefObject<HTMLElement | null>, highlighted: boolean): void {
  const shown = useRef({key, highlighted});
  useLayoutEffect(() => {
    shown.current = {key, highlighted};
  }, [key, highlighted]);
  useLayoutEffect(() => {
    const element = code.current;
    return () => {
      if (element === null || !shown.current.highlighted || !element.hasChildNodes()) return;
      keptMarkup.delete(shown.current.key);
      keptMarkup.set(shown.current.key, element.innerHTML);
      for (const oldest of keptMarkup.keys()) {
        if (keptMarkup.size <= KEPT_BLOCKS) break;
        keptMarkup.delete(oldest);
      }
    };
  }, [code]);
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

/**
 * The tokenizer, loading it if needed; undefined until it has loaded (or when `wanted` is false). Not loaded for a
 * block whose key has kept markup by the time the effect runs (useKeptMarkup).
 */
function useTokenizer(wanted: boolean, key: string): Tokenize | undefined {
  const [tokenize, setTokenize] = useState(loadedTokenizer);
  useEffect(() => {
    if (!wanted || tokenize || keptMarkup.has(key)) return undefined;
    let mounted = true;
    loadTokenizer().then(
      (loaded) => mounted && setTokenize(() => loaded),
      (error: unknown) => console.warn('Code highlighting is unavailable: its script failed to load.', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, tokenize, key]);
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
  const key = markupKey(language, code, lineClassNames, lineNumbersStart);
  const kept = useKeptMarkup(key, !reuseServerMarkup && loadedTokenizer() === undefined);
  const tokenize = useTokenizer(!reuseServerMarkup && kept === undefined, key);
  useKeepMarkupOnLeave(key, codeRef, reuseServerMarkup || kept !== undefined || tokenize !== undefined);
  const lines = useMemo(
    () => (reuseServerMarkup || kept !== undefined ? [] : tokenize ? tokenize(code, language) : plainLines(code)),
    [reuseServerMarkup, kept, tokenize, code, language],
  );
  const className = clsx(classNameProp, 'prism-code', `language-${language}`);

  if (reuseServerMarkup || kept !== undefined) {
    return (
      <Pre ref={codeBlockRef} className={className}>
        {/* React leaves the children of an element with dangerouslySetInnerHTML as the server sent them. */}
        <Code ref={codeRef} dangerouslySetInnerHTML={{__html: kept ?? ''}} suppressHydrationWarning />
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
