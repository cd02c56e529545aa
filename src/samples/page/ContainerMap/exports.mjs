// The container map as text to copy: Mermaid (a flowchart), Graphviz DOT and JSON. Identifiers come from sample code
// and may hold anything (quotes, brackets, `-->`, newlines, `%%`, any Unicode): Mermaid node ids are made here
// (`n0`, `n1`, …) and every label is written with Mermaid's entity codes for all but plain characters; DOT quotes and
// escapes every id and label. Round-tripped through the real parsers by tests/unit/container-map-exports.test.mjs.
// Plain JavaScript with JSDoc types, no imports: the map view loads it with the map.
/** @import {ContainerMap, MapAnalysis, MapEdge, MapNode} from '../../shared/containerMap' */

/**
 * Characters a Mermaid label keeps as they are; any other is written as `#<code point>;`. Not `:`: Mermaid rewrites
 * any line that reads like `style …:…#…;` or `classDef …:…#…;` before it parses, labels included.
 */
const MERMAID_PLAIN = /[A-Za-z0-9_.,()=/+*?!'@$~|-]/u;

/**
 * A Mermaid string label: quoted, with every character outside MERMAID_PLAIN as an entity code (which Mermaid turns
 * back into the character when it draws), so no text can end the string, start a comment or a markdown string.
 * @param {string} text
 */
export function mermaidLabel(text) {
  let out = '';
  let previous = ' ';
  const chars = [...text];
  chars.forEach((char, i) => {
    // A space between two other characters stays; Mermaid trims and joins the others.
    const plain = char === ' ' ? previous !== ' ' && i < chars.length - 1 && chars[i + 1] !== ' ' : MERMAID_PLAIN.test(char);
    out += plain ? char : `#${/** @type {number} */ (char.codePointAt(0))};`;
    previous = char;
  });
  return `"${out}"`;
}

/** @param {MapEdge} edge */
function edgeText(edge) {
  const notes = [];
  if (edge.multiple) notes.push('all');
  if (edge.optional) notes.push('optional');
  if (edge.possible) notes.push('if its constraint holds');
  return notes.length === 0 ? edge.label : `${edge.label} (${notes.join(', ')})`;
}

/**
 * The style class of a node: the most severe problem it is part of, or `missing` for an identifier nothing provides.
 * @param {MapNode} node
 * @param {MapAnalysis} analysis
 * @returns {'missing' | 'error' | 'warning' | 'info' | undefined}
 */
function nodeClass(node, analysis) {
  if (node.kind === 'missing') return 'missing';
  const severities = new Set(node.problems.map((p) => analysis.problems[p]?.severity));
  for (const severity of /** @type {const} */ (['error', 'warning', 'info'])) if (severities.has(severity)) return severity;
  return undefined;
}

/** Styles of the node classes, the same in both formats. */
const STYLES = /** @type {const} */ ({
  missing: {stroke: '#b00020', fill: '#fde7ea', dashed: true},
  error: {stroke: '#b00020', fill: '#fde7ea', dashed: false},
  warning: {stroke: '#8a5a00', fill: '#fff4d6', dashed: false},
  info: {stroke: '#55606e', fill: '#eef1f4', dashed: false},
});

/**
 * A Mermaid flowchart, left to right: each node with its label, each edge with its words (dotted when the target's
 * constraint may not hold), and the nodes with problems styled by severity.
 * @param {MapAnalysis} analysis
 * @returns {string}
 */
export function mapToMermaid(analysis) {
  /** @type {Map<string, string>} */
  const ids = new Map(analysis.nodes.map((node, i) => [node.id, `n${i}`]));
  const lines = ['flowchart LR'];
  for (const node of analysis.nodes) lines.push(`  ${ids.get(node.id)}[${mermaidLabel(node.label)}]`);
  for (const edge of analysis.edges) {
    const from = ids.get(edge.from);
    const to = ids.get(edge.to);
    if (from === undefined || to === undefined) continue;
    lines.push(`  ${from} ${edge.possible ? '-.->' : '-->'}|${mermaidLabel(edgeText(edge))}| ${to}`);
  }
  /** @type {Map<string, string[]>} */
  const classes = new Map();
  for (const node of analysis.nodes) {
    const name = nodeClass(node, analysis);
    if (name !== undefined) classes.set(name, [...(classes.get(name) ?? []), /** @type {string} */ (ids.get(node.id))]);
  }
  for (const [name, members] of classes) {
    const style = STYLES[/** @type {keyof typeof STYLES} */ (name)];
    lines.push(`  classDef ${name} stroke:${style.stroke},fill:${style.fill},stroke-width:2px${style.dashed ? ',stroke-dasharray:5 3' : ''}`);
    lines.push(`  class ${members.join(',')} ${name}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A DOT quoted string: `"` and `\` escaped, line breaks as `\n`.
 * @param {string} text
 */
function dotString(text) {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r\n|\r|\n/g, '\\n')}"`;
}

/**
 * A Graphviz digraph, left to right, every id and label quoted; nodes with problems coloured by severity.
 * @param {MapAnalysis} analysis
 * @returns {string}
 */
export function mapToDot(analysis) {
  const lines = ['digraph "container map" {', '  rankdir=LR;', '  node [shape=box, style="rounded"];'];
  for (const node of analysis.nodes) {
    const name = nodeClass(node, analysis);
    const attributes = [`label=${dotString(node.label)}`];
    if (name !== undefined) {
      const style = STYLES[name];
      attributes.push(`class=${dotString(name)}`, `color=${dotString(style.stroke)}`, `fillcolor=${dotString(style.fill)}`, `style=${dotString(style.dashed ? 'rounded,filled,dashed' : 'rounded,filled')}`);
    }
    lines.push(`  ${dotString(node.id)} [${attributes.join(', ')}];`);
  }
  for (const edge of analysis.edges) {
    const attributes = [`label=${dotString(edgeText(edge))}`];
    if (edge.possible) attributes.push('style="dashed"');
    lines.push(`  ${dotString(edge.from)} -> ${dotString(edge.to)} [${attributes.join(', ')}];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/**
 * A value with the keys of every object in alphabetical order (arrays keep theirs), so that the same map always gives
 * the same text.
 * @param {unknown} value
 * @returns {unknown}
 */
function sortedKeys(value) {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  // fromEntries defines own properties: a key such as `__proto__` stays a key.
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(/** @type {Record<string, unknown>} */ (value)[key])]),
  );
}

/**
 * The map as the run captured it and its analysis, as pretty JSON with a stable key order.
 * @param {ContainerMap} map
 * @param {MapAnalysis} analysis
 * @returns {string}
 */
export function mapToJson(map, analysis) {
  return `${JSON.stringify(sortedKeys({map, analysis}), null, 2)}\n`;
}
