// Every message between the page's runner (src/samples/page/runner/sandboxFrame.ts), its sandboxed frame
// (src/samples/sandbox/frame.mjs) and the run's worker (src/samples/sandbox/worker.mjs), declared once. Each end
// posts through a function typed with what it may send and reads what it receives as what the other end may send,
// so that a shape changed at one end fails the type check at the other. Types only: nothing here reaches a bundle.
import type {CompiledProgram} from './protocol.mjs';

/** How a workspace's samples are compiled (its tsconfig's module). */
type ModuleFormat = 'cjs' | 'esm';

// Page → frame (the frame reads only its parent's messages, from the site's origin).

/** Once the frame's document has loaded: what every run in it needs, and the limits past which it ends a worker itself. */
export interface FrameInitMessage {
  type: 'init';
  /** The worker's script (the built src/samples/sandbox/worker.mjs), started from a blob: URL. */
  worker: string;
  /** The workspace's release bundle, which each worker evaluates before its run. */
  release: string;
  format: ModuleFormat;
  /** Events relayed for one run, and UTF-8 bytes of their texts, after which the frame ends that run's worker. */
  eventLimit: number;
  byteLimit: number;
}

/** Starts run `id` in a fresh worker. */
export interface FrameRunMessage extends CompiledProgram {
  type: 'run';
  id: number;
}

export type PageToFrame = FrameInitMessage | FrameRunMessage;

// Frame → page.

/** The frame has taken its init and has a worker ready for the first run. */
interface FrameReadyMessage {
  type: 'ready';
}

/** One event of run `id`, as its worker sent it: unchecked (the page checks it with src/samples/shared/runnerMessages.mjs). */
interface FrameRelayMessage {
  id: number;
  event: unknown;
}

export type FrameToPage = FrameReadyMessage | FrameRelayMessage;

// Frame → worker.

/** Evaluates the release before any run, so that a run costs only the sample's own code. */
interface WorkerReleaseMessage {
  type: 'release';
  release: string;
  format: ModuleFormat;
}

/** The run: the program, and the port every event of the run goes back on (sample code cannot reach it). */
export interface WorkerRunMessage extends CompiledProgram {
  type: 'run';
  port: MessagePort;
}

export type FrameToWorker = WorkerReleaseMessage | WorkerRunMessage;

// Worker → frame, on the run's port; relayed to the page as FrameRelayMessage `event`.

/** The console method that printed a line; `write` is process.stdout/stderr.write. */
export type ConsoleMethod = 'log' | 'info' | 'debug' | 'warn' | 'error' | 'trace' | 'write';

export type WorkerEvent =
  /** Once, when the sample's code starts: the run's time limit counts from here. */
  | {type: 'started'}
  /** Once the sample's code and every timer it set have finished (after 'plan', if any). */
  | {type: 'done'}
  /** A console line (at most LINE_BYTES, cut and saying so past it). */
  | {type: 'console'; stream: 'stdout' | 'stderr'; method: ConsoleMethod; text: string}
  /** An uncaught error, as Node prints it (cut likewise). */
  | {type: 'error'; text: string}
  /** The run's resolution plans: a PlanSummary (src/samples/shared/plan.ts) as JSON text. */
  | {type: 'plan'; json: string};
