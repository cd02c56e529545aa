// What every code editor of the site has, whichever page it is on (a sample's editor, src/samples/page/SampleEditor;
// the playground's, src/samples/page/playground): line numbers, history, TypeScript syntax in the site's code colours,
// the keyboard's keymaps, completion and hover from the version's TypeScript worker, and Escape then Tab to leave.
import {type Extension} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, drawSelection, highlightSpecialChars} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {indentOnInput, bracketMatching} from '@codemirror/language';
import {javascript} from '@codemirror/lang-javascript';
import {lintKeymap} from '@codemirror/lint';
import {languageFeaturesOf, type EditorDiagnostic, type Purpose} from './compiler';
import {languageFeatures} from './languageFeatures';
import {prismClassHighlighting} from './highlight';
import {siteTheme} from './theme';
import type {Version} from '../runner';

/**
 * Escape then Tab (or Shift+Tab) leaves the editor, however long the reader takes and whatever Escape also closed.
 * CodeMirror's own Escape gives Tab back to the browser for 2 s, and not when a keymap handles that Escape (the first
 * Escape after an edit closes the completion list): Tab then indented. Here Escape turns tab-focus mode on until
 * another key is pressed or the editor loses focus. Observers run before the keymaps and whatever they return.
 */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);
const escapeThenTabLeaves = EditorView.domEventObservers({
  keydown(event, view) {
    if (event.key === 'Escape') view.setTabFocusMode(true);
    else if (!MODIFIERS.has(event.key)) view.setTabFocusMode(false);
  },
  focusout(_event, view) {
    view.setTabFocusMode(false);
  },
});

/**
 * The extensions of an editor of `path` (its file in the version's compiler for `purpose`), named `label` for assistive
 * technology and described by the elements `describedBy` (ids). `typescript: false` (the playground's tsconfig.json):
 * no completion or hover, and nothing of it sent to the compiler's TypeScript files.
 */
export function codeEditorExtensions({
  version,
  purpose,
  path,
  label,
  describedBy,
  typescript = true,
}: {
  version: Version;
  purpose: Purpose;
  path: string;
  label: string;
  describedBy: string;
  typescript?: boolean;
}): Extension {
  return [
    lineNumbers(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    javascript({typescript: true}),
    prismClassHighlighting,
    siteTheme,
    typescript ? languageFeatures(languageFeaturesOf(version, purpose), path) : [],
    keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap, indentWithTab]),
    escapeThenTabLeaves,
    // tabindex: the content is in the tab order already (contenteditable); said, so that checkers that count only
    // tabindex and native controls (axe scrollable-region-focusable) see that its scroller can be reached.
    EditorView.contentAttributes.of({'aria-label': label, 'aria-describedby': describedBy, tabindex: '0'}),
    // The site's code colours select tokens under .prism-code (src/plugins/prism-theme-css).
    EditorView.editorAttributes.of({class: 'prism-code language-ts'}),
  ];
}

/** Where a type check is: running, given up (why), or done with its diagnostics. */
export type CheckState<T> = {phase: 'checking'} | {phase: 'failed'; message: string} | {phase: 'done'; diagnostics: T};

const count = (n: number): string => n.toLocaleString('en-US');

/** The line above an editor's list of type errors, given how many there are once the check is done. */
export function checkSummary(state: CheckState<unknown>, total: number): string {
  if (state.phase === 'checking') return 'Checking types…';
  if (state.phase === 'failed') return state.message;
  return total === 0 ? 'No type errors.' : `${count(total)} type error${total === 1 ? '' : 's'}:`;
}

/** The line under a list of `listed` type errors of `total`, when the list stops short (the worker's limit). */
export function moreSummary(listed: number, total: number): string | undefined {
  const more = total - listed;
  return more > 0 ? `and ${count(more)} more.` : undefined;
}

/** Puts the cursor at `at` (clamped to the document), scrolled to the middle of the editor, and focuses it. */
export function moveCursorTo(view: EditorView, at: number): void {
  const pos = Math.min(at, view.state.doc.length);
  view.dispatch({selection: {anchor: pos}, effects: EditorView.scrollIntoView(pos, {y: 'center'})});
  view.focus();
}

/** The linter's diagnostics for a document of `length` characters. */
export function lintDiagnostics(diagnostics: EditorDiagnostic[], length: number): {from: number; to: number; severity: 'error' | 'warning'; source: string; message: string}[] {
  return diagnostics.map((d) => ({
    from: Math.min(d.from, length),
    to: Math.min(Math.max(d.to, d.from), length),
    severity: d.severity,
    source: d.code,
    message: d.message,
  }));
}
