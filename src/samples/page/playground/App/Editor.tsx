// The playground's editor: one CodeMirror view, one editor state per file (each keeps its own undo history), swapped
// when the reader picks another file. Every state is checked with the whole program: an edit in one file re-checks
// them all, so an error it causes in another file shows on that file's tab at once (./index.tsx lists them all).
import React, {forwardRef, useEffect, useImperativeHandle, useRef, useState, type ReactNode} from 'react';
import {EditorState, Prec} from '@codemirror/state';
import {EditorView, keymap} from '@codemirror/view';
import {forceLinting, linter} from '@codemirror/lint';
import {playgroundPath, type EditorDiagnostic, type FileDiagnostics} from '@site/src/samples/page/editor/compiler';
import {codeEditorExtensions, lintDiagnostics, moveCursorTo} from '@site/src/samples/page/editor/extensions';
import type {Version} from '@site/src/samples/page/runner';
import type {PlaygroundFile} from '../files.mjs';
import {TSCONFIG_NAME} from '../tsconfig.mjs';
import styles from './styles.lazy.module.css';

export interface EditorApi {
  /** The files with the code the editor holds now. */
  files(): PlaygroundFile[];
  /** Shows `name` (the app switches to it) with the cursor on the diagnostic. */
  goTo(name: string, diagnostic: EditorDiagnostic): void;
}

interface EditorProps {
  version: Version;
  files: PlaygroundFile[];
  active: string;
  hintId: string;
  onEdit: (name: string, code: string) => void;
  onRun: () => void;
  /** Type errors of every file of the program, by name. */
  check: (files: PlaygroundFile[]) => Promise<Record<string, FileDiagnostics>>;
}

const Editor = forwardRef<EditorApi, EditorProps>(function Editor({version, files, active, hintId, onEdit, onRun, check}, handle): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  /** The code of every file as the editor has it, in the program's order: from the first render on, so that a Run
   * right after the editor is made (a release switch) runs the files, not an empty program. */
  const [initialCodes] = useState(() => new Map(files.map((f) => [f.name, f.code])));
  const codes = useRef(initialCodes);
  const latest = useRef({onEdit, onRun, check});
  latest.current = {onEdit, onRun, check};
  const pendingGoTo = useRef<{name: string; at: number} | null>(null);
  /** The file whose state the view holds (the view's state moves on with every edit; the map keeps the last one). */
  const shown = useRef<string | null>(null);

  const currentFiles = (): PlaygroundFile[] => Array.from(codes.current, ([name, code]) => ({name, code}));

  const stateFor = (name: string, code: string): EditorState =>
    EditorState.create({
      doc: code,
      extensions: [
        codeEditorExtensions({version, purpose: 'playground', path: playgroundPath(version, name), label: `Code of ${name} (editable)`, describedBy: hintId, typescript: name !== TSCONFIG_NAME}),
        // Above the default keymap, whose Mod-Enter inserts a blank line.
        Prec.highest(keymap.of([{key: 'Mod-Enter', run: () => (latest.current.onRun(), true)}])),
        linter(
          async (v) => {
            const doc = v.state.doc.toString();
            const found = await latest.current.check(currentFiles());
            // An answer for older code is dropped: a newer check is on its way.
            if (v.state.doc.toString() !== doc) return [];
            return lintDiagnostics(found[name]?.shown ?? [], v.state.doc.length);
          },
          {delay: 250},
        ),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          const code = update.state.doc.toString();
          codes.current.set(name, code);
          latest.current.onEdit(name, code);
        }),
      ],
    });

  // Files added, renamed or closed: states for the new names, none for the gone ones, the order of the tabs.
  useEffect(() => {
    const next = new Map<string, string>();
    for (const file of files) next.set(file.name, codes.current.get(file.name) ?? file.code);
    for (const name of states.current.keys()) if (!next.has(name)) states.current.delete(name);
    for (const [name, code] of next) if (!states.current.has(name)) states.current.set(name, stateFor(name, code));
    codes.current = next;
    // A change of files changes the program: the file in view is checked again (and with it, every file).
    if (view.current !== null) forceLinting(view.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files.map((f) => f.name).join('\n')]);

  // The file in view.
  useEffect(() => {
    const state = states.current.get(active);
    if (state === undefined) return;
    if (view.current === null) {
      view.current = new EditorView({state, parent: host.current as HTMLDivElement});
    } else if (shown.current !== active) {
      if (shown.current !== null && states.current.has(shown.current)) states.current.set(shown.current, view.current.state);
      view.current.setState(state);
    }
    shown.current = active;
    const goTo = pendingGoTo.current;
    if (goTo !== null && goTo.name === active) {
      pendingGoTo.current = null;
      moveCursorTo(view.current, goTo.at);
    }
  }, [active]);

  useEffect(
    () => () => {
      view.current?.destroy();
      view.current = null;
    },
    [],
  );

  useImperativeHandle(handle, () => ({
    files: currentFiles,
    goTo(name, diagnostic) {
      // Another file: the app shows it next, and the cursor goes there once it is in view.
      if (name !== shown.current || view.current === null) pendingGoTo.current = {name, at: diagnostic.from};
      else moveCursorTo(view.current, diagnostic.from);
    },
  }));

  return <div ref={host} className={styles.editor} data-playground-editor={active} />;
});

export default Editor;
