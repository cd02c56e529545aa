// The resolution-plan view's tree, as data: one item per line the view shows, with the words of that line. The view
// (./index.tsx) draws these items; `planText` prints the same items as text, one line per item indented by depth, so
// a test can compare what the browser shows with the reports the release gives in Node. Plain JavaScript with JSDoc
// types: the node tests and the Playwright tests import it as it is.
/** @import {PlanBinding, PlanNode, PlanReport} from '../../shared/plan' */
import {BINDING_WORDS} from '../../shared/bindingWords.mjs';

/**
 * @typedef {object} PlanItem
 * @property {string} id Unique within a summary: the report's index, then each child's index ("2.0.1").
 * @property {'resolution' | 'service' | 'binding' | 'error' | 'omitted'} kind
 * @property {string} text The line's words (without the failing-path mark).
 * @property {boolean} failed On the path from the root request to the service whose resolution failed.
 * @property {boolean} cached The value came from a singleton or request cache.
 * @property {PlanItem[]} children
 */

/** The words that mark an item on the failing path (after an em dash), so the path is not told by colour only. */
export const FAILED_MARK = 'failing path';

/** @param {number} n @param {string} one @param {string} [many] */
const count = (n, one, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * How the parent injects the node, then the identifier and what the request asked for.
 * @param {PlanNode} node
 * @param {string} call the container method, for the root
 */
function requestWords(node, call) {
  const {edge} = node;
  let words;
  if (edge.kind === 'root') words = `${call}(${node.serviceIdentifier})`;
  else if (edge.kind === 'constructor') words = `parameter ${edge.index}: ${node.serviceIdentifier}`;
  else if (edge.kind === 'property') words = `property ${edge.name}: ${node.serviceIdentifier}`;
  else if (edge.kind === 'redirection') words = `redirected to ${node.serviceIdentifier}`;
  else words = `value parameter ${edge.index}: ${node.serviceIdentifier}`;
  const asked = [];
  if (node.multiple && edge.kind !== 'root') asked.push('all bindings');
  if (node.optional) asked.push('optional');
  if (node.name !== undefined) asked.push(`named "${node.name}"`);
  for (const tag of node.tags ?? []) asked.push(`tagged ${tag.key}=${tag.value}`);
  return asked.length === 0 ? words : `${words} (${asked.join(', ')})`;
}

/**
 * The binding's kind, class, scope, constraint, where its value came from and, when another container holds it,
 * which one.
 * @param {PlanBinding} binding
 * @param {number} container the container the resolution asked
 */
function bindingWords(binding, container) {
  const kind = BINDING_WORDS[binding.type] ?? binding.type;
  const parts = [binding.implementation === undefined ? kind : `${kind} ${binding.implementation}`];
  if (binding.scope !== undefined) parts.push(`${binding.scope} scope`);
  if (binding.constraint !== undefined) parts.push(binding.constraint);
  if (binding.cached !== undefined) parts.push(`from the ${binding.cached} cache`);
  if (binding.container !== undefined && binding.container !== container) parts.push(`bound in container ${binding.container}`);
  return parts.join(', ');
}

/**
 * The items of one report: its root request, the binding chosen for each request (on the request's line when there
 * is one binding, one child line per binding for `getAll`/`@multiInject` or an ambiguous match), each binding's
 * dependencies below it, the error under the last service of the failing path, and what the limits left out.
 * @param {PlanReport} report
 * @param {string} id
 * @returns {PlanItem}
 */
export function reportItem(report, id) {
  /** @type {PlanItem | undefined} */
  let deepestFailed;
  /**
   * @param {PlanNode} node
   * @param {string} itemId
   * @returns {PlanItem}
   */
  const nodeItem = (node, itemId) => {
    const words = requestWords(node, report.call);
    const failed = node.failed === true;
    const {bindings} = node;
    /** @type {PlanItem['kind']} */
    const kind = node.edge.kind === 'root' ? 'resolution' : 'service';
    /** @type {PlanItem} */
    let item;
    // The release planned this request lazily and the run never needed it; or it repeats on its own path.
    if (node.lazy || node.circular) {
      item = {
        id: itemId,
        kind,
        text: `${words} → ${node.lazy ? 'planned lazily, not resolved by this run' : 'circular: already on this path, cut here'}`,
        failed,
        cached: false,
        children: [],
      };
    } else if (bindings.length === 1 && !node.multiple) {
      const [binding] = bindings;
      item = {
        id: itemId,
        kind,
        text: `${words} → ${bindingWords(binding, report.container)}`,
        failed,
        cached: binding.cached !== undefined,
        children: binding.dependencies.map((dep, i) => nodeItem(dep, `${itemId}.${i}`)),
      };
    } else {
      item = {
        id: itemId,
        kind,
        text: `${words} → ${bindings.length === 0 ? 'nothing bound' : count(bindings.length, 'binding')}`,
        failed,
        cached: false,
        children: bindings.map((binding, i) => {
          const children = binding.dependencies.map((dep, j) => nodeItem(dep, `${itemId}.${i}.${j}`));
          return {
            id: `${itemId}.${i}`,
            kind: 'binding',
            text: `binding ${i + 1}: ${bindingWords(binding, report.container)}`,
            failed: children.some((child) => child.failed),
            cached: binding.cached !== undefined,
            children,
          };
        }),
      };
    }
    // Children are made before their parent: the first failed item made without a failed child ends the path.
    if (failed && !item.children.some((child) => child.failed)) deepestFailed ??= item;
    return item;
  };
  const root = nodeItem(report.root, id);
  if (report.error !== undefined) {
    // Under the service where resolution stopped (the root when the release named no path).
    const at = deepestFailed ?? root;
    at.failed = true;
    root.failed = true;
    at.children.unshift({id: `${at.id}.error`, kind: 'error', text: `Error: ${report.error}`, failed: true, cached: false, children: []});
  }
  if (report.pending) root.text += ' (still pending when the run ended)';
  if (report.omitted !== undefined && report.omitted > 0) {
    root.children.push({
      id: `${id}.omitted`,
      kind: 'omitted',
      text: `${count(report.omitted, 'more node')} left out: this resolution is larger or deeper than the view keeps`,
      failed: false,
      cached: false,
      children: [],
    });
  }
  return root;
}

/**
 * The line an item shows: its words, then the failing-path mark.
 * @param {PlanItem} item
 */
function itemLine(item) {
  return item.failed && item.kind !== 'error' ? `${item.text} — ${FAILED_MARK}` : item.text;
}

/**
 * A report as the view shows it fully expanded: one line per item, two spaces of indentation per depth (an error
 * message of several lines keeps them, each indented as its item).
 * @param {PlanReport} report
 * @returns {string}
 */
export function planText(report) {
  /** @type {string[]} */
  const lines = [];
  /** @param {PlanItem} item @param {number} depth */
  const walk = (item, depth) => {
    for (const line of itemLine(item).split('\n')) lines.push(`${'  '.repeat(depth)}${line}`.trimEnd());
    for (const child of item.children) walk(child, depth + 1);
  };
  walk(reportItem(report, '0'), 0);
  return lines.join('\n');
}

/**
 * The items expanded when the view opens: breadth first across every report, each level while the lines shown stay
 * within `budget` (so every report shows its first levels before any shows its deeper ones), down to `depth` levels
 * below the reports; and the whole failing path of a failed resolution, whatever its depth.
 * @param {PlanItem[]} roots
 * @param {{depth?: number, budget?: number}} [options]
 * @returns {Set<string>}
 */
export function initiallyExpanded(roots, {depth = 3, budget = 400} = {}) {
  /** @type {Set<string>} */
  const expanded = new Set();
  let shown = roots.length;
  /** @type {PlanItem[]} */
  let level = roots;
  for (let d = 0; d < depth && level.length > 0; d++) {
    /** @type {PlanItem[]} */
    const next = [];
    for (const item of level) {
      if (item.children.length === 0 || shown + item.children.length > budget) continue;
      expanded.add(item.id);
      shown += item.children.length;
      next.push(...item.children);
    }
    level = next;
  }
  /** @param {PlanItem} item */
  const openFailing = (item) => {
    if (!item.failed || item.children.length === 0) return;
    expanded.add(item.id);
    for (const child of item.children) openFailing(child);
  };
  roots.forEach(openFailing);
  return expanded;
}
