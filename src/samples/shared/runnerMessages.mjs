// The page's check of everything the sample runner's frame relays from a run's worker (the worker's events are
// declared in src/samples/shared/sandboxMessages.ts, and this check is typed with them). Sample code runs in that worker and can change any built-in there before the worker posts,
// the plan capture's included, so nothing it sends is trusted: each event is checked against the protocol's shapes,
// types and limits (src/samples/shared/limits.mjs, planLimits.mjs, mapLimits.mjs) before the page uses it, texts are
// cut to the limit of a line, and a plan summary (its reports, then its container map) is kept within what is left of
// the run's byte budget. Browser-safe and
// dependency-free: the page's runner (src/samples/page/runner) and the node tests import it.
import {cutText, groupDigits} from './cutText.mjs';
import {PLAN_LIMITS} from './planLimits.mjs';
import {MAP_LIMITS} from './mapLimits.mjs';
import {LINE_BYTES} from './limits.mjs';

/**
 * @typedef {import('./plan').PlanSummary} PlanSummary
 * @typedef {import('./plan').PlanReport} PlanReport
 * @typedef {import('./plan').PlanNode} PlanNode
 * @typedef {import('./plan').PlanBinding} PlanBinding
 * @typedef {import('./plan').PlanEdge} PlanEdge
 * @typedef {import('./containerMap').ContainerMap} ContainerMap
 * @typedef {import('./containerMap').MapBinding} MapBinding
 * @typedef {import('./containerMap').MapDependency} MapDependency
 * @typedef {import('./containerMap').MapContainer} MapContainer
 *
 * @typedef {import('./sandboxMessages').WorkerEvent} SentWorkerEvent An event as the worker sends it.
 * @typedef {import('./sandboxMessages').ConsoleMethod} ConsoleMethod
 * @typedef {Exclude<SentWorkerEvent, {type: 'plan'}> | {type: 'plan', summary: unknown}} WorkerEvent
 *   A worker's event once checked: as sent, but a plan's summary is parsed from the JSON text the worker sends (and
 *   then checked with checkPlanSummary, against the run's budget).
 */

/**
 * @template T
 * @typedef {{ok: true, value: T} | {ok: false, problem: string}} Checked
 */

/** Every console method of the protocol (a method added there fails the type check here until it is listed). */
const CONSOLE_METHODS = new Set(Object.keys(/** @satisfies {Record<ConsoleMethod, true>} */ ({log: true, info: true, debug: true, warn: true, error: true, trace: true, write: true})));
/** @param {unknown} method @returns {method is ConsoleMethod} */
const isConsoleMethod = (method) => typeof method === 'string' && CONSOLE_METHODS.has(method);
const BINDING_TYPES = new Set(['Instance', 'ConstantValue', 'DynamicValue', 'Factory', 'Provider', 'ServiceRedirection', 'ResolvedValue', 'Constructor', 'Function', 'Invalid']);
const SCOPES = new Set(['Singleton', 'Transient', 'Request']);
const CACHES = new Set(['singleton', 'request']);
/** The container methods a report names: `get`, `getAllAsync`, the 6.x `getNamed`… forms; '?' when a report could not be read. */
const CALL = /^(\?|[a-zA-Z]{1,40})$/;
/** Creation numbers of containers and counts of what a limit left out: whole numbers, far below what a run reaches. */
const MAX_COUNT = 1e9;

/** Why a message was refused, as the run's stop message says it. */
class Invalid extends Error {}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @param {number} min */
const isCount = (value, min) => Number.isInteger(value) && /** @type {number} */ (value) >= min && /** @type {number} */ (value) <= MAX_COUNT;

/**
 * A worker event as the page may use it, or what is wrong with it. Extra fields are dropped; console and error
 * texts longer than a line's limit are cut, and say so.
 * @param {unknown} data
 * @returns {Checked<WorkerEvent>}
 */
export function checkWorkerEvent(data) {
  if (!isRecord(data)) return {ok: false, problem: 'an event that is not an object'};
  const {type} = data;
  if (type === 'started' || type === 'done') return {ok: true, value: {type}};
  if (type === 'plan') {
    const {json} = data;
    if (typeof json !== 'string') return {ok: false, problem: 'a plan summary that is not JSON text'};
    if (json.length > PLAN_LIMITS.json) return {ok: false, problem: `a plan summary longer than ${groupDigits(PLAN_LIMITS.json)} characters`};
    try {
      return {ok: true, value: {type, summary: JSON.parse(json)}};
    } catch {
      return {ok: false, problem: 'a plan summary that is not JSON text'};
    }
  }
  if (typeof data.text !== 'string') return {ok: false, problem: `a ${String(type).slice(0, 20)} event without text`};
  if (type === 'error') return {ok: true, value: {type, text: cutText(data.text, 'error')}};
  if (type !== 'console') return {ok: false, problem: 'an event of an unknown type'};
  const {stream, method} = data;
  if (stream !== 'stdout' && stream !== 'stderr') return {ok: false, problem: 'console output on an unknown stream'};
  if (!isConsoleMethod(method)) return {ok: false, problem: 'console output of an unknown method'};
  return {ok: true, value: {type, stream, method, text: cutText(data.text, 'line')}};
}

/**
 * Reads a report within the node and depth limits, every string within PLAN_LIMITS.text (the error within a line's
 * limit), and adds the characters it holds to `size.used`. Stops as soon as `size.used` passes `size.limit`, which
 * bounds the work a report with countless bindings can cause.
 */
class ReportReader {
  nodes = 0;
  /** @param {{used: number, limit: number}} size */
  constructor(size) {
    this.size = size;
  }

  /** @param {unknown} value @param {string} what @param {number} [max] */
  text(value, what, max = PLAN_LIMITS.text) {
    if (typeof value !== 'string') throw new Invalid(`${what} that is not text`);
    if (value.length > max) throw new Invalid(`${what} longer than ${max} characters`);
    this.grow(value.length);
    return value;
  }

  /** @param {unknown} value @param {string} what @param {number} [max] */
  optionalText(value, what, max) {
    return value === undefined ? undefined : this.text(value, what, max);
  }

  /** @param {number} n */
  grow(n) {
    this.size.used += n;
    if (this.size.used > this.size.limit) throw new OverBudget();
  }

  /** @param {unknown} value @param {string} what @returns {true | undefined} */
  flag(value, what) {
    if (value === undefined || value === false) return undefined;
    if (value !== true) throw new Invalid(`${what} that is not true or false`);
    return true;
  }

  /** @param {unknown} value @returns {PlanEdge} */
  edge(value) {
    if (!isRecord(value)) throw new Invalid('a plan node without its edge');
    const {kind} = value;
    if (kind === 'root' || kind === 'redirection') return {kind};
    if (kind === 'property') return {kind, name: this.text(value.name, 'a property name')};
    if (kind === 'constructor' || kind === 'resolved-value-parameter') {
      if (!isCount(value.index, 0)) throw new Invalid('a parameter index that is not a whole number');
      return {kind, index: /** @type {number} */ (value.index)};
    }
    throw new Invalid('a plan edge of an unknown kind');
  }

  /**
   * @param {unknown} value
   * @param {number} depth 1 for the root
   * @returns {PlanNode}
   */
  node(value, depth) {
    if (!isRecord(value)) throw new Invalid('a plan node that is not an object');
    if (++this.nodes > PLAN_LIMITS.nodes) throw new Invalid(`a plan report with more than ${PLAN_LIMITS.nodes} services`);
    if (depth > PLAN_LIMITS.depth) throw new Invalid(`a plan report deeper than ${PLAN_LIMITS.depth} levels`);
    this.grow(32);
    /** @type {PlanNode} */
    const node = {serviceIdentifier: this.text(value.serviceIdentifier, 'a service identifier'), edge: this.edge(value.edge), bindings: []};
    for (const key of /** @type {const} */ (['multiple', 'optional', 'failed', 'circular', 'lazy'])) {
      const flag = this.flag(value[key], `a "${key}" mark`);
      if (flag) node[key] = flag;
    }
    const name = this.optionalText(value.name, 'a name');
    if (name !== undefined) node.name = name;
    if (value.tags !== undefined) {
      if (!Array.isArray(value.tags) || value.tags.length > PLAN_LIMITS.nodes) throw new Invalid('tags that are not a short list');
      node.tags = value.tags.map((tag) => {
        if (!isRecord(tag)) throw new Invalid('a tag that is not an object');
        return {key: this.text(tag.key, 'a tag key'), value: this.text(tag.value, 'a tag value')};
      });
    }
    if (!Array.isArray(value.bindings)) throw new Invalid('a plan node without its list of bindings');
    for (const binding of value.bindings) node.bindings.push(this.binding(binding, depth));
    return node;
  }

  /**
   * @param {unknown} value
   * @param {number} depth of the node it belongs to
   * @returns {PlanBinding}
   */
  binding(value, depth) {
    if (!isRecord(value)) throw new Invalid('a binding that is not an object');
    this.grow(32);
    if (typeof value.type !== 'string' || !BINDING_TYPES.has(value.type)) throw new Invalid('a binding of an unknown type');
    /** @type {PlanBinding} */
    const binding = {type: /** @type {PlanBinding['type']} */ (value.type), dependencies: []};
    if (value.scope !== undefined) {
      if (typeof value.scope !== 'string' || !SCOPES.has(value.scope)) throw new Invalid('a binding of an unknown scope');
      binding.scope = value.scope;
    }
    const implementation = this.optionalText(value.implementation, 'a class name');
    if (implementation !== undefined) binding.implementation = implementation;
    const constraint = this.optionalText(value.constraint, 'a constraint');
    if (constraint !== undefined) binding.constraint = constraint;
    if (value.cached !== undefined) {
      if (typeof value.cached !== 'string' || !CACHES.has(value.cached)) throw new Invalid('a binding cached in an unknown cache');
      binding.cached = /** @type {'singleton' | 'request'} */ (value.cached);
    }
    if (value.container !== undefined) {
      if (!isCount(value.container, 1)) throw new Invalid('a container number that is not a whole number');
      binding.container = /** @type {number} */ (value.container);
    }
    if (!Array.isArray(value.dependencies)) throw new Invalid('a binding without its list of dependencies');
    for (const dependency of value.dependencies) binding.dependencies.push(this.node(dependency, depth + 1));
    return binding;
  }

  /** @param {unknown} value @returns {PlanReport} */
  report(value) {
    if (!isRecord(value)) throw new Invalid('a plan report that is not an object');
    if (typeof value.call !== 'string' || !CALL.test(value.call)) throw new Invalid('a plan report of an unknown container method');
    if (!isCount(value.container, 0)) throw new Invalid('a container number that is not a whole number');
    /** @type {PlanReport} */
    const report = {call: value.call, container: /** @type {number} */ (value.container), root: this.node(value.root, 1)};
    // The release's message, cut by the capture as a console line is (cutText.mjs): at most LINE_BYTES, so as many characters.
    const error = this.optionalText(value.error, 'an error message', LINE_BYTES);
    if (error !== undefined) report.error = error;
    if (value.omitted !== undefined) {
      if (!isCount(value.omitted, 0)) throw new Invalid('a count of omitted nodes that is not a whole number');
      report.omitted = /** @type {number} */ (value.omitted);
    }
    const pending = this.flag(value.pending, 'a "pending" mark');
    if (pending) report.pending = pending;
    return report;
  }
}

/** The report does not fit in what is left of the run's budget. */
class OverBudget extends Error {}

/**
 * Reads a container map within MAP_LIMITS, its texts within PLAN_LIMITS.text, adding what it holds to `size.used` as the
 * reports do (text, and a little for each container, binding and dependency): bindings past the budget are dropped and
 * counted in `omitted`.
 */
class MapReader extends ReportReader {
  /** @param {unknown} value @returns {ContainerMap} */
  map(value) {
    if (!isRecord(value)) throw new Invalid('a container map that is not an object');
    const {containers, bindings, omitted, omittedDependencies} = value;
    if (!Array.isArray(containers)) throw new Invalid('a container map without its list of containers');
    if (containers.length > MAP_LIMITS.containers) throw new Invalid(`a container map of more than ${MAP_LIMITS.containers} containers`);
    if (!Array.isArray(bindings)) throw new Invalid('a container map without its list of bindings');
    if (bindings.length > MAP_LIMITS.bindings) throw new Invalid(`a container map of more than ${MAP_LIMITS.bindings} bindings`);
    if (!isCount(omitted, 0)) throw new Invalid('a count of omitted bindings that is not a whole number');
    if (omittedDependencies !== undefined && !isCount(omittedDependencies, 0)) throw new Invalid('a count of omitted dependencies that is not a whole number');
    /** @type {MapContainer[]} */
    const kept = [];
    for (const container of containers) kept.push(this.container(container, kept.length + 1));
    /** @type {ContainerMap} */
    const map = {containers: kept, bindings: [], omitted: /** @type {number} */ (omitted)};
    if (omittedDependencies !== undefined) map.omittedDependencies = /** @type {number} */ (omittedDependencies);
    const before = this.size.used;
    try {
      this.grow(8 * kept.length);
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      this.size.used = before;
      return {...map, containers: [], omitted: map.omitted + bindings.length};
    }
    for (const binding of bindings) {
      const used = this.size.used;
      try {
        map.bindings.push(this.mapBinding(binding, kept.length));
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
        this.size.used = used;
        map.omitted += bindings.length - map.bindings.length;
        break;
      }
    }
    return map;
  }

  /** @param {unknown} value @param {number} number the container's place in the list, from 1 @returns {MapContainer} */
  container(value, number) {
    if (!isRecord(value)) throw new Invalid('a map container that is not an object');
    if (value.number !== number) throw new Invalid('a map container numbered out of its creation order');
    /** @type {MapContainer} */
    const container = {number};
    if (value.parent !== undefined) {
      if (!isCount(value.parent, 1) || /** @type {number} */ (value.parent) >= number) throw new Invalid('a map container whose parent is not an earlier container');
      container.parent = /** @type {number} */ (value.parent);
    }
    return container;
  }

  /** @param {unknown} value @param {number} containers how many the map has @returns {MapBinding} */
  mapBinding(value, containers) {
    if (!isRecord(value)) throw new Invalid('a map binding that is not an object');
    this.grow(32);
    if (!isCount(value.container, 1) || /** @type {number} */ (value.container) > containers) throw new Invalid('a map binding of a container the map does not have');
    if (typeof value.type !== 'string' || !BINDING_TYPES.has(value.type)) throw new Invalid('a binding of an unknown type');
    /** @type {MapBinding} */
    const binding = {container: /** @type {number} */ (value.container), serviceIdentifier: this.text(value.serviceIdentifier, 'a service identifier'), type: value.type, resolved: false, dependencies: []};
    if (value.scope !== undefined) {
      if (typeof value.scope !== 'string' || !SCOPES.has(value.scope)) throw new Invalid('a binding of an unknown scope');
      binding.scope = value.scope;
    }
    const implementation = this.optionalText(value.implementation, 'a class name');
    if (implementation !== undefined) binding.implementation = implementation;
    const constraint = this.optionalText(value.constraint, 'a constraint');
    if (constraint !== undefined) binding.constraint = constraint;
    if (typeof value.resolved !== 'boolean') throw new Invalid('a "resolved" mark that is not true or false');
    binding.resolved = value.resolved;
    if (!Array.isArray(value.dependencies)) throw new Invalid('a binding without its list of dependencies');
    if (value.dependencies.length > MAP_LIMITS.dependencies) throw new Invalid(`a map binding of more than ${MAP_LIMITS.dependencies} dependencies`);
    for (const dependency of value.dependencies) binding.dependencies.push(this.dependency(dependency));
    return binding;
  }

  /** @param {unknown} value @returns {MapDependency} */
  dependency(value) {
    if (!isRecord(value)) throw new Invalid('a dependency that is not an object');
    this.grow(32);
    const edge = this.edge(value.edge);
    if (edge.kind === 'root') throw new Invalid('a dependency whose edge is the root');
    /** @type {MapDependency} */
    const dependency = {serviceIdentifier: this.text(value.serviceIdentifier, 'a service identifier'), edge};
    for (const key of /** @type {const} */ (['multiple', 'optional'])) {
      const flag = this.flag(value[key], `a "${key}" mark`);
      if (flag) dependency[key] = flag;
    }
    const name = this.optionalText(value.name, 'a name');
    if (name !== undefined) dependency.name = name;
    if (value.tags !== undefined) {
      if (!Array.isArray(value.tags) || value.tags.length > MAP_LIMITS.dependencies) throw new Invalid('tags that are not a short list');
      dependency.tags = value.tags.map((tag) => {
        if (!isRecord(tag)) throw new Invalid('a tag that is not an object');
        return {key: this.text(tag.key, 'a tag key'), value: this.text(tag.value, 'a tag value')};
      });
    }
    return dependency;
  }
}

/**
 * A run's plan summary as the page may draw it, or what is wrong with it. Reports are kept in order while they fit
 * in `budget` (characters of text, and a little for each node and binding); the rest are counted in
 * `omittedReports` and `omittedForSize`. Then the container map, if sent: a forged one refuses the summary, and in
 * what is left of the budget it keeps the bindings that fit, in order (the rest, unread, counted in its `omitted`).
 * @param {unknown} value
 * @param {number} budget what is left of the run's byte budget
 * @returns {Checked<{summary: PlanSummary, size: number}>}
 */
export function checkPlanSummary(value, budget) {
  if (!isRecord(value)) return {ok: false, problem: 'a plan summary that is not an object'};
  const {reports, omittedReports, omittedForSize: sentOmittedForSize = 0} = value;
  if (!Array.isArray(reports)) return {ok: false, problem: 'a plan summary without its list of reports'};
  if (reports.length > PLAN_LIMITS.reports) return {ok: false, problem: `more than ${PLAN_LIMITS.reports} plan reports`};
  if (!isCount(omittedReports, 0)) return {ok: false, problem: 'a count of omitted reports that is not a whole number'};
  // The reports the sandbox left out for the size of their JSON (src/samples/sandbox/plan/index.mjs planJson).
  if (!isCount(sentOmittedForSize, 0) || /** @type {number} */ (sentOmittedForSize) > /** @type {number} */ (omittedReports)) {
    return {ok: false, problem: 'a count of reports left out for size that is not a whole number within the omitted ones'};
  }
  const size = {used: 0, limit: budget};
  /** @type {PlanReport[]} */
  const kept = [];
  let dropped = 0;
  /** @type {ContainerMap | undefined} */
  let map;
  try {
    for (const report of reports) {
      const before = size.used;
      try {
        kept.push(new ReportReader(size).report(report));
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
        size.used = before;
        dropped = reports.length - kept.length;
        break;
      }
    }
    if (value.map !== undefined) map = new MapReader(size).map(value.map);
  } catch (error) {
    if (error instanceof Invalid) return {ok: false, problem: error.message};
    throw error;
  }
  /** @type {PlanSummary} */
  const summary = {reports: kept, omittedReports: /** @type {number} */ (omittedReports) + dropped};
  const omittedForSize = /** @type {number} */ (sentOmittedForSize) + dropped;
  if (omittedForSize !== 0) summary.omittedForSize = omittedForSize;
  if (map !== undefined) summary.map = map;
  return {ok: true, value: {summary, size: size.used}};
}
