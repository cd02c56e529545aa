// The page's check of what the sample runner relays from a run's worker (src/samples/shared/runnerMessages.mjs) and
// the cut of long texts (src/samples/shared/cutText.mjs): what sample code can forge is refused, what is too long is
// cut and says so, and a plan (its reports, then its container map) is kept within the run's byte budget. The browser tests (tests/browser/untrusted.spec.ts)
// send the same forgeries from real sample code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkPlanSummary, checkWorkerEvent} from '../../src/samples/shared/runnerMessages.mjs';
import {cutText, groupDigits} from '../../src/samples/shared/cutText.mjs';
import {LINE_BYTES, RUN_BYTES} from '../../src/samples/shared/limits.mjs';
import {PLAN_LIMITS} from '../../src/samples/shared/planLimits.mjs';
import {MAP_LIMITS} from '../../src/samples/shared/mapLimits.mjs';
import {planJson} from '../../src/samples/sandbox/plan/index.mjs';

/** @import {PlanNode, PlanReport} from '../../src/samples/shared/plan' */
/** @import {ContainerMap, MapBinding} from '../../src/samples/shared/containerMap' */
/** @import {WorkerEvent} from '../../src/samples/shared/sandboxMessages' */

const utf8 = (/** @type {string} */ text) => new TextEncoder().encode(text).length;

/** @param {string} id @param {PlanNode[]} [dependencies] @returns {PlanNode} */
const node = (id, dependencies = [], edge = /** @type {PlanNode['edge']} */ ({kind: 'constructor', index: 0})) => ({
  serviceIdentifier: id,
  edge,
  bindings: [{type: 'Instance', implementation: id, scope: 'Transient', dependencies}],
});
/** @param {PlanNode} root @returns {PlanReport} */
const report = (root) => ({call: 'get', container: 1, root: {...root, edge: {kind: 'root'}}});
/** A chain of `n` services, each depending on the next. */
const chain = (/** @type {number} */ n) => {
  let root = node(`S${n - 1}`);
  for (let i = n - 2; i >= 0; i--) root = node(`S${i}`, [root]);
  return root;
};
const checkedPlan = (/** @type {unknown} */ summary, budget = RUN_BYTES) => checkPlanSummary(summary, budget);

test('console and error events pass with only their own fields; anything else is refused with what is wrong', () => {
  assert.deepEqual(checkWorkerEvent({type: 'console', stream: 'stdout', method: 'log', text: 'hi', extra: 1}), {
    ok: true,
    value: {type: 'console', stream: 'stdout', method: 'log', text: 'hi'},
  });
  assert.deepEqual(checkWorkerEvent({type: 'error', text: 'Error: x'}), {ok: true, value: {type: 'error', text: 'Error: x'}});
  assert.deepEqual(checkWorkerEvent({type: 'done', text: 5}), {ok: true, value: {type: 'done'}});
  for (const [event, problem] of /** @type {[unknown, RegExp][]} */ ([
    [null, /not an object/],
    [[{type: 'done'}], /not an object/],
    ['done', /not an object/],
    [{type: 'console', stream: 'stdout', method: 'log'}, /without text/],
    [{type: 'console', stream: 'stdout', method: 'log', text: 5}, /without text/],
    [{type: 'console', stream: 'window', method: 'log', text: 'x'}, /unknown stream/],
    [{type: 'console', stream: 'stdout', method: 'alert', text: 'x'}, /unknown method/],
    [{type: 'error'}, /without text/],
    [{type: 'navigate', text: 'x'}, /unknown type/],
  ])) {
    const checked = checkWorkerEvent(event);
    assert.equal(checked.ok, false, JSON.stringify(event));
    assert.match(/** @type {{problem: string}} */ (checked).problem, problem);
  }
});

test('every event the protocol declares (src/samples/shared/sandboxMessages.ts) passes the check as the worker sends it', () => {
  // One of each declared type: a type added to the declaration fails the type check here until it has one.
  /** @type {{[T in WorkerEvent['type']]: Extract<WorkerEvent, {type: T}>}} */
  const sent = {
    started: {type: 'started'},
    done: {type: 'done'},
    console: {type: 'console', stream: 'stderr', method: 'warn', text: 'a line'},
    error: {type: 'error', text: 'Error: x'},
    plan: {type: 'plan', json: planJson({reports: [report(chain(2))], omittedReports: 0})},
  };
  for (const event of Object.values(sent)) {
    const checked = checkWorkerEvent(event);
    assert.ok(checked.ok, `${event.type}: ${!checked.ok && checked.problem}`);
    assert.deepEqual(checked.value, event.type === 'plan' ? {type: 'plan', summary: JSON.parse(event.json)} : event);
  }
});

test('a text over a line\'s limit is cut to it and says what it had; a text within it is kept whole', () => {
  const huge = 'E'.repeat(20 * 1024 * 1024);
  const checked = checkWorkerEvent({type: 'error', text: huge});
  assert.ok(checked.ok);
  const {text} = /** @type {{text: string}} */ (checked.value);
  assert.ok(utf8(text) <= LINE_BYTES, `${utf8(text)} bytes`);
  assert.match(text, new RegExp(`\\[error cut at ${LINE_BYTES / 1024} KB; it had ${groupDigits(huge.length)} characters\\]$`));
  assert.equal(groupDigits(huge.length), '20,971,520');
  // Exactly at the limit, in bytes: kept. One more byte: cut. Three-byte characters count as three.
  assert.equal(cutText('a'.repeat(LINE_BYTES), 'line'), 'a'.repeat(LINE_BYTES));
  assert.match(cutText('a'.repeat(LINE_BYTES + 1), 'line'), /\[line cut at/);
  const wide = '€'.repeat(LINE_BYTES / 3 + 1);
  const cut = cutText(wide, 'line');
  assert.ok(utf8(cut) <= LINE_BYTES);
  assert.match(cut, /^€+… \[line cut/, 'no character is split at the cut');
  assert.equal(cutText('€'.repeat(Math.floor(LINE_BYTES / 3)), 'line'), '€'.repeat(Math.floor(LINE_BYTES / 3)));
});

test('a plan within the limits passes as it came, and its size is counted', () => {
  const summary = {reports: [report(chain(3))], omittedReports: 2};
  const checked = checkedPlan(summary);
  assert.ok(checked.ok);
  assert.deepEqual(checked.value.summary, summary);
  assert.ok(checked.value.size > 0);
});

test('a forged plan is refused: null reports, wrong types, and counts beyond the limits', () => {
  const wide = node('Wide', Array.from({length: PLAN_LIMITS.nodes}, (_, i) => node(`P${i}`)));
  for (const [summary, problem] of /** @type {[unknown, RegExp][]} */ ([
    [null, /not an object/],
    [{reports: [null], omittedReports: 0}, /report that is not an object/],
    [{reports: 5, omittedReports: 0}, /without its list of reports/],
    [{reports: [], omittedReports: -1}, /omitted reports/],
    [{reports: [], omittedReports: 1.5}, /omitted reports/],
    [{reports: [{...report(node('A')), root: {...node('A'), bindings: 5}}], omittedReports: 0}, /list of bindings/],
    [{reports: [{...report(node('A')), call: 'get<script>'}], omittedReports: 0}, /container method/],
    [{reports: [{...report(node('A')), container: '1'}], omittedReports: 0}, /container number/],
    [{reports: [report(/** @type {any} */ ({...node('A'), serviceIdentifier: 5}))], omittedReports: 0}, /service identifier that is not text/],
    [{reports: [report({...node('A'), serviceIdentifier: 'x'.repeat(PLAN_LIMITS.text + 1)})], omittedReports: 0}, /longer than 200/],
    [{reports: [report(/** @type {any} */ ({...node('A'), failed: 'yes'}))], omittedReports: 0}, /"failed" mark/],
    [{reports: [report(/** @type {any} */ ({...node('A'), bindings: [{type: 'Magic', dependencies: []}]}))], omittedReports: 0}, /unknown type/],
    [{reports: [report(/** @type {any} */ ({...node('A'), bindings: [{type: 'Instance', scope: 'Global', dependencies: []}]}))], omittedReports: 0}, /unknown scope/],
    [{reports: [report(node('A', [node('B', [], /** @type {any} */ ({kind: 'sideways'}))]))], omittedReports: 0}, /unknown kind/],
    [{reports: [report(node('A', [node('B', [], {kind: 'constructor', index: -1})]))], omittedReports: 0}, /parameter index/],
    [{reports: [report(wide)], omittedReports: 0}, new RegExp(`more than ${PLAN_LIMITS.nodes} services`)],
    [{reports: [report(chain(PLAN_LIMITS.depth + 1))], omittedReports: 0}, new RegExp(`deeper than ${PLAN_LIMITS.depth}`)],
    [{reports: Array.from({length: PLAN_LIMITS.reports + 1}, () => report(node('A'))), omittedReports: 0}, new RegExp(`more than ${PLAN_LIMITS.reports} plan reports`)],
  ])) {
    const checked = checkedPlan(summary);
    assert.equal(checked.ok, false, JSON.stringify(summary)?.slice(0, 200));
    assert.match(/** @type {{problem: string}} */ (checked).problem, problem);
  }
  // At the limits exactly: accepted.
  const widest = node('Wide', Array.from({length: PLAN_LIMITS.nodes - 1}, (_, i) => node(`P${i}`)));
  assert.ok(checkedPlan({reports: [report(widest)], omittedReports: 0}).ok);
  assert.ok(checkedPlan({reports: [report(chain(PLAN_LIMITS.depth))], omittedReports: 0}).ok);
  assert.ok(checkedPlan({reports: [report({...node('A'), serviceIdentifier: 'x'.repeat(PLAN_LIMITS.text)})], omittedReports: 0}).ok);
});

test('a forged node count is refused in every report, not only the first', () => {
  const wide = node('Wide', Array.from({length: PLAN_LIMITS.nodes}, (_, i) => node(`P${i}`)));
  const checked = checkedPlan({reports: [report(node('A')), report(node('B')), report(wide)], omittedReports: 0}, Infinity);
  assert.equal(checked.ok, false);
});

test('reports past the run\'s byte budget are counted, not kept; the kept ones fit in it', () => {
  const reports = Array.from({length: 50}, (_, i) => report(node(`Service${i}`.padEnd(150, '_'))));
  const all = checkedPlan({reports, omittedReports: 3});
  assert.ok(all.ok);
  const budget = Math.floor(all.value.size / 2);
  const half = checkedPlan({reports, omittedReports: 3}, budget);
  assert.ok(half.ok);
  const kept = half.value.summary.reports.length;
  assert.ok(kept > 0 && kept < reports.length, `${kept} kept`);
  assert.deepEqual(half.value.summary.reports, reports.slice(0, kept));
  assert.equal(half.value.summary.omittedForSize, reports.length - kept);
  assert.equal(half.value.summary.omittedReports, 3 + reports.length - kept);
  assert.ok(half.value.size <= budget);
  // Nothing left of the budget: no report kept, and the run's output is not counted twice.
  const none = checkedPlan({reports, omittedReports: 0}, 0);
  assert.ok(none.ok);
  assert.equal(none.value.summary.reports.length, 0);
  assert.equal(none.value.size, 0);
});

test('a report with countless bindings costs a walk within the budget, not its length', () => {
  /** @type {import('../../src/samples/shared/plan').PlanBinding[]} */
  const bindings = Array.from({length: 200_000}, () => ({type: 'ConstantValue', dependencies: []}));
  let read = 0;
  const counted = new Proxy(bindings, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  const checked = checkedPlan({reports: [report({...node('Many'), multiple: true, bindings: counted})], omittedReports: 0}, 10_000);
  assert.ok(checked.ok);
  assert.equal(checked.value.summary.reports.length, 0);
  assert.equal(checked.value.summary.omittedForSize, 1);
  assert.ok(read < 1000, `${read} bindings read`);
});

test('plans cross as JSON text: within its length they are parsed; text that is too long, not JSON or not text is refused', () => {
  const summary = {reports: [report(chain(2))], omittedReports: 0};
  assert.deepEqual(checkWorkerEvent({type: 'plan', json: planJson(summary)}), {ok: true, value: {type: 'plan', summary}});
  for (const [event, problem] of /** @type {[unknown, RegExp][]} */ ([
    [{type: 'plan', summary}, /not JSON text/],
    [{type: 'plan', json: '{"reports": ['}, /not JSON text/],
    [{type: 'plan', json: ' '.repeat(PLAN_LIMITS.json + 1)}, /longer than 1,000,000 characters/],
  ])) {
    const checked = checkWorkerEvent(event);
    assert.equal(checked.ok, false);
    assert.match(/** @type {{problem: string}} */ (checked).problem, problem);
  }
});

test('the sandbox sends the reports whose JSON fits, in order, and counts the rest as left out for size', () => {
  // About 30,000 characters of JSON each: a few dozen reports fill the limit, well within the count of reports.
  const big = report(node('Big', Array.from({length: 100}, (_, i) => node(`${i}`.padEnd(150, 'x')))));
  const each = JSON.stringify(big).length;
  const count = Math.ceil(PLAN_LIMITS.json / each) + 5;
  const sent = JSON.parse(planJson({reports: Array.from({length: count}, () => big), omittedReports: 2}));
  assert.ok(sent.reports.length > 0 && sent.reports.length < count);
  assert.equal(sent.omittedForSize, count - sent.reports.length);
  assert.equal(sent.omittedReports, 2 + count - sent.reports.length);
  assert.ok(planJson({reports: Array.from({length: count}, () => big), omittedReports: 2}).length <= PLAN_LIMITS.json);
  // The page adds what it leaves out to what the sandbox did.
  const checked = checkedPlan(sent, 2000);
  assert.ok(checked.ok);
  assert.equal(checked.value.summary.omittedForSize, count - checked.value.summary.reports.length);
  assert.equal(checked.value.summary.omittedReports, 2 + count - checked.value.summary.reports.length);
  // Nothing left out: no count of it.
  assert.equal(JSON.parse(planJson({reports: [big], omittedReports: 0})).omittedForSize, undefined);
  // A count of reports left out for size beyond those left out at all is forged.
  assert.equal(checkedPlan({reports: [], omittedReports: 1, omittedForSize: 2}).ok, false);
});

test('every field a report may carry passes as it came, and the size counts its text and its nodes and bindings', () => {
  /** @type {PlanReport} */
  const full = {
    call: 'getAllAsync',
    container: 0,
    error: 'No bindings found',
    omitted: 0,
    pending: true,
    root: {
      serviceIdentifier: 'Root',
      edge: {kind: 'root'},
      multiple: true,
      optional: true,
      failed: true,
      circular: true,
      lazy: true,
      name: 'main',
      tags: [{key: 'k', value: 'v'}],
      bindings: [
        {
          type: 'ServiceRedirection',
          scope: 'Request',
          implementation: 'Impl',
          constraint: 'named main',
          cached: 'request',
          container: 1,
          dependencies: [
            {serviceIdentifier: 'R', edge: {kind: 'redirection'}, bindings: []},
            {serviceIdentifier: 'P', edge: {kind: 'property', name: 'prop'}, bindings: [{type: 'Factory', scope: 'Singleton', cached: 'singleton', dependencies: []}]},
            {serviceIdentifier: 'V', edge: {kind: 'resolved-value-parameter', index: 0}, bindings: [{type: 'Invalid', scope: 'Transient', dependencies: []}]},
          ],
        },
      ],
    },
  };
  const checked = checkedPlan({reports: [full], omittedReports: 0, omittedForSize: 0});
  assert.ok(checked.ok, /** @type {{problem?: string}} */ (checked).problem);
  assert.deepEqual(checked.value.summary, {reports: [full], omittedReports: 0});
  // Text: Root main k v Impl "named main" R P prop V and the error; 32 for each of 4 nodes and 3 bindings.
  const text = ['Root', 'main', 'k', 'v', 'Impl', 'named main', 'R', 'P', 'prop', 'V', 'No bindings found'].join('').length;
  assert.equal(checked.value.size, text + 32 * 7);
  // Marks that are false or absent are left out; a budget of exactly the size keeps the report.
  const plain = {call: 'get', container: 1, root: {serviceIdentifier: 'A', edge: {kind: 'root'}, failed: false, bindings: []}};
  const kept = checkedPlan({reports: [plain], omittedReports: 0}, 1 + 32);
  assert.ok(kept.ok);
  assert.deepEqual(kept.value.summary.reports, [{call: 'get', container: 1, root: {serviceIdentifier: 'A', edge: {kind: 'root'}, bindings: []}}]);
  assert.equal(kept.value.size, 33);
  const over = checkedPlan({reports: [plain], omittedReports: 0}, 32);
  assert.ok(over.ok);
  assert.deepEqual(over.value.summary, {reports: [], omittedReports: 1, omittedForSize: 1});
  // A call of the release's 6.x forms, and '?' for one that could not be read.
  for (const call of ['getNamed', '?', 'a'.repeat(40)]) assert.ok(checkedPlan({reports: [{...plain, call}], omittedReports: 0}).ok, call);
  for (const call of ['', 'a'.repeat(41), 'get?', '??', 'get2']) assert.equal(checkedPlan({reports: [{...plain, call}], omittedReports: 0}).ok, false, call);
});

test('each forged field is refused with the words the run\'s stop message shows', () => {
  const plain = () => ({call: 'get', container: 1, root: {serviceIdentifier: 'A', edge: {kind: 'root'}, bindings: [{type: 'Instance', dependencies: []}]}});
  /** @param {(r: any) => void} change @param {{omittedReports: number, omittedForSize?: number}} [summary] */
  const problemOf = (change, summary = {omittedReports: 0}) => {
    const r = plain();
    change(r);
    const checked = checkedPlan({...summary, reports: [r]});
    return checked.ok ? 'accepted' : checked.problem;
  };
  const cases = /** @type {[(r: any) => void, string][]} */ ([
    [(r) => (r.call = 5), 'a plan report of an unknown container method'],
    [(r) => (r.container = -1), 'a container number that is not a whole number'],
    [(r) => (r.container = 1e9 + 1), 'a container number that is not a whole number'],
    [(r) => (r.root = 5), 'a plan node that is not an object'],
    [(r) => (r.root.edge = 'root'), 'a plan node without its edge'],
    [(r) => (r.root.edge = {kind: 'property', name: 5}), 'a property name that is not text'],
    [(r) => (r.root.edge = {kind: 'constructor', index: 1.5}), 'a parameter index that is not a whole number'],
    [(r) => (r.root.edge = {kind: 'resolved-value-parameter'}), 'a parameter index that is not a whole number'],
    [(r) => (r.root.name = 5), 'a name that is not text'],
    [(r) => (r.root.optional = 1), 'a "optional" mark that is not true or false'],
    [(r) => (r.root.tags = 'k=v'), 'tags that are not a short list'],
    [(r) => (r.root.tags = Array.from({length: PLAN_LIMITS.nodes + 1}, () => ({key: 'k', value: 'v'}))), 'tags that are not a short list'],
    [(r) => (r.root.tags = [null]), 'a tag that is not an object'],
    [(r) => (r.root.tags = [{key: 'k'}]), 'a tag value that is not text'],
    [(r) => (r.root.tags = [{value: 'v'}]), 'a tag key that is not text'],
    [(r) => (r.root.bindings = [5]), 'a binding that is not an object'],
    [(r) => (r.root.bindings[0].type = 5), 'a binding of an unknown type'],
    [(r) => (r.root.bindings[0].scope = 5), 'a binding of an unknown scope'],
    [(r) => (r.root.bindings[0].implementation = 5), 'a class name that is not text'],
    [(r) => (r.root.bindings[0].constraint = 5), 'a constraint that is not text'],
    [(r) => (r.root.bindings[0].cached = 'forever'), 'a binding cached in an unknown cache'],
    [(r) => (r.root.bindings[0].cached = 5), 'a binding cached in an unknown cache'],
    [(r) => (r.root.bindings[0].container = 0), 'a container number that is not a whole number'],
    [(r) => (r.root.bindings[0].dependencies = null), 'a binding without its list of dependencies'],
    [(r) => (r.error = 5), 'an error message that is not text'],
    [(r) => (r.error = 'e'.repeat(LINE_BYTES + 1)), `an error message longer than ${LINE_BYTES} characters`],
    [(r) => (r.omitted = -1), 'a count of omitted nodes that is not a whole number'],
    [(r) => (r.pending = 'yes'), 'a "pending" mark that is not true or false'],
  ]);
  assert.deepEqual(
    cases.map(([change]) => problemOf(change)),
    cases.map(([, problem]) => problem),
  );
  // At their limits: accepted.
  for (const change of /** @type {((r: any) => void)[]} */ ([
    (r) => (r.container = 1e9),
    (r) => (r.root.bindings[0].container = 1),
    (r) => (r.root.edge = {kind: 'constructor', index: 0}),
    (r) => (r.root.tags = Array.from({length: PLAN_LIMITS.nodes}, () => ({key: 'k', value: 'v'}))),
    (r) => (r.error = 'e'.repeat(LINE_BYTES)),
    (r) => (r.root.optional = false),
  ])) {
    assert.equal(problemOf(change), 'accepted', String(change));
  }
  assert.equal(problemOf(() => {}, {omittedReports: 1, omittedForSize: 1}), 'accepted');
  const leftOut = checkedPlan({reports: [plain()], omittedReports: 3, omittedForSize: 2});
  assert.deepEqual(leftOut.ok && leftOut.value.summary, {reports: [plain()], omittedReports: 3, omittedForSize: 2});
  // Every binding type of the protocol passes; a call that is not text is refused even when its text would do.
  for (const type of ['Instance', 'ConstantValue', 'DynamicValue', 'Factory', 'Provider', 'ServiceRedirection', 'ResolvedValue', 'Constructor', 'Function', 'Invalid']) {
    assert.equal(problemOf((r) => (r.root.bindings[0].type = type)), 'accepted', type);
  }
  assert.equal(problemOf((r) => (r.call = ['get'])), 'a plan report of an unknown container method');
  assert.equal(problemOf(() => {}, {omittedReports: 0, omittedForSize: -1}), 'a count of reports left out for size that is not a whole number within the omitted ones');
  assert.equal(checkedPlan({reports: Array.from({length: PLAN_LIMITS.reports}, plain), omittedReports: 0}).ok, true);
});

test('events: their problems in words, plans at the length limit, and digits grouped by thousands', () => {
  const problem = (/** @type {unknown} */ event) => {
    const checked = checkWorkerEvent(event);
    return checked.ok ? 'accepted' : checked.problem;
  };
  assert.equal(problem({type: 'console', stream: 'stdout', method: 'log'}), 'a console event without text');
  assert.equal(problem({type: 'x'.repeat(30)}), `a ${'x'.repeat(20)} event without text`);
  assert.equal(problem({type: 'navigate', text: 'x'}), 'an event of an unknown type');
  assert.equal(problem({type: 'console', stream: 'stdin', method: 'log', text: 'x'}), 'console output on an unknown stream');
  assert.equal(problem({type: 'console', stream: 'stderr', method: 5, text: 'x'}), 'console output of an unknown method');
  assert.equal(problem({type: 'plan', json: 5}), 'a plan summary that is not JSON text');
  assert.equal(problem({type: 'plan', json: '{'}), 'a plan summary that is not JSON text');
  assert.equal(problem({type: 'plan', json: `"${' '.repeat(PLAN_LIMITS.json - 2)}"`}), 'accepted');
  assert.equal(problem({type: 'plan', json: `"${' '.repeat(PLAN_LIMITS.json - 1)}"`}), 'a plan summary longer than 1,000,000 characters');
  for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace', 'write']) {
    assert.deepEqual(checkWorkerEvent({type: 'console', stream: 'stderr', method, text: 't'}), {ok: true, value: {type: 'console', stream: 'stderr', method, text: 't'}});
  }
  assert.deepEqual(checkWorkerEvent({type: 'started'}), {ok: true, value: {type: 'started'}});
  assert.deepEqual(
    [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 20_971_766].map(groupDigits),
    ['0', '7', '999', '1,000', '12,345', '999,999', '1,000,000', '20,971,766'],
  );
  // A long error is cut and named as an error; a long console line as a line.
  const long = 'x'.repeat(LINE_BYTES + 1);
  assert.match(/** @type {any} */ (checkWorkerEvent({type: 'error', text: long})).value.text, /\[error cut at 10 KB; it had 10,241 characters\]$/);
  assert.match(/** @type {any} */ (checkWorkerEvent({type: 'console', stream: 'stdout', method: 'log', text: long})).value.text, /\[line cut at 10 KB; it had 10,241 characters\]$/);
});

test('a cut text keeps as much of its head as fits with the note, and never half a character', () => {
  const long = 'a'.repeat(LINE_BYTES * 2);
  const cut = cutText(long, 'line');
  assert.equal(cut, `${'a'.repeat(LINE_BYTES - 100)}… [line cut at 10 KB; it had ${groupDigits(LINE_BYTES * 2)} characters]`);
  // A text short in characters but long in bytes (three bytes each) is measured: cut.
  const wide = '€'.repeat(LINE_BYTES / 2);
  assert.equal(cutText(wide, 'line'), `${'€'.repeat(Math.floor((LINE_BYTES - 100) / 3))}… [line cut at 10 KB; it had ${groupDigits(LINE_BYTES / 2)} characters]`);
  // Four-byte characters (two UTF-16 units): the one split at the cut is dropped whole.
  const emoji = '😀'.repeat(LINE_BYTES);
  const cutEmoji = cutText(emoji, 'line');
  assert.equal(cutEmoji, `${'😀'.repeat(Math.floor((LINE_BYTES - 100) / 4))}… [line cut at 10 KB; it had ${groupDigits(LINE_BYTES * 2)} characters]`);
  // The cut falls inside a character: the partial character is dropped, not shown as U+FFFD.
  assert.equal(cutText(`a${wide}`, 'error'), `a${'€'.repeat(Math.floor((LINE_BYTES - 101) / 3))}… [error cut at 10 KB; it had ${groupDigits(LINE_BYTES / 2 + 1)} characters]`);
  // A third of the limit in characters passes unmeasured, whatever they are.
  assert.equal(cutText('€'.repeat(LINE_BYTES / 4), 'line'), '€'.repeat(LINE_BYTES / 4));
  assert.equal(cutText('', 'error'), '');
});

/** A map of two containers, the child holding a class that takes the parent's service. @returns {ContainerMap} */
const smallMap = () => ({
  containers: [{number: 1}, {number: 2, parent: 1}],
  bindings: [
    {container: 1, serviceIdentifier: 'Logger', type: 'Instance', scope: 'Singleton', implementation: 'ConsoleLogger', resolved: true, dependencies: []},
    {
      container: 2,
      serviceIdentifier: 'Repo',
      type: 'Instance',
      scope: 'Transient',
      implementation: 'SqlRepo',
      constraint: 'named "main"',
      resolved: false,
      dependencies: [
        {serviceIdentifier: 'Logger', edge: {kind: 'constructor', index: 0}, optional: true, name: 'x', tags: [{key: 'k', value: 'v'}]},
        {serviceIdentifier: 'Plugin', edge: {kind: 'property', name: 'plugins'}, multiple: true},
      ],
    },
    {container: 2, serviceIdentifier: 'Alias', type: 'ServiceRedirection', resolved: true, dependencies: [{serviceIdentifier: 'Repo', edge: {kind: 'redirection'}}]},
    {container: 1, serviceIdentifier: 'Value', type: 'ResolvedValue', resolved: true, dependencies: [{serviceIdentifier: 'Logger', edge: {kind: 'resolved-value-parameter', index: 1}}]},
  ],
  omitted: 3,
  omittedDependencies: 2,
});

test('a container map within the limits passes as it came, and its size counts its text, its containers, bindings and dependencies', () => {
  const map = smallMap();
  const checked = checkedPlan({reports: [], omittedReports: 0, map});
  assert.ok(checked.ok, /** @type {{problem?: string}} */ (checked).problem);
  assert.deepEqual(checked.value.summary, {reports: [], omittedReports: 0, map});
  // Text: identifiers, classes, the constraint, names, tags and property names; 8 for each container, 32 for each binding and dependency.
  const text = ['Logger', 'ConsoleLogger', 'Repo', 'SqlRepo', 'named "main"', 'Logger', 'x', 'k', 'v', 'Plugin', 'plugins', 'Alias', 'Repo', 'Value', 'Logger'].join('').length;
  assert.equal(checked.value.size, text + 8 * 2 + 32 * (4 + 4));
  // With reports: both counted in one size.
  const withReport = checkedPlan({reports: [report(node('A'))], omittedReports: 0, map});
  assert.ok(withReport.ok);
  assert.equal(withReport.value.size, checked.value.size + 'AA'.length + 32 * 2);
  // Fields the protocol does not know are dropped; marks that are false are left out.
  const extra = /** @type {any} */ (smallMap());
  extra.note = 'x';
  extra.containers[0].name = 'root';
  extra.bindings[0].cached = 'singleton';
  extra.bindings[1].dependencies[1].bindings = [];
  extra.bindings[1].dependencies[1].optional = false;
  const dropped = checkedPlan({reports: [], omittedReports: 0, map: extra});
  assert.ok(dropped.ok);
  assert.deepEqual(dropped.value.summary.map, smallMap());
  // A summary without a map has none.
  const none = checkedPlan({reports: [], omittedReports: 0});
  assert.ok(none.ok);
  assert.equal('map' in none.value.summary, false);
});

test('a forged container map is refused with the words the run\'s stop message shows', () => {
  /** @param {(m: any) => void} change */
  const problemOf = (change) => {
    const map = /** @type {any} */ (smallMap());
    change(map);
    const checked = checkedPlan({reports: [report(node('A'))], omittedReports: 0, map});
    return checked.ok ? 'accepted' : checked.problem;
  };
  const binding = (/** @type {Partial<MapBinding>} */ b = {}) => ({container: 1, serviceIdentifier: 'S', type: 'ConstantValue', resolved: false, dependencies: [], ...b});
  const cases = /** @type {[(m: any) => void, string][]} */ ([
    [(m) => (m.containers = null), 'a container map without its list of containers'],
    [(m) => (m.containers = Array.from({length: MAP_LIMITS.containers + 1}, (_, i) => ({number: i + 1}))), `a container map of more than ${MAP_LIMITS.containers} containers`],
    [(m) => (m.containers[0] = 1), 'a map container that is not an object'],
    [(m) => (m.containers[1].number = 3), 'a map container numbered out of its creation order'],
    [(m) => (m.containers[1].number = '2'), 'a map container numbered out of its creation order'],
    [(m) => (m.containers[1].parent = 2), 'a map container whose parent is not an earlier container'],
    [(m) => (m.containers[1].parent = 0), 'a map container whose parent is not an earlier container'],
    [(m) => (m.containers[1].parent = 1.5), 'a map container whose parent is not an earlier container'],
    [(m) => (m.containers[0].parent = 1), 'a map container whose parent is not an earlier container'],
    [(m) => (m.bindings = {}), 'a container map without its list of bindings'],
    [(m) => (m.bindings = Array.from({length: MAP_LIMITS.bindings + 1}, () => binding())), `a container map of more than ${MAP_LIMITS.bindings} bindings`],
    [(m) => (m.omitted = -1), 'a count of omitted bindings that is not a whole number'],
    [(m) => (m.omitted = undefined), 'a count of omitted bindings that is not a whole number'],
    [(m) => (m.omittedDependencies = 1.5), 'a count of omitted dependencies that is not a whole number'],
    [(m) => (m.bindings[0] = 'Logger'), 'a map binding that is not an object'],
    [(m) => (m.bindings[0].container = 3), 'a map binding of a container the map does not have'],
    [(m) => (m.bindings[0].container = 0), 'a map binding of a container the map does not have'],
    [(m) => (m.bindings[0].container = undefined), 'a map binding of a container the map does not have'],
    [(m) => (m.bindings[0].type = 'Magic'), 'a binding of an unknown type'],
    [(m) => (m.bindings[0].scope = 'Global'), 'a binding of an unknown scope'],
    [(m) => (m.bindings[0].serviceIdentifier = 5), 'a service identifier that is not text'],
    [(m) => (m.bindings[0].serviceIdentifier = 'x'.repeat(PLAN_LIMITS.text + 1)), `a service identifier longer than ${PLAN_LIMITS.text} characters`],
    [(m) => (m.bindings[0].implementation = {}), 'a class name that is not text'],
    [(m) => (m.bindings[1].constraint = 'x'.repeat(PLAN_LIMITS.text + 1)), `a constraint longer than ${PLAN_LIMITS.text} characters`],
    [(m) => (m.bindings[0].resolved = 'yes'), 'a "resolved" mark that is not true or false'],
    [(m) => delete m.bindings[0].resolved, 'a "resolved" mark that is not true or false'],
    [(m) => (m.bindings[0].dependencies = undefined), 'a binding without its list of dependencies'],
    [(m) => (m.bindings[0].dependencies = Array.from({length: MAP_LIMITS.dependencies + 1}, (_, index) => ({serviceIdentifier: 'D', edge: {kind: 'constructor', index}}))), `a map binding of more than ${MAP_LIMITS.dependencies} dependencies`],
    [(m) => (m.bindings[1].dependencies[0] = null), 'a dependency that is not an object'],
    [(m) => (m.bindings[1].dependencies[0].edge = {kind: 'root'}), 'a dependency whose edge is the root'],
    [(m) => (m.bindings[1].dependencies[0].edge = {kind: 'sideways'}), 'a plan edge of an unknown kind'],
    [(m) => (m.bindings[1].dependencies[0].edge = {kind: 'constructor', index: -1}), 'a parameter index that is not a whole number'],
    [(m) => (m.bindings[1].dependencies[0].serviceIdentifier = undefined), 'a service identifier that is not text'],
    [(m) => (m.bindings[1].dependencies[0].optional = 'no'), 'a "optional" mark that is not true or false'],
    [(m) => (m.bindings[1].dependencies[0].multiple = 1), 'a "multiple" mark that is not true or false'],
    [(m) => (m.bindings[1].dependencies[0].name = 'x'.repeat(PLAN_LIMITS.text + 1)), `a name longer than ${PLAN_LIMITS.text} characters`],
    [(m) => (m.bindings[1].dependencies[0].tags = [{key: 'k'}]), 'a tag value that is not text'],
    [(m) => (m.bindings[1].dependencies[0].tags = Array.from({length: MAP_LIMITS.dependencies + 1}, () => ({key: 'k', value: 'v'}))), 'tags that are not a short list'],
  ]);
  assert.deepEqual(
    cases.map(([change]) => problemOf(change)),
    cases.map(([, problem]) => problem),
  );
  for (const map of [null, 5, 'map', []]) {
    const checked = checkedPlan({reports: [], omittedReports: 0, map});
    assert.deepEqual(checked.ok ? 'accepted' : checked.problem, 'a container map that is not an object', String(map));
  }
  // At their limits: accepted.
  for (const change of /** @type {((m: any) => void)[]} */ ([
    (m) => (m.containers = Array.from({length: MAP_LIMITS.containers}, (_, i) => (i === 0 ? {number: 1} : {number: i + 1, parent: i}))),
    (m) => (m.bindings = Array.from({length: MAP_LIMITS.bindings}, () => binding())),
    (m) => (m.bindings[0].dependencies = Array.from({length: MAP_LIMITS.dependencies}, (_, index) => ({serviceIdentifier: 'D', edge: {kind: 'constructor', index}}))),
    (m) => (m.bindings[0].serviceIdentifier = 'x'.repeat(PLAN_LIMITS.text)),
    (m) => (m.bindings[3].container = 2),
    (m) => (m.omitted = 0),
    (m) => delete m.omittedDependencies,
    (m) => {
      m.containers = [];
      m.bindings = [];
    },
  ])) {
    assert.equal(problemOf(change), 'accepted', String(change));
  }
});

test('map bindings past the run\'s byte budget are counted in its omitted, not kept; the reports come first', () => {
  const bindings = Array.from({length: 40}, (_, i) => ({container: 1, serviceIdentifier: `Service${i}`.padEnd(150, '_'), type: 'ConstantValue', resolved: true, dependencies: []}));
  /** @type {ContainerMap} */
  const map = {containers: [{number: 1}], bindings, omitted: 4};
  const reports = [report(node('A'))];
  const all = checkedPlan({reports, omittedReports: 0, map});
  assert.ok(all.ok);
  const budget = Math.floor(all.value.size / 2);
  const half = checkedPlan({reports, omittedReports: 0, map}, budget);
  assert.ok(half.ok);
  const kept = /** @type {ContainerMap} */ (half.value.summary.map);
  assert.ok(kept.bindings.length > 0 && kept.bindings.length < bindings.length, `${kept.bindings.length} kept`);
  assert.deepEqual(kept.bindings, bindings.slice(0, kept.bindings.length));
  assert.equal(kept.omitted, 4 + bindings.length - kept.bindings.length);
  assert.deepEqual(half.value.summary.reports, reports, 'the reports are kept first');
  assert.ok(half.value.size <= budget);
  // A budget the reports fill: the map keeps no binding, and still says how many there were.
  const reportsOnly = checkedPlan({reports, omittedReports: 0}, Infinity);
  assert.ok(reportsOnly.ok);
  const full = checkedPlan({reports, omittedReports: 0, map}, reportsOnly.value.size + 8);
  assert.ok(full.ok);
  assert.deepEqual(full.value.summary.map, {containers: [{number: 1}], bindings: [], omitted: 4 + bindings.length});
  // Not even room for the containers: none kept, the bindings counted.
  const none = checkedPlan({reports: [], omittedReports: 0, map}, 7);
  assert.ok(none.ok);
  assert.deepEqual(none.value.summary.map, {containers: [], bindings: [], omitted: 4 + bindings.length});
  assert.equal(none.value.size, 0);
  // A forged map refuses the summary even when the reports fill the budget.
  assert.equal(checkedPlan({reports, omittedReports: 0, map: {...map, containers: [{number: 2}]}}, 0).ok, false);
});

test('the sandbox sends the map after the reports within PLAN_LIMITS.json: a map that does not fit keeps the bindings that do, the rest counted', () => {
  const map = smallMap();
  const sent = JSON.parse(planJson({reports: [report(chain(2))], omittedReports: 0, map}));
  assert.deepEqual(sent.map, map, 'a map that fits is sent whole');
  // About 2,000 characters of JSON per binding, 30,000 per report: either fills the limit.
  const dependencies = Array.from({length: 10}, (_, index) => ({serviceIdentifier: `${index}`.padEnd(150, 'd'), edge: /** @type {const} */ ({kind: 'constructor', index})}));
  const bindings = Array.from({length: MAP_LIMITS.bindings}, (_, i) => ({container: 1, serviceIdentifier: `${i}`.padEnd(150, 'x'), type: 'Instance', resolved: false, dependencies}));
  const big = report(node('Big', Array.from({length: 100}, (_, i) => node(`${i}`.padEnd(150, 'x')))));
  const count = Math.ceil(PLAN_LIMITS.json / JSON.stringify(big).length) + 5;
  const huge = {containers: [{number: 1}], bindings, omitted: 7};
  const json = planJson({reports: Array.from({length: count}, () => big), omittedReports: 0, map: huge});
  assert.ok(json.length <= PLAN_LIMITS.json, `${json.length} characters`);
  const parsed = JSON.parse(json);
  assert.ok(parsed.reports.length > 0 && parsed.reports.length < count, 'the reports are cut to leave room for the map');
  assert.ok(parsed.map.bindings.length > 0 && parsed.map.bindings.length < bindings.length, `${parsed.map.bindings.length} bindings sent`);
  // The map has half of the limit: it is cut to within one binding of that, and the reports to the rest.
  const each = JSON.stringify(bindings[0]).length + 1;
  assert.ok(JSON.stringify(parsed.map).length > PLAN_LIMITS.json / 2 - each, `the map takes half of the limit (${JSON.stringify(parsed.map).length} characters)`);
  assert.deepEqual(parsed.map.bindings, bindings.slice(0, parsed.map.bindings.length));
  assert.equal(parsed.map.omitted, 7 + bindings.length - parsed.map.bindings.length);
  assert.deepEqual(parsed.map.containers, huge.containers);
  // The page reads what was sent: the counts add up.
  const checked = checkedPlan(parsed, Infinity);
  assert.ok(checked.ok);
  // Without reports the map takes all the room there is: more bindings than beside them.
  const aloneJson = planJson({reports: [], omittedReports: 0, map: huge});
  assert.ok(aloneJson.length <= PLAN_LIMITS.json);
  const alone = JSON.parse(aloneJson);
  assert.ok(alone.map.bindings.length > parsed.map.bindings.length);
  assert.equal(alone.map.omitted, 7 + bindings.length - alone.map.bindings.length);
});
