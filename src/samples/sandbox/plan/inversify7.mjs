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
// A planning error leaves no plan: the report has the requested service, marked failed, and the release's message.
import {Budget, Collector, onPath, quote, stringifyId, tagList, withExport} from './collector.mjs';

/**
 * @typedef {import('../../shared/plan').PlanNode} PlanNode
 * @typedef {import('../../shared/plan').PlanBinding} PlanBinding
 * @typedef {import('../../shared/plan').PlanEdge} PlanEdge
 * @typedef {import('../../shared/plan').PlanReport} PlanReport
 * Release objects, as far as the capture reads them (the release's own types are not visible from the site).
 * @typedef {{[key: string]: any}} Loose
 * @typedef {{number: number, parent: object | undefined, context: Loose | undefined, frames: Frame[]}} ContainerState
 * @typedef {{serviceIdentifier: unknown, isMultiple: boolean, plan: Loose | undefined, resolved: Set<unknown>}} Frame
 */

/** @type {string} the release's marker of a LazyPlanServiceNode (typed as a key) */
const LAZY = /** @type {any} */ (Symbol.for('@inversifyjs/core/LazyPlanServiceNode'));
const IS_PLUGIN = Symbol.for('@inversifyjs/plugin/isPlugin');
/** ClassElementMetadataKind / ResolvedValueElementMetadataKind of the release: a multiple injection. */
const MULTIPLE_INJECTION = 0;
const UNMANAGED = 2;

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
      /** @type {PlanBinding} */
      const out = {type: b.type, dependencies: []};
      if (b.scope !== undefined) out.scope = b.scope;
      if (b.type === 'Instance') out.implementation = stringifyId(b.implementationType);
      const constraint = words.get(b.id);
      if (constraint !== undefined) out.constraint = constraint;
      const container = containerOf(state, b);
      if (container !== undefined) out.container = container;
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
    /** @type {PlanNode} */
    const root =
      frame.plan === undefined
        ? {serviceIdentifier: stringifyId(frame.serviceIdentifier), edge: {kind: 'root'}, ...meta, bindings: []}
        : converter(state, budget, frame.resolved)(frame.plan.tree.root, {kind: 'root'}, meta, 1);
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
    const frame = {serviceIdentifier, isMultiple, plan: undefined, resolved: new Set()};
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
      frame.plan = cached;
      frame.resolved = resolvedSingletons(cached);
    }
    state.frames.push(frame);
    let result;
    try {
      result = resolve();
    } catch (error) {
      slot.done(() => report(state, call, frame, options, {error}));
      throw error;
    } finally {
      state.frames.pop();
    }
    if (result instanceof Promise) {
      slot.pending(() => report(state, call, frame, options, undefined));
      return result.then(
        (value) => {
          slot.done(() => report(state, call, frame, options, undefined));
          return value;
        },
        (error) => {
          slot.done(() => report(state, call, frame, options, {error}));
          throw error;
        },
      );
    }
    slot.done(() => report(state, call, frame, options, undefined));
    return result;
  }

  const Container = {
    Container: class extends Base {
      /** @param {Loose} [options] */
      constructor(options) {
        super(options);
        states.set(this, {number: collector.number(this), parent: options?.parent, context: undefined, frames: []});
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

  return {
    packages: {...packages, inversify: withExport(inversify, 'Container', Container)},
    summary: () => collector.summary(),
  };
}
