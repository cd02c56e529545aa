// An embedded TypeScript sample and the row under it: a Run button (or, for a *.fails.ts sample, a button that
// shows its compile errors) and an Edit button, or the reason a Node-only sample does not run here. The buttons
// are in the server HTML, so nothing shifts on hydration; without JavaScript a <noscript> style hides them
// (src/samples/build/sample-runner). The output panel, the runner, the editor and everything they fetch load on the
// first click only (./Panel, src/samples/page/runner, src/samples/page/SampleEditor).
// Edit turns the block into an editor of the sample file in place, at the block's height; Run then runs the
// edited code. A share link (`#edit-<sample id>=<code>`, src/samples/page/editor/shareLink.ts) opens this block's editor with
// its code, without running it.
import React, {useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {sampleId, SHARE_PREFIX, type SampleRef} from './meta';
import type {EditedRun, PanelProps} from './Panel';
import type {EditorHandle, EditorStart, SampleEditorProps} from '../SampleEditor';
import styles from './styles.module.css';

export {parseSampleRef} from './meta';

/** Class the <noscript> style hides: controls that need JavaScript. */
export const NEEDS_SCRIPT_CLASS = 'sample-runner-needs-js';

type EditorModule = typeof import('../SampleEditor');
interface Editing {
  module: EditorModule;
  start: EditorStart;
  height: number;
  /** Opened from a share link: shown and scrolled to, not focused. */
  fromLink: boolean;
}

export default function SampleRunner({sample, children}: {sample: SampleRef; children: ReactNode}): ReactNode {
  const name = sample.file.split('/').pop() as string;
  const assetBase = useBaseUrl('/sample-runner/');
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  // Every click starts a new run (a new number); Clear closes the panel.
  const [runCount, setRunCount] = useState(0);
  const [edited, setEdited] = useState<EditedRun | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editLoading, setEditLoading] = useState(false);
  const [message, setMessage] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);
  // The code block (the row's previous sibling in the server HTML, which stays as it is): hidden while its editor shows.
  const block = useRef<HTMLElement | null>(null);
  const editorHandle = useRef<EditorHandle | null>(null);
  const hintId = useId();
  const editable = sample.kind === 'run' || sample.kind === 'fails';

  const start = useCallback(() => {
    setLoadError(null);
    setOpen(true);
    setRunCount((n) => n + 1);
    const handle = editorHandle.current;
    // Edited code is compiled in the browser at the click, then run like the sample (./Panel). Code that is the
    // sample's again (after Reset, or an undo) runs as the sample: the build compiled it, and it is not "edited".
    const code = editing !== null && handle?.edited() ? handle.code() : undefined;
    setEdited(() => (editing === null || code === undefined ? undefined : {compile: () => editing.module.compileForRun(editing.start.editable, sample.file, code)}));
    if (Panel === null) {
      import('./Panel').then(
        (module) => setPanel(() => module.default),
        (error: unknown) => setLoadError(`The sample runner could not load: ${String(error)}`),
      );
    }
  }, [Panel, editing, sample.file]);
  const clear = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  const openEditor = useCallback(
    (sharedPayload?: string) => {
      setEditLoading(true);
      setLoadError(null);
      // The editor takes the block's place at the block's height: nothing below moves.
      block.current ??= (row.current?.previousElementSibling as HTMLElement | null) ?? null;
      const height = Math.round(block.current?.getBoundingClientRect().height ?? 0);
      import('../SampleEditor')
        .then(async (module) => ({module, start: await module.prepare(sample, assetBase, sharedPayload)}))
        .then(
          ({module, start: editorStart}) => setEditing({module, start: editorStart, height, fromLink: sharedPayload !== undefined}),
          (error: unknown) => setLoadError(`The editor could not load: ${String(error)}`),
        )
        .finally(() => setEditLoading(false));
    },
    [sample, assetBase],
  );

  // A share link for this block opens its editor with the link's code (and runs nothing).
  useEffect(() => {
    if (!editable) return;
    const prefix = `${SHARE_PREFIX}${sampleId(sample)}=`;
    const payload = location.hash.startsWith(prefix) ? location.hash.slice(prefix.length) : undefined;
    // After hydration has committed, not inside it.
    if (payload !== undefined) queueMicrotask(() => openEditor(payload));
    // Only the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const editorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (block.current !== null) block.current.style.display = editing === null ? '' : 'none';
    if (editing?.fromLink) editorBox.current?.scrollIntoView({block: 'start'});
  }, [editing]);

  const copyLink = useCallback(() => {
    editorHandle.current?.copyLink().then(
      () => setMessage('Link copied.'),
      (error: unknown) => setMessage(`The link could not be copied: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, []);
  const reset = useCallback(() => {
    editorHandle.current?.reset();
    setMessage('The sample is restored.');
  }, []);

  if (sample.kind === 'node') {
    return (
      <>
        {children}
        <p className={styles.row}>
          <span className={styles.note}>Runs in Node only: {sample.note ?? 'it needs Node'}.</span>
        </p>
      </>
    );
  }
  const Editor: ComponentType<SampleEditorProps> | undefined = editing?.module.default;
  // The accessible name starts with the visible text (axe label-content-name-mismatch), then names the sample.
  const label = sample.kind === 'fails' ? `Show compile errors of ${name}` : `Run ${name}`;
  const buttonClass = clsx('button button--sm', styles.button);
  return (
    <>
      {children}
      {editing !== null && Editor !== undefined && (
        <div ref={editorBox}>
          <Editor sample={sample} name={name} start={editing.start} height={editing.height} handle={editorHandle} hintId={hintId} autoFocus={!editing.fromLink} />
        </div>
      )}
      <div ref={row} className={clsx(styles.row, NEEDS_SCRIPT_CLASS)}>
        {editing !== null && (
          <>
            <span role="status" style={{marginRight: 'auto'}}>
              {message}
            </span>
            <span id={hintId} className={styles.note}>
              Escape then Tab leaves the editor.
            </span>
            <button type="button" className={clsx(buttonClass, 'button--secondary')} aria-label={`Reset ${name}`} onClick={reset}>
              Reset
            </button>
            <button type="button" className={clsx(buttonClass, 'button--secondary')} aria-label={`Copy link to the edited ${name}`} onClick={copyLink}>
              Copy link
            </button>
          </>
        )}
        {editing === null && editable && (
          <button type="button" className={clsx(buttonClass, 'button--secondary')} aria-label={`Edit ${name}`} onClick={() => openEditor()} disabled={editLoading} aria-busy={editLoading}>
            Edit
          </button>
        )}
        {!(editing !== null && sample.kind === 'fails') && (
          <button ref={button} type="button" className={clsx(buttonClass, 'button--secondary')} aria-label={label} onClick={start}>
            {sample.kind === 'fails' ? 'Show compile errors' : 'Run'}
          </button>
        )}
      </div>
      {loadError !== null && (
        <p role="alert" className={styles.loadError}>
          {loadError}
        </p>
      )}
      {Panel !== null && open && (
        <Panel sample={sample} name={name} assetBase={assetBase} runCount={runCount} edited={edited} onRunAgain={start} onClear={clear} />
      )}
    </>
  );
}
