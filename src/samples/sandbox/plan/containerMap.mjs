// The container map of a run (src/samples/shared/containerMap.ts), built when the run ends from what a release's
// capture module reads of its containers: every container in creation order, every binding each one holds, and what
// a binding's metadata says its value takes. Kept within MAP_LIMITS (what is cut is counted) and PLAN_LIMITS.text.
// Sample code has run by then and may have replaced any built-in: the functions used here are taken when this module
// loads, lists are filled by index, and a binding that cannot be read is counted as left out instead of throwing.
import {MAP_LIMITS} from '../../shared/mapLimits.mjs';
import {PLAN_LIMITS} from '../../shared/planLimits.mjs';

/**
 * @typedef {import('../../shared/containerMap').ContainerMap} ContainerMap
 * @typedef {import('../../shared/containerMap').MapBinding} MapBinding
 * @typedef {import('../../shared/containerMap').MapDependency} MapDependency
 * @typedef {import('../../shared/containerMap').MapContainer} MapContainer
 * @typedef {{number: number, parent: number | undefined, bindings: () => unknown[]}} MapSource
 *   a container as a capture module knows it: its creation number, its parent's, and its own bindings (the release's
 *   objects), read only when the map is built
 */

const call = Function.prototype.call;
const sliceString = call.bind(String.prototype.slice);
const mapEntries = call.bind(Map.prototype.entries);
const setValues = call.bind(Set.prototype.values);
const setHas = call.bind(Set.prototype.has);
const setAdd = call.bind(Set.prototype.add);
const iteratorNext = call.bind(Object.getPrototypeOf(new Map().entries()).next);
const setIteratorNext = call.bind(Object.getPrototypeOf(new Set().values()).next);
const arrayIterator = call.bind(Array.prototype[Symbol.iterator]);
const arrayIteratorNext = call.bind(Object.getPrototypeOf([][Symbol.iterator]()).next);
const isArray = Array.isArray;
const mapGet = call.bind(Map.prototype.get);
const weakMapGet = call.bind(WeakMap.prototype.get);
const NativeMap = Map;
const NativeSet = Set;
const NativeString = String;

/** A text within PLAN_LIMITS.text, cut with "…" as the plans' texts are (a value that is not text is printed first). @param {unknown} text */
const boundedText = (text) => {
  const value = typeof text === 'string' ? text : textOf(text);
  return value.length > PLAN_LIMITS.text ? `${sliceString(value, 0, PLAN_LIMITS.text - 1)}…` : value;
};

/**
 * The entries of a Map, the values of a Set or the items of an array (or of any other iterable the release returns),
 * as an array, without the iterator methods sample code may have replaced on the built-ins' prototypes.
 * @param {unknown} items
 * @returns {unknown[]}
 */
export function listOf(items) {
  /** @type {unknown[]} */
  const out = [];
  if (items === undefined || items === null) return out;
  /** @type {() => {done?: boolean, value?: unknown}} */
  let next;
  if (items instanceof NativeMap) {
    const it = mapEntries(items);
    next = () => iteratorNext(it);
  } else if (items instanceof NativeSet) {
    const it = setValues(items);
    next = () => setIteratorNext(it);
  } else if (isArray(items)) {
    const it = arrayIterator(items);
    next = () => arrayIteratorNext(it);
  } else {
    const it = /** @type {Iterable<unknown>} */ (items)[Symbol.iterator]();
    next = () => it.next();
  }
  for (let step = next(); step.done !== true; step = next()) out[out.length] = step.value;
  return out;
}

/** Whether a value is an array, by the built-in sample code cannot replace. @param {unknown} value @returns {value is unknown[]} */
export const isList = (value) => isArray(value);

/**
 * `map.get(key)` of a Map or WeakMap the capture made, by the built-in sample code cannot replace.
 * @template K, V
 * @param {Map<K, V> | WeakMap<K & object, V>} map
 * @param {K} key
 * @returns {V | undefined}
 */
export const lookUp = (map, key) => (map instanceof NativeMap ? mapGet(map, key) : weakMapGet(map, key));

/**
 * The items of `items` added to the end of `list` (by index).
 * @param {unknown[]} list
 * @param {unknown} items what listOf reads
 */
export function append(list, items) {
  const more = listOf(items);
  for (let i = 0; i < more.length; i++) list[list.length] = more[i];
  return list;
}

/**
 * A run's plan summary with its container map, or without one when reading the release's data failed (the capture
 * never throws into a sample, nor loses the plans).
 * @param {import('../../shared/plan').PlanSummary} summary
 * @param {() => ContainerMap} build
 * @returns {import('../../shared/plan').PlanSummary}
 */
export function withMap(summary, build) {
  try {
    return {...summary, map: build()};
  } catch {
    return summary;
  }
}

/** A Set (of the release's objects, or property keys) read and filled without the methods sample code may have replaced. */
export class SafeSet {
  #set = new NativeSet();
  /** @param {unknown} binding */
  add(binding) {
    setAdd(this.#set, binding);
  }
  /** @param {unknown} binding */
  has(binding) {
    return setHas(this.#set, binding);
  }
}

/**
 * A dependency with its texts within PLAN_LIMITS.text.
 * @param {MapDependency} dependency
 * @returns {MapDependency}
 */
function boundDependency(dependency) {
  const {edge} = dependency;
  /** @type {MapDependency} */
  const out = {serviceIdentifier: boundedText(dependency.serviceIdentifier), edge: edge.kind === 'property' ? {kind: 'property', name: boundedText(edge.name)} : edge};
  if (dependency.multiple === true) out.multiple = true;
  if (dependency.optional === true) out.optional = true;
  if (dependency.name !== undefined) out.name = boundedText(dependency.name);
  if (dependency.tags !== undefined) {
    /** @type {{key: string, value: string}[]} */
    const tags = [];
    for (let i = 0; i < dependency.tags.length && i < MAP_LIMITS.dependencies; i++) tags[i] = {key: boundedText(dependency.tags[i].key), value: boundedText(dependency.tags[i].value)};
    out.tags = tags;
  }
  return out;
}

/**
 * A binding within MAP_LIMITS.dependencies (the others counted in `cut.dependencies`) and PLAN_LIMITS.text.
 * @param {MapBinding} binding
 * @param {{dependencies: number}} cut
 * @returns {MapBinding}
 */
function boundBinding(binding, cut) {
  /** @type {MapDependency[]} */
  const dependencies = [];
  for (let i = 0; i < binding.dependencies.length; i++) {
    if (i < MAP_LIMITS.dependencies) dependencies[i] = boundDependency(binding.dependencies[i]);
    else cut.dependencies += 1;
  }
  return {
    container: binding.container,
    serviceIdentifier: boundedText(binding.serviceIdentifier),
    type: binding.type,
    ...(binding.scope === undefined ? {} : {scope: binding.scope}),
    ...(binding.implementation === undefined ? {} : {implementation: boundedText(binding.implementation)}),
    ...(binding.constraint === undefined ? {} : {constraint: boundedText(binding.constraint)}),
    resolved: binding.resolved === true,
    dependencies,
  };
}

/**
 * The map of a run's containers, in creation order. Containers past MAP_LIMITS.containers are left out with their
 * bindings, and bindings past MAP_LIMITS.bindings, or that could not be read, are counted in `omitted`; dependencies past
 * MAP_LIMITS.dependencies of a binding are counted in `omittedDependencies`.
 * @param {MapSource[]} containers in creation order, numbered from 1
 * @param {(binding: any, container: number) => MapBinding} describe a binding as the map shows it, texts of any length
 * @returns {ContainerMap}
 */
export function buildContainerMap(containers, describe) {
  /** @type {MapContainer[]} */
  const kept = [];
  /** @type {MapBinding[]} */
  const bindings = [];
  let omitted = 0;
  const cut = {dependencies: 0};
  for (let i = 0; i < containers.length; i++) {
    const {number, parent} = containers[i];
    const keep = i < MAP_LIMITS.containers;
    if (keep) {
      /** @type {MapContainer} */
      const entry = {number};
      // A 6.x sample may set any container as `parent`: only an earlier one is a parent the map can name.
      if (typeof parent === 'number' && parent >= 1 && parent < number) entry.parent = parent;
      kept[kept.length] = entry;
    }
    /** @type {unknown[]} */
    let own;
    try {
      own = containers[i].bindings();
    } catch {
      continue;
    }
    for (let j = 0; j < own.length; j++) {
      if (!keep || bindings.length >= MAP_LIMITS.bindings) {
        omitted += 1;
        continue;
      }
      try {
        bindings[bindings.length] = boundBinding(describe(own[j], number), cut);
      } catch {
        omitted += 1;
      }
    }
  }
  /** @type {ContainerMap} */
  const map = {containers: kept, bindings, omitted};
  if (cut.dependencies > 0) map.omittedDependencies = cut.dependencies;
  return map;
}

/**
 * A service identifier, class name or name as inversify prints it: a class or function by name, a symbol as
 * `Symbol(description)`, anything else as a string. Always a string, whatever sample code did to the value.
 * @param {unknown} id
 * @returns {string}
 */
export function textOf(id) {
  try {
    if (typeof id === 'function') {
      const name = /** @type {{name?: unknown}} */ (id).name;
      return typeof name === 'string' ? name : '';
    }
    if (typeof id === 'symbol') return `Symbol(${id.description ?? ''})`;
    if (typeof id === 'string') return id;
    return NativeString(id);
  } catch {
    return '?';
  }
}
