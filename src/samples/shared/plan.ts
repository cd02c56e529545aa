// What the resolution-plan view shows after a Run: one report per resolution a sample asked a container for
// (`get`, `getAll`, their `Async` forms, and the 6.x `getNamed`/`getTagged`/... forms), read from the release's own
// planning data in the sandbox (src/samples/sandbox/plan/) and drawn by the panel (src/samples/page/PlanView/).
// The same reports come out of Node for the same code, which is what the plan parity test compares.
// Every field is plain JSON: reports cross a MessagePort and are compared as JSON.
import type {ContainerMap} from './containerMap';

/** How a parent injects a dependency. */
export type PlanEdge =
  | {kind: 'root'}
  | {kind: 'constructor'; index: number}
  | {kind: 'property'; name: string}
  /** A service redirection (`toService`) pointing at another identifier. */
  | {kind: 'redirection'}
  /** A parameter of a `toResolvedValue` factory. */
  | {kind: 'resolved-value-parameter'; index: number};

/** The binding kinds inversify 6, 7 and 8 report, named as the release names them. */
type PlanBindingType =
  | 'Instance'
  | 'ConstantValue'
  | 'DynamicValue'
  | 'Factory'
  | 'Provider'
  | 'ServiceRedirection'
  | 'ResolvedValue'
  /** 6.x only: `toConstructor`, `toFunction`, and a binding declared but never given a target. */
  | 'Constructor'
  | 'Function'
  | 'Invalid';

export interface PlanBinding {
  type: PlanBindingType;
  /** 'Singleton' | 'Transient' | 'Request', as the release names the binding's scope (absent where it has none). */
  scope?: string;
  /** The class of an Instance binding, or the constructor of a 6.x Constructor binding, by name. */
  implementation?: string;
  /** The constraint the binding was declared with, in words (`named "card"`, `tagged kind="invoice"`, `when …`). */
  constraint?: string;
  /** The value came from a cache, not from this resolution: 'singleton' (an earlier resolution) or 'request'. */
  cached?: 'singleton' | 'request';
  /** Which container the binding belongs to, by creation order (1 is the first container the sample created). */
  container?: number;
  /** Injected constructor parameters and properties (Instance), redirection targets, resolved-value parameters. */
  dependencies: PlanNode[];
}

export interface PlanNode {
  /** The requested service identifier, printed as inversify prints it in its messages (class name, string, Symbol(x)). */
  serviceIdentifier: string;
  edge: PlanEdge;
  /** Asked for with getAll / @multiInject: every matching binding is a branch. */
  multiple?: boolean;
  optional?: boolean;
  /** The name and tags the injection asked with. */
  name?: string;
  tags?: {key: string; value: string}[];
  /** The bindings chosen: one for a single injection, any number for `multiple`, none for an optional miss. */
  bindings: PlanBinding[];
  /** This node is on the path to the service whose resolution failed. */
  failed?: boolean;
  /** The identifier already appears on this node's own path (a circular graph): its subtree is cut here. */
  circular?: boolean;
  /** Planned lazily by the release (8.x) and never expanded by the run: its bindings are unknown, not empty. */
  lazy?: boolean;
}

export interface PlanReport {
  /** The container method as the sample called it: 'get', 'getAll', 'getAsync', 'getNamed', ... */
  call: string;
  /** The container asked, by creation order (1 is the first). */
  container: number;
  root: PlanNode;
  /** The resolution threw: the release's message. The nodes on the way to the failing one carry `failed`. */
  error?: string;
  /** Nodes left out of `root` because of the limits below. */
  omitted?: number;
  /** The resolution (an `…Async` call) had not settled when the run ended. */
  pending?: boolean;
}

// The limits live in a plain module: the sandbox's capture code (JavaScript, also run by Node in the tests) reads them.
export {PLAN_LIMITS} from './planLimits.mjs';

/** What a run reports about plans, next to its console events. */
export interface PlanSummary {
  reports: PlanReport[];
  /** Resolutions after the `reports` limit, or past the run's byte budget, counted only. */
  omittedReports: number;
  /** Of `omittedReports`, those left out because the plan reached the run's byte budget (RUN_BYTES). */
  omittedForSize?: number;
  /** Every binding the run's containers held when it ended, with what each takes (absent for a run with no release). */
  map?: ContainerMap;
}
