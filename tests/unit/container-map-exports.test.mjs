// The container map's exports (src/samples/page/ContainerMap/exports.mjs) read back by the real parsers: Mermaid's own
// (in Node, with jsdom giving DOMPurify its window, as the browser would), ts-graphviz's DOT parser, JSON.parse. Each
// gives back the same nodes, edges and labels, also for identifiers written to break the syntax.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {JSDOM} from 'jsdom';
import {fromDot} from 'ts-graphviz';
import {analyzeMap} from '../../src/samples/page/ContainerMap/analyze.mjs';
import {mapToDot, mapToJson, mapToMermaid, mermaidLabel} from '../../src/samples/page/ContainerMap/exports.mjs';

/** @import {ContainerMap, MapAnalysis} from '../../src/samples/shared/containerMap' */

/** Identifiers a sample may use, each made to end a string, open a comment, inject an edge or a directive. */
const HOSTILE = [
  'Plain',
  'say "hi"',
  'a"] --> b["x',
  'back\\slash\\"quote',
  'n0',
  '%% comment',
  '%%{init: {"theme": "dark"}}%%',
  'line\nbreak',
  'carriage\r\nreturn',
  '[bracket](paren){brace}',
  'A -- text --> B',
  'x -.-> y ==> z',
  '#quot; #35; &amp; <b>bold</b>',
  '`markdown` **string**',
  'click n0 callback',
  'classDef evil fill:#f00',
  'Symbol(café ☕ 𝒳 — ü)',
  'end',
  'subgraph',
  'semi;colon|pipe',
  '',
];

/** A map with one binding per hostile identifier, each depending on the next (and the last on an unbound one). */
function hostileMap() {
  /** @type {ContainerMap} */
  const map = {
    containers: [{number: 1}],
    omitted: 0,
    bindings: HOSTILE.map((id, i) => ({
      container: 1,
      serviceIdentifier: id,
      type: 'Instance',
      implementation: `${id}Impl`,
      scope: i === 0 ? 'Singleton' : 'Transient',
      constraint: i === 3 ? 'when (custom)' : undefined,
      resolved: i === 0,
      dependencies: [
        {serviceIdentifier: i + 1 < HOSTILE.length ? HOSTILE[i + 1] : 'missing "one" -->', edge: i % 3 === 0 ? {kind: 'property', name: `p${id}`} : {kind: 'constructor', index: i}},
      ],
    })),
  };
  // JSON has no undefined: leave the fields out, as the capture does.
  for (const binding of map.bindings) if (binding.constraint === undefined) delete binding.constraint;
  map.bindings[5].dependencies[0].optional = true;
  return map;
}

test('the hostile map has what every export must carry: several kinds of nodes, possible edges and problems', () => {
  const analysis = analyzeMap(hostileMap());
  assert.ok(analysis.nodes.some((n) => n.kind === 'missing'));
  assert.ok(analysis.edges.some((e) => e.possible));
  assert.deepEqual(new Set(analysis.problems.map((p) => p.severity)), new Set(['error', 'warning', 'info']));
});

/**
 * Mermaid's parse in Node: DOMPurify (which Mermaid's sanitising uses) takes the window at import, from jsdom.
 * @returns {Promise<any>}
 */
async function loadMermaid() {
  const scope = /** @type {any} */ (globalThis);
  scope.window ??= new JSDOM('').window;
  const {default: mermaid} = await import('mermaid');
  return mermaid;
}

/** Mermaid keeps an entity code as a placeholder until it draws: the character it stands for. @param {string} text */
const drawn = (text) => text.replace(/ﬂ°°(\d+)¶ß/g, (_m, code) => String.fromCodePoint(Number(code)));

/** The edge words an export writes, from the analysis. @param {MapAnalysis['edges'][number]} edge */
const edgeWords = (edge) => {
  const notes = [edge.multiple && 'all', edge.optional && 'optional', edge.possible && 'if its constraint holds'].filter(Boolean);
  return notes.length === 0 ? edge.label : `${edge.label} (${notes.join(', ')})`;
};

test('Mermaid: the real parser reads back every node, edge and label, whatever the identifiers hold', async () => {
  const mermaid = await loadMermaid();
  const analysis = analyzeMap(hostileMap());
  const text = mapToMermaid(analysis);
  assert.deepEqual(await mermaid.parse(text), {diagramType: 'flowchart-v2', config: {}});
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const vertices = [...diagram.db.getVertices().values()];
  assert.deepEqual(
    vertices.map((v) => drawn(v.text)),
    analysis.nodes.map((n) => n.label),
    'one vertex per node, with its label',
  );
  const idOf = new Map(analysis.nodes.map((n, i) => [n.id, vertices[i].id]));
  assert.deepEqual(
    diagram.db.getEdges().map((/** @type {any} */ e) => [e.start, e.end, drawn(e.text), e.stroke]),
    analysis.edges.map((e) => [idOf.get(e.from), idOf.get(e.to), edgeWords(e), e.possible ? 'dotted' : 'normal']),
    'one edge per edge, with its words, dotted when only possible',
  );
  const classes = diagram.db.getClasses();
  for (const severity of new Set(analysis.problems.map((p) => p.severity))) assert.ok(classes.has(severity), `a style for ${severity}`);
  const errorNode = analysis.nodes.findIndex((n) => n.kind === 'binding' && n.problems.some((p) => analysis.problems[p].severity === 'error'));
  assert.notEqual(errorNode, -1, 'the map has a binding in an error');
  assert.ok(vertices[errorNode].classes.includes('error'), 'a node in an error is styled as one');
});

test('Mermaid: a label written without the entity codes would break the diagram (the test can tell)', async () => {
  const mermaid = await loadMermaid();
  // Without the codes, text in a label becomes an edge of the graph.
  const injected = await mermaid.mermaidAPI.getDiagramFromText(`flowchart LR\n  n0["${HOSTILE[2]}"]\n`);
  assert.equal(injected.db.getEdges().length, 1, 'the raw label injects an edge');
  const safe = await mermaid.mermaidAPI.getDiagramFromText(`flowchart LR\n  n0[${mermaidLabel(HOSTILE[2])}]\n`);
  assert.equal(safe.db.getEdges().length, 0);
  assert.deepEqual([...safe.db.getVertices().values()].map((v) => drawn(v.text)), [HOSTILE[2]]);
});

/**
 * A DOT string's value as a renderer reads it: ts-graphviz undoes `\"`; `\\` and `\n` remain escapes.
 * @param {unknown} value
 */
const dotValue = (value) => String(value).replace(/\\([\\n])/g, (_m, c) => (c === 'n' ? '\n' : '\\'));

test('DOT: ts-graphviz reads back every node, edge and label, whatever the identifiers hold', () => {
  const analysis = analyzeMap(hostileMap());
  const graph = fromDot(mapToDot(analysis));
  const lineBreaks = (/** @type {string} */ s) => s.replace(/\r\n|\r/g, '\n');
  assert.deepEqual(
    graph.nodes.map((n) => [dotValue(n.id), dotValue(n.attributes.get('label'))]),
    analysis.nodes.map((n) => [lineBreaks(n.id), lineBreaks(n.label)]),
  );
  assert.deepEqual(
    graph.edges.map((e) => [...e.targets.map((t) => dotValue(/** @type {{id: string}} */ (t).id)), dotValue(e.attributes.get('label'))]),
    analysis.edges.map((e) => [lineBreaks(e.from), lineBreaks(e.to), edgeWords(e)]),
  );
  const styled = graph.nodes.filter((n) => n.attributes.get('class') !== undefined).map((n) => dotValue(n.id));
  assert.deepEqual(styled, analysis.nodes.filter((n) => n.kind === 'missing' || n.problems.length > 0).map((n) => lineBreaks(n.id)), 'nodes with problems carry their class');
});

test('JSON: parsed back equal, keys in a stable order', () => {
  const map = hostileMap();
  const analysis = analyzeMap(map);
  const text = mapToJson(map, analysis);
  assert.deepEqual(JSON.parse(text), {map, analysis});
  // The same map with its keys written in another order gives the same text.
  const reversed = JSON.parse(JSON.stringify(map, (_k, v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)));
  assert.equal(mapToJson(reversed, analyzeMap(reversed)), text);
  assert.ok(text.includes('\n  "analysis": {\n'), 'pretty, two spaces');
  const proto = JSON.parse('{"__proto__": {"x": 1}, "a": 2}');
  assert.deepEqual(JSON.parse(mapToJson(proto, analysis)).map, proto, 'a key named __proto__ stays a key');
});
