// The container map's analysis (src/samples/page/ContainerMap/analyze.mjs) on maps written by hand, one rule of the
// releases per test (the runs that show each rule: tests/examples/container-map-problems.test.mjs), the docs page of
// each problem in every docs version, and a 1,000-binding map.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {PROBLEM_DOCS, analyzeMap, cyclicComponents, satisfies} from '../../src/samples/page/ContainerMap/analyze.mjs';
import {MAP_LIMITS} from '../../src/samples/shared/mapLimits.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

/** @import {ContainerMap, MapBinding, MapDependency, MapAnalysis} from '../../src/samples/shared/containerMap' */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** @param {string} serviceIdentifier @param {Partial<MapDependency>} [rest] @returns {MapDependency} */
const dep = (serviceIdentifier, rest = {}) => ({serviceIdentifier, edge: {kind: 'constructor', index: 0}, ...rest});
/**
 * @param {string} serviceIdentifier
 * @param {Partial<MapBinding>} [rest]
 * @returns {MapBinding}
 */
const bind = (serviceIdentifier, rest = {}) => ({container: 1, serviceIdentifier, type: 'Instance', implementation: serviceIdentifier, scope: 'Transient', resolved: false, dependencies: [], ...rest});
/** @param {MapBinding[]} bindings @param {Partial<ContainerMap>} [rest] @returns {ContainerMap} */
const mapOf = (bindings, rest = {}) => ({containers: [{number: 1}], bindings, omitted: 0, ...rest});
/** @param {MapAnalysis} analysis @param {string} kind */
const kinds = (analysis, kind) => analysis.problems.filter((p) => p.kind === kind);
/** @param {MapAnalysis} analysis @param {string} from @param {string} to */
const edge = (analysis, from, to) => analysis.edges.find((e) => e.from === from && e.to === to);

test('labels: class, constant value, scope, constraint, and the container when there are several', () => {
  const analysis = analyzeMap(
    mapOf(
      [
        bind('Logger', {implementation: 'FileLogger', scope: 'Singleton', constraint: 'named "file"'}),
        bind('Port', {type: 'ConstantValue', implementation: undefined, scope: 'Singleton', container: 2}),
        bind('Clock', {type: 'DynamicValue', implementation: undefined}),
      ],
      {containers: [{number: 1}, {number: 2, parent: 1}]},
    ),
  );
  assert.deepEqual(
    analysis.nodes.map((n) => n.label),
    ['Logger → FileLogger (Singleton, named "file", container 1)', 'Port → constant value (container 2)', 'Clock → dynamic value (Transient, container 1)'],
  );
  assert.deepEqual(analyzeMap(mapOf([bind('Logger', {implementation: 'ConsoleLogger'})])).nodes[0].label, 'Logger → ConsoleLogger (Transient)');
});

test('constraints: none satisfies every injection; named, tagged and default are evaluated; others are unknown', () => {
  assert.equal(satisfies(undefined, dep('A', {name: 'x', tags: [{key: 'k', value: 'v'}]})), 'yes');
  assert.equal(satisfies('named "x"', dep('A', {name: 'x'})), 'yes');
  assert.equal(satisfies('named "x"', dep('A', {name: 'y'})), 'no');
  assert.equal(satisfies('named "x"', dep('A')), 'no');
  assert.equal(satisfies('named Symbol(x)', dep('A', {name: 'Symbol(x)'})), 'yes');
  assert.equal(satisfies('tagged kind="invoice"', dep('A', {tags: [{key: 'kind', value: 'invoice'}]})), 'yes');
  assert.equal(satisfies('tagged kind="invoice"', dep('A', {tags: [{key: 'kind', value: 'card'}]})), 'no');
  assert.equal(satisfies('tagged a=b="c"', dep('A', {tags: [{key: 'a=b', value: 'c'}]})), 'yes', 'a key holding =');
  assert.equal(satisfies('tagged retries=3', dep('A', {tags: [{key: 'retries', value: '3'}]})), 'yes');
  assert.equal(satisfies('default', dep('A')), 'yes');
  assert.equal(satisfies('default', dep('A', {name: 'x'})), 'no');
  assert.equal(satisfies('when (custom)', dep('A')), 'unknown');
  assert.equal(satisfies('parent named "x"', dep('A')), 'unknown');
  assert.equal(satisfies('named "unterminated', dep('A', {name: 'x'})), 'unknown');
});

test('missing: a dependency nothing provides is an error at the binding and a missing node; never an optional one', () => {
  const analysis = analyzeMap(mapOf([bind('Service', {dependencies: [dep('Repository'), dep('Cache', {optional: true, edge: {kind: 'property', name: 'cache'}})]})]));
  const [missing, ...others] = kinds(analysis, 'missing');
  assert.equal(others.length, 0, 'the optional Cache is no problem');
  assert.deepEqual(missing.nodes, ['b0', 'missing:Repository']);
  assert.equal(missing.severity, 'error');
  assert.equal(missing.source, 'metadata');
  assert.match(missing.message, /Service.*Repository/);
  assert.ok(analysis.nodes.some((n) => n.id === 'missing:Cache'), 'the optional gap still has its node');
  assert.equal(edge(analysis, 'b0', 'missing:Cache')?.optional, true);
  assert.equal(edge(analysis, 'b0', 'missing:Cache')?.label, 'property cache');
});

test('missing: named "run" when a resolution of the run failed on it, in either release\'s words', () => {
  const map = mapOf([bind('Service', {dependencies: [dep('Repository')]})]);
  for (const error of ['No bindings found for service: "Repository".\n\nTrying to resolve bindings for "Service (Root service)".', 'No matching bindings found for serviceIdentifier: Repository']) {
    const plans = {reports: [{call: 'get', container: 1, root: {serviceIdentifier: 'Service', edge: /** @type {const} */ ({kind: 'root'}), bindings: []}, error}], omittedReports: 0};
    assert.equal(kinds(analyzeMap(map, plans), 'missing')[0].source, 'run', error);
  }
});

test('missing: a @multiInject of nothing throws in 6.x only', () => {
  const bindings = [bind('Service', {dependencies: [dep('Plugin', {multiple: true})]})];
  assert.equal(kinds(analyzeMap(mapOf(bindings, {major: 6})), 'missing').length, 1);
  for (const major of [7, 8, undefined]) assert.equal(kinds(analyzeMap(mapOf(bindings, {major})), 'missing').length, 0, `major ${major}`);
  assert.equal(kinds(analyzeMap(mapOf([bind('Service', {dependencies: [dep('Plugin', {multiple: true, optional: true})]})], {major: 6})), 'missing').length, 0);
});

test('missing: not said from metadata when the binding may have been cut by the limits or a container autobinds', () => {
  const bindings = [bind('Service', {dependencies: [dep('Repository')]})];
  assert.equal(kinds(analyzeMap(mapOf(bindings, {omitted: 3})), 'missing').length, 0);
  assert.equal(kinds(analyzeMap(mapOf(bindings, {containers: [{number: 1, autobind: true}]})), 'missing').length, 0);
});

test('missing: a binding whose only constraint does not hold leaves the injection without a binding', () => {
  const analysis = analyzeMap(mapOf([bind('Service', {dependencies: [dep('Repository')]}), bind('Repository', {constraint: 'named "sql"'})]));
  assert.deepEqual(kinds(analysis, 'missing')[0].nodes, ['b0', 'missing:Repository']);
  assert.match(analysis.nodes.find((n) => n.id === 'missing:Repository')?.label ?? '', /no binding that matches/);
});

test('child containers: a parent\'s binding gets a dependency only the child provides; the child\'s own bindings hide the parent\'s', () => {
  const containers = [{number: 1}, {number: 2, parent: 1}];
  const fromChild = analyzeMap(mapOf([bind('Service', {dependencies: [dep('Repository')]}), bind('Repository', {container: 2})], {containers}));
  assert.equal(kinds(fromChild, 'missing').length, 0, 'a resolution asked of the child resolves it');
  assert.ok(edge(fromChild, 'b0', 'b1'));
  // Child: two Repository bindings; parent: one. Asked of the child, the two are ambiguous; asked of the parent, one.
  const hidden = analyzeMap(mapOf([bind('Service', {dependencies: [dep('Repository')]}), bind('Repository'), bind('Repository', {container: 2}), bind('Repository', {container: 2})], {containers}));
  assert.equal(kinds(hidden, 'ambiguous').length, 0, 'not from every container that reaches Service');
  // The same two in a child that holds Service too: ambiguous.
  const inChild = analyzeMap(mapOf([bind('Service', {container: 2, dependencies: [dep('Repository')]}), bind('Repository'), bind('Repository', {container: 2}), bind('Repository', {container: 2})], {containers}));
  assert.deepEqual(kinds(inChild, 'ambiguous')[0]?.nodes, ['b0', 'b2', 'b3'], 'the parent\'s binding is hidden');
  // A child holding only a constrained binding hides the parent's unconstrained one.
  const constrained = analyzeMap(mapOf([bind('Service', {container: 2, dependencies: [dep('Repository')]}), bind('Repository'), bind('Repository', {container: 2, constraint: 'named "x"'})], {containers}));
  assert.equal(kinds(constrained, 'missing').length, 1);
});

test('ambiguous: two bindings that certainly match a single injection; not with a name that picks one, nor for @multiInject', () => {
  const analysis = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway')]}), bind('Gateway', {implementation: 'Card'}), bind('Gateway', {implementation: 'Invoice'})]));
  const [ambiguous] = kinds(analysis, 'ambiguous');
  assert.deepEqual(ambiguous.nodes, ['b0', 'b1', 'b2']);
  assert.equal(ambiguous.severity, 'error');
  assert.match(ambiguous.message, /Checkout.*Gateway.*Card.*Invoice/);
  const named = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway', {name: 'card'})]}), bind('Gateway', {constraint: 'named "card"'}), bind('Gateway', {constraint: 'named "invoice"'})]));
  assert.equal(kinds(named, 'ambiguous').length, 0);
  assert.ok(edge(named, 'b0', 'b1') && !edge(named, 'b0', 'b2'), 'the edge goes to the named binding only');
  // An unconstrained binding matches a named injection too (every release): ambiguous.
  const plain = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway', {name: 'card'})]}), bind('Gateway'), bind('Gateway', {constraint: 'named "card"'})]));
  assert.equal(kinds(plain, 'ambiguous').length, 1);
  const multiple = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway', {multiple: true})]}), bind('Gateway'), bind('Gateway')]));
  assert.equal(kinds(multiple, 'ambiguous').length, 0);
  assert.equal(multiple.edges.length, 2);
});

test('unknown constraints: possible edges, never a problem', () => {
  const analysis = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway')]}), bind('Gateway', {constraint: 'when (custom)'}), bind('Gateway', {constraint: 'parent named "x"'})]));
  assert.equal(analysis.problems.filter((p) => p.severity !== 'info').length, 0);
  assert.deepEqual(analysis.edges.map((e) => e.possible), [true, true]);
  // One certain and one possible: the certain one is chosen or the release throws; no ambiguity is claimed.
  const mixed = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway')]}), bind('Gateway'), bind('Gateway', {constraint: 'when (custom)'})]));
  assert.equal(kinds(mixed, 'ambiguous').length, 0);
  assert.equal(edge(mixed, 'b0', 'b1')?.possible, undefined);
  assert.equal(edge(mixed, 'b0', 'b2')?.possible, true);
});

test('cycle: through classes (constructor or property), redirections and resolved values, in its order; not through a factory', () => {
  const analysis = analyzeMap(
    mapOf([
      bind('A', {dependencies: [dep('B')]}),
      bind('B', {scope: 'Singleton', dependencies: [dep('C', {edge: {kind: 'property', name: 'c'}})]}),
      bind('C', {type: 'ServiceRedirection', implementation: undefined, scope: undefined, dependencies: [dep('D', {edge: {kind: 'redirection'}})]}),
      bind('D', {type: 'ResolvedValue', implementation: undefined, dependencies: [dep('A', {edge: {kind: 'resolved-value-parameter', index: 0}})]}),
      bind('E', {dependencies: [dep('A')]}),
    ]),
  );
  const [cycle, ...more] = kinds(analysis, 'cycle');
  assert.equal(more.length, 0);
  assert.deepEqual(cycle.nodes, ['b0', 'b1', 'b2', 'b3']);
  assert.match(cycle.message, /^A → B → C → D → A/);
  assert.equal(cycle.severity, 'error');
  const lazy = analyzeMap(mapOf([bind('A', {dependencies: [dep('F')]}), bind('F', {type: 'Factory', implementation: undefined, dependencies: [dep('A')]})]));
  assert.equal(kinds(lazy, 'cycle').length, 0);
  const self = analyzeMap(mapOf([bind('A', {dependencies: [dep('A')]})]));
  assert.deepEqual(kinds(self, 'cycle')[0]?.nodes, ['b0']);
  const run = analyzeMap(mapOf([bind('A', {dependencies: [dep('B')]}), bind('B', {dependencies: [dep('A')]})]), {reports: [{call: 'get', container: 1, root: {serviceIdentifier: 'A', edge: {kind: 'root'}, bindings: []}, error: 'Circular dependency found: A --> B --> A'}], omittedReports: 0});
  assert.equal(kinds(run, 'cycle')[0].source, 'run');
});

test('cycle search: components of a graph, with no recursion', () => {
  assert.deepEqual(cyclicComponents([[1], [2], [0], [3], []]), [[0, 1, 2], [3]]);
  assert.deepEqual(cyclicComponents([[1], [], [1]]), []);
  // A chain 100,000 long and closed: a recursive search would overflow the stack.
  const n = 100_000;
  assert.equal(cyclicComponents(Array.from({length: n}, (_, i) => [(i + 1) % n]))[0].length, n);
});

test('captive: a singleton or request-scoped value keeps a shorter-lived one (through redirections)', () => {
  const analysis = analyzeMap(
    mapOf([
      bind('Cache', {scope: 'Singleton', resolved: true, dependencies: [dep('Clock'), dep('Ids'), dep('Settings'), dep('Alias')]}),
      bind('Clock', {scope: 'Transient', resolved: true}),
      bind('Ids', {scope: 'Request', resolved: false}),
      bind('Settings', {scope: 'Singleton'}),
      bind('Alias', {type: 'ServiceRedirection', implementation: undefined, scope: undefined, dependencies: [dep('Now', {edge: {kind: 'redirection'}})]}),
      bind('Now', {type: 'DynamicValue', implementation: undefined, scope: 'Transient', resolved: true}),
      bind('Request', {scope: 'Request', resolved: true, dependencies: [dep('Clock'), dep('Ids')]}),
      bind('Plain', {scope: 'Transient', dependencies: [dep('Clock')]}),
    ]),
  );
  assert.deepEqual(
    kinds(analysis, 'captive').map((p) => [p.nodes, p.severity, p.source]),
    [
      [['b0', 'b1'], 'warning', 'run'],
      [['b0', 'b2'], 'warning', 'metadata'],
      [['b0', 'b5'], 'warning', 'run'],
      [['b6', 'b1'], 'warning', 'run'],
    ],
  );
  assert.match(kinds(analysis, 'captive')[0].message, /Cache.*keeps the Clock → Clock \(Transient\) it was built with for its whole life/);
  const constant = analyzeMap(mapOf([bind('Cache', {scope: 'Singleton', dependencies: [dep('Port')]}), bind('Port', {type: 'ConstantValue', scope: 'Transient'})]));
  assert.equal(kinds(constant, 'captive').length, 0, 'a constant value is one value whatever its scope says');
});

test('unused: each binding the run did not resolve, only when the run resolved something', () => {
  const map = mapOf([bind('A', {resolved: true}), bind('B')]);
  const [unused, ...more] = kinds(analyzeMap(map), 'unused');
  assert.equal(more.length, 0);
  assert.deepEqual([unused.nodes, unused.severity, unused.source], [['b1'], 'info', 'run']);
  assert.match(unused.message, /B → B \(Transient\) is registered but not resolved by this run/);
  assert.equal(kinds(analyzeMap(mapOf([bind('A')])), 'unused').length, 0);
});

test('every node lists the problems it is part of', () => {
  const analysis = analyzeMap(mapOf([bind('Checkout', {dependencies: [dep('Gateway'), dep('Missing')]}), bind('Gateway'), bind('Gateway', {resolved: false})]));
  analysis.problems.forEach((p, i) => {
    for (const id of p.nodes) assert.ok(analysis.nodes.find((n) => n.id === id)?.problems.includes(i), `${id} lists problem ${i}`);
  });
  for (const node of analysis.nodes) for (const i of node.problems) assert.ok(analysis.problems[i].nodes.includes(node.id));
});

test('each problem\'s docs link names a page and heading that every docs version has', () => {
  for (const [kind, link] of Object.entries(PROBLEM_DOCS)) {
    const [page, anchor] = link.split('#');
    assert.match(page, /^[a-z-]+\/[a-z-]+\/$/, `${kind}: a page relative to the version root`);
    for (const version of DOCS_VERSIONS) {
      const file = path.join(ROOT, version.contentDir, `${page.slice(0, -1)}.mdx`);
      assert.ok(fs.existsSync(file), `${kind}: ${version.label} has ${page}`);
      if (anchor === undefined) continue;
      // A heading with that explicit id, or whose words make it.
      const headings = fs.readFileSync(file, 'utf8').split('\n').filter((line) => /^#{2,6} /.test(line));
      const ids = headings.map((h) => /\{#([\w-]+)\}\s*$/.exec(h)?.[1] ?? h.replace(/^#+ /, '').trim().toLowerCase().replace(/[^\w\s-]/g, '').replace(/\s+/g, '-'));
      assert.ok(ids.includes(anchor), `${kind}: ${version.label}'s ${page} has #${anchor}`);
    }
  }
});

test('a 1,000-binding map is analysed (each binding with dependencies, a cycle and gaps), and cut to the node limit with a count', () => {
  const n = MAP_LIMITS.bindings;
  const bindings = Array.from({length: n}, (_, i) =>
    bind(`S${i}`, {
      scope: i % 3 === 0 ? 'Singleton' : 'Transient',
      dependencies: [dep(`S${(i + 1) % n}`), dep(`S${(i * 7) % n}`, {edge: {kind: 'property', name: 'p'}}), dep(`Gap${i % 10}`, {optional: i % 2 === 0})],
    }),
  );
  const analysis = analyzeMap(mapOf(bindings, {omitted: 5}));
  assert.equal(kinds(analysis, 'cycle').length, 1, 'one component holds every binding');
  assert.equal(analysis.nodes.length, MAP_LIMITS.nodes);
  assert.equal(analysis.omitted, 5 + n + 10 - MAP_LIMITS.nodes, 'the capture\'s count plus the nodes cut');
  const kept = new Set(analysis.nodes.map((node) => node.id));
  assert.ok(analysis.edges.every((e) => kept.has(e.from) && kept.has(e.to)), 'no edge to a node left out');
  assert.ok(analysis.problems.every((p) => p.nodes.every((id) => kept.has(id))));
  // Nodes in errors and warnings come first.
  assert.ok(analysis.nodes.every((node) => node.problems.some((p) => analysis.problems[p].severity !== 'info')));
});

test('a binding the run resolved is never said to miss a dependency, to have an ambiguous one, or to be on a cycle', () => {
  // What the metadata seems to say, with constraints the capture could not put in words.
  const bindings = [bind('Checkout', {dependencies: [dep('Gateway'), dep('Missing')]}), bind('Gateway'), bind('Gateway'), bind('A', {dependencies: [dep('B')]}), bind('B', {dependencies: [dep('A')]})];
  const unresolved = analyzeMap(mapOf(bindings));
  assert.deepEqual(unresolved.problems.map((p) => p.kind).sort(), ['ambiguous', 'cycle', 'missing']);
  const resolved = analyzeMap(mapOf(bindings.map((b) => ({...b, resolved: true}))));
  assert.deepEqual(resolved.problems.filter((p) => p.severity === 'error'), []);
  // Unless a resolution of the run failed on it.
  const error = 'No bindings found for service: "Missing".';
  const failed = analyzeMap(mapOf(bindings.map((b) => ({...b, resolved: true}))), {reports: [{call: 'get', container: 1, root: {serviceIdentifier: 'Checkout', edge: {kind: 'root'}, bindings: []}, error}], omittedReports: 0});
  assert.deepEqual(failed.problems.filter((p) => p.severity === 'error').map((p) => [p.kind, p.source]), [['missing', 'run']]);
});
