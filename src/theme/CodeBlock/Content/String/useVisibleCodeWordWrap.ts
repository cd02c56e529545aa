/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Adapted from @docusaurus/theme-common@3.9.2 src/hooks/useCodeWordWrap.ts
 * (src/theme/upstream.json records the hash of that version).
 */
// theme-common's useCodeWordWrap, except that a block is measured when it comes near the viewport
// rather than as soon as it mounts, and that wrapping is a class rendered by React (see toggle). Reading
// a block's scroll width lays it out, which off-screen blocks otherwise skip (content-visibility, see
// ../../Container): measuring them all on mount forced a layout per block right after hydration.
import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

export function useVisibleCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const nearViewport = useRef(false);

  // Whether the block scrolls sideways, from layout: the <pre> is the scrolling element. (theme-common also
  // counts a <code> with a style attribute as scrollable; here React always gives it one, the placeholder size.)
  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setOverflows(pre.scrollWidth > pre.clientWidth);
  }, []);

  // Wrapping is a class on <code> that the content renders from isEnabled (../index.tsx), never a style
  // written here: React owns that element's style attribute.
  const toggle = useCallback(() => setIsEnabled((enabled) => !enabled), []);

  // Measured again after each toggle, once the class is rendered: unwrapped code scrolls again, at whatever
  // width the window has now.
  useEffect(() => {
    if (nearViewport.current) updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  // Measured on coming near the viewport: also when a hidden tab that holds the block is shown.
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        nearViewport.current = entries.some((entry) => entry.isIntersecting);
        if (nearViewport.current) updateCodeIsScrollable();
      },
      {rootMargin: '50%'},
    );
    observer.observe(pre);
    return () => observer.disconnect();
  }, [updateCodeIsScrollable]);

  // A resize changes what scrolls; blocks out of view are measured when they come back.
  useEffect(() => {
    const onResize = () => {
      if (nearViewport.current) updateCodeIsScrollable();
    };
    window.addEventListener('resize', onResize, {passive: true});
    return () => window.removeEventListener('resize', onResize);
  }, [updateCodeIsScrollable]);

  // theme-common types the ref with React 18's RefObject (no null); it is the same object.
  // Wrapped code keeps its button (so that it can be unwrapped) although it no longer scrolls.
  return {codeBlockRef: codeBlockRef as WordWrap['codeBlockRef'], isEnabled, isCodeScrollable: overflows || isEnabled, toggle};
}
