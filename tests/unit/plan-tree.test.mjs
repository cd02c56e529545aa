// The resolution-plan view's lines (src/samples/page/PlanView/planTree.mjs): what a reader reads for each binding
// kind and request, where the failing path and its error go, what the limits left out, and which items the view
// opens first. The browser test (tests/browser/plan-view.spec.ts) checks that the tree shows exactly these lines.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FAILED_MARK, initiallyExpanded, planText, reportItem} from '../../src/samples/page/PlanView/planTree.mjs';

/** @import {PlanBinding, PlanNode, PlanReport} from '../../src/samples/shared/plan' */

/**
 * @param {string} serviceIdentifier
 * @param {PlanBinding[]} bindings
 * @param {Partial<PlanNode>} [rest]
 * @returns {PlanNode}
 */
const node = (serviceIdentifier, bindings, rest = {}) => ({serviceIdentifier, edge: {kind: 'root'}, bindings, ...rest});
/** @param {Partial<PlanBinding>} rest @returns {PlanBinding} */
const binding = (rest) => ({type: 'Instance', dependencies: [], ...rest});

test('a class with a constructor parameter and a property: one line per request, its binding on the same line', () => {
  /** @type {PlanReport} */
  const report = {
    call: 'get',
    container: 1,
    root: node('OrderService', [
      binding({
        implementation: 'OrderService',
        scope: 'Transient',
        dependencies: [
          node('Repository', [binding({implementation: 'SqlRepository', scope: 'Singleton', cached: 'singleton'})], {edge: {kind: 'constructor', index: 0}}),
          node('Clock', [binding({type: 'ConstantValue', scope: 'Singleton'})], {edge: {kind: 'property', name: 'clock'}}),
        ],
      }),
    ]),
  };
  assert.equal(
    planText(report),
    [
      'get(OrderService) → class OrderService, Transient scope',
      '  parameter 0: Repository → class SqlRepository, Singleton scope, from the singleton cache',
      '  property clock: Clock → constant value, Singleton scope',
    ].join('\n'),
  );
});

test('every binding kind has its own words; constraints, requests by name and tag, and other containers are said', () => {
  const kinds = /** @type {const} */ (['Instance', 'ConstantValue', 'DynamicValue', 'Factory', 'Provider', 'ServiceRedirection', 'ResolvedValue', 'Constructor', 'Function', 'Invalid']);
  const words = kinds.map((type) => reportItem({call: 'get', container: 1, root: node('X', [binding({type})])}, '0').text.split(' → ')[1]);
  assert.equal(new Set(words).size, kinds.length, `distinct words: ${words.join(' | ')}`);
  assert.ok(!words.some((w) => /[A-Z]/.test(w)), 'the kinds are in words, not the release\'s enum names');

  const tagged = reportItem(
    {
      call: 'getTagged',
      container: 2,
      root: node('Notifier', [binding({type: 'DynamicValue', constraint: 'tagged channel=email', container: 1})], {tags: [{key: 'channel', value: 'email'}]}),
    },
    '0',
  );
  assert.equal(tagged.text, 'getTagged(Notifier) (tagged channel=email) → dynamic value, tagged channel=email, bound in container 1');
});

test('getAll and @multiInject: one branch per binding; an optional injection that found nothing says so', () => {
  /** @type {PlanReport} */
  const report = {
    call: 'getAll',
    container: 1,
    root: node(
      'Handler',
      [
        binding({implementation: 'EmailHandler', dependencies: [node('Mailer', [], {edge: {kind: 'property', name: 'mailer'}, optional: true})]}),
        binding({implementation: 'SmsHandler'}),
      ],
      {multiple: true},
    ),
  };
  assert.equal(
    planText(report),
    [
      'getAll(Handler) → 2 bindings',
      '  binding 1: class EmailHandler',
      '    property mailer: Mailer (optional) → nothing bound',
      '  binding 2: class SmsHandler',
    ].join('\n'),
  );
});

test('a failed resolution: the path from the root is marked in words, the error sits under the service that failed', () => {
  /** @type {PlanReport} */
  const report = {
    call: 'get',
    container: 1,
    error: 'No bindings found for service: "Clock".',
    root: node(
      'OrderService',
      [
        binding({
          implementation: 'OrderService',
          dependencies: [
            node('Repository', [binding({implementation: 'SqlRepository'})], {edge: {kind: 'constructor', index: 0}}),
            node('Clock', [], {edge: {kind: 'constructor', index: 1}, failed: true}),
          ],
        }),
      ],
      {failed: true},
    ),
  };
  assert.equal(
    planText(report),
    [
      `get(OrderService) → class OrderService — ${FAILED_MARK}`,
      '  parameter 0: Repository → class SqlRepository',
      `  parameter 1: Clock → nothing bound — ${FAILED_MARK}`,
      '    Error: No bindings found for service: "Clock".',
    ].join('\n'),
  );
  // The failing path opens whatever the depth limit: the error is visible at once.
  const root = reportItem(report, '0');
  const open = initiallyExpanded([root], {depth: 0});
  assert.deepEqual([...open].sort(), ['0', '0.1']);
});

test('an error with no failing node marked lands under the root; what the limits cut is counted', () => {
  const item = reportItem({call: 'get', container: 1, error: 'boom', omitted: 1250, root: node('A', [binding({implementation: 'A'})])}, '3');
  assert.equal(item.failed, true);
  assert.deepEqual(
    item.children.map((c) => [c.kind, c.text]),
    [
      ['error', 'Error: boom'],
      ['omitted', '1,250 more nodes left out: this resolution is larger or deeper than the view keeps'],
    ],
  );
});

test('the view opens every report to the same depth first, and stops opening when the lines would pass the budget', () => {
  /** @param {number} width @param {number} depth @returns {PlanNode} */
  const wide = (width, depth) =>
    node('S', [binding({implementation: 'S', dependencies: depth === 0 ? [] : Array.from({length: width}, (_, i) => ({...wide(width, depth - 1), edge: {kind: 'constructor', index: i}}))})]);
  const roots = Array.from({length: 5}, (_, i) => reportItem({call: 'get', container: 1, root: wide(4, 4)}, String(i)));
  const open = initiallyExpanded(roots, {depth: 3, budget: 120});
  /** @param {import('../../src/samples/page/PlanView/planTree.mjs').PlanItem} item @returns {number} */
  const shown = (item) => 1 + (open.has(item.id) ? item.children.reduce((n, c) => n + shown(c), 0) : 0);
  const total = roots.reduce((n, r) => n + shown(r), 0);
  assert.ok(total <= 120, `${total} lines shown`);
  // Level 1 of every report (5 × 4 = 20 lines) fits: every report is open; level 2 (5 × 16 = 80 more) fits too.
  for (const root of roots) assert.ok(open.has(root.id) && root.children.every((c) => open.has(c.id)), `report ${root.id} opened two levels`);
  // Level 3 (320 more) does not fit whole: it stops before the budget.
  assert.ok(!roots.every((r) => r.children.every((c) => c.children.every((g) => open.has(g.id)))));
});

test('a circular request, a lazily planned one and a pending async resolution say so; an error keeps its lines', () => {
  /** @type {PlanReport} */
  const report = {
    call: 'getAsync',
    container: 1,
    pending: true,
    error: 'No bindings found.\n\nTrying to resolve "A".',
    root: node('A', [
      binding({
        implementation: 'A',
        dependencies: [
          node('A', [], {edge: {kind: 'property', name: 'self'}, circular: true}),
          node('B', [], {edge: {kind: 'constructor', index: 0}, lazy: true, failed: true}),
        ],
      }),
    ], {failed: true}),
  };
  assert.equal(
    planText(report),
    [
      `getAsync(A) → class A (still pending when the run ended) — ${FAILED_MARK}`,
      '  property self: A → circular: already on this path, cut here',
      `  parameter 0: B → planned lazily, not resolved by this run — ${FAILED_MARK}`,
      '    Error: No bindings found.',
      '',
      '    Trying to resolve "A".',
    ].join('\n'),
  );
  // Neither a circular nor a lazy request came from a cache, even when its binding did.
  const cachedSelf = {call: 'get', container: 1, root: node('A', [binding({implementation: 'A', dependencies: [node('A', [binding({cached: 'singleton'})], {edge: {kind: 'property', name: 'self'}, circular: true}), node('B', [binding({cached: 'request'})], {edge: {kind: 'constructor', index: 0}, lazy: true})]})])};
  assert.deepEqual(reportItem(cachedSelf, '0').children.map((c) => c.cached), [false, false]);
});

test('the failing path of every failed report opens, not only the first report\'s', () => {
  /** @param {boolean} fails @returns {PlanReport} */
  const report = (fails) => ({
    call: 'get',
    container: 1,
    ...(fails ? {error: 'No bindings found for service: "Clock".'} : {}),
    root: node('Service', [binding({implementation: 'Service', dependencies: [node('Clock', [], {edge: {kind: 'constructor', index: 0}, failed: fails})]})], {failed: fails}),
  });
  const roots = [report(false), report(true), report(false), report(true)].map((r, i) => reportItem(r, String(i)));
  const open = initiallyExpanded(roots, {depth: 0});
  assert.deepEqual([...open].sort(), ['1', '1.0', '3', '3.0']);
});

test('a report that does not fit the budget, or has nothing to open, does not stop the reports after it', () => {
  /** @param {number} width @returns {PlanReport} */
  const report = (width) => ({
    call: 'get',
    container: 1,
    root: node('S', [binding({implementation: 'S', dependencies: Array.from({length: width}, (_, i) => node(`D${i}`, [], {edge: {kind: 'constructor', index: i}}))})]),
  });
  // Five lines for the reports; 0 children, then 30 (over the budget of 20), then 5, then 0, then 6: 5 + 5 + 6 = 16.
  const roots = [report(0), report(30), report(5), report(0), report(6)].map((r, i) => reportItem(r, String(i)));
  const open = initiallyExpanded(roots, {depth: 1, budget: 20});
  assert.deepEqual([...open].sort(), ['2', '4']);
});

test('each line\'s words, kind, id and marks: every binding kind, request and edge, one of many, cache, container', () => {
  const words = Object.fromEntries(
    /** @type {const} */ (['Instance', 'ConstantValue', 'DynamicValue', 'Factory', 'Provider', 'ServiceRedirection', 'ResolvedValue', 'Constructor', 'Function', 'Invalid']).map(
      (type) => [type, reportItem({call: 'get', container: 1, root: node('X', [binding({type})])}, '0').text],
    ),
  );
  assert.deepEqual(words, {
    Instance: 'get(X) → class',
    ConstantValue: 'get(X) → constant value',
    DynamicValue: 'get(X) → dynamic value',
    Factory: 'get(X) → factory',
    Provider: 'get(X) → provider',
    ServiceRedirection: 'get(X) → service redirection',
    ResolvedValue: 'get(X) → resolved value',
    Constructor: 'get(X) → constructor',
    Function: 'get(X) → function',
    Invalid: 'get(X) → binding without a target',
  });

  /** @type {PlanReport} */
  const report = {
    call: 'getAll',
    container: 2,
    omitted: 1,
    root: node(
      'Plugin',
      [
        binding({
          implementation: 'A',
          cached: 'request',
          container: 2,
          dependencies: [
            node('Mode', [binding({type: 'ServiceRedirection', dependencies: [node('Target', [binding({type: 'ConstantValue'})], {edge: {kind: 'redirection'}})]})], {
              edge: {kind: 'constructor', index: 1},
              name: 'fast',
              tags: [{key: 'a', value: '1'}, {key: 'b', value: '2'}],
            }),
            node('Hook', [binding({type: 'ResolvedValue', dependencies: [node('Clock', [binding({implementation: 'Clock', cached: 'singleton'})], {edge: {kind: 'resolved-value-parameter', index: 0}})]})], {
              edge: {kind: 'property', name: 'hook'},
              multiple: true,
              optional: true,
            }),
          ],
        }),
        binding({implementation: 'B', container: 1}),
      ],
      {multiple: true},
    ),
  };
  /** @param {import('../../src/samples/page/PlanView/planTree.mjs').PlanItem} item @returns {unknown} */
  const shape = (item) => [item.id, item.kind, item.text, item.failed, item.cached, item.children.map(shape)];
  assert.deepEqual(shape(reportItem(report, '7')), [
    '7', 'resolution', 'getAll(Plugin) → 2 bindings', false, false, [
      ['7.0', 'binding', 'binding 1: class A, from the request cache', false, true, [
        ['7.0.0', 'service', 'parameter 1: Mode (named "fast", tagged a=1, tagged b=2) → service redirection', false, false, [
          ['7.0.0.0', 'service', 'redirected to Target → constant value', false, false, []],
        ]],
        ['7.0.1', 'service', 'property hook: Hook (all bindings, optional) → 1 binding', false, false, [
          ['7.0.1.0', 'binding', 'binding 1: resolved value', false, false, [
            ['7.0.1.0.0', 'service', 'value parameter 0: Clock → class Clock, from the singleton cache', false, true, []],
          ]],
        ]],
      ]],
      ['7.1', 'binding', 'binding 2: class B, bound in container 1', false, false, []],
      ['7.omitted', 'omitted', '1 more node left out: this resolution is larger or deeper than the view keeps', false, false, []],
    ],
  ]);
  // Nothing was left out: no line says so.
  assert.equal(reportItem({...report, omitted: 0}, '0').children.at(-1)?.kind, 'binding');
});

test('a failed dependency of one of several bindings marks that binding; the error line has its own id and kind', () => {
  /** @type {PlanReport} */
  const report = {
    call: 'getAll',
    container: 1,
    error: 'boom',
    root: node('H', [binding({implementation: 'A', dependencies: [node('D', [], {edge: {kind: 'constructor', index: 0}, failed: true})]}), binding({implementation: 'B'})], {multiple: true, failed: true}),
  };
  const root = reportItem(report, '0');
  assert.deepEqual(root.children.map((c) => [c.id, c.failed]), [['0.0', true], ['0.1', false]]);
  assert.deepEqual(root.children[0].children[0].children[0], {id: '0.0.0.error', kind: 'error', text: 'Error: boom', failed: true, cached: false, children: []});
  assert.equal(
    planText(report),
    [`getAll(H) → 2 bindings — ${FAILED_MARK}`, `  binding 1: class A — ${FAILED_MARK}`, `    parameter 0: D → nothing bound — ${FAILED_MARK}`, '      Error: boom', '  binding 2: class B'].join('\n'),
  );
});

test('the view opens no deeper than the depth asked, and a level that fills the budget exactly opens', () => {
  /** @param {number} width @param {number} depth @returns {PlanNode} */
  const tree = (width, depth) =>
    node('S', [binding({implementation: 'S', dependencies: depth === 0 ? [] : Array.from({length: width}, (_, i) => ({...tree(width, depth - 1), edge: {kind: 'constructor', index: i}}))})]);
  const root = reportItem({call: 'get', container: 1, root: tree(2, 4)}, '0');
  assert.deepEqual([...initiallyExpanded([root], {depth: 2, budget: 1000})].sort(), ['0', '0.0', '0.1']);
  // 1 line for the report, 2 below it, 4 below those: 7 lines fill a budget of 7.
  assert.deepEqual([...initiallyExpanded([root], {depth: 2, budget: 7})].sort(), ['0', '0.0', '0.1']);
  assert.deepEqual([...initiallyExpanded([root], {depth: 2, budget: 6})].sort(), ['0', '0.0']);
  // The defaults: three levels, 400 lines.
  assert.deepEqual(initiallyExpanded([root]).size, 1 + 2 + 4);
});
