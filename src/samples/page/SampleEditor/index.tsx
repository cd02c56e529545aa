// The editor a sample block turns into on its Edit button (src/samples/page/SampleRunner), loaded with CodeMirror 6
// on the first Edit only. It holds the whole sample file (what Run runs), scrolled to the part the block showed,
// at the block's height. Type errors come from the version's TypeScript worker (src/samples/page/editor/compiler.ts) as the
// reader types (250 ms after the last key): underlined in the code, with the message on hover, and listed under
// the editor in a polite live region. The same worker gives completion and types on hover
// (src/samples/page/editor/languageFeatures.ts). Escape then Tab leaves the editor (CodeMirror's tab-focus mode).
import React, {useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type RefObject} from 'react';
import {EditorState} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {linter, type Diagnostic as LintDiagnostic} from '@codemirror/lint';
import {check, loadEditable, warmUp, type EditableSample, type EditorDiagnostic, type FileDiagnostics} from '@site/src/samples/page/editor/compiler';
import {checkSummary, codeEditorExtensions, lintDiagnostics, moreSummary, moveCursorTo, type CheckState as EditorCheckState} from '@site/src/samples/page/editor/extensions';
import {decodeCode} from '@site/src/samples/page/editor/shareCodec.mjs';
import {shareUrl} from '@site/src/samples/page/editor/shareLink';
import {sampleId} from '@site/src/samples/page/SampleRunner/sampleId';
import type {SampleBlockProps} from '@site/src/samples/shared/block.mjs';

export {compileForRun} from '@site/src/samples/page/editor/compiler';

/** What the row under the editor (src/samples/page/SampleRunner) may ask of it. */
export interface EditorHandle {
  code(): string;
  edited(): boolean;
  reset(): void;
  /** Puts a share link of the current code on the clipboard; resolves with the link. */
  copyLink(): Promise<string>;
}

export interface EditorStart {
  editable: EditableSample;
  code: string;
  /** Why a shared link's code could not be opened (the sample's own code is shown instead). */
  shareError?: string;
  /** The code came from a share link: someone else's, not the site's sample. */
  fromLink?: boolean;
}

/**
 * Loads what the editor of `sample` starts with: the sample's sources, and the code of a share link if given.
 * Starts the version's type checker meanwhile.
 */
export async function prepare(sample: SampleBlockProps, sharedPayload?: string): Promise<EditorStart> {
  warmUp(sample.version);
  const editable = await loadEditable(sample.version, sample.file);
  if (sharedPayload === undefined) return {editable, code: editable.original};
  try {
    return {editable, code: await decodeCode(sharedPayload), fromLink: true};
  } catch (error) {
    return {editable, code: editable.original, shareError: `This link's code could not be opened (${error instanceof Error ? error.message : String(error)}); the sample's own code is shown.`};
  }
}

export interface SampleEditorProps {
  sample: SampleBlockProps;
  name: string;
  start: EditorStart;
  /** The height of the block the editor replaces, in px. */
  height: number;
  handle: RefObject<EditorHandle | null>;
  /** Id of the text that says how to leave the editor with the keyboard. */
  hintId: string;
  autoFocus: boolean;
}

type CheckState = EditorCheckState<FileDiagnostics>;

/** Line of the region the block showed (its `// #region name` line), so the editor opens on it. */
function regionLine(code: string, region: string | undefined): number {
  if (region === undefined) return 1;
  const start = new RegExp(`^\\s*//\\s*#region\\s+${region.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  const index = code.split('\n').findIndex((line) => start.test(line));
  return index === -1 ? 1 : index + 1;
}

export default function SampleEditor({sample, name, start, height, handle, hintId, autoFocus}: SampleEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [checkState, setCheckState] = useState<CheckState>({phase: 'checking'});
  // Until Reset: the editor holds a link's code, which the notice above it says.
  const [linked, setLinked] = useState(start.fromLink === true);
  const keysId = useId();
  const {editable} = start;

  useEffect(() => {
    const lint = linter(
      async (v): Promise<LintDiagnostic[]> => {
        const code = v.state.doc.toString();
        setCheckState({phase: 'checking'});
        let diagnostics: FileDiagnostics;
        try {
          diagnostics = await check(editable, code);
        } catch (error) {
          setCheckState({phase: 'failed', message: error instanceof Error ? error.message : String(error)});
          return [];
        }
        // An answer for older code is dropped: a newer check is on its way.
        if (v.state.doc.toString() !== code) return [];
        setCheckState({phase: 'done', diagnostics});
        return lintDiagnostics(diagnostics.shown, v.state.doc.length);
      },
      {delay: 250},
    );
    const state = EditorState.create({
      doc: start.code,
      extensions: [
        codeEditorExtensions({version: editable.version, purpose: 'sample', path: editable.path, label: `Code of ${name} (editable)`, describedBy: `${hintId} ${keysId}`}),
        lint,
      ],
    });
    const editor = new EditorView({state, parent: host.current as HTMLDivElement});
    view.current = editor;
    const line = editor.state.doc.line(Math.min(regionLine(start.code, sample.region), editor.state.doc.lines));
    editor.dispatch({selection: {anchor: line.from}});
    // The region's line at the top of the editor's own scroller: CodeMirror's scrollIntoView would scroll the window
    // too, and leave the editor's top (with a link's notice) above it.
    editor.requestMeasure({read: (v) => v.lineBlockAt(line.from).top, write: (top, v) => (v.scrollDOM.scrollTop = top)});
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per mount; later prop changes do not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const code = useCallback(() => view.current?.state.doc.toString() ?? start.code, [start.code]);
  const reset = useCallback(() => {
    const v = view.current;
    if (v === null) return;
    v.dispatch({changes: {from: 0, to: v.state.doc.length, insert: editable.original}});
    setLinked(false);
    v.focus();
  }, [editable.original]);
  useImperativeHandle(
    handle,
    () => ({
      code,
      edited: () => code() !== editable.original,
      reset,
      copyLink: async () => {
        const url = await shareUrl(sampleId(sample), code());
        await navigator.clipboard.writeText(url);
        return url;
      },
    }),
    [code, editable.original, reset, sample],
  );

  const goTo = (d: EditorDiagnostic): void => {
    if (view.current !== null) moveCursorTo(view.current, d.from);
  };

  const summary = checkSummary(checkState, checkState.phase === 'done' ? checkState.diagnostics.total : 0);
  const more = checkState.phase === 'done' ? moreSummary(checkState.diagnostics.shown.length, checkState.diagnostics.total) : undefined;

  return (
    // Inline styles (and infima's classes), not a CSS module: see src/samples/page/editor/theme.ts.
    <div style={{marginBottom: 'var(--ifm-leading)'}} data-sample-editor={sample.file}>
      {linked && (
        <div className="alert alert--warning margin-bottom--sm" data-linked-code>
          {/* An alert: announced as it appears with the editor, before anything runs. */}
          <p role="alert" className="margin-bottom--sm">
            This editor holds code from a link, not the site&apos;s sample. Read it before you run it: its output is
            whatever that code prints.
          </p>
          <button type="button" className="button button--sm button--secondary" onClick={reset}>
            Reset to the sample
          </button>
        </div>
      )}
      {start.shareError !== undefined && (
        <div role="alert" className="alert alert--danger margin-bottom--sm">
          {start.shareError}
        </div>
      )}
      {/* The block's height; a reader who wants more room drags the corner. */}
      <div
        ref={host}
        style={{height, minHeight: '4rem', resize: 'vertical', overflow: 'hidden', boxShadow: 'var(--ifm-global-shadow-lw)', borderRadius: 'var(--ifm-code-border-radius)'}}
      />
      {/* In the editor's chunk, not the row's text: the row is on the page from its first visit. */}
      <p id={keysId} className="margin-bottom--none" style={{marginTop: '0.25rem', fontSize: '0.875rem'}}>
        Ctrl+Space completes; Ctrl+Shift+Space shows the type at the cursor.
      </p>
      <div aria-live="polite" data-check={checkState.phase} style={{marginTop: '0.25rem', fontSize: '0.875rem'}}>
        <p className="margin-bottom--none">{summary}</p>
        {checkState.phase === 'done' && checkState.diagnostics.shown.length > 0 && (
          <ul className="margin-bottom--none">
            {checkState.diagnostics.shown.map((d, i) => (
              <li key={i}>
                <button type="button" className="clean-btn" style={{color: 'inherit', font: 'inherit', textAlign: 'left'}} onClick={() => goTo(d)}>
                  <code>{d.code}</code> line {d.line}: {d.message}
                </button>
              </li>
            ))}
          </ul>
        )}
        {more !== undefined && (
          <p className="margin-bottom--none" data-more-diagnostics>
            {more}
          </p>
        )}
      </div>
    </div>
  );
}
