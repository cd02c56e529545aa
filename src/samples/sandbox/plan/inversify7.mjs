// Resolution plans of inversify 7.x and 8.x, read from the release's plugin API (@inversifyjs/plugin 0.2/0.3).
//
// What it reads, and why that is safe:
// - Every container the sample creates is an instance of a subclass of the release's Container, named
//   `Container` too (instanceof, Container.name, options such as `parent` and the 8.x `jitless` are untouched:
//   they go to the release's constructor as given). Its constructor registers one plugin with
//   `container.register()`, the release's own extension point; the plugin defines no method (so a sample's own
//   `define` never conflicts) and only adds an `onPlan` handler, which the release calls with
//   `(GetPlanOptions, PlanResult)` after planning, before resolving. A sample's own plugins come after it and see
//   the same calls.
// - The release calls no onPlan handler for a plan it takes from its cache (a repeated `get`): for that case the
//   capture reads the same cache first, with the plugin context's `planResultCacheService.get(options)`, a lookup
//   without side effects, given the options the release builds for the call.
// - A binding's `cache` (`{isRight: true}` once a singleton is resolved) is read before the resolution, so a
//   value served from the singleton cache is marked; a request-scoped binding met again in the same tree is marked
//   as served from the request cache.
// - 8.x plans parts of a tree lazily (LazyPlanServiceNode): a node not yet expanded is reported as `lazy`, never
//   expanded by the capture (its `bindings` getter would plan it), so the sample's resolution stays as it was.
// - Binding constraints are closures in the release (`isSatisfiedBy`); their words come from the `when…` method the
//   sample called on the release's fluent syntax, wrapped on its prototype to note `(binding id → words)` and
//   return what the release returns.
// - The report is built when the resolution ends: on return, on throw, or when the promise of an `…Async` call
//   settles (the sample receives a promise that settles with the same value or reason, one tick later).
// - A planning error leaves no plan, and no handler is called. The path to the failing service comes from the
//   planner's own calls: while a captured resolution plans, each binding's `isSatisfiedBy` is observed (a Proxy of the
//   release's function: same result, same properties), noting the BindingConstraints the planner asked with and the
//   bindings that satisfied them. After the error, the last constraints' `getAncestor()` chain is the path from the
//   root. It is read only then, because the release marks each element of that chain as ancestor-dependent: it reads
//   the mark when it caches a finished node (nodes on the failed path never finish) and when a later bind or unbind
//   updates a stored subplan below one of them (it then drops that subplan instead of patching it, and plans it again
//   when asked). The release's message names the failing identifier and its parent ("Trying to resolve bindings for
//   …", "Circular dependency found: a -> b -> a"); the edges are the class or resolved-value metadata elements (by
//   identity of their `tags` map) of the binding that satisfied the parent.
// - The container map (containerMap.mjs) is read when the run ends: each container's own bindings from the plugin
//   context's `bindingService` (`getNonParentBoundServices()`, `getNonParentBindings(id)`), lookups without side
//   effects; what each binding's value takes from the class's injection metadata (the same reflect-metadata key the
//   failed path reads) or the resolved value's `metadata`, and a redirection's target. A binding is `resolved` when a
//   plan of the run holds it: the converter notes every binding it meets (cached ones too), a failed path the bindings
//   it names, and every plan the release handed to onPlan or the capture read from its cache (nested resolutions' too)
//   is walked once more when the run ends, its lazy nodes left unexpanded.
import {Budget, Collector, failurePath, onPath, quote, stringifyId, tagList, withExport, resolveReported, Current, observeCalls, messageOf, planReport} from './collector.mjs';
import {SafeSet, append, buildContainerMap, isList, listOf, lookUp, textOf, withMap} from './containerMap.mjs';

/**
 * @typedef {import('../../shared/plan').PlanNode} PlanNode
 * @typedef {import('../../shared/plan').PlanBinding} PlanBinding
 * @typedef {import('../../shared/plan').PlanEdge} PlanEdge
 * @typedef {import('../../shared/plan').PlanReport} PlanReport
 * Release objects, as far as the capture reads them (the release's own types are not visible from the site).
 * @typedef {{[key: string]: any}} Loose
 * @typedef {{number: number, parent: object | undefined, context: Loose | undefined, frames: Frame[]}} ContainerState
 * @typedef {{serviceIdentifier: unknown, isMultiple: boolean, plan: Loose | undefined, resolved: Set<unknown>, asked: Asked}} Frame
 * @typedef {{last: Loose | undefined, satisfied: Map<unknown, Map<unknown, Set<Loose>>>}} Asked
 *   what the planner asked bindings: the last BindingConstraints, and per constraints (by their `tags` map and
 *   service identifier) the bindings that satisfied them
 * @typedef {import('./collector.mjs').PathLevel} PathLevel
 */

/** @type {string} the release's marker of a LazyPlanServiceNode (typed as a key) */
const LAZY = /** @type {any} */ (Symbol.for('@inversifyjs/core/LazyPlanServiceNode'));
const IS_PLUGIN = Symbol.for('@inversifyjs/plugin/isPlugin');
/** ClassElementMetadataKind / ResolvedValueElementMetadataKind of the release: a multiple injection. */
const MULTIPLE_INJECTION = 0;
const UNMANAGED = 2;
/** Where the release keeps a class's injection metadata (reflect-metadata). */
const CLASS_METADATA = '@inversifyjs/core/classMetadataReflectKey';
/** Plans kept for the map's `resolved` (a run that plans more is rare; later ones add nothing to the walk). */
const PLANS_KEPT = 1000;
/** Service nodes the walk of the kept plans visits at most. */
const WALK_STEPS = 200_000;

/**
 * Words for a `when…` method of the fluent syntax: `whenParentNamed("x")` → `parent named "x"`.
 * @param {string} method
 * @param {unknown[]} args
 */
function constraintWords(method, args) {
  const words = method.replace(/^when/, '').replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).trim();
  if (method.endsWith('Tagged')) return `${words} ${stringifyId(args[0])}=${quote(args[1])}`;
  const shown = args.map((a) => (typeof a === 'function' && !/Is$/.test(method) ? '(custom)' : quote(a)));
  return [words === '' ? 'when' : words, ...shown].join(' ');
}

/**
 * Instruments the exports of a 7.x or 8.x workspace.
 * @param {Record<string, any>} packages the workspace's package exports, by specifier
 * @returns {{packages: Record<string, any>, summary: () => import('../../shared/plan').PlanSummary}}
 */
export function instrumentInversify7(packages) {
  const inversify = packages.inversify;
  const Base = inversify?.Container;
  if (typeof Base !== 'function') return {packages, summary: () => ({reports: [], omittedReports: 0})};
  const collector = new Collector();
  /** @type {WeakMap<object, ContainerState>} */
  const states = new WeakMap();
  /** @type {Map<number, string>} binding id → the constraint in words */
  const words = new Map();
  /** @type {Set<object>} fluent-syntax prototypes already wrapped */
  const wrapped = new Set();

  /** @type {Current<Frame>} the captured resolution whose planning is running */
  const planning = new Current();
  /** @type {WeakMap<Function, Function>} isSatisfiedBy functions that are the capture's own wrappers */
  const observers = new WeakMap();
  const Lazy = inversify.LazyServiceIdentifier;
  /** @type {ContainerState[]} every container's state, in creation order (for the map) */
  const created = [];
  /** Bindings a plan of the run holds (the map's `resolved`). */
  const planned = new SafeSet();
  /** Plans the release computed or served from its cache during the run, walked for `planned` when it ends. */
  const plans = new SafeSet();
  /** @type {Loose[]} */
  const planList = [];
  /** @param {Loose} plan */
  const notePlan = (plan) => {
    if (typeof plan !== 'object' || plan === null || plans.has(plan) || planList.length >= PLANS_KEPT) return;
    plans.add(plan);
    planList[planList.length] = plan;
  };

  /**
   * Puts a proxy of a binding's `isSatisfiedBy` in its place (once; again after a `when…` replaced it) to note the
   * planner's question. The proxy returns what the release's function returns; reads of its properties reach it.
   * @param {Loose} binding
   */
  const observe = (binding) =>
    observeCalls(binding, 'isSatisfiedBy', observers, ([constraints]) => {
      const frame = planning.frame;
      if (frame === undefined || frame.plan !== undefined || typeof constraints !== 'object' || constraints === null) return undefined;
      const asked = /** @type {Loose} */ (constraints);
      frame.asked.last = asked;
      return (result) => {
        if (result === true) satisfiedBy(frame.asked, asked).add(binding);
      };
    });

  /**
   * The bindings noted for a BindingConstraints, by its `tags` map (the release's own per injection, which the
   * wrappers `getAncestor()` makes share) and its service identifier. An injection met twice in one plan shares its
   * set, which holds the bindings that satisfied either.
   * @param {Asked} asked
   * @param {Loose} constraints
   * @returns {Set<Loose>}
   */
  const satisfiedBy = (asked, constraints) => {
    let byId = asked.satisfied.get(constraints.tags);
    if (byId === undefined) asked.satisfied.set(constraints.tags, (byId = new Map()));
    let bindings = byId.get(constraints.serviceIdentifier);
    if (bindings === undefined) byId.set(constraints.serviceIdentifier, (bindings = new Set()));
    return bindings;
  };

  /** @param {object | null} syntax a fluent-syntax object the release returned */
  const wrapSyntax = (syntax) => {
    for (let proto = syntax === null ? null : Object.getPrototypeOf(syntax); proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      if (wrapped.has(proto)) continue;
      wrapped.add(proto);
      for (const name of Object.getOwnPropertyNames(proto)) {
        const original = proto[name];
        if (name === 'constructor' || typeof original !== 'function') continue;
        if (/^when/.test(name)) {
          proto[name] = /** @this {Loose} */ function (/** @type {unknown[]} */ ...args) {
            const result = original.apply(this, args);
            const id = this.getIdentifier?.()?.id;
            if (typeof id === 'number') words.set(id, constraintWords(name, args));
            return result;
          };
        } else if (/^(to|in)/.test(name)) {
          // `to…` and `in…` return the next step of the syntax, whose prototypes hold the `when…` methods.
          proto[name] = /** @this {unknown} */ function (/** @type {unknown[]} */ ...args) {
            const result = original.apply(this, args);
            if (typeof result === 'object') wrapSyntax(result);
            return result;
          };
        }
      }
    }
  };

  const PluginBase = packages['@inversifyjs/plugin']?.Plugin;
  /** @type {new (container: object, context: Loose) => {load: (api: Loose) => void}} */
  const CapturePlugin =
    typeof PluginBase === 'function'
      ? class extends PluginBase {
          /** @param {Loose} api */
          load(api) {
            listen(this._container, this._context, api);
          }
        }
      : class {
          /** @param {object} container @param {Loose} context */
          constructor(container, context) {
            /** @type {true} */
            this[IS_PLUGIN] = true;
            this._container = container;
            this._context = context;
          }
          /** @param {Loose} api */
          load(api) {
            listen(this._container, this._context, api);
          }
        };

  /**
   * @param {object} container
   * @param {Loose} context the plugin context (live getters of the container's services)
   * @param {Loose} api
   */
  function listen(container, context, api) {
    const state = /** @type {ContainerState} */ (states.get(container));
    state.context = context;
    api.onPlan((/** @type {Loose} */ options, /** @type {Loose} */ result) => {
      notePlan(result);
      const frame = state.frames.at(-1);
      // Plans of nested resolutions (a dynamic value's context.get) come while the frame already has its plan.
      if (frame === undefined || frame.plan !== undefined) return;
      if (options.serviceIdentifier !== frame.serviceIdentifier || options.isMultiple !== frame.isMultiple) return;
      frame.plan = result;
      frame.resolved = resolvedSingletons(result);
    });
  }

  /**
   * Singleton bindings in a plan whose value is already cached, read before the resolution.
   * @param {Loose} plan
   */
  function resolvedSingletons(plan) {
    /** @type {Set<unknown>} */
    const found = new Set();
    const budget = new Budget();
    /** @param {Loose | undefined} serviceNode @param {number} depth */
    const visitService = (serviceNode, depth) => {
      if (serviceNode === undefined || serviceNode.isNoParam === true || !budget.take(depth)) return;
      if (serviceNode[LAZY] === true && !serviceNode.isExpanded()) return;
      onPath(budget, serviceNode, () => {
        const raw = serviceNode.bindings;
        for (const bindingNode of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) visitBinding(bindingNode, depth);
      }, () => {});
    };
    /** @param {Loose} bindingNode @param {number} depth */
    const visitBinding = (bindingNode, depth) => {
      const binding = bindingNode.binding;
      if (binding.scope === 'Singleton' && binding.cache?.isRight === true) found.add(binding);
      for (const child of childServiceNodes(bindingNode)) visitService(child, depth + 1);
      for (const redirected of bindingNode.redirections ?? []) visitBinding(redirected, depth);
    };
    visitService(plan.tree.root, 1);
    return found;
  }

  /**
   * The service nodes below a binding node, in the order the release resolves them.
   * @param {Loose} bindingNode
   * @returns {Loose[]}
   */
  function childServiceNodes(bindingNode) {
    return [...(bindingNode.constructorParams ?? []), ...(bindingNode.propertyParams?.values() ?? []), ...(bindingNode.params ?? []), ...(bindingNode.redirection === undefined ? [] : [bindingNode.redirection])];
  }

  /**
   * Which container holds a binding: the asked one or one of its ancestors, by creation number.
   * @param {ContainerState} state
   * @param {Loose} binding
   */
  function containerOf(state, binding) {
    for (let s = /** @type {ContainerState | undefined} */ (state); s !== undefined; s = s.parent === undefined ? undefined : states.get(s.parent)) {
      const own = s.context?.bindingService.getNonParentBindings(binding.serviceIdentifier);
      if (own !== undefined && [...own].includes(binding)) return s.number;
    }
    return undefined;
  }

  /**
   * What a binding is, without what it resolved: type, scope, class, constraint, container.
   * @param {ContainerState} state the container asked
   * @param {Loose} b the release's binding
   * @returns {PlanBinding}
   */
  function bindingFacts(state, b) {
    /** @type {PlanBinding} */
    const out = {type: b.type, dependencies: []};
    if (b.scope !== undefined) out.scope = b.scope;
    if (b.type === 'Instance') out.implementation = stringifyId(b.implementationType);
    const constraint = words.get(b.id);
    if (constraint !== undefined) out.constraint = constraint;
    const container = containerOf(state, b);
    if (container !== undefined) out.container = container;
    return out;
  }

  /**
   * @param {Loose | undefined} meta the release's metadata of an injection (class element or resolved-value element)
   * @returns {Partial<PlanNode>}
   */
  function injection(meta) {
    if (meta === undefined) return {};
    /** @type {Partial<PlanNode>} */
    const out = {};
    if (meta.kind === MULTIPLE_INJECTION) out.multiple = true;
    if (meta.optional === true) out.optional = true;
    if (meta.name !== undefined) out.name = stringifyId(meta.name);
    const tags = tagList(meta.tags);
    if (tags !== undefined) out.tags = tags;
    return out;
  }

  /**
   * @param {ContainerState} state
   * @param {Budget} budget
   * @param {Set<unknown>} resolved
   */
  function converter(state, budget, resolved) {
    /**
     * @param {Loose} serviceNode
     * @param {PlanEdge} edge
     * @param {Partial<PlanNode>} meta
     * @param {number} depth
     * @returns {PlanNode}
     */
    const service = (serviceNode, edge, meta, depth) => {
      /** @type {PlanNode} */
      const node = {serviceIdentifier: stringifyId(serviceNode.serviceIdentifier), edge, ...meta, bindings: []};
      if (serviceNode[LAZY] === true && !serviceNode.isExpanded()) return {...node, lazy: true};
      return onPath(
        budget,
        serviceNode,
        () => {
          const raw = serviceNode.bindings;
          if (Array.isArray(raw)) node.multiple = true;
          node.bindings = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).map((b) => binding(b, depth));
          return node;
        },
        () => ({...node, circular: true}),
      );
    };
    /**
     * @param {Loose} bindingNode
     * @param {number} depth of the service node it belongs to
     * @returns {PlanBinding}
     */
    const binding = (bindingNode, depth) => {
      const b = bindingNode.binding;
      planned.add(b);
      const out = bindingFacts(state, b);
      // A constant's value is its cache from the start: "cached" says something only of values that are built.
      const builds = b.type !== 'ConstantValue' && b.type !== 'ServiceRedirection';
      if (builds && b.scope === 'Singleton' && (resolved.has(b) || budget.seen.has(b))) out.cached = 'singleton';
      else if (builds && b.scope === 'Request' && budget.seen.has(b)) out.cached = 'request';
      budget.seen.add(b);
      // A cached value was not built again: nothing below it was resolved.
      if (out.cached !== undefined) return out;
      /** @param {Loose | undefined} child @param {PlanEdge} edge @param {Loose | undefined} meta */
      const add = (child, edge, meta) => {
        if (child === undefined || child.isNoParam === true || meta?.kind === UNMANAGED) return;
        if (budget.take(depth + 1)) out.dependencies.push(service(child, edge, injection(meta), depth + 1));
      };
      if (b.type === 'Instance') {
        (bindingNode.constructorParams ?? []).forEach((/** @type {Loose | undefined} */ child, /** @type {number} */ index) =>
          add(child, {kind: 'constructor', index}, bindingNode.classMetadata?.constructorArguments?.[index]),
        );
        for (const [name, child] of bindingNode.propertyParams ?? []) add(child, {kind: 'property', name: stringifyId(name)}, bindingNode.classMetadata?.properties?.get(name));
      } else if (b.type === 'ResolvedValue') {
        (bindingNode.params ?? []).forEach((/** @type {Loose} */ child, /** @type {number} */ index) => add(child, {kind: 'resolved-value-parameter', index}, b.metadata?.arguments?.[index]));
      } else if (b.type === 'ServiceRedirection') {
        if (bindingNode.redirection !== undefined) {
          add(bindingNode.redirection, {kind: 'redirection'}, undefined);
        } else if (Array.isArray(bindingNode.redirections) && budget.take(depth + 1)) {
          // 7.x: the redirection's binding nodes, under the identifier they were found for.
          out.dependencies.push({
            serviceIdentifier: stringifyId(b.targetServiceIdentifier),
            edge: {kind: 'redirection'},
            bindings: bindingNode.redirections.map((/** @type {Loose} */ r) => binding(r, depth + 1)),
          });
        }
      }
      return out;
    };
    return service;
  }

  /**
   * A class's injection metadata as the release stored it, if it did.
   * @param {unknown} type
   * @returns {Loose | undefined}
   */
  function classMetadata(type) {
    const read = /** @type {Loose} */ (Reflect).getOwnMetadata;
    return typeof read === 'function' && typeof type === 'function' ? read.call(Reflect, CLASS_METADATA, type) : undefined;
  }

  /**
   * The injections a binding's value takes, with the edge each is: constructor parameters and properties of a
   * class, parameters of a resolved value.
   * @param {Loose} b
   * @returns {Generator<[PlanEdge, Loose]>}
   */
  function* injections(b) {
    if (b.type === 'Instance') {
      const metadata = classMetadata(b.implementationType);
      const parameters = listOf(metadata?.constructorArguments);
      for (let index = 0; index < parameters.length; index++) {
        const element = /** @type {Loose | undefined} */ (parameters[index]);
        if (element !== undefined && element.kind !== UNMANAGED) yield [{kind: 'constructor', index}, element];
      }
      const properties = listOf(metadata?.properties);
      for (let i = 0; i < properties.length; i++) {
        const entry = /** @type {[unknown, Loose]} */ (properties[i]);
        if (entry[1].kind !== UNMANAGED) yield [{kind: 'property', name: stringifyId(entry[0])}, entry[1]];
      }
    } else if (b.type === 'ResolvedValue') {
      const parameters = listOf(b.metadata?.arguments);
      for (let index = 0; index < parameters.length; index++) yield [{kind: 'resolved-value-parameter', index}, /** @type {Loose} */ (parameters[index])];
    }
  }

  /** @param {unknown} value an injection's service identifier, perhaps a LazyServiceIdentifier */
  const serviceOf = (value) => (typeof Lazy === 'function' && value instanceof Lazy ? /** @type {Loose} */ (value).unwrap() : value);

  /**
   * Which of a parent's bindings injects a child of the path, and how: the injection whose `tags` map is the one the
   * planner asked the child with, else (a child that was never asked about) the first with its identifier and name.
   * @param {Loose[]} candidates the bindings that satisfied the parent
   * @param {{id: unknown, label: string, name: string | undefined, tags: unknown}} child
   * @returns {{binding: Loose, edge: PlanEdge, element: Loose | undefined} | undefined}
   */
  function locate(candidates, child) {
    for (const exact of [true, false]) {
      for (const binding of candidates) {
        if (binding.type === 'ServiceRedirection' && stringifyId(binding.targetServiceIdentifier) === child.label) return {binding, edge: {kind: 'redirection'}, element: undefined};
        for (const [edge, element] of injections(binding)) {
          const id = serviceOf(element.value);
          const found = exact
            ? element.tags === child.tags && id === child.id
            : stringifyId(id) === child.label && (element.name === undefined ? child.name === undefined : stringifyId(element.name) === child.name);
          if (found) return {binding, edge, element};
        }
      }
    }
    return undefined;
  }

  /**
   * The path to the service whose planning failed, from what the planner asked (see the top of this module).
   * @param {ContainerState} state
   * @param {Asked} asked
   * @param {Partial<PlanNode>} rootMeta
   * @param {string} message the release's
   * @returns {{root: PlanNode, omitted: number} | undefined} undefined when the planner asked no binding
   */
  function failedPath(state, asked, rootMeta, message) {
    if (asked.last === undefined) return undefined;
    /** @type {{id: unknown, label: string, name: string | undefined, tags: unknown, candidates: Loose[]}[]} */
    let levels = [];
    for (let c = asked.last; c !== undefined; c = c.getAncestor()) {
      const candidates = asked.satisfied.get(c.tags)?.get(c.serviceIdentifier);
      levels.push({id: c.serviceIdentifier, label: stringifyId(c.serviceIdentifier), name: c.name === undefined ? undefined : stringifyId(c.name), tags: c.tags, candidates: [...(candidates ?? [])]});
    }
    levels.reverse();
    let circular = false;
    const cycle = /^Circular dependency found: (.*)$/.exec(message)?.[1].split(' -> ');
    const wanted = /^- service identifier: (.*)$/m.exec(message)?.[1];
    const parent = /^Trying to resolve bindings for "(.*)"\.$/m.exec(message)?.[1];
    if (cycle !== undefined) {
      // The planner went round the cycle until the stack ran out; the message names one turn of it.
      if (cycle.length <= levels.length && cycle.every((label, i) => levels[i].label === label)) {
        levels = levels.slice(0, cycle.length);
        circular = true;
      }
    } else if (wanted !== undefined && parent !== undefined && levels.at(-1)?.label !== wanted) {
      // A service with no binding to ask: it hangs below the nearest node of the path its parent's name matches.
      const at = levels.findLastIndex((level) => level.label === parent);
      if (at >= 0) {
        const name = /^- name: (.*)$/m.exec(message)?.[1];
        levels = [...levels.slice(0, at + 1), {id: undefined, label: wanted, name: name === undefined || name === '-' ? undefined : name, tags: undefined, candidates: []}];
      }
    }
    /** @type {PathLevel[]} */
    const path = [{serviceIdentifier: levels[0].label, edge: {kind: 'root'}, meta: rootMeta, bindings: []}];
    for (let i = 1; i < levels.length; i++) {
      const found = locate(levels[i - 1].candidates, levels[i]);
      // An injection the release's metadata does not show: the path is known only down to its parent.
      if (found === undefined) break;
      planned.add(found.binding);
      path[i - 1].bindings = [bindingFacts(state, found.binding)];
      const level = levels[i];
      /** @type {Partial<PlanNode>} */
      const meta = found.element === undefined ? {} : injection(found.element);
      if (found.element === undefined && level.name !== undefined) meta.name = level.name;
      path.push({serviceIdentifier: level.label, edge: found.edge, meta, bindings: []});
    }
    const last = path.at(-1);
    if (last !== undefined && path.length === levels.length) {
      last.bindings = levels[path.length - 1].candidates.map((b) => {
        planned.add(b);
        return bindingFacts(state, b);
      });
    }
    return failurePath(path, {circular: circular && path.length === levels.length});
  }

  /**
   * @param {ContainerState} state
   * @param {string} call
   * @param {Frame} frame
   * @param {Loose | undefined} options
   * @param {{error: unknown} | undefined} failure
   * @returns {PlanReport}
   */
  function report(state, call, frame, options, failure) {
    /** @type {Partial<PlanNode>} */
    const meta = {};
    if (frame.isMultiple) meta.multiple = true;
    if (options?.optional === true) meta.optional = true;
    if (options?.name !== undefined) meta.name = stringifyId(options.name);
    if (options?.tag !== undefined) meta.tags = [{key: stringifyId(options.tag.key), value: stringifyId(options.tag.value)}];
    const budget = new Budget();
    budget.take(1);
    const error = messageOf(failure);
    // Planning failed: the path the planner was on, or the requested service alone if it asked no binding.
    const path = error === undefined || frame.plan !== undefined ? undefined : failedPath(state, frame.asked, meta, error);
    /** @type {PlanNode} */
    const root =
      path?.root ??
      (frame.plan === undefined
        ? {serviceIdentifier: stringifyId(frame.serviceIdentifier), edge: {kind: 'root'}, ...meta, bindings: []}
        : converter(state, budget, frame.resolved)(frame.plan.tree.root, {kind: 'root'}, meta, 1));
    return planReport(call, state.number, root, error, budget.omitted + (path?.omitted ?? 0));
  }

  /**
   * Observes the bindings a resolution may plan with: those of the asked container and of its ancestors.
   * @param {ContainerState} state
   */
  function observeBindings(state) {
    for (let s = /** @type {ContainerState | undefined} */ (state); s !== undefined; s = s.parent === undefined ? undefined : states.get(s.parent)) {
      const service = s.context?.bindingService;
      if (service === undefined) continue;
      for (const id of service.getNonParentBoundServices()) for (const binding of service.getNonParentBindings(id) ?? []) observe(binding);
    }
  }

  /**
   * Runs one container call and reports its plan.
   * @param {object} container
   * @param {string} call
   * @param {boolean} isMultiple
   * @param {unknown} serviceIdentifier
   * @param {Loose | undefined} options
   * @param {() => unknown} resolve the release's own method
   */
  function capture(container, call, isMultiple, serviceIdentifier, options, resolve) {
    const state = states.get(container);
    const slot = state === undefined ? undefined : collector.reserve();
    if (state === undefined || slot === undefined) return resolve();
    /** @type {Frame} */
    const frame = {serviceIdentifier, isMultiple, plan: undefined, resolved: new Set(), asked: {last: undefined, satisfied: new Map()}};
    // The options the release builds for its plan cache (ServiceResolutionManager#buildGetPlanOptions).
    const planOptions = {
      ...(isMultiple ? {chained: options?.chained ?? false} : {}),
      isMultiple,
      name: options?.name,
      optional: options?.optional ?? false,
      serviceIdentifier,
      tag: options?.tag,
    };
    const cached = state.context?.planResultCacheService.get(planOptions);
    if (cached !== undefined) {
      notePlan(cached);
      frame.plan = cached;
      frame.resolved = resolvedSingletons(cached);
    }
    if (frame.plan === undefined) observeBindings(state);
    return resolveReported(slot, resolve, (outcome) => report(state, call, frame, options, outcome), {frames: state.frames, frame, current: planning});
  }

  const Container = {
    Container: class extends Base {
      /** @param {Loose} [options] */
      constructor(options) {
        super(options);
        /** @type {ContainerState} */
        const state = {number: collector.number(this), parent: options?.parent, context: undefined, frames: []};
        states.set(this, state);
        created[created.length] = state;
        Base.prototype.register.call(this, CapturePlugin);
      }
      /** @param {unknown} serviceIdentifier */
      bind(serviceIdentifier) {
        const syntax = super.bind(serviceIdentifier);
        if (typeof syntax === 'object') wrapSyntax(syntax);
        return syntax;
      }
      /** @param {unknown} id @param {Loose} [options] */
      get(id, options) {
        return capture(this, 'get', false, id, options, () => super.get(id, options));
      }
      /** @param {unknown} id @param {Loose} [options] */
      getAll(id, options) {
        return capture(this, 'getAll', true, id, options, () => super.getAll(id, options));
      }
      /** @param {unknown} id @param {Loose} [options] */
      getAsync(id, options) {
        return capture(this, 'getAsync', false, id, options, () => super.getAsync(id, options));
      }
      /** @param {unknown} id @param {Loose} [options] */
      getAllAsync(id, options) {
        return capture(this, 'getAllAsync', true, id, options, () => super.getAllAsync(id, options));
      }
    },
  }.Container;

  /**
   * Notes every binding of the run's plans in `planned`: each service node once, lazy ones the run never expanded
   * left as they are (expanding them would plan), within WALK_STEPS steps in all.
   */
  function walkPlans() {
    /** @type {unknown[]} */
    const stack = [];
    for (let i = 0; i < planList.length; i++) stack[stack.length] = planList[i].tree?.root;
    const seen = new SafeSet();
    for (let steps = 0; stack.length > 0 && steps < WALK_STEPS; steps++) {
      const serviceNode = /** @type {Loose} */ (stack[stack.length - 1]);
      stack.length -= 1;
      if (typeof serviceNode !== 'object' || serviceNode === null || seen.has(serviceNode) || serviceNode.isNoParam === true) continue;
      seen.add(serviceNode);
      if (serviceNode[LAZY] === true && !serviceNode.isExpanded()) continue;
      const raw = serviceNode.bindings;
      /** @type {unknown[]} */
      const bindingNodes = raw === undefined ? [] : isList(raw) ? listOf(raw) : [raw];
      for (let j = 0; j < bindingNodes.length; j++) {
        const bindingNode = /** @type {Loose} */ (bindingNodes[j]);
        if (typeof bindingNode !== 'object' || bindingNode === null) continue;
        planned.add(bindingNode.binding);
        append(stack, bindingNode.constructorParams);
        const properties = listOf(bindingNode.propertyParams);
        for (let k = 0; k < properties.length; k++) stack[stack.length] = /** @type {unknown[]} */ (properties[k])[1];
        append(stack, bindingNode.params);
        if (bindingNode.redirection !== undefined) stack[stack.length] = bindingNode.redirection;
        // 7.x: a redirection's binding nodes, walked as a service node's bindings.
        if (isList(bindingNode.redirections)) stack[stack.length] = {bindings: bindingNode.redirections};
      }
    }
  }

  /**
   * A binding as the map shows it: what it is, whether a plan held it, and what its value takes by its metadata.
   * @param {Loose} b the release's binding
   * @param {number} container
   * @returns {import('../../shared/containerMap').MapBinding}
   */
  function mapBinding(b, container) {
    /** @type {import('../../shared/containerMap').MapBinding} */
    const out = {container, serviceIdentifier: textOf(b.serviceIdentifier), type: textOf(b.type), resolved: planned.has(b), dependencies: []};
    if (b.scope !== undefined) out.scope = textOf(b.scope);
    if (b.type === 'Instance') out.implementation = textOf(b.implementationType);
    const constraint = typeof b.id === 'number' ? lookUp(words, b.id) : undefined;
    if (constraint !== undefined) out.constraint = constraint;
    const elements = listOf(injections(b));
    for (let i = 0; i < elements.length; i++) {
      const entry = /** @type {[PlanEdge, Loose]} */ (elements[i]);
      out.dependencies[out.dependencies.length] = {serviceIdentifier: textOf(serviceOf(entry[1].value)), edge: entry[0], ...injection(entry[1])};
    }
    // The release plans the target with the options of the request that reached the redirection.
    if (b.type === 'ServiceRedirection') out.dependencies[out.dependencies.length] = {serviceIdentifier: textOf(b.targetServiceIdentifier), edge: {kind: 'redirection'}};
    return out;
  }

  /** @returns {import('../../shared/containerMap').ContainerMap} */
  function containerMap() {
    walkPlans();
    /** @type {import('./containerMap.mjs').MapSource[]} */
    const sources = [];
    for (let i = 0; i < created.length; i++) {
      const state = created[i];
      sources[i] = {
        number: state.number,
        parent: state.parent === undefined ? undefined : lookUp(states, state.parent)?.number,
        bindings: () => {
          const service = state.context?.bindingService;
          /** @type {unknown[]} */
          const own = [];
          if (service === undefined) return own;
          const ids = listOf(service.getNonParentBoundServices());
          for (let i = 0; i < ids.length; i++) {
            const bindings = listOf(service.getNonParentBindings(ids[i]));
            for (let j = 0; j < bindings.length; j++) own[own.length] = bindings[j];
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
