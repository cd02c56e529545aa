// The browser runner's API: run compiled sample JavaScript against one workspace's inversify release,
// isolated in a sandboxed frame + worker (sandboxFrame.ts), stopped at the limits of limits.mjs (time, lines,
// bytes) or when its caller aborts it (the panel's Clear, or the panel leaving the page). The Run
// button's panel (src/samples/page/SampleRunner/Panel) imports it; nothing loads it before a reader's first Run. It
// puts nothing on `window`: the browser tests and the bench bundle it on their own (scripts/runner-test-bundle.mjs)
// and inject that into a page of the built site. Assets come from the build (src/samples/build/sample-runner), in the shapes and at
// the paths of src/samples/shared/protocol.mjs: per workspace a manifest, content-hashed release, worker and
// per-sample files, and the sandboxed frame's document.
import siteConfig from '@generated/docusaurus.config';
import {SandboxFrame} from './sandboxFrame';
import {lineDifferences} from '../../shared/lineDiff.mjs';
import {checkPlanSummary, checkWorkerEvent} from '../../shared/runnerMessages.mjs';
import {LINE_LIMIT, RUN_BYTES, START_LIMIT_MS, TIME_LIMIT_MS} from '../../shared/limits.mjs';
import {errorEntriesAsset, manifestAsset, RUNNER_DIR, sourceAsset} from '../../shared/protocol.mjs';
import type {CompiledProgram, CompiledSample, Manifest, SampleSources} from '../../shared/protocol.mjs';
import type {Version} from '../../shared/versions.mjs';
import type {PlanSummary} from '../../shared/plan';
import type {ErrorEntry} from '../../shared/errorEntries';

export type {Version};
export type {CompiledProgram, CompiledSample, Diagnostic, Manifest, SampleSources} from '../../shared/protocol.mjs';

export type RunEvent =
  | {type: 'console'; stream: 'stdout' | 'stderr'; method: string; text: string}
  | {type: 'error'; text: string}
  | {type: 'stopped'; reason: StopReason; text: string};

/** Why a run was stopped: its time, its output limits, its caller, or a message from the runner that failed the page's check. */
type StopReason = 'timeout' | 'output-limit' | 'cancelled' | 'invalid';

export interface RunResult {
  events: RunEvent[];
  /** What the program wrote to stdout (console.log/info/debug), line by line, as Node's stdout would hold it. */
  stdout: string[];
  outcome: 'finished' | 'failed' | StopReason;
  /** How each resolution was planned, as the release reports it; absent when the run was stopped before it ended. */
  plans?: PlanSummary;
}

const encoder = new TextEncoder();

/** Where the build put the runner's files, below the site's base URL (the dev server serves them there too). */
const assetBase = `${siteConfig.baseUrl}${RUNNER_DIR}`;

const assetUrl = (file: string): string => new URL(file, new URL(assetBase, location.href)).href;

const cache = new Map<string, Promise<unknown>>();
function fetchOnce<T>(file: string, as: 'json' | 'text'): Promise<T> {
  const url = assetUrl(file);
  let pending = cache.get(url) as Promise<T> | undefined;
  if (pending === undefined) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`The sample runner could not load ${file} (HTTP ${response.status})`);
      return (as === 'json' ? response.json() : response.text()) as Promise<T>;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** The list of a workspace's samples and how each is offered (run, Node only, compile errors). */
export function loadManifest(version: Version): Promise<Manifest> {
  return fetchOnce<Manifest>(manifestAsset(version), 'json');
}

/** A runnable sample's compiled code and expected output. */
export async function loadSample(version: Version, file: string): Promise<CompiledSample> {
  const entry = (await loadManifest(version)).samples[file];
  if (entry?.kind !== 'run') throw new Error(`${file} is not a sample the browser can run`);
  return fetchOnce<CompiledSample>(entry.asset, 'json');
}

/** The TypeScript of a runnable or *.fails.ts sample, for the editor. */
export function loadSources(version: Version, file: string): Promise<SampleSources> {
  return fetchOnce<SampleSources>(sourceAsset(version, file), 'json');
}

/** The entries of a version's error reference, which a run's error is matched against (src/samples/build/errorEntries.mjs). */
export function loadErrorEntries(version: Version): Promise<{entries: ErrorEntry[]}> {
  return fetchOnce<{entries: ErrorEntry[]}>(errorEntriesAsset(version), 'json');
}

/** The absolute URL of one of the runner's files. */
export {assetUrl};

/**
 * Per version, a frame loaded and ready for the next run (each run takes one for itself). A run that ends gives its
 * frame back; a stopped run's frame is removed with its worker, and a fresh one is started for the next run.
 */
const idleFrames = new Map<Version, Promise<SandboxFrame>>();

function newFrame(version: Version): Promise<SandboxFrame> {
  return (async () => {
    const manifest = await loadManifest(version);
    const [worker, release] = await Promise.all([fetchOnce<string>(manifest.worker, 'text'), fetchOnce<string>(manifest.release, 'text')]);
    // One event more than the line limit: by then this side has stopped the run (each event is a line at least).
    return new SandboxFrame(assetUrl(manifest.frame), {worker, release, format: manifest.format, eventLimit: LINE_LIMIT + 1, byteLimit: RUN_BYTES});
  })();
}

/** The version's idle frame, or a new one; either way the caller's alone. */
function takeFrame(version: Version): Promise<SandboxFrame> {
  const frame = idleFrames.get(version) ?? newFrame(version);
  idleFrames.delete(version);
  return frame;
}

/** Keeps `frame` for the version's next run, unless one is kept already. */
function keepFrame(version: Version, frame: Promise<SandboxFrame>): void {
  if (idleFrames.has(version)) {
    void frame.then((f) => f.destroy(), () => {});
    return;
  }
  idleFrames.set(version, frame);
  frame.catch(() => {
    if (idleFrames.get(version) === frame) idleFrames.delete(version);
  });
}

/**
 * Runs compiled JavaScript against the inversify release of `version`, in a fresh worker.
 * @param onEvent called with each event as it happens (console line, uncaught error, stop)
 * @param signal aborting it ends the run (its worker) at once, with the outcome 'cancelled'
 */
export async function run(program: CompiledProgram, version: Version, onEvent: (event: RunEvent) => void = () => {}, signal?: AbortSignal): Promise<RunResult> {
  const frame = await takeFrame(version);
  const events: RunEvent[] = [];
  let stdoutText = '';
  let lines = 0;
  let bytes = 0;
  let plans: PlanSummary | undefined;
  return new Promise<RunResult>((resolve) => {
    let id = 0;
    let failed = false;
    const emit = (event: RunEvent): void => {
      events.push(event);
      onEvent(event);
    };
    let ended = false;
    const finish = (outcome: RunResult['outcome']): void => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      frame.forget(id);
      // Ended on its own: the frame has ended the run's worker and started the next one.
      if (outcome === 'finished' || outcome === 'failed') keepFrame(version, Promise.resolve(frame));
      // Split as the sample tests split Node's stdout.
      const stdout = stdoutText === '' ? [] : stdoutText.replace(/\n$/, '').split('\n');
      resolve(plans === undefined ? {events, stdout, outcome} : {events, stdout, outcome, plans});
    };
    // A run is stopped by removing its frame, which ends its worker at once (a flooding worker included); any stop
    // but the caller's starts a fresh frame for the next run.
    const stop = (reason: StopReason, text: string): void => {
      if (ended) return;
      frame.destroy();
      if (reason !== 'cancelled' && !idleFrames.has(version)) keepFrame(version, newFrame(version));
      emit({type: 'stopped', reason, text});
      finish(reason);
    };
    const cancel = (): void => stop('cancelled', 'Stopped.');
    // The time limit counts from the moment the sample's own code starts (not while the frame and the
    // release load); a runner that does not even start within START_LIMIT_MS is given up too.
    let timer = setTimeout(() => stop('timeout', 'Stopped: the runner did not start.'), START_LIMIT_MS);
    let started = false;
    const outputLimit = (): void => stop('output-limit', `Stopped: the output reached ${RUN_BYTES / 1024} KB.`);
    const refuse = (problem: string): void => stop('invalid', `Stopped: the runner sent something invalid (${problem}).`);
    // Everything the frame relays comes from the run's worker, where sample code may have changed anything: it is
    // checked before it is used, and counted against the run's limits here, where it would be shown.
    const onWorkerEvent = (data: unknown): void => {
      if (ended) return;
      const checked = checkWorkerEvent(data);
      if (!checked.ok) return refuse(checked.problem);
      const event = checked.value;
      if (event.type === 'started') {
        // Once: nothing extends the limit.
        if (started) return;
        started = true;
        clearTimeout(timer);
        timer = setTimeout(() => stop('timeout', `Stopped: the sample was still running after ${TIME_LIMIT_MS / 1000} s.`), TIME_LIMIT_MS);
        return;
      }
      if (event.type === 'done') return finish(failed ? 'failed' : 'finished');
      if (event.type === 'plan') {
        // The plan shares the run's byte budget with the output: reports past it are counted, not kept.
        const plan = checkPlanSummary(event.summary, RUN_BYTES - bytes);
        if (!plan.ok) return refuse(plan.problem);
        plans = plan.value.summary;
        bytes += plan.value.size;
        return;
      }
      // UTF-8 bytes (a checked text is at most LINE_BYTES, so this stays cheap).
      const size = encoder.encode(event.text).length;
      if (bytes + size > RUN_BYTES) return outputLimit();
      if (event.type === 'error') {
        bytes += size;
        failed = true;
        return emit({type: 'error', text: event.text});
      }
      const {text, stream, method} = event;
      const count = text.split('\n').length;
      if (lines + count > LINE_LIMIT) {
        return stop('output-limit', `Stopped: the output reached ${LINE_LIMIT.toLocaleString('en')} lines.`);
      }
      lines += count;
      bytes += size;
      if (stream === 'stdout') stdoutText += method === 'write' ? text : `${text}\n`;
      emit({type: 'console', stream, method, text});
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, {once: true});
    void frame.run(program, onWorkerEvent).then((runId) => {
      id = runId;
    });
  });
}

/** Loads a sample of `version` and runs it. */
export async function runSample(version: Version, file: string, onEvent?: (event: RunEvent) => void, signal?: AbortSignal): Promise<RunResult & {expected: string[]}> {
  const sample = await loadSample(version, file);
  return {...(await run(sample, version, onEvent, signal)), expected: sample.expected};
}

/** The sample's `// prints:` lines compared with what the run printed. */
export function compareOutput(expected: string[], stdout: string[]): {matches: boolean; diff: {line: number; expected?: string; actual?: string}[]} {
  const diff = lineDifferences(expected, stdout).map(({line, a, b}) => ({line, expected: a, actual: b}));
  return {matches: diff.length === 0, diff};
}
