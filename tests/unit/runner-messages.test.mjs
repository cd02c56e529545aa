// The page's check of what the sample runner relays from a run's worker (src/samples/shared/runnerMessages.mjs) and
// the cut of long texts (src/samples/shared/cutText.mjs): what sample code can forge is refused, what is too long is
// cut and says so, and a plan is kept within the run's byte budget. The browser tests (tests/browser/untrusted.spec.ts)
// send the same forgeries from real sample code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkPlanSummary, checkWorkerEvent} from '../../src/samples/shared/runnerMessages.mjs';
import {cutText, groupDigits} from '../../src/samples/shared/cutText.mjs';
import {LINE_BYTES, RUN_BYTES} from '../../src/samples/shared/limits.mjs';
import {PLAN_LIMITS} from '../../src/samples/shared/planLimits.mjs';
import {planJson} from '../../src/samples/sandbox/plan/index.mjs';

/** @import {PlanNode, PlanReport} from '../../src/samples/shared/plan' */

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
