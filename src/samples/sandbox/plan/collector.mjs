// What every release's capture shares: numbering the containers a sample creates, keeping reports within
// PLAN_LIMITS, and walking a release's plan tree with a budget so that a huge, deep or circular graph costs at most
// `nodes` steps. Plain JavaScript: the sandbox's worker bundles it, and Node runs it as is in the tests.
import {PLAN_LIMITS} from '../../shared/planLimits.mjs';
import {cutText} from '../../shared/cutText.mjs';
import {listOf} from './containerMap.mjs';

/**
 * @typedef {import('../../shared/plan').PlanNode} PlanNode
 * @typedef {import('../../shared/plan').PlanBinding} PlanBinding
 * @typedef {import('../../shared/plan').PlanEdge} PlanEdge
 * @typedef {import('../../shared/plan').PlanReport} PlanReport
 * @typedef {import('../../shared/plan').PlanSummary} PlanSummary
 */

/**
 * A service identifier as inversify prints it in its messages: a class or function by name, a symbol as
 * `Symbol(description)`, anything else as a string.
 * @param {unknown} id
 */
export function stringifyId(id) {
  if (typeof id === 'function') return id.name;
  if (typeof id === 'symbol') return id.toString();
  return String(id);
}

/**
 * A name or tag value of a constraint, in words.
 * @param {unknown} value
 */
export const quote = (value) => (typeof value === 'string' ? JSON.stringify(value) : stringifyId(value));

/**
 * The tags of an injection (a Map of key → value), without the name (which 6.x stores as a tag too).
 * @param {Iterable<[unknown, unknown]> | undefined} tags
 * @returns {{key: string, value: string}[] | undefined}
 */
export function tagList(tags) {
  const entries = listOf(tags);
  /** @type {{key: string, value: string}[]} */
  const list = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = /** @type {[unknown, unknown]} */ (entries[i]);
    list[i] = {key: stringifyId(entry[0]), value: stringifyId(entry[1])};
  }
  return list.length > 0 ? list : undefined;
}

/** The walk budget of one report: nodes kept so far, nodes left out, and the release's nodes on the current path. */
export class Budget {
  nodes = 0;
  omitted = 0;
  /** @type {Set<unknown>} */
  path = new Set();
  /** Bindings already resolved earlier in this report (request scope, and singletons first met here). */
  /** @type {Set<unknown>} */
  seen = new Set();

  /**
   * Whether one more node at `depth` may be kept; counts it as omitted if not.
   * @param {number} depth 1 for the root
   */
  take(depth) {
    if (this.nodes >= PLAN_LIMITS.nodes || depth > PLAN_LIMITS.depth) {
      this.omitted += 1;
      return false;
    }
    this.nodes += 1;
    return true;
  }
}

/**
 * Walks `children` of a release node, cutting it where it repeats on its own path (the release's node object,
 * not its identifier: a constrained decorator may rightly ask for its own identifier again).
 * @template T
 * @param {Budget} budget
 * @param {unknown} key the release's node
 * @param {() => T} walk
 * @param {() => T} cut
 */
export function onPath(budget, key, walk, cut) {
  if (budget.path.has(key)) return cut();
  budget.path.add(key);
  try {
    return walk();
  } finally {
    budget.path.delete(key);
  }
}

/**
 * The reports of one run: containers are numbered as the sample creates them, reports kept up to PLAN_LIMITS.reports.
 */
export class Collector {
  /** @type {WeakMap<object, number>} */
  #containers = new WeakMap();
  #count = 0;
  /** @type {{report: PlanReport | undefined, finish: (() => PlanReport) | undefined}[]} */
  #slots = [];
  #omittedReports = 0;

  /**
   * The creation number of a container (1 for the first), given on first sight.
   * @param {object} container
   */
  number(container) {
    let n = this.#containers.get(container);
    if (n === undefined) {
      n = ++this.#count;
      this.#containers.set(container, n);
    }
    return n;
  }

  /**
   * Reserves the next report in call order. `build` makes it once the resolution has ended (or when the run
   * ends, for a resolution that never settles); it returns undefined past the report limit.
   * @returns {{done: (build: () => PlanReport) => void, pending: (build: () => PlanReport) => void} | undefined}
   */
  reserve() {
    if (this.#slots.length >= PLAN_LIMITS.reports) {
      this.#omittedReports += 1;
      return undefined;
    }
    /** @type {{report: PlanReport | undefined, finish: (() => PlanReport) | undefined}} */
    const slot = {report: undefined, finish: undefined};
    this.#slots.push(slot);
    return {
      done: (build) => {
        slot.finish = undefined;
        slot.report = safely(build);
      },
      pending: (build) => {
        slot.finish = build;
      },
    };
  }

  /** @returns {PlanSummary} */
  summary() {
    /** @type {PlanReport[]} */
    const reports = [];
    // By index: sample code may have replaced the array methods by the time the run ends.
    for (let i = 0; i < this.#slots.length; i++) {
      const slot = this.#slots[i];
      const report = slot.report ?? (slot.finish === undefined ? undefined : {...safely(slot.finish), pending: true});
      if (report !== undefined) reports[reports.length] = safely(() => boundTexts(report));
    }
    return {reports, omittedReports: this.#omittedReports};
  }
}

/** @param {string} text */
const shortText = (text) => (text.length > PLAN_LIMITS.text ? `${text.slice(0, PLAN_LIMITS.text - 1)}…` : text);

/**
 * The report with every text within PLAN_LIMITS (a class may have a name of any length, a message any size), which is
 * what the page accepts (src/samples/shared/runnerMessages.mjs).
 * @param {PlanReport} report
 * @returns {PlanReport}
 */
function boundTexts(report) {
  /** @param {PlanNode} node */
  const node = (node) => {
    node.serviceIdentifier = shortText(node.serviceIdentifier);
    if (node.name !== undefined) node.name = shortText(node.name);
    if (node.edge.kind === 'property') node.edge = {kind: 'property', name: shortText(node.edge.name)};
    if (node.tags !== undefined) node.tags = node.tags.map((tag) => ({key: shortText(tag.key), value: shortText(tag.value)}));
    node.bindings.forEach(binding);
  };
  /** @param {PlanBinding} binding */
  const binding = (binding) => {
    if (binding.implementation !== undefined) binding.implementation = shortText(binding.implementation);
    if (binding.constraint !== undefined) binding.constraint = shortText(binding.constraint);
    binding.dependencies.forEach(node);
  };
  node(report.root);
  if (report.error !== undefined) report.error = cutText(report.error, 'error');
  return report;
}

/**
 * A report, or a note in its place when reading the release's data failed (the capture never throws into a sample).
 * @param {() => PlanReport} build
 * @returns {PlanReport}
 */
function safely(build) {
  try {
    return build();
  } catch (error) {
    return {call: '?', container: 0, root: {serviceIdentifier: '?', edge: {kind: 'root'}, bindings: []}, error: cutText(`The plan could not be read: ${error instanceof Error ? error.message : String(error)}`, 'error')};
  }
}

/**
 * A copy of a package's exports (a CommonJS exports object or an ES module namespace) with one export replaced,
 * keeping every other property as it was (`__esModule`, `default`, Symbol.toStringTag).
 * @param {Record<string, any>} exports
 * @param {string} name
 * @param {unknown} value
 */
export function withExport(exports, name, value) {
  const copy = Object.create(Object.getPrototypeOf(exports));
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(exports))) {
    Object.defineProperty(copy, key, {...descriptor, configurable: true});
  }
  for (const symbol of Object.getOwnPropertySymbols(exports)) {
    const descriptor = Object.getOwnPropertyDescriptor(exports, symbol);
    if (descriptor !== undefined) Object.defineProperty(copy, symbol, descriptor);
  }
  Object.defineProperty(copy, name, {value, enumerable: true, writable: true, configurable: true});
  return copy;
}

/**
 * One node on the path from the root request to a service whose planning failed, as a release's capture found it.
 * @typedef {object} PathLevel
 * @property {string} serviceIdentifier
 * @property {PlanEdge} edge
 * @property {Partial<PlanNode>} meta multiple, optional, name, tags
 * @property {PlanBinding[]} bindings the binding on the way to the next node (one), or the failing node's candidates
 */

/**
 * The root of a failed resolution's report: the path's nodes nested through their bindings, every one marked
 * failed, the failing one last (its siblings, never planned or not known, are absent). Kept within PLAN_LIMITS.depth.
 * @param {PathLevel[]} levels root first
 * @param {{circular?: boolean}} [options] the failing node repeats an identifier of its own path
 * @returns {{root: PlanNode, omitted: number}}
 */
export function failurePath(levels, {circular = false} = {}) {
  const kept = levels.slice(0, PLAN_LIMITS.depth);
  /** @type {PlanNode | undefined} */
  let child;
  for (let i = kept.length - 1; i >= 0; i--) {
    const {serviceIdentifier, edge, meta, bindings} = kept[i];
    /** @type {PlanNode} */
    const node = {serviceIdentifier, edge, ...meta, bindings, failed: true};
    if (child !== undefined && bindings.length > 0) bindings[0].dependencies = [child];
    else if (circular && i === levels.length - 1) node.circular = true;
    child = node;
  }
  return {root: /** @type {PlanNode} */ (child), omitted: levels.length - kept.length};
}

/**
 * The resolution whose planning is running in a capture module (what the release's constraint calls belong to).
 * @template F
 */
export class Current {
  /** @type {F | undefined} */
  frame = undefined;
}

/**
 * Runs one resolution of a sample and reports it to its slot when it ends: when `resolve` returns or throws, or,
 * for a promise, when it settles (reported as pending until then). While `resolve` runs, `frame` is on its
 * container's stack and is `current.frame`, the frame being planned; both are undone once it has returned or thrown,
 * after a throw's report is taken.
 * @template T, F
 * @param {{done: (build: () => PlanReport) => void, pending: (build: () => PlanReport) => void}} slot
 * @param {() => T} resolve
 * @param {(outcome: {error: unknown} | undefined) => PlanReport} report
 * @param {{frames: F[], frame: F, current: Current<F>}} planning
 * @returns {T}
 */
export function resolveReported(slot, resolve, report, {frames, frame, current}) {
  frames.push(frame);
  const outer = current.frame;
  current.frame = frame;
  let result;
  try {
    result = resolve();
  } catch (error) {
    slot.done(() => report({error}));
    throw error;
  } finally {
    current.frame = outer;
    frames.pop();
  }
  if (result instanceof Promise) {
    slot.pending(() => report(undefined));
    return /** @type {T} */ (
      result.then(
        (value) => {
          slot.done(() => report(undefined));
          return value;
        },
        (error) => {
          slot.done(() => report({error}));
          throw error;
        },
      )
    );
  }
  slot.done(() => report(undefined));
  return result;
}

/**
 * Puts a proxy of the function `owner[key]` (one the release's planner calls) in its place, once (again after the
 * release replaced it). `hear(args)` hears each call before it runs and may return a function that is given its
 * result. The proxy returns what the release's function returns, and reads of the function's own properties reach it.
 * @param {Record<string, unknown>} owner
 * @param {string} key
 * @param {WeakMap<Function, Function>} observers the proxies made so far, each with the function it observes
 * @param {(args: unknown[]) => ((result: unknown) => void) | undefined} hear
 */
export function observeCalls(owner, key, observers, hear) {
  const original = owner[key];
  if (typeof original !== 'function' || observers.has(original)) return;
  const observer = new Proxy(original, {
    apply(target, self, args) {
      const heard = hear(args);
      const result = Reflect.apply(target, self, args);
      heard?.(result);
      return result;
    },
  });
  observers.set(observer, original);
  owner[key] = observer;
}

/**
 * The message of what a resolution threw, if it threw.
 * @param {{error: unknown} | undefined} failure
 */
export const messageOf = (failure) => (failure === undefined ? undefined : failure.error instanceof Error ? failure.error.message : String(failure.error));

/**
 * A resolution's report from its parts. A failed resolution's root is marked failed and carries the error's message.
 * @param {string} call
 * @param {number} container
 * @param {PlanNode} root
 * @param {string | undefined} error
 * @param {number} omitted nodes the limits left out
 * @returns {PlanReport}
 */
export function planReport(call, container, root, error, omitted) {
  /** @type {PlanReport} */
  const out = {call, container, root};
  if (error !== undefined) {
    root.failed = true;
    out.error = error;
  }
  if (omitted > 0) out.omitted = omitted;
  return out;
}
