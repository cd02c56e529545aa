// The container map after a Run: every binding the program registered, in every container it created, with the
// dependencies each binding's metadata declares, read in the sandbox from the release's own registry when the run ends
// (src/samples/sandbox/plan/), checked by the page like the plans (src/samples/shared/runnerMessages.mjs), analysed
// into a graph with its problems (src/samples/page/ContainerMap/analyze.mjs) and drawn by the map view
// (src/samples/page/ContainerMap/). It travels inside the run's PlanSummary (`map`), under the same byte budget.
// Every field is plain JSON.
import type {PlanEdge} from './plan';

export {MAP_LIMITS} from './mapLimits.mjs';

/** A dependency a binding's value takes, as its metadata declares it (class injections, resolved-value parameters). */
export interface MapDependency {
  /** The injected service identifier, printed as inversify prints it (class name, string, Symbol(x)). */
  serviceIdentifier: string;
  edge: PlanEdge;
  /** `@multiInject` / a multiple resolved-value parameter: every matching binding is injected. */
  multiple?: boolean;
  optional?: boolean;
  /** The name and tags the injection asks with. */
  name?: string;
  tags?: {key: string; value: string}[];
}

export interface MapBinding {
  /** Which container holds the binding, by creation order (the plans' container numbers). */
  container: number;
  serviceIdentifier: string;
  /** The binding kind as the release names it (PlanBinding['type']). */
  type: string;
  /** 'Singleton' | 'Transient' | 'Request', as the release names it (absent where the binding has none). */
  scope?: string;
  /** The class of an Instance binding (or a 6.x Constructor binding), by name. */
  implementation?: string;
  /**
   * The binding's constraint in words, as in the plans: `named "card"`, `tagged kind="invoice"`, or words the
   * analysis cannot evaluate (`when (custom)`, `parent named "x"`).
   */
  constraint?: string;
  /** The run resolved this binding at least once (its value was built or served from a cache). */
  resolved: boolean;
  /** What the binding's value takes, from its metadata, whether or not the run resolved it. */
  dependencies: MapDependency[];
}

export interface MapContainer {
  /** Creation order, 1 for the first. */
  number: number;
  /** The parent container's number, for a child container. */
  parent?: number;
  /**
   * The container binds an unbound class when it is asked for it (7.x/8.x `autobind`, 6.x `autoBindInjectable`):
   * the analysis then calls no dependency missing.
   */
  autobind?: boolean;
}

export interface ContainerMap {
  containers: MapContainer[];
  bindings: MapBinding[];
  /** Bindings left out because of MAP_LIMITS, counted only. */
  omitted: number;
  /** Dependencies of kept bindings left out because of MAP_LIMITS.dependencies, counted only (absent when none). */
  omittedDependencies?: number;
  /**
   * The inversify major the run used (6, 7, 8). The analysis follows that release's rules where they differ (6.x
   * throws on a `@multiInject` of nothing; 7.x and 8.x inject `[]`); without it, it reports only what every release
   * throws on.
   */
  major?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// What the analysis makes of a map (and of the run's plans): the graph the view lays out, and the problems found.
// ---------------------------------------------------------------------------------------------------------------

export interface MapNode {
  /** Unique in the graph: `b<index into ContainerMap.bindings>` for a binding, `missing:<identifier>` for a gap. */
  id: string;
  kind: 'binding' | 'missing';
  /** Index into ContainerMap.bindings, for a binding node. */
  binding?: number;
  serviceIdentifier: string;
  /** One line for the picture and the list: `Logger → ConsoleLogger (Singleton)`. */
  label: string;
  scope?: string;
  container?: number;
  resolved: boolean;
  /** Indices into MapAnalysis.problems that involve this node. */
  problems: number[];
}

export interface MapEdge {
  from: string;
  to: string;
  /** The edge in words: `constructor argument 0`, `property logger`, `redirection`, `parameter 1`. */
  label: string;
  optional?: boolean;
  multiple?: boolean;
  /**
   * The target binding's constraint is one the analysis cannot evaluate (a custom `when`, a parent or ancestor
   * constraint): the release may or may not choose it. Such an edge never counts towards a problem.
   */
  possible?: boolean;
}

export type MapProblemKind = 'missing' | 'ambiguous' | 'cycle' | 'captive' | 'unused';

export interface MapProblem {
  kind: MapProblemKind;
  /** 'error': the container throws when it meets it; 'warning': it works but is likely wrong; 'info': shown only. */
  severity: 'error' | 'warning' | 'info';
  /** 'run': seen in what the program resolved; 'metadata': read from the bindings' metadata without resolving. */
  source: 'run' | 'metadata';
  /** One sentence naming the services involved. */
  message: string;
  /** The nodes to highlight, in order (a cycle's nodes in its order). */
  nodes: string[];
  /** The docs page that explains it, relative to the docs version's root: `fundamentals/binding/`, with an optional `#anchor`. */
  docs: string;
}

export interface MapAnalysis {
  nodes: MapNode[];
  edges: MapEdge[];
  problems: MapProblem[];
  /** Bindings the capture left out (ContainerMap.omitted) plus nodes the analysis cut past MAP_LIMITS.nodes. */
  omitted: number;
}
