// An embedded TypeScript sample and the row under it: a Run button (or, for a *.fails.ts sample, a button that
// shows its compile errors) and an Edit button, or the reason a Node-only sample does not run here. A runnable
// sample's row also links to the playground (src/pages/playground), which opens the sample's file there. The build wraps
// the sample's code block in this component with its props (src/samples/shared/block.mjs, src/theme/MDXComponents).
// The buttons are in the server HTML, so nothing shifts on hydration; without JavaScript a <noscript> style hides
// them (src/samples/build/sample-runner). The output panel, the runner, the editor and everything they fetch load
// on the first click only (./Panel, src/samples/page/runner, src/samples/page/SampleEditor).
// Edit turns the block into an editor of the sample file in place, at the block's height; Run then runs the
// edited code. A share link (`#edit-<sample id>=<code>`, src/samples/page/editor/shareLink.ts) opens this block's
// editor with its code, without running it.
import React, {useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {NEEDS_SCRIPT_CLASS, type SampleBlockProps} from '../../shared/block.mjs';
import {sampleId, SHARE_PREFIX} from './sampleId';
import BusyButton from '../BusyButton';
import type {EditedRun, PanelProps} from './Panel';
import type {EditorHandle, EditorStart} from '../SampleEditor';
import styles from './styles.module.css';

/** What the block takes from the editor's module once loaded: the editor, and the compiler its Run uses. */
type EditorModule = Pick<typeof import('../SampleEditor'), 'default' | 'compileForRun'>;
/** The editor, from the first Edit on: loading, then shown in the block's place (the editor never closes). */
type Editor =
  | {phase: 'loading'}
  | {
      phase: 'open';
      module: EditorModule;
      start: EditorStart;
      height: number;
      /** Opened from a share link: shown and scrolled to, not focused. */
      fromLink: boolean;
    };
/** The panel's run: each click of Run is a new one (a new number); null once Clear closed the panel. */
interface Run {
  count: number;
  /** Set when the run is of the editor's code rather than the sample's. */
  edited?: EditedRun;
}

export default function SampleRunner({children, ...sample}: SampleBlockProps & {children: ReactNode}): ReactNode {
  const name = sample.file.split('/').pop() as string;
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const editorHandle = useRef<EditorHandle | null>(null);
  const hintId = useId();
  const editable = sample.kind === 'run' || sample.kind === 'fails';
  const open = editor?.phase === 'open' ? editor : null;
  const editorLoading = editor?.phase === 'loading';
  // A hook: called for every block, used by runnable ones (the build gives them the path).
  const playgroundUrl = useBaseUrl(sample.playground ?? '');

  const start = useCallback(() => {
    setLoadError(null);
    // Edited code is compiled in the browser at the click, then run like the sample (./Panel). Code that is the
    // sample's again (after Reset, or an undo) runs as the sample: the build compiled it, and it is not "edited".
    const handle = editorHandle.current;
    const code = open !== null && handle?.edited() ? handle.code() : undefined;
    const edited = open === null || code === undefined ? undefined : {compile: () => open.module.compileForRun(open.start.editable, sample.file, code)};
    setRun((previous) => ({count: (previous?.count ?? 0) + 1, edited}));
    if (Panel === null) {
      import('./Panel').then(
        (module) => setPanel(() => module.default),
        (error: unknown) => setLoadError(`The sample runner could not load: ${String(error)}`),
      );
    }
  }, [Panel, open, sample.file]);
  const clear = useCallback(() => {
    setRun(null);
    button.current?.focus();
  }, []);

  const openEditor = useCallback(
    (sharedPayload?: string) => {
      setEditor({phase: 'loading'});
      setLoadError(null);
      // The editor takes the block's place at the block's height (the block is the row's previous element until the
      // editor replaces it): nothing below moves.
      const height = Math.round(row.current?.previousElementSibling?.getBoundingClientRect().height ?? 0);
      import('../SampleEditor')
        .then(async ({default: View, prepare, compileForRun}) => ({module: {default: View, compileForRun}, start: await prepare(sample, sharedPayload)}))
        .then(
          ({module, start: editorStart}) => setEditor({phase: 'open', module, start: editorStart, height, fromLink: sharedPayload !== undefined}),
          (error: unknown) => {
            setEditor(null);
            setLoadError(`The editor could not load: ${String(error)}`);
          },
        );
    },
    [sample],
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
  // An editor opened from a share link is scrolled to, once it is there.
  const scrollToLinked = useCallback((box: HTMLDivElement | null) => {
    if (box !== null && open?.fromLink) box.scrollIntoView({block: 'start'});
  }, [open?.fromLink]);

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
  const Editor = open?.module.default;
  // The accessible name starts with the visible text (axe label-content-name-mismatch), then names the sample.
  const label = sample.kind === 'fails' ? `Show compile errors of ${name}` : `Run ${name}`;
  const buttonClass = clsx('button button--sm', styles.button);
  return (
    <>
      {/* The code block, until the editor takes its place. */}
      {open === null && children}
      {open !== null && Editor !== undefined && (
        // Scrolled to below the fixed navbar, with the notice of a link's code in view.
        <div ref={scrollToLinked} style={{scrollMarginTop: 'calc(var(--ifm-navbar-height) + 0.5rem)'}}>
          <Editor sample={sample} name={name} start={open.start} height={open.height} handle={editorHandle} hintId={hintId} autoFocus={!open.fromLink} />
        </div>
      )}
      <div ref={row} className={clsx(styles.row, NEEDS_SCRIPT_CLASS)}>
        {open !== null && (
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
        {open === null && sample.playground !== undefined && (
          // A plain link, not Docusaurus' <Link>: that one would prefetch the playground's code when the block
          // scrolls into view, and the playground loads only on its route. It opens the sample's file, so it goes
          // away while the block's editor holds edited code.
          <a className={clsx(buttonClass, 'button--secondary')} href={playgroundUrl} aria-label={`Open in playground: ${name}`}>
            Open in playground
          </a>
        )}
        {open === null && editable && (
          <BusyButton
            busy={editorLoading}
            className={clsx(buttonClass, 'button--secondary')}
            aria-label={`Edit ${name}`}
            onClick={() => openEditor()}
            aria-busy={editorLoading}>
            Edit
          </BusyButton>
        )}
        {!(open !== null && sample.kind === 'fails') && (
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
      {Panel !== null && run !== null && <Panel sample={sample} name={name} runCount={run.count} edited={run.edited} onRunAgain={start} onClear={clear} />}
    </>
  );
}
