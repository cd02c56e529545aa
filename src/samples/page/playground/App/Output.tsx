// What a playground run shows: the console as it happens, then why it failed when it did (../explain.mjs: the
// container's error with the failing path from the requested service down, or an error of the reader's own code), the
// entry of the chosen release's error reference for the message, the resolution plan, and the container map (its
// disclosure, which loads the map view on opening). A failure is shown at the
// reader's file, line and column with the reader's own frames (../failurePlace.mjs, imported when a run fails; the
// sandbox's and the library's frames only when expanded). The run is the sample runner's (src/samples/page/runner):
// the same sandbox, limits and checks as a sample's Run.
import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadManifest, run, type CompiledProgram, type RunEvent, type RunResult, type Version} from '@site/src/samples/page/runner';
import type {EditorDiagnostic, FileDiagnostics, ModuleOrigin} from '@site/src/samples/page/editor/compiler';
import PlanView from '@site/src/samples/page/PlanView';
import MapDisclosure from '@site/src/samples/page/ContainerMap/Disclosure';
import ConsoleLines from '@site/src/samples/page/ConsoleLines';
import {errorEntryFor, type ErrorEntry} from '@site/src/samples/page/PlanView/errorEntry';
import {explainFailure, firstLine, type Failure} from '../explain.mjs';
import {TSCONFIG_NAME} from '../tsconfig.mjs';
import type {LocatedFailure} from '../failurePlace.mjs';
import styles from './styles.lazy.module.css';

/** One press of Run: a new `count` each time. */
export interface RunRequest {
  count: number;
  version: Version;
  entry: string;
  compile: () => Promise<{program: CompiledProgram; diagnostics: Record<string, FileDiagnostics>; origins: Record<string, ModuleOrigin>}>;
}

/** The run's error placed in the reader's files, and the text the console shows for it (its message and the reader's frames). */
interface Located {
  failure: LocatedFailure;
  console: string;
}

/** Where the run's error is in the reader's files (the mapping code loads now, on the playground's first failure). */
async function locate(
  error: string,
  version: Version,
  compiled: {program: CompiledProgram; origins: Record<string, ModuleOrigin>; diagnostics: Record<string, FileDiagnostics>},
): Promise<Located> {
  const [{locateFailure, readerText}, manifest] = await Promise.all([import('../failurePlace.mjs'), loadManifest(version)]);
  const {program, origins, diagnostics} = compiled;
  // The format the program ran in: its own when its settings chose one, else its release's.
  const failure = locateFailure(error, {format: program.format ?? manifest.format, version, origins, diagnostics, sent: program});
  return {failure, console: readerText(failure)};
}

type State =
  | {phase: 'compiling'}
  | {phase: 'blocked'; problems: {name: string; diagnostic: EditorDiagnostic}[]}
  | {phase: 'running'; events: RunEvent[]; typeErrors: number}
  | {phase: 'done'; result: RunResult; typeErrors: number; failure?: Failure; entry?: ErrorEntry; located?: Located}
  | {phase: 'failed'; message: string};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The console's events: the run's error as placed in the reader's files, once it is; until then (the run is ending) it
 * is left out rather than shown with the sandbox's names.
 */
function shownEvents(state: State): RunEvent[] {
  // The error is the run's last event (the worker ends the run with it): no need to look at every line while a run prints.
  if (state.phase === 'running') return state.events.at(-1)?.type === 'error' ? state.events.slice(0, -1) : state.events;
  if (state.phase !== 'done') return [];
  const {located} = state;
  if (located === undefined) return state.result.events;
  return state.result.events.map((e) => (e.type === 'error' ? {...e, text: located.console} : e));
}

/** The known trap the message is, with the page that explains it. */
function TrapNote({located}: {located: LocatedFailure}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {trap, trapPage} = located;
  if (trap === undefined || trapPage === undefined) return null;
  const href = `${siteConfig.baseUrl}${trapPage}`;
  if (trap.kind === 'type-import') {
    return (
      <p data-trap={trap.kind}>
        <code>{trap.name}</code> is only a type, which the module does not export at run time: import it with{' '}
        <code>import type</code>. <a href={href}>Why a type import fails at run time</a>
      </p>
    );
  }
  if (trap.kind === 'module-names') {
    return (
      <p data-trap={trap.kind}>
        The runner finds a module by the file names in the tabs: {trap.files.map((file, i) => (
          <React.Fragment key={file}>
            {i > 0 && ', '}
            <code>{file}</code>
          </React.Fragment>
        ))}
        . <a href={href}>How imports name the playground&apos;s files</a>
      </p>
    );
  }
  return (
    <p data-trap={trap.kind}>
      Code generation from strings is forbidden where this ran. <a href={href}>The container&apos;s jitless option</a>
    </p>
  );
}

/** Where it failed in the reader's files, their frames, and every frame for whoever expands them. */
function Place({located}: {located: LocatedFailure}): ReactNode {
  const own = located.frames.filter((f) => f.reader);
  const others = located.frames.length - own.length;
  return (
    <>
      {located.where !== undefined && (
        <p data-failure-place>
          At <code>{located.where}</code>
        </p>
      )}
      {own.length > 0 && (
        <pre className={styles.stack} aria-label="Stack in your files" data-reader-stack>
          {own.map((f) => f.text).join('\n')}
        </pre>
      )}
      {others > 0 && (
        <details className={styles.frames}>
          <summary>All {plural(located.frames.length, 'frame')}, with the runner&apos;s and the library&apos;s</summary>
          <pre className={styles.stack} data-all-frames>
            {located.frames.map((f) => f.text).join('\n')}
          </pre>
        </details>
      )}
    </>
  );
}

function Explanation({failure, entry, located}: {failure: Failure; entry?: ErrorEntry; located?: LocatedFailure}): ReactNode {
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
        </p>
        <pre className={styles.failureMessage}>{located?.message ?? failure.message}</pre>
        {located !== undefined && (
          <>
            <Place located={located} />
            <TrapNote located={located} />
          </>
        )}
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
      {located !== undefined && <Place located={located} />}
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
      const {program, diagnostics, origins} = await request.compile();
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
      const [entry, located] = await Promise.all([
        errorEntryFor(error, request.version).catch(() => undefined),
        locate(error, request.version, {program, origins, diagnostics}).catch(() => undefined),
      ]);
      set({phase: 'done', result, typeErrors, failure, entry, located});
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
          <ConsoleLines events={shownEvents(state)} empty="(no output)" classes={styles} />
        </pre>
      )}
      {state.phase === 'done' && state.failure !== undefined && <Explanation failure={state.failure} entry={state.entry} located={state.located?.failure} />}
      {plans !== undefined && resolutions > 0 && (
        <>
          <h2 className={styles.heading}>Resolution plan</h2>
          <PlanView summary={plans} name={name} />
        </>
      )}
      {state.phase === 'done' && plans !== undefined && resolutions === 0 && <p className={styles.note}>The program asked no container for a service.</p>}
      {request !== null && plans !== undefined && <MapDisclosure plans={plans} version={request.version} file="playground" name={name} />}
    </section>
  );
}
