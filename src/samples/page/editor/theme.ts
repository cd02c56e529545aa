// The sample editor's look, as a CodeMirror theme rather than a CSS module: Docusaurus merges every CSS module into
// the one stylesheet each page loads on its first visit, while this ships in the editor's chunk (CodeMirror mounts
// it when the editor opens). The editor takes the code block's place: its surface, type and the site's colour
// variables (--prism-*, --ifm-*), so light and dark mode follow the site's code themes.
import {EditorView} from '@codemirror/view';
import type {Extension} from '@codemirror/state';

export const siteTheme: Extension = EditorView.theme({
  '&': {
    height: '100%',
    background: 'var(--prism-background-color)',
    color: 'var(--prism-color)',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '2px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: 'var(--ifm-pre-line-height)'},
  '.cm-content': {padding: 'var(--ifm-pre-padding) 0', caretColor: 'var(--prism-color)'},
  '.cm-cursor, .cm-dropCursor': {borderLeftColor: 'var(--prism-color)'},
  // The line numbers stay put (sticky) while long lines scroll sideways: they paint the editor's surface, so the code
  // passes under them instead of showing through.
  '.cm-gutters': {background: 'var(--prism-background-color)', color: 'var(--ifm-color-emphasis-700)', borderRight: '1px solid var(--ifm-color-emphasis-300)'},
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': {background: 'var(--ifm-color-emphasis-300)'},
  '.cm-tooltip': {background: 'var(--ifm-background-surface-color)', color: 'var(--ifm-font-color-base)', border: '1px solid var(--ifm-color-emphasis-300)'},
  // Completion list and type tooltip (src/samples/page/editor/languageFeatures.ts): the code font, the site's colours.
  '.cm-tooltip.cm-tooltip-autocomplete > ul': {fontFamily: 'var(--ifm-font-family-monospace)'},
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {background: 'var(--ifm-color-emphasis-200)', color: 'var(--ifm-font-color-base)'},
  '.cm-type-info': {padding: '0.25rem 0.5rem', maxWidth: 'min(40rem, 90vw)', fontSize: 'var(--ifm-code-font-size)'},
  '.cm-type-info code': {whiteSpace: 'pre-wrap', background: 'none', border: 'none', padding: 0},
  '.cm-type-info p': {margin: '0.25rem 0 0'},
});
