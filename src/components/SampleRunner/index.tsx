// The row under an embedded TypeScript sample: a Run button (or, for a *.fails.ts sample, a button that
// shows its compile errors), or the reason a Node-only sample does not run here. The button is in the
// server HTML, so nothing shifts on hydration; without JavaScript a <noscript> style hides it
// (src/plugins/sample-runner). The output panel, the runner and everything they fetch load on the
// first click only (./Panel, src/runner).
import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SampleRef} from './meta';
import type {PanelProps} from './Panel';
import styles from './styles.module.css';

export {parseSampleRef} from './meta';

/** Class the <noscript> style hides: controls that need JavaScript. */
export const NEEDS_SCRIPT_CLASS = 'sample-runner-needs-js';

export default function SampleRunner({sample}: {sample: SampleRef}): ReactNode {
  const name = sample.file.split('/').pop() as string;
  const assetBase = useBaseUrl('/sample-runner/');
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  // Every click starts a new run (a new number); Clear closes the panel.
  const [runCount, setRunCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    setLoadError(null);
    setOpen(true);
    setRunCount((n) => n + 1);
    if (Panel === null) {
      import('./Panel').then(
        (module) => setPanel(() => module.default),
        (error: unknown) => setLoadError(`The sample runner could not load: ${String(error)}`),
      );
    }
  }, [Panel]);
  const clear = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  if (sample.kind === 'node') {
    return (
      <p className={styles.row}>
        <span className={styles.note}>Runs in Node only: {sample.note ?? 'it needs Node'}.</span>
      </p>
    );
  }
  // The accessible name starts with the visible text (axe label-content-name-mismatch), then names the sample.
  const label = sample.kind === 'fails' ? `Show compile errors of ${name}` : `Run ${name}`;
  return (
    <>
      <div className={clsx(styles.row, NEEDS_SCRIPT_CLASS)}>
        <button ref={button} type="button" className={clsx('button button--sm button--secondary', styles.button)} aria-label={label} onClick={start}>
          {sample.kind === 'fails' ? 'Show compile errors' : 'Run'}
        </button>
      </div>
      {loadError !== null && (
        <p role="alert" className={styles.loadError}>
          {loadError}
        </p>
      )}
      {Panel !== null && open && <Panel sample={sample} name={name} assetBase={assetBase} runCount={runCount} onRunAgain={start} onClear={clear} />}
    </>
  );
}
