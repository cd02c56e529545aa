// The output panel under a sample, loaded with the runner on the first click of its Run button: console
// output in order, an uncaught error or unhandled rejection, a run stopped at a limit (src/samples/shared/limits.mjs), and
// whether stdout equals the sample's `// prints:` comments. For a *.fails.ts sample: its compile errors,
// captured from the TypeScript compiler at build time. Edited code (src/samples/page/SampleEditor) is compiled in
// the browser first, then runs the same way and is compared with the same comments.
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {compareOutput, loadManifest, run, runSample, type CompiledProgram, type Diagnostic, type RunEvent, type RunResult} from '@site/src/samples/page/runner';
import type {SampleBlockProps} from '../../../shared/block.mjs';
import PlanDisclosure from '@site/src/samples/page/PlanView/Disclosure';
import MapDisclosure from '@site/src/samples/page/ContainerMap/Disclosure';
import ErrorEntryLink from '@site/src/samples/page/PlanView/ErrorEntryLink';
import BusyButton from '@site/src/samples/page/BusyButton';
import ConsoleLines from '@site/src/samples/page/ConsoleLines';
import styles from './styles.lazy.module.css'; // with the panel's chunk (src/plugins/lazy-css)

/** A run of edited code: compiled at the click, with the type errors the compiler found (it emits despite them). */
export interface EditedRun {
  compile: () => Promise<{program: CompiledProgram; expected: string[]; typeErrors: number}>;
}

export interface PanelProps {
  sample: SampleBlockProps;
  name: string;
  /** Increases with every click of Run / Run again: each value is one run. */
  runCount: number;
  /** Set when the run is of the editor's code rather than the sample's. */
  edited?: EditedRun;
  onRunAgain: () => void;
  onClear: () => void;
}

type State =
  | {phase: 'running'; events: RunEvent[]}
  | {phase: 'done'; events: RunEvent[]; result: RunResult; expected: string[]; typeErrors?: number}
  | {phase: 'diagnostics'; diagnostics: Diagnostic[]}
  | {phase: 'failed'; message: string};

/** The run was stopped (a limit, Clear, or a message that failed the page's check) rather than run to its end. */
const wasStopped = (result: RunResult): boolean => result.outcome !== 'finished' && result.outcome !== 'failed';

function Verdict({result, expected}: {result: RunResult; expected: string[]}): ReactNode {
  const {matches, diff} = compareOutput(expected, result.stdout);
  if (wasStopped(result)) return null;
  if (matches) {
    return (
      <p className={clsx(styles.verdict, styles.matches)}>
        <span aria-hidden="true">✓ </span>Output matches the sample&apos;s <code>// prints:</code> comments.
      </p>
    );
  }
  return (
    <div className={clsx(styles.verdict, styles.differs)}>
      <p>
        <span aria-hidden="true">✗ </span>Output differs from the sample&apos;s <code>// prints:</code> comments:
      </p>
      <table className={styles.diff}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Expected</th>
            <th scope="col">Printed</th>
          </tr>
        </thead>
        <tbody>
          {diff.map((d) => (
            <tr key={d.line}>
              <td>{d.line}</td>
              <td>{d.expected === undefined ? <em>(nothing)</em> : <code>{d.expected}</code>}</td>
              <td>{d.actual === undefined ? <em>(nothing)</em> : <code>{d.actual}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Panel({sample, name, runCount, edited, onRunAgain, onClear}: PanelProps): ReactNode {
  // Each state belongs to one run; a state of an earlier run reads as "running" until the new run reports.
  const [tagged, setState] = useState<State & {run: number}>({phase: 'running', events: [], run: 0});
  const state: State = tagged.run === runCount ? tagged : {phase: 'running', events: []};

  const {file, version, kind} = sample;
  useEffect(() => {
    let current = true;
    // Clear, a new run, or the panel leaving the page ends the run (its worker), not only its display.
    const controller = new AbortController();
    if (kind === 'fails') {
      loadManifest(version).then(
        (manifest) => {
          const entry = manifest.samples[file];
          if (current) {
            setState(
              entry?.kind === 'fails'
                ? {phase: 'diagnostics', diagnostics: entry.diagnostics, run: runCount}
                : {phase: 'failed', message: `No compile errors were recorded for ${name}.`, run: runCount},
            );
          }
        },
        (error: unknown) => current && setState({phase: 'failed', message: String(error), run: runCount}),
      );
    } else {
      const events: RunEvent[] = [];
      const onEvent = (event: RunEvent): void => {
        events.push(event);
        if (current) setState({phase: 'running', events: [...events], run: runCount});
      };
      const running: Promise<RunResult & {expected: string[]; typeErrors?: number}> =
        edited === undefined
          ? runSample(version, file, onEvent, controller.signal)
          : edited
              .compile()
              .then(async ({program, expected, typeErrors}) => ({...(await run(program, version, onEvent, controller.signal)), expected, typeErrors}));
      running.then(
        (result) => current && setState({phase: 'done', events: result.events, result, expected: result.expected, typeErrors: result.typeErrors, run: runCount}),
        (error: unknown) => current && setState({phase: 'failed', message: String(error), run: runCount}),
      );
    }
    return () => {
      current = false;
      controller.abort();
    };
  }, [file, version, kind, name, runCount, edited]);

  const running = state.phase === 'running';
  const title = sample.kind === 'fails' ? `Compile errors of ${name}` : `Output of ${name}${edited === undefined ? '' : ' (edited)'}`;
  let status: string;
  if (running) status = sample.kind === 'fails' ? 'Loading…' : 'Running…';
  else if (state.phase === 'failed') status = state.message;
  else if (state.phase === 'diagnostics') status = `${state.diagnostics.length} compile error${state.diagnostics.length === 1 ? '' : 's'} (TypeScript)`;
  else if (wasStopped(state.result)) {
    // The runner's own words: which limit stopped it.
    const stopped = state.result.events.findLast((e) => e.type === 'stopped');
    status = stopped?.text ?? 'Stopped.';
  }
  else {
    const {matches} = compareOutput(state.expected, state.result.stdout);
    const ended = state.result.outcome === 'failed' ? 'Ended with an uncaught error' : 'Finished';
    const errors = state.typeErrors ?? 0;
    const edit = edited === undefined ? '' : `Edited code${errors > 0 ? ` (compiled with ${errors} type error${errors === 1 ? '' : 's'})` : ''}: `;
    status = `${edit}${ended}; output ${matches ? 'matches' : 'differs from'} the // prints: comments.`;
  }

  return (
    <section className={styles.panel} aria-label={title} data-sample-panel={sample.file}>
      <header className={styles.header}>
        <strong className={styles.title}>{title}</strong>
        <div className={styles.actions}>
          <BusyButton busy={running} className="button button--sm button--primary" onClick={onRunAgain}>
            {sample.kind === 'fails' ? 'Reload' : 'Run again'}
          </BusyButton>
          <button type="button" className="button button--sm button--secondary" onClick={onClear}>
            Clear
          </button>
        </div>
      </header>
      <p className={styles.status} role="status" data-outcome={state.phase === 'done' ? state.result.outcome : state.phase}>
        {status}
      </p>
      {state.phase === 'diagnostics' && (
        <ul className={styles.diagnostics}>
          {state.diagnostics.map((d, i) => (
            <li key={i}>
              <code>{d.code}</code> at line {d.line}: {d.message}
            </li>
          ))}
        </ul>
      )}
      {(state.phase === 'running' || state.phase === 'done') && sample.kind !== 'fails' && (
        <pre className={styles.output} aria-live="polite" tabIndex={0} aria-label={`Console output of ${name}`}>
          <ConsoleLines events={state.events} empty="(no output yet)" classes={styles} />
        </pre>
      )}
      {state.phase === 'done' && <Verdict result={state.result} expected={state.expected} />}
      {state.phase === 'done' && state.result.outcome === 'failed' && (
        <ErrorEntryLink message={state.result.events.findLast((e) => e.type === 'error')?.text ?? ''} version={version} />
      )}
      {state.phase === 'done' && state.result.plans !== undefined && <PlanDisclosure summary={state.result.plans} file={file} name={name} />}
      {state.phase === 'done' && state.result.plans !== undefined && <MapDisclosure plans={state.result.plans} version={version} file={file} name={name} />}
    </section>
  );
}
