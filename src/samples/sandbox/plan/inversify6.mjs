// Resolution plans of inversify 6.x, read from the release's planner output: the context whose
// `plan.rootRequest` is the request tree (`childRequests`, `bindings`, `target`), as the release hands it to the
// `contextInterceptor` of its planAndResolve arguments.
//
// What it reads, and why that is safe:
// - Every container the sample creates (`new Container()`, `createChild()`) is an instance of a subclass of the
//   release's Container, named `Container` too. The capture does not use `applyMiddleware`: with any middleware
//   applied, the release throws when a resolution returns undefined or null (an optional miss, a constant
//   `undefined`), and `restore()` puts back the middleware of a snapshot, so a middleware per container would
//   change what samples do. It overrides `_planAndResolve()`, the function the release builds its middleware
//   chain on (a sample's own middleware wraps it as before), and passes the release a contextInterceptor that
//   notes the planned context and then calls the one it was given.
// - `createChild()` is the release's two lines (a new container with the options, `parent` set), made with the
//   subclass so that children are captured too.
// - A singleton binding's `activated` flag and `cache`, read before the resolution, say it was served from the
//   singleton cache (the planner then plans nothing below it); a request-scoped binding met again in the same tree
//   was served from the request cache.
// - Constraints: `named`/`tagged` constraints carry the release's `metaData` (key, value); other `when…`
//   constraints are closures without words.
// - The container a binding belongs to is found in the release's `_bindingDictionary` of the asked container or
//   its parents.
// A planning error leaves no context: the report has the requested service, marked failed, and the release's message.
import {Budget, Collector, onPath, quote, stringifyId, withExport} from './collector.mjs';

/**
 * @typedef {import('../../shared/plan').PlanNode} PlanNode
 * @typedef {import('../../shared/plan').PlanBinding} PlanBinding
 * @typedef {import('../../shared/plan').PlanEdge} PlanEdge
 * @typedef {import('../../shared/plan').PlanReport} PlanReport
 * @typedef {{[key: string]: any}} Loose
 * @typedef {{number: number, frames: Frame[]}} ContainerState
 * @typedef {{context: Loose | undefined, resolved: Set<unknown>}} Frame
 */

const NAMED = 'named';

/**
 * Name, tags, optional and multiple of a request's target (a release LegacyTarget).
 * @param {Loose} target
 * @returns {Partial<PlanNode>}
 */
function targetMeta(target) {
  /** @type {Partial<PlanNode>} */
  const out = {};
  if (target.isArray()) out.multiple = true;
  if (target.isOptional()) out.optional = true;
  if (target.isNamed()) out.name = stringifyId(target.getNamedTag().value);
  const tags = (target.getCustomTags() ?? []).map((/** @type {Loose} */ t) => ({key: stringifyId(t.key), value: stringifyId(t.value)}));
  if (tags.length > 0) out.tags = tags;
  return out;
}

/**
 * The same facts from the arguments of a call that failed before the release made a target.
 * @param {string} call
 * @param {unknown[]} args
 * @returns {Partial<PlanNode>}
 */
function callMeta(call, args) {
  /** @type {Partial<PlanNode>} */
  const out = {};
  if (/All/.test(call)) out.multiple = true;
  if (/^try/.test(call)) out.optional = true;
  if (/Named/.test(call)) out.name = stringifyId(args[1]);
  if (/Tagged/.test(call)) {
    if (args[1] === NAMED) out.name = stringifyId(args[2]);
    else out.tags = [{key: stringifyId(args[1]), value: stringifyId(args[2])}];
  }
  return out;
}

/**
 * Instruments the exports of a 6.x workspace.
 * @param {Record<string, any>} packages the workspace's package exports, by specifier
 * @returns {{packages: Record<string, any>, summary: () => import('../../shared/plan').PlanSummary}}
 */
export function instrumentInversify6(packages) {
  const inversify = packages.inversify;
  const Base = inversify?.Container;
  if (typeof Base !== 'function') return {packages, summary: () => ({reports: [], omittedReports: 0})};
  const collector = new Collector();
  /** @type {WeakMap<object, ContainerState>} */
  const states = new WeakMap();

  /**
   * Singleton bindings of a planned request tree whose value is already cached, read before the resolution.
   * @param {Loose} context
   */
  function resolvedSingletons(context) {
    /** @type {Set<unknown>} */
    const found = new Set();
    const budget = new Budget();
    /** @param {Loose} request @param {number} depth */
    const visit = (request, depth) => {
      if (!budget.take(depth)) return;
      for (const binding of request.bindings ?? []) {
        if (binding.scope === 'Singleton' && binding.activated === true) found.add(binding);
      }
      for (const child of request.childRequests ?? []) visit(child, depth + 1);
    };
    if (context.plan?.rootRequest !== undefined) visit(context.plan.rootRequest, 1);
    return found;
  }

  /**
   * @param {object} container
   * @param {Loose} binding
   */
  function containerOf(container, binding) {
    for (let c = /** @type {Loose | null} */ (container); c !== null && c !== undefined; c = c.parent) {
      const dictionary = c._bindingDictionary;
      if (dictionary?.hasKey(binding.serviceIdentifier) && dictionary.get(binding.serviceIdentifier).includes(binding)) return states.get(c)?.number;
    }
    return undefined;
  }

  /** @param {Loose} binding */
  function constraintWords(binding) {
    const meta = binding.constraint?.metaData;
    if (meta === undefined || meta === null) return undefined;
    return meta.key === NAMED ? `named ${quote(meta.value)}` : `tagged ${stringifyId(meta.key)}=${quote(meta.value)}`;
  }

  /**
   * @param {object} container
   * @param {Budget} budget
   * @param {Set<unknown>} resolved
   */
  function converter(container, budget, resolved) {
    /**
     * @param {Loose} request
     * @param {PlanEdge} edge
     * @param {number} depth
     * @returns {PlanNode}
     */
    const requestNode = (request, edge, depth) => {
      /** @type {PlanNode} */
      const node = {serviceIdentifier: stringifyId(request.serviceIdentifier), edge, ...targetMeta(request.target), bindings: []};
      return onPath(
        budget,
        request,
        () => {
          if (request.target.isArray()) {
            // One child request per binding, each holding that binding's dependencies.
            node.bindings = (request.childRequests ?? []).map((/** @type {Loose} */ sub) => binding(sub.bindings[0], sub.childRequests ?? [], depth));
          } else {
            node.bindings = (request.bindings ?? []).map((/** @type {Loose} */ b) => binding(b, request.childRequests ?? [], depth));
          }
          return node;
        },
        () => ({...node, circular: true}),
      );
    };
    /**
     * @param {Loose} b
     * @param {Loose[]} children
     * @param {number} depth
     * @returns {PlanBinding}
     */
    const binding = (b, children, depth) => {
      /** @type {PlanBinding} */
      const out = {type: b.type, dependencies: []};
      if (b.scope !== undefined && b.scope !== null) out.scope = b.scope;
      if ((b.type === 'Instance' || b.type === 'Constructor') && b.implementationType !== null) out.implementation = stringifyId(b.implementationType);
      const constraint = constraintWords(b);
      if (constraint !== undefined) out.constraint = constraint;
      const number = containerOf(container, b);
      if (number !== undefined) out.container = number;
      const builds = b.type !== 'ConstantValue';
      if (builds && b.scope === 'Singleton' && (resolved.has(b) || budget.seen.has(b))) out.cached = 'singleton';
      else if (builds && b.scope === 'Request' && budget.seen.has(b)) out.cached = 'request';
      budget.seen.add(b);
      if (out.cached !== undefined) return out;
      let index = 0;
      for (const child of children) {
        const property = child.target.type === 'ClassProperty';
        /** @type {PlanEdge} */
        const edge = property ? {kind: 'property', name: stringifyId(child.target.identifier)} : {kind: 'constructor', index: index++};
        if (budget.take(depth + 1)) out.dependencies.push(requestNode(child, edge, depth + 1));
      }
      return out;
    };
    return requestNode;
  }

  /**
   * @param {object} container
   * @param {string} call
   * @param {unknown[]} args
   * @param {Frame} frame
   * @param {{error: unknown} | undefined} failure
   * @returns {PlanReport}
   */
  function report(container, call, args, frame, failure) {
    const state = /** @type {ContainerState} */ (states.get(container));
    const budget = new Budget();
    budget.take(1);
    const rootRequest = frame.context?.plan?.rootRequest;
    /** @type {PlanNode} */
    const root =
      rootRequest === undefined
        ? {serviceIdentifier: stringifyId(args[0]), edge: {kind: 'root'}, ...callMeta(call, args), bindings: []}
        : converter(container, budget, frame.resolved)(rootRequest, {kind: 'root'}, 1);
    /** @type {PlanReport} */
    const out = {call, container: state.number, root};
    if (failure !== undefined) {
      root.failed = true;
      out.error = failure.error instanceof Error ? failure.error.message : String(failure.error);
    }
    if (budget.omitted > 0) out.omitted = budget.omitted;
    return out;
  }

  /**
   * @param {object} container
   * @param {string} call
   * @param {unknown[]} args
   * @param {() => unknown} resolve the release's own method
   */
  function capture(container, call, args, resolve) {
    const state = states.get(container);
    const top = state?.frames.at(-1);
    // getNamed calls getTagged, getAllNamed getAllTagged…: one call of the sample, one report.
    if (state === undefined || (top !== undefined && top.context === undefined)) return resolve();
    const slot = collector.reserve();
    if (slot === undefined) return resolve();
    /** @type {Frame} */
    const frame = {context: undefined, resolved: new Set()};
    state.frames.push(frame);
    let result;
    try {
      result = resolve();
    } catch (error) {
      slot.done(() => report(container, call, args, frame, {error}));
      throw error;
    } finally {
      state.frames.pop();
    }
    if (result instanceof Promise) {
      slot.pending(() => report(container, call, args, frame, undefined));
      return result.then(
        (value) => {
          slot.done(() => report(container, call, args, frame, undefined));
          return value;
        },
        (error) => {
          slot.done(() => report(container, call, args, frame, {error}));
          throw error;
        },
      );
    }
    slot.done(() => report(container, call, args, frame, undefined));
    return result;
  }

  const Container = {
    Container: class extends Base {
      /** @param {unknown[]} args */
      constructor(...args) {
        super(...args);
        states.set(this, {number: collector.number(this), frames: []});
      }
      /** @param {unknown} [options] */
      createChild(options) {
        const child = new Container(options || /** @type {Loose} */ (this).options);
        child.parent = this;
        return child;
      }
      _planAndResolve() {
        const planAndResolve = super._planAndResolve();
        return (/** @type {Loose} */ args) =>
          planAndResolve({
            ...args,
            contextInterceptor: (/** @type {Loose} */ context) => {
              const intercepted = args.contextInterceptor(context);
              const frame = states.get(this)?.frames.at(-1);
              if (frame !== undefined && frame.context === undefined) {
                frame.context = intercepted;
                frame.resolved = resolvedSingletons(intercepted);
              }
              return intercepted;
            },
          });
      }
    },
  }.Container;
  // get, getAsync, getNamed, getTagged, getAll…, tryGet…: every resolving method of the release, as it names them.
  for (const name of Object.getOwnPropertyNames(Base.prototype).filter((n) => /^(tryGet|get)(All)?(Tagged|Named)?(Async)?$/.test(n))) {
    if (typeof Base.prototype[name] !== 'function') continue;
    Object.defineProperty(Container.prototype, name, {
      configurable: true,
      writable: true,
      value: /** @this {object} */ function (/** @type {unknown[]} */ ...args) {
        return capture(this, name, args, () => Base.prototype[name].apply(this, args));
      },
    });
  }

  return {
    packages: {...packages, inversify: withExport(inversify, 'Container', Container)},
    summary: () => collector.summary(),
  };
}
