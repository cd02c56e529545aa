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
// - A planning error leaves no context for the interceptor. The path to the failing service comes from the
//   planner's own calls: while a captured resolution plans, each binding's `constraint` is observed (a Proxy of
//   the release's function: same result, same own properties), noting the Request the planner built for the question
//   and the bindings that satisfied its target. That Request's `parentContext.plan.rootRequest` is the request
//   tree planned so far: its last children lead down through every node still being planned, and the message
//   names the failing identifier and its parent ("Trying to resolve bindings for …", "Circular dependency found:
//   a --> b --> a"). A failing service that had no binding to ask is placed by the release's injection metadata of
//   its parent's class (inversify:tagged, inversify:tagged_props, design:paramtypes).
// - The container map (containerMap.mjs) is read when the run ends: each container's own bindings from the entries of
//   its `_bindingDictionary` (the Lookup's Map, read without calling the container), its parent from `parent`; what a
//   class takes from the same metadata as the release reads it (constructor parameters from inversify:tagged, or
//   design:paramtypes where a parameter has no decorator; properties from inversify:tagged_props, a base class's
//   too; @unmanaged ones left out). A binding's constraint is in words when it is named or tagged, `when (custom)`
//   when it is any other (its `constraint` is not the function the binding was made with). A binding is `resolved`
//   when a planned request tree of the run holds it: every context the interceptor saw is walked when the run ends,
//   and a failed path's bindings are noted as it is read.
import {Budget, Collector, failurePath, onPath, quote, stringifyId, withExport, resolveReported, Current, observeCalls, messageOf, planReport} from './collector.mjs';
import {SafeSet, buildContainerMap, listOf, lookUp, textOf, withMap} from './containerMap.mjs';

/**
 * @typedef {import('../../shared/plan').PlanNode} PlanNode
 * @typedef {import('../../shared/plan').PlanBinding} PlanBinding
 * @typedef {import('../../shared/plan').PlanEdge} PlanEdge
 * @typedef {import('../../shared/plan').PlanReport} PlanReport
 * @typedef {{[key: string]: any}} Loose
 * @typedef {{number: number, frames: Frame[]}} ContainerState
 * @typedef {{context: Loose | undefined, resolved: Set<unknown>, asked: Loose | undefined, satisfied: {target: unknown, bindings: Loose[]}}} Frame
 *   `asked`: the Request of the planner's last constraint question; `satisfied`: the bindings that met its target
 * @typedef {import('./collector.mjs').PathLevel} PathLevel
 */

// Taken before sample code runs: the map reads class metadata when the run ends.
const reflectApply = Reflect.apply;
const ownKeys = Reflect.ownKeys;
const getPrototypeOf = Object.getPrototypeOf;
const FunctionPrototype = Function.prototype;

const NAMED = 'named';
/** The release's metadata keys (inversify 6 constants/metadata_keys). */
const INJECT = 'inject';
const MULTI_INJECT = 'multi_inject';
const UNMANAGED = 'unmanaged';
const OPTIONAL = 'optional';
/** Keys of an injection's metadata that are not its tags (the release's NON_CUSTOM_TAG_KEYS). */
const NOT_TAGS = [INJECT, MULTI_INJECT, 'name', UNMANAGED, NAMED, OPTIONAL];
/** @param {unknown} key */
const isTag = (key) => {
  for (let i = 0; i < NOT_TAGS.length; i++) if (NOT_TAGS[i] === key) return false;
  return true;
};
/** Planned request trees kept for the map's `resolved`, and requests their walk visits at most. */
const CONTEXTS_KEPT = 1000;
const WALK_STEPS = 200_000;

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
  /** @type {Loose[]} every container, in creation order (for the map) */
  const created = [];
  /** The constraint function of each binding as `bind()` made it: any other is a `when…` of the sample. */
  const defaultConstraints = new SafeSet();
  /** Bindings a report names, a failed path's included (the map's `resolved`, with those of the planned trees). */
  const planned = new SafeSet();
  /** @type {Loose[]} every context the interceptor saw (up to CONTEXTS_KEPT), walked when the run ends */
  const contexts = [];

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
   * What a binding is, without what it resolved: type, scope, class, constraint, container.
   * @param {object} container the container asked
   * @param {Loose} b the release's binding
   * @returns {PlanBinding}
   */
  function bindingFacts(container, b) {
    /** @type {PlanBinding} */
    const out = {type: b.type, dependencies: []};
    if (b.scope !== undefined && b.scope !== null) out.scope = b.scope;
    if ((b.type === 'Instance' || b.type === 'Constructor') && b.implementationType !== null) out.implementation = stringifyId(b.implementationType);
    const constraint = constraintWords(b);
    if (constraint !== undefined) out.constraint = constraint;
    planned.add(b);
    const number = containerOf(container, b);
    if (number !== undefined) out.container = number;
    return out;
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
      const out = bindingFacts(container, b);
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

  /** @type {Current<Frame>} the captured resolution whose planning is running */
  const planning = new Current();
  /** @type {WeakMap<Function, Function>} constraint functions that are the capture's own wrappers */
  const observers = new WeakMap();

  /**
   * Puts a proxy of a binding's `constraint` in its place (once; again after a `when…` replaced it) to note the
   * planner's question. The proxy returns what the release's function returns, and reads of the function's own
   * properties (`metaData`, which the release prints in its messages and the capture reads for words) reach it.
   * @param {Loose} binding
   */
  const observe = (binding) =>
    observeCalls(binding, 'constraint', observers, ([request]) => {
      const frame = planning.frame;
      if (frame === undefined || frame.context !== undefined || typeof request !== 'object' || request === null) return undefined;
      const asked = /** @type {Loose} */ (request);
      frame.asked = asked;
      return (result) => {
        if (result !== true) return;
        if (frame.satisfied.target !== asked.target) frame.satisfied = {target: asked.target, bindings: []};
        frame.satisfied.bindings.push(binding);
      };
    });

  /**
   * Observes the bindings a resolution may plan with: those of the asked container and of its ancestors.
   * @param {Loose} container
   */
  function observeBindings(container) {
    for (let c = container; c !== null && c !== undefined; c = c.parent) {
      c._bindingDictionary?.traverse((/** @type {unknown} */ _id, /** @type {Loose[]} */ bindings) => bindings.forEach(observe));
    }
  }

  /**
   * The injections of a class as the release lists them (constructor parameters, then properties; unmanaged ones
   * left out), each with its edge and service identifier, from the class's metadata.
   * @param {unknown} type
   * @returns {[PlanEdge, unknown, Loose[]][]} each with the release's metadata of the injection (empty for a parameter with none)
   */
  function injectionsOf(type) {
    const read = /** @type {Loose} */ (Reflect).getMetadata;
    if (typeof read !== 'function' || typeof type !== 'function') return [];
    /** @type {(key: string, target: unknown) => Loose} */
    const metadata = (key, target) => reflectApply(read, Reflect, [key, target]);
    const tagged = metadata('inversify:tagged', type) ?? {};
    const types = listOf(metadata('design:paramtypes', type));
    /** @type {[PlanEdge, unknown, Loose[]][]} */
    const out = [];
    // Parameters: as many as the compiler's types list, or up to the last decorated one.
    let count = types.length;
    const decorated = ownKeys(tagged);
    for (let i = 0; i < decorated.length; i++) {
      const key = decorated[i];
      const position = typeof key === 'string' ? +key + 1 : 0;
      if (position > count) count = position;
    }
    /** @param {Loose[]} list @param {string} key */
    const has = (list, key) => {
      for (let i = 0; i < list.length; i++) if (list[i]?.key === key) return true;
      return false;
    };
    /** @param {Loose[]} list @param {unknown} fallback */
    const idOf = (list, fallback) => {
      /** @type {any} */
      let value = fallback;
      for (let i = 0; i < list.length; i++) {
        if (list[i]?.key === INJECT || list[i]?.key === MULTI_INJECT) {
          value = list[i].value;
          break;
        }
      }
      return typeof value?.unwrap === 'function' ? value.unwrap() : value;
    };
    let index = 0;
    for (let i = 0; i < count; i++) {
      const list = /** @type {Loose[]} */ (listOf(tagged[i]));
      if (has(list, UNMANAGED)) continue;
      out[out.length] = [{kind: 'constructor', index: index++}, idOf(list, types[i]), list];
    }
    const seen = new SafeSet();
    // The class's properties, then those of its base classes it does not declare again, as the release merges them.
    for (let base = type; typeof base === 'function' && base !== Object && base !== FunctionPrototype; base = getPrototypeOf(base)) {
      /** @type {Record<string | symbol, Loose[]>} */
      const properties = metadata('inversify:tagged_props', base) ?? {};
      const keys = ownKeys(properties);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (seen.has(key)) continue;
        seen.add(key);
        const list = /** @type {Loose[]} */ (listOf(properties[key]));
        if (!has(list, UNMANAGED)) out[out.length] = [{kind: 'property', name: stringifyId(key)}, idOf(list, undefined), list];
      }
    }
    return out;
  }

  /**
   * The edge of a request below its parent, counted as the request tree converter counts it.
   * @param {Loose} holder the request whose childRequests hold it
   * @param {Loose} target the release's LegacyTarget
   * @param {Loose | undefined} request the child itself, when it was added
   * @returns {PlanEdge}
   */
  function edgeOf(holder, target, request) {
    if (target.type === 'ClassProperty') return {kind: 'property', name: stringifyId(target.identifier)};
    const siblings = /** @type {Loose[]} */ (holder.childRequests ?? []);
    const before = request === undefined ? siblings : siblings.slice(0, siblings.indexOf(request));
    return {kind: 'constructor', index: before.filter((r) => r.target.type !== 'ClassProperty').length};
  }

  /**
   * The path to the service whose planning failed, from the request tree planned so far (see the top of this module).
   * @param {object} container
   * @param {Frame} frame
   * @param {Partial<PlanNode>} rootMeta
   * @param {string} message the release's
   * @returns {{root: PlanNode, omitted: number} | undefined} undefined when the planner asked no binding
   */
  function failedPath(container, frame, rootMeta, message) {
    const asked = frame.asked;
    const rootRequest = asked?.parentContext?.plan?.rootRequest;
    const cycle = /^Circular dependency found: (.*)$/m.exec(message)?.[1].split(' --> ');
    const wanted = /^(?:No matching bindings found|Ambiguous match found) for serviceIdentifier: (.*)$/m.exec(message)?.[1];
    const parent = /^Trying to resolve bindings for "(.*)"$/m.exec(message)?.[1];
    /** A request that only holds one binding of a multiple injection (its parent's target, one of its bindings). */
    const isHolder = (/** @type {Loose} */ r) => r.parentRequest !== null && r.parentRequest.target === r.target;
    /** The requests from the root down to `request`, holders included. @param {Loose} request */
    const ancestry = (request) => {
      const out = [];
      for (let r = request; r !== null && r !== undefined; r = r.parentRequest) out.push(r);
      return out.reverse();
    };
    /** @type {Loose[]} requests of the path, holders included */
    let requests = [];
    /** @type {{target: Loose | undefined, label: string, holder: Loose, bindings: Loose[]} | undefined} a failing service never added to the tree */
    let failing;
    if (asked !== undefined && wanted !== undefined && stringifyId(asked.target.serviceIdentifier) === wanted) {
      // The planner asked the failing service's own bindings (ambiguous, or none met its constraints).
      if (asked.parentRequest === null) return {root: {serviceIdentifier: wanted, edge: {kind: 'root'}, ...rootMeta, bindings: candidates(container, frame, asked.target), failed: true}, omitted: 0};
      requests = ancestry(asked.parentRequest);
      failing = {target: asked.target, label: wanted, holder: asked.parentRequest, bindings: frame.satisfied.target === asked.target ? frame.satisfied.bindings : []};
    } else if (rootRequest !== undefined) {
      // The last children lead through every request still being planned.
      /** @type {Loose[]} */
      const open = [];
      for (let r = rootRequest; r !== undefined; r = r.childRequests.at(-1)) open.push(r);
      if (cycle !== undefined) {
        const labels = open.filter((r) => !isHolder(r)).map((r) => stringifyId(r.serviceIdentifier));
        if (cycle.length <= labels.length && cycle.every((label, i) => labels[i] === label)) {
          let seen = 0;
          requests = open.slice(0, open.findIndex((r) => !isHolder(r) && ++seen === cycle.length) + 1);
        } else requests = open;
      } else if (wanted !== undefined && parent !== undefined) {
        const at = open.findLastIndex((r) => !isHolder(r) && stringifyId(r.serviceIdentifier) === parent);
        if (at < 0) return undefined;
        requests = open.slice(0, at + 1);
        const holder = requests[at].target.isArray() ? requests[at].childRequests.at(-1) : requests[at];
        if (holder !== undefined) failing = {target: undefined, label: wanted, holder, bindings: []};
      } else requests = open;
    } else return undefined;
    /** @type {PathLevel[]} */
    const path = [];
    for (const request of requests) {
      if (isHolder(request)) {
        const above = path.at(-1);
        if (above !== undefined) above.bindings = [bindingFacts(container, request.bindings[0])];
        continue;
      }
      const above = path.at(-1);
      if (above !== undefined && above.bindings.length === 0 && request.parentRequest?.bindings?.[0] !== undefined) above.bindings = [bindingFacts(container, request.parentRequest.bindings[0])];
      const edge = request.parentRequest === null ? /** @type {PlanEdge} */ ({kind: 'root'}) : edgeOf(request.parentRequest, request.target, request);
      path.push({serviceIdentifier: stringifyId(request.serviceIdentifier), edge, meta: request.parentRequest === null ? rootMeta : targetMeta(request.target), bindings: []});
    }
    if (failing !== undefined) {
      const above = path.at(-1);
      const holderBinding = failing.holder.bindings?.[0];
      if (above !== undefined && holderBinding !== undefined) above.bindings = [bindingFacts(container, holderBinding)];
      /** @type {PlanEdge | undefined} */
      let edge = failing.target === undefined ? undefined : edgeOf(failing.holder, failing.target, undefined);
      if (edge === undefined && holderBinding !== undefined) {
        // Never asked: the next injection of the parent's class with the identifier the message names.
        const planned = failing.holder.childRequests?.length ?? 0;
        const list = injectionsOf(holderBinding.implementationType);
        const match = [...list.slice(planned), ...list].find(([, id]) => id !== undefined && stringifyId(id) === failing?.label);
        edge = match?.[0];
      }
      if (edge !== undefined) path.push({serviceIdentifier: failing.label, edge, meta: failing.target === undefined ? {} : targetMeta(failing.target), bindings: failing.bindings.map((b) => bindingFacts(container, b))});
    } else {
      // The failing request is the last one: its bindings are those the release chose for it.
      const last = requests.at(-1);
      const level = path.at(-1);
      if (last !== undefined && level !== undefined && !isHolder(last)) level.bindings = (last.bindings ?? []).map((/** @type {Loose} */ b) => bindingFacts(container, b));
    }
    return failurePath(path, {circular: cycle !== undefined && failing === undefined});
  }

  /**
   * The bindings that met a root request's target, when the planner asked them before making the root request.
   * @param {object} container
   * @param {Frame} frame
   * @param {unknown} target
   */
  function candidates(container, frame, target) {
    return frame.satisfied.target === target ? frame.satisfied.bindings.map((b) => bindingFacts(container, b)) : [];
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
    const error = messageOf(failure);
    // Planning failed: the path the planner was on, or the requested service alone if it asked no binding.
    const path = error === undefined || frame.context !== undefined ? undefined : failedPath(container, frame, callMeta(call, args), error);
    /** @type {PlanNode} */
    const root =
      path?.root ??
      (rootRequest === undefined
        ? {serviceIdentifier: stringifyId(args[0]), edge: {kind: 'root'}, ...callMeta(call, args), bindings: []}
        : converter(container, budget, frame.resolved)(rootRequest, {kind: 'root'}, 1));
    return planReport(call, state.number, root, error, budget.omitted + (path?.omitted ?? 0));
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
    const frame = {context: undefined, resolved: new Set(), asked: undefined, satisfied: {target: undefined, bindings: []}};
    observeBindings(container);
    return resolveReported(slot, resolve, (outcome) => report(container, call, args, frame, outcome), {frames: state.frames, frame, current: planning});
  }

  const Container = {
    Container: class extends Base {
      /** @param {unknown[]} args */
      constructor(...args) {
        super(...args);
        states.set(this, {number: collector.number(this), frames: []});
        created[created.length] = this;
      }
      /** @param {unknown} serviceIdentifier */
      bind(serviceIdentifier) {
        const syntax = super.bind(serviceIdentifier);
        const constraint = /** @type {Loose} */ (syntax)?._binding?.constraint;
        if (typeof constraint === 'function') defaultConstraints.add(constraint);
        return syntax;
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
              if (contexts.length < CONTEXTS_KEPT && typeof intercepted === 'object' && intercepted !== null) contexts[contexts.length] = intercepted;
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

  /** Notes every binding of the planned request trees in `planned`: each request once, within WALK_STEPS in all. */
  function walkContexts() {
    /** @type {unknown[]} */
    const stack = [];
    for (let i = 0; i < contexts.length; i++) stack[i] = contexts[i].plan?.rootRequest;
    const seen = new SafeSet();
    for (let steps = 0; stack.length > 0 && steps < WALK_STEPS; steps++) {
      const request = /** @type {Loose} */ (stack[stack.length - 1]);
      stack.length -= 1;
      if (typeof request !== 'object' || request === null || seen.has(request)) continue;
      seen.add(request);
      const bindings = listOf(request.bindings);
      for (let j = 0; j < bindings.length; j++) planned.add(bindings[j]);
      const children = listOf(request.childRequests);
      for (let j = 0; j < children.length; j++) stack[stack.length] = children[j];
    }
  }

  /**
   * A binding's constraint in words: named or tagged as the plans say it, `when (custom)` for any other constraint.
   * @param {Loose} b
   */
  function mapConstraint(b) {
    const words = constraintWords(b);
    if (words !== undefined) return words;
    const constraint = b.constraint;
    if (typeof constraint !== 'function') return undefined;
    const original = lookUp(observers, constraint) ?? constraint;
    return defaultConstraints.has(original) ? undefined : 'when (custom)';
  }

  /**
   * An injection's multiple, optional, name and tags, from the release's metadata of it.
   * @param {Loose[]} list
   * @returns {Partial<import('../../shared/containerMap').MapDependency>}
   */
  function injectionMeta(list) {
    /** @type {Partial<import('../../shared/containerMap').MapDependency>} */
    const out = {};
    /** @type {{key: string, value: string}[]} */
    const tags = [];
    const entries = listOf(list);
    for (let i = 0; i < entries.length; i++) {
      const m = /** @type {Loose} */ (entries[i]);
      if (m.key === MULTI_INJECT) out.multiple = true;
      else if (m.key === OPTIONAL) out.optional = true;
      else if (m.key === NAMED) out.name = textOf(m.value);
      else if (isTag(m.key)) tags[tags.length] = {key: textOf(m.key), value: textOf(m.value)};
    }
    if (tags.length > 0) out.tags = tags;
    return out;
  }

  /**
   * A binding as the map shows it: what it is, whether a planned tree held it, and what its class takes by its metadata.
   * @param {Loose} b the release's binding
   * @param {number} container
   * @returns {import('../../shared/containerMap').MapBinding}
   */
  function mapBinding(b, container) {
    /** @type {import('../../shared/containerMap').MapBinding} */
    const out = {container, serviceIdentifier: textOf(b.serviceIdentifier), type: textOf(b.type), resolved: planned.has(b), dependencies: []};
    if (b.scope !== undefined && b.scope !== null) out.scope = textOf(b.scope);
    if ((b.type === 'Instance' || b.type === 'Constructor') && b.implementationType !== null) out.implementation = textOf(b.implementationType);
    const constraint = mapConstraint(b);
    if (constraint !== undefined) out.constraint = constraint;
    // A Constructor binding's value is the class itself: the container builds nothing, so it takes nothing.
    if (b.type === 'Instance') {
      const injections = listOf(injectionsOf(b.implementationType));
      for (let i = 0; i < injections.length; i++) {
        const injection = /** @type {[PlanEdge, unknown, Loose[]]} */ (injections[i]);
        out.dependencies[i] = {serviceIdentifier: textOf(injection[1]), edge: injection[0], ...injectionMeta(injection[2])};
      }
    }
    return out;
  }

  /** @returns {import('../../shared/containerMap').ContainerMap} */
  function containerMap() {
    walkContexts();
    /** @type {import('./containerMap.mjs').MapSource[]} */
    const sources = [];
    for (let i = 0; i < created.length; i++) {
      const container = created[i];
      const parent = container.parent;
      sources[i] = {
        number: /** @type {ContainerState} */ (lookUp(states, container)).number,
        parent: parent === null || parent === undefined ? undefined : lookUp(states, parent)?.number,
        bindings: () => {
          /** @type {unknown[]} */
          const own = [];
          const entries = listOf(container._bindingDictionary?._map);
          for (let j = 0; j < entries.length; j++) {
            const bindings = listOf(/** @type {unknown[]} */ (entries[j])[1]);
            for (let k = 0; k < bindings.length; k++) own[own.length] = bindings[k];
          }
          return own;
        },
      };
    }
    return buildContainerMap(sources, mapBinding);
  }

  return {
    packages: {...packages, inversify: withExport(inversify, 'Container', Container)},
    summary: () => withMap(collector.summary(), containerMap),
  };
}
