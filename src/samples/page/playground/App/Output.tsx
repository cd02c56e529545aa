// What a playground run shows: the console as it happens, then why it failed when it did (../explain.mjs: the
// container's error with the failing path from the requested service down, or an error of the reader's own code), the
// entry of the chosen release's error reference for the message, and the resolution plan. The run is the sample
// runner's (src/samples/page/runner): the same sandbox, limits and checks as a sample's Run.
import React, {useEffect, useState, type ReactNode} from 'react';
import {run, type CompiledProgram, type RunEvent, type RunResult, type Version} from '@site/src/samples/page/runner';
import type {EditorDiagnostic, FileDiagnostics} from '@site/src/samples/page/editor/compiler';
import PlanView from '@site/src/samples/page/PlanView';
import ConsoleLines from '@site/src/samples/page/ConsoleLines';
import {errorEntryFor, type ErrorEntry} from '@site/src/samples/page/PlanView/errorEntry';
import {explainFailure, firstLine, type Failure} from '../explain.mjs';
import {TSCONFIG_NAME} from '../tsconfig.mjs';
import styles from './styles.lazy.module.css';

/** One press of Run: a new `count` each time. */
export interface RunRequest {
  count: number;
  version: Version;
  entry: string;
  compile: () => Promise<{program: CompiledProgram; diagnostics: Record<string, FileDiagnostics>}>;
}

type State =
  | {phase: 'compiling'}
  | {phase: 'blocked'; problems: {name: string; diagnostic: EditorDiagnostic}[]}
  | {phase: 'running'; events: RunEvent[]; typeErrors: number}
  | {phase: 'done'; result: RunResult; typeErrors: number; failure?: Failure; entry?: ErrorEntry}
  | {phase: 'failed'; message: string};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function Explanation({failure, entry}: {failure: Failure; entry?: ErrorEntry}): ReactNode {
  const link = entry !== undefined && (
    <p className="margin-bottom--none">
      In the error reference of this release: <a href={entry.url}>{entry.title}</a>
    </p>
  );
  if (failure.kind === 'code') {
    return (
      <div className={styles.explanation} data-failure="code">
        <p>
          {entry === undefined ? (
            <>The program stopped on an error of its own code, not one the container threw while resolving:</>
          ) : (
            <>The library threw this error outside a resolution:</>
          )}{' '}
          <code>{failure.message}</code>
        </p>
        {link}
      </div>
    );
  }
  const [requested] = failure.path;
  return (
    <div className={styles.explanation} data-failure="container">
      <p>
        The container could not resolve <code>{requested}</code>: <code>{firstLine(failure.message)}</code>
      </p>
      {failure.path.length > 1 && (
        <>
          <p className="margin-bottom--xs">The failing path, from the service asked for down to the one that failed:</p>
          <ol className={styles.path} aria-label="Failing path">
            {failure.path.map((service, i) => (
              <li key={i}>
                <code>{service}</code>
              </li>
            ))}
          </ol>
        </>
      )}
      {link}
    </div>
  );
}

export default function Output({request, name, release}: {request: RunRequest | null; name: string; release: string}): ReactNode {
  // Each state belongs to one run.
  const [tagged, setState] = useState<State & {run: number}>({phase: 'compiling', run: 0});
  const state: State = request !== null && tagged.run === request.count ? tagged : {phase: 'compiling'};

  useEffect(() => {
    if (request === null) return;
    let current = true;
    const controller = new AbortController();
    const runCount = request.count;
    const set = (next: State): void => {
      if (current) setState({...next, run: runCount});
    };
    (async () => {
      const {program, diagnostics} = await request.compile();
      const all = Object.entries(diagnostics).flatMap(([file, {shown}]) => shown.map((diagnostic) => ({name: file, diagnostic})));
      // An import the release cannot give would only fail in the sandbox: said here, before anything runs.
      const problems = all.filter((d) => d.diagnostic.code === 'import' || d.diagnostic.code === 'require');
      if (problems.length > 0) return set({phase: 'blocked', problems});
      // What a tsconfig.json tab ignores or says of its options is not a type error of the compiled code.
      const typeErrors = Object.entries(diagnostics).reduce((sum, [file, {total}]) => (file === TSCONFIG_NAME ? sum : sum + total), 0);
      const events: RunEvent[] = [];
      const result = await run(program, request.version, (event) => {
        events.push(event);
        set({phase: 'running', events: [...events], typeErrors});
      }, controller.signal);
      if (result.outcome !== 'failed') return set({phase: 'done', result, typeErrors});
      const error = result.events.findLast((e) => e.type === 'error')?.text ?? '';
      const failure = explainFailure(error, result.plans);
      const entry = await errorEntryFor(error, request.version).catch(() => undefined);
      set({phase: 'done', result, typeErrors, failure, entry});
    })().catch((error: unknown) => set({phase: 'failed', message: error instanceof Error ? error.message : String(error)}));
    return () => {
      current = false;
      controller.abort();
    };
  }, [request]);

  let status: string;
  if (request === null) status = `Run checks and runs the program against ${release}, starting with ${name}.`;
  else if (state.phase === 'compiling') status = 'Compiling…';
  else if (state.phase === 'running') status = 'Running…';
  else if (state.phase === 'failed') status = state.message;
  else if (state.phase === 'blocked') status = 'Not run: the program asks for modules this release does not have.';
  else {
    const {outcome} = state.result;
    const compiled = state.typeErrors > 0 ? ` (compiled with ${plural(state.typeErrors, 'type error')})` : '';
    if (outcome === 'finished') status = `Finished${compiled}.`;
    else if (outcome === 'failed') status = `Ended with an uncaught error${compiled}.`;
    else status = state.result.events.findLast((e) => e.type === 'stopped')?.text ?? 'Stopped.';
  }
  const outcome = state.phase === 'done' ? state.result.outcome : request === null ? 'idle' : state.phase;
  const plans = state.phase === 'done' ? state.result.plans : undefined;
  const resolutions = plans === undefined ? 0 : plans.reports.length + plans.omittedReports;
  return (
    <section className={styles.output} aria-label="Run">
      <h2 className={styles.heading}>Output</h2>
      <p role="status" className={styles.status} data-outcome={outcome}>
        {status}
      </p>
      {state.phase === 'blocked' && (
        <ul>
          {state.problems.map(({name: file, diagnostic}, i) => (
            <li key={i}>
              {file} line {diagnostic.line}: {diagnostic.message}
            </li>
          ))}
        </ul>
      )}
      {request !== null && (state.phase === 'running' || state.phase === 'done') && (
        <pre className={styles.console} tabIndex={0} aria-label="Console output">
          <ConsoleLines events={state.phase === 'done' ? state.result.events : state.events} empty="(no output)" classes={styles} />
        </pre>
      )}
      {state.phase === 'done' && state.failure !== undefined && <Explanation failure={state.failure} entry={state.entry} />}
      {plans !== undefined && resolutions > 0 && (
        <>
          <h2 className={styles.heading}>Resolution plan</h2>
          <PlanView summary={plans} name={name} />
        </>
      )}
      {state.phase === 'done' && plans !== undefined && resolutions === 0 && <p className={styles.note}>The program asked no container for a service.</p>}
    </section>
  );
}
