// The container map's analysis: the graph of a run's bindings (one node per binding, one per identifier something
// depends on and nothing provides, one edge per binding a dependency can get) and the problems found in it, each
// marked 'run' when the program's own resolutions met it and 'metadata' when only the bindings' metadata shows it.
// Plain JavaScript with JSDoc types: the page, the map view and the node tests import it as it is.
//
// It follows the releases' rules, as runs of 6.x, 7.x and 8.x show them (tests/unit/container-map-analyze.test.mjs,
// tests/examples/container-map-problems.test.mjs):
// - A container asked for an identifier uses its own bindings of it, and its ancestors' only when it has none (a
//   child's binding hides the parent's, constraints are applied afterwards). A binding's dependencies are looked up
//   from the container the resolution asked, so a parent's binding can get a dependency only its child provides:
//   the analysis looks from the binding's container and from each descendant that reaches the binding, and calls a
//   dependency missing only when it is missing from all of them.
// - A binding without a constraint satisfies every injection, named, tagged or not; `named`, `tagged` and `default`
//   are evaluated; any other constraint (a custom `when`, parent and ancestor constraints) may or may not hold, so its
//   edges are `possible` and never count towards a problem.
// - A `@multiInject` or optional injection of nothing: 7.x and 8.x inject `[]` / `undefined`; 6.x throws for the
//   multiple one (ContainerMap.major says which release ran).
// - Every release throws on a cycle through classes, resolved values and redirections (constructor and property
//   injection alike, singletons included); a factory, provider or dynamic value resolves later, outside the plan.
// - A binding the run resolved got its dependencies from some container: unless a resolution of the run failed on
//   it, the analysis then says none of them is missing or ambiguous, nor that it is on a cycle, whatever the metadata
//   seems to say (a constraint the capture could not put in words would otherwise look like no constraint).
/** @import {ContainerMap, MapAnalysis, MapBinding, MapContainer, MapDependency, MapEdge, MapNode, MapProblem, MapProblemKind} from '../../shared/containerMap' */
/** @import {PlanSummary} from '../../shared/plan' */
import {MAP_LIMITS} from '../../shared/mapLimits.mjs';
import {BINDING_WORDS} from '../../shared/bindingWords.mjs';

/**
 * The docs page (relative to a docs version's root) that explains each problem; each page and anchor exists in every
 * docs version (tests/unit/container-map-analyze.test.mjs).
 * @type {Readonly<Record<MapProblemKind, string>>}
 */
export const PROBLEM_DOCS = Object.freeze({
  missing: 'api/errors/#no-bindings-found',
  ambiguous: 'api/errors/#ambiguous-bindings',
  cycle: 'api/errors/#circular-dependency',
  captive: 'fundamentals/binding/#captive-dependency',
  unused: 'fundamentals/binding/#what-a-binding-is-made-of',
});

/** Binding kinds whose value is built from their dependencies when resolved: a cycle through them is planned, and throws. */
const BUILT_FROM_DEPENDENCIES = new Set(['Instance', 'ResolvedValue', 'ServiceRedirection']);
/** Binding kinds whose value is made anew on each resolution in Transient scope (once per request in Request scope). */
const SCOPED_VALUES = new Set(['Instance', 'ResolvedValue', 'DynamicValue']);
/** How long a scope keeps a value: a value kept longer than its dependency's is captive. */
const LIFETIME = /** @type {Readonly<Record<string, number>>} */ ({Transient: 0, Request: 1, Singleton: 2});

/**
 * A name or tag value as the capture writes it in a constraint: a string as JSON, anything else as printed.
 * @param {string} text
 * @returns {string | undefined} the value as the injection's name or tags hold it; undefined when unreadable
 */
function constraintValue(text) {
  if (!text.startsWith('"')) return text.includes('"') ? undefined : text;
  try {
    const value = JSON.parse(text);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a binding's constraint lets the release choose it for an injection.
 * @param {string | undefined} constraint the binding's constraint in words
 * @param {MapDependency} dependency
 * @returns {'yes' | 'no' | 'unknown'}
 */
export function satisfies(constraint, dependency) {
  if (constraint === undefined) return 'yes';
  const tags = dependency.tags ?? [];
  if (constraint === 'default') return dependency.name === undefined && tags.length === 0 ? 'yes' : 'no';
  if (constraint.startsWith('named ')) {
    const name = constraintValue(constraint.slice('named '.length));
    if (name === undefined) return 'unknown';
    return dependency.name === name ? 'yes' : 'no';
  }
  if (constraint.startsWith('tagged ')) {
    // `tagged key=value`: the key may hold `=` too, so every split whose value reads as a value is tried.
    const text = constraint.slice('tagged '.length);
    /** @type {Set<'yes' | 'no'>} */
    const answers = new Set();
    for (let at = text.indexOf('='); at !== -1; at = text.indexOf('=', at + 1)) {
      const value = constraintValue(text.slice(at + 1));
      if (value === undefined) continue;
      const key = text.slice(0, at);
      answers.add(tags.some((tag) => tag.key === key && tag.value === value) ? 'yes' : 'no');
    }
    return answers.size === 1 ? [...answers][0] : 'unknown';
  }
  return 'unknown';
}

/** @param {MapDependency['edge']} edge */
function edgeWords(edge) {
  switch (edge.kind) {
    case 'constructor':
      return `constructor argument ${edge.index}`;
    case 'property':
      return `property ${edge.name}`;
    case 'resolved-value-parameter':
      return `parameter ${edge.index}`;
    default:
      return edge.kind;
  }
}

/**
 * `Logger → FileLogger (Singleton, named "file")`, `Port → constant value`, with the container when there are several.
 * @param {MapBinding} binding
 * @param {boolean} severalContainers
 */
function bindingLabel(binding, severalContainers) {
  const words = /** @type {Record<string, string | undefined>} */ (BINDING_WORDS)[binding.type] ?? binding.type;
  const target = binding.type === 'Instance' && binding.implementation !== undefined ? binding.implementation : binding.implementation === undefined ? words : `${words} ${binding.implementation}`;
  const details = [];
  if (binding.scope !== undefined && binding.type !== 'ConstantValue') details.push(binding.scope);
  if (binding.constraint !== undefined) details.push(binding.constraint);
  if (severalContainers) details.push(`container ${binding.container}`);
  return `${binding.serviceIdentifier} → ${target}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/**
 * The identifiers the run's failed resolutions name, by kind of failure, in each release's words.
 * @param {PlanSummary | undefined} plans
 */
function runFailures(plans) {
  /** @type {Set<string>} */
  const missing = new Set();
  /** @type {Set<string>} */
  const ambiguous = new Set();
  /** @type {string[][]} */
  const cycles = [];
  for (const report of plans?.reports ?? []) {
    const error = report.error;
    if (typeof error !== 'string') continue;
    const notFound = /^No bindings found for service: "(.*)"\.$/m.exec(error) ?? /^No matching bindings found for serviceIdentifier: (.*)$/m.exec(error);
    if (notFound !== null) missing.add(notFound[1]);
    const several = /^Ambiguous bindings found for service: "(.*)"\.$/m.exec(error) ?? /^Ambiguous match found for serviceIdentifier: (.*)$/m.exec(error);
    if (several !== null) ambiguous.add(several[1]);
    const cycle = /^Circular dependency found: (.*)$/m.exec(error);
    if (cycle !== null) cycles.push(cycle[1].split(/ -+> /));
  }
  return {missing, ambiguous, cycles};
}

/**
 * Strongly connected components of a graph given as adjacency lists, by Tarjan's algorithm without recursion.
 * @param {number[][]} next
 * @returns {number[][]} components with a cycle: two or more vertices, or one with an edge to itself
 */
export function cyclicComponents(next) {
  const n = next.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  /** @type {number[]} */
  const stack = [];
  /** @type {number[][]} */
  const components = [];
  let counter = 0;
  for (let start = 0; start < n; start++) {
    if (index[start] !== -1) continue;
    // Each frame: a vertex and how many of its edges have been followed.
    /** @type {[number, number][]} */
    const frames = [[start, 0]];
    index[start] = low[start] = counter++;
    stack.push(start);
    onStack[start] = 1;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const [v, i] = frame;
      if (i < next[v].length) {
        frame[1] = i + 1;
        const w = next[v][i];
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          frames.push([w, 0]);
        } else if (onStack[w] === 1) {
          low[v] = Math.min(low[v], index[w]);
        }
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1][0];
        low[parent] = Math.min(low[parent], low[v]);
      }
      if (low[v] !== index[v]) continue;
      /** @type {number[]} */
      const component = [];
      let w;
      do {
        w = /** @type {number} */ (stack.pop());
        onStack[w] = 0;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next[v].includes(v)) components.push(component.reverse());
    }
  }
  return components;
}

/**
 * One cycle through a component, in the order its edges go: the shortest way back to its first vertex (breadth first).
 * @param {number[]} component
 * @param {number[][]} next
 * @returns {number[]}
 */
function cycleThrough(component, next) {
  const [first] = component;
  if (next[first].includes(first)) return [first];
  const inside = new Set(component);
  /** @type {Map<number, number>} */
  const cameFrom = new Map();
  const queue = [first];
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q];
    for (const w of next[v]) {
      if (!inside.has(w) || cameFrom.has(w)) continue;
      cameFrom.set(w, v);
      if (w === first) {
        const path = [];
        for (let at = v; at !== first; at = /** @type {number} */ (cameFrom.get(at))) path.push(at);
        path.push(first);
        return path.reverse();
      }
      queue.push(w);
    }
  }
  return component;
}

/**
 * The graph and problems of a run's container map.
 * @param {ContainerMap} map
 * @param {PlanSummary} [plans] the same run's plans: a problem a resolution failed on is marked 'run'
 * @returns {MapAnalysis}
 */
export function analyzeMap(map, plans) {
  const {bindings} = map;
  const severalContainers = new Set(bindings.map((b) => b.container)).size > 1 || map.containers.length > 1;

  // Containers: parent of each, children of each, and each container's bindings by identifier.
  /** @type {Map<number, number | undefined>} */
  const parentOf = new Map();
  /** @type {Map<number, number[]>} */
  const childrenOf = new Map();
  const autobinding = new Set();
  for (const container of /** @type {MapContainer[]} */ (map.containers)) {
    parentOf.set(container.number, container.parent);
    if (container.autobind === true) autobinding.add(container.number);
    if (container.parent !== undefined) {
      const children = childrenOf.get(container.parent) ?? [];
      children.push(container.number);
      childrenOf.set(container.parent, children);
    }
  }
  /** @type {Map<number, Map<string, number[]>>} */
  const held = new Map();
  bindings.forEach((binding, i) => {
    let byId = held.get(binding.container);
    if (byId === undefined) held.set(binding.container, (byId = new Map()));
    const list = byId.get(binding.serviceIdentifier);
    if (list === undefined) byId.set(binding.serviceIdentifier, [i]);
    else list.push(i);
  });

  /** @type {Map<number, number[]>} */
  const chains = new Map();
  /** A container, then its ancestors (a forged loop of parents ends where it repeats). @param {number} container */
  const chainOf = (container) => {
    let chain = chains.get(container);
    if (chain === undefined) {
      chain = [];
      const seen = new Set();
      for (let c = /** @type {number | undefined} */ (container); c !== undefined && !seen.has(c); c = parentOf.get(c)) {
        seen.add(c);
        chain.push(c);
      }
      chains.set(container, chain);
    }
    return chain;
  };
  /**
   * The container whose bindings of an identifier a container asked for it uses, or undefined.
   * @param {number} container @param {string} id
   */
  const providerOf = (container, id) => chainOf(container).find((c) => (held.get(c)?.get(id)?.length ?? 0) > 0);
  /** @param {number} container @param {string} id @returns {number[]} */
  const lookup = (container, id) => {
    const provider = providerOf(container, id);
    return provider === undefined ? [] : /** @type {number[]} */ (held.get(provider)?.get(id));
  };
  /** @type {Map<string, number[]>} */
  const askersCache = new Map();
  /**
   * The containers a resolution may be asked from and reach a binding: its own, and each descendant that reaches it.
   * @param {MapBinding} binding
   */
  const askersOf = (binding) => {
    const key = `${binding.container}\u0000${binding.serviceIdentifier}`;
    let askers = askersCache.get(key);
    if (askers === undefined) {
      askers = [binding.container];
      const seen = new Set(askers);
      for (let q = 0; q < askers.length; q++) {
        for (const child of childrenOf.get(askers[q]) ?? []) {
          if (seen.has(child)) continue;
          seen.add(child);
          if (providerOf(child, binding.serviceIdentifier) === binding.container) askers.push(child);
        }
      }
      askersCache.set(key, askers);
    }
    return askers;
  };

  const failures = runFailures(plans);
  /** @type {MapNode[]} */
  const nodes = bindings.map((binding, i) => {
    /** @type {MapNode} */
    const node = {id: `b${i}`, kind: 'binding', binding: i, serviceIdentifier: binding.serviceIdentifier, label: bindingLabel(binding, severalContainers), container: binding.container, resolved: binding.resolved, problems: []};
    if (binding.scope !== undefined) node.scope = binding.scope;
    return node;
  });
  /** @type {Map<string, MapNode>} */
  const missingNodes = new Map();
  /** @type {MapEdge[]} */
  const edges = [];
  /** @type {MapProblem[]} */
  const problems = [];
  /** Edges a resolution that succeeds certainly follows, by binding index (for cycles and captives). */
  const definite = bindings.map(() => /** @type {number[]} */ ([]));

  /**
   * @param {MapProblemKind} kind @param {MapProblem['severity']} severity @param {MapProblem['source']} source
   * @param {string} message @param {string[]} on
   */
  const problem = (kind, severity, source, message, on) => problems.push({kind, severity, source, message, nodes: on, docs: PROBLEM_DOCS[kind]});

  bindings.forEach((binding, from) => {
    const askers = askersOf(binding);
    for (const dependency of binding.dependencies) {
      const id = dependency.serviceIdentifier;
      const label = edgeWords(dependency.edge);
      /** @type {Map<number, boolean>} target → definite in some resolution that does not throw here */
      const targets = new Map();
      /** @type {Set<number>} */
      const severalSatisfy = new Set();
      let missingEverywhere = true;
      let ambiguousWherePresent = true;
      for (const asker of askers) {
        const yes = [];
        const maybe = [];
        for (const candidate of lookup(asker, id)) {
          const answer = satisfies(bindings[candidate].constraint, dependency);
          if (answer === 'yes') yes.push(candidate);
          else if (answer === 'unknown') maybe.push(candidate);
        }
        if (yes.length + maybe.length === 0) continue;
        missingEverywhere = false;
        const ambiguous = dependency.multiple !== true && yes.length > 1;
        if (ambiguous) for (const candidate of yes) severalSatisfy.add(candidate);
        else ambiguousWherePresent = false;
        for (const candidate of yes) targets.set(candidate, (targets.get(candidate) ?? false) || !ambiguous);
        for (const candidate of maybe) if (!targets.has(candidate)) targets.set(candidate, false);
      }
      /** @param {Partial<MapEdge>} extra @param {string} to */
      const edge = (to, extra) => {
        /** @type {MapEdge} */
        const made = {from: `b${from}`, to, label};
        if (dependency.optional === true) made.optional = true;
        if (dependency.multiple === true) made.multiple = true;
        edges.push({...made, ...extra});
      };
      if (missingEverywhere) {
        const nodeId = `missing:${id}`;
        let missing = missingNodes.get(nodeId);
        if (missing === undefined) {
          const boundSomewhere = bindings.some((b) => b.serviceIdentifier === id);
          missing = {id: nodeId, kind: 'missing', serviceIdentifier: id, label: `${id} — ${boundSomewhere ? 'no binding that matches' : 'not bound'}`, resolved: false, problems: []};
          missingNodes.set(nodeId, missing);
        }
        edge(nodeId, {});
        const throws = dependency.optional !== true && (dependency.multiple !== true || map.major === 6);
        const ran = failures.missing.has(id);
        // A binding the limits left out, or one a container makes when asked (autobind), may be the one it needs.
        const maybeProvided = map.omitted > 0 || askers.some((asker) => chainOf(asker).some((c) => autobinding.has(c)));
        if (throws && (ran || (!binding.resolved && !maybeProvided))) {
          const asked = [dependency.name === undefined ? '' : ` named "${dependency.name}"`, ...(dependency.tags ?? []).map((t) => ` tagged ${t.key}="${t.value}"`)].join('');
          problem('missing', 'error', ran ? 'run' : 'metadata', `${nodes[from].label} needs ${id}${asked} (${label}), and no binding provides it.`, [`b${from}`, nodeId]);
        }
        continue;
      }
      for (const [to, sure] of targets) {
        const possible = satisfies(bindings[to].constraint, dependency) === 'unknown';
        edge(`b${to}`, possible ? {possible: true} : {});
        if (sure) definite[from].push(to);
      }
      if (ambiguousWherePresent && severalSatisfy.size > 1 && (failures.ambiguous.has(id) || !binding.resolved)) {
        const several = [...severalSatisfy];
        problem(
          'ambiguous',
          'error',
          failures.ambiguous.has(id) ? 'run' : 'metadata',
          `${nodes[from].label} takes one ${id} (${label}), and ${several.length} bindings match it: ${several.map((i) => nodes[i].label).join('; ')}.`,
          [`b${from}`, ...several.map((i) => `b${i}`)],
        );
      }
    }
  });

  // Cycles: definite edges between bindings built from their dependencies.
  const eager = definite.map((targets, i) => (BUILT_FROM_DEPENDENCIES.has(bindings[i].type) ? targets.filter((t) => BUILT_FROM_DEPENDENCIES.has(bindings[t].type)) : []));
  for (const component of cyclicComponents(eager)) {
    const cycle = cycleThrough(component, eager);
    const ids = cycle.map((i) => bindings[i].serviceIdentifier);
    const ran = failures.cycles.some((named) => ids.every((id) => named.includes(id)));
    if (!ran && component.some((i) => bindings[i].resolved)) continue;
    const path = [...cycle, cycle[0]].map((i) => bindings[i].serviceIdentifier).join(' → ');
    problem('cycle', 'error', ran ? 'run' : 'metadata', `${path}: each of these needs the next to be built, so none can be.`, cycle.map((i) => `b${i}`));
  }

  // Captives: a value kept longer than a dependency it was built with (through redirections to the binding behind).
  bindings.forEach((binding, from) => {
    const keeps = LIFETIME[binding.scope ?? ''];
    if (keeps === undefined || keeps === 0 || !SCOPED_VALUES.has(binding.type)) return;
    const seen = new Set([from]);
    const queue = [...definite[from]];
    for (let q = 0; q < queue.length; q++) {
      const to = queue[q];
      if (seen.has(to)) continue;
      seen.add(to);
      const target = bindings[to];
      if (target.type === 'ServiceRedirection') {
        queue.push(...definite[to]);
        continue;
      }
      const lives = LIFETIME[target.scope ?? ''];
      if (lives === undefined || lives >= keeps || !SCOPED_VALUES.has(target.type)) continue;
      problem(
        'captive',
        'warning',
        binding.resolved && target.resolved ? 'run' : 'metadata',
        `${nodes[from].label} keeps the ${nodes[to].label} it was built with for its whole ${binding.scope === 'Singleton' ? 'life' : 'request'}: the shorter-lived value is shared by every use of ${binding.serviceIdentifier}, while a direct resolution of ${target.serviceIdentifier} gives a new one.`,
        [`b${from}`, `b${to}`],
      );
    }
  });

  // Unused: only said of a run that resolved something, and in the run's own terms.
  if (bindings.some((b) => b.resolved)) {
    bindings.forEach((binding, i) => {
      if (!binding.resolved) problem('unused', 'info', 'run', `${nodes[i].label} is registered but not resolved by this run.`, [`b${i}`]);
    });
  }

  const allNodes = [...nodes, ...missingNodes.values()];
  /** @type {Map<string, MapNode>} */
  const byId = new Map(allNodes.map((node) => [node.id, node]));
  problems.forEach((p, i) => {
    for (const id of new Set(p.nodes)) byId.get(id)?.problems.push(i);
  });
  return cut(allNodes, edges, problems, map.omitted);
}

/**
 * Keeps at most MAP_LIMITS.nodes nodes, those in errors and warnings first, in their order; edges and problems keep
 * only the nodes kept.
 * @param {MapNode[]} nodes @param {MapEdge[]} edges @param {MapProblem[]} problems @param {number} omitted
 * @returns {MapAnalysis}
 */
function cut(nodes, edges, problems, omitted) {
  if (nodes.length <= MAP_LIMITS.nodes) return {nodes, edges, problems, omitted};
  /** @param {MapNode} node */
  const serious = (node) => node.problems.some((p) => problems[p].severity !== 'info');
  const first = nodes.filter(serious);
  const kept = new Set([...first, ...nodes.filter((node) => !serious(node))].slice(0, MAP_LIMITS.nodes).map((node) => node.id));
  return {
    nodes: nodes.filter((node) => kept.has(node.id)),
    edges: edges.filter((edge) => kept.has(edge.from) && kept.has(edge.to)),
    problems: problems.map((p) => ({...p, nodes: p.nodes.filter((id) => kept.has(id))})),
    omitted: omitted + nodes.length - kept.size,
  };
}
