import {test} from 'node:test';
import assert from 'node:assert/strict';
import {applyEdits, hunkOf} from '../../src/upgrade/edits.mjs';
import {compareRuns} from '../../src/upgrade/compareRuns.mjs';

// What the playground's upgrade panel shows of an upgrade: the edits the reader keeps applied to the original text,
// each edit's lines before and after, and the verdict of the side-by-side run.

const text = "const a = new Container({autoBindInjectable: true});\nconsole.log(c.getNamed(ID, 'x'));\nconsole.log('end');\n";
const at = (/** @type {string} */ needle) => text.indexOf(needle);
const rename = {id: 'main.ts:1', start: at('autoBindInjectable'), end: at('autoBindInjectable') + 'autoBindInjectable'.length, text: 'autobind'};
const named = {id: 'main.ts:2', start: at("getNamed(ID, 'x')"), end: at("getNamed(ID, 'x')") + "getNamed(ID, 'x')".length, text: "get(ID, {name: 'x'})"};

test('the kept edits are applied, in any order and any subset, the rest of the text untouched', () => {
  assert.equal(applyEdits(text, []), text);
  assert.equal(applyEdits(text, [named, rename]), "const a = new Container({autobind: true});\nconsole.log(c.get(ID, {name: 'x'}));\nconsole.log('end');\n");
  assert.equal(applyEdits(text, [named]), "const a = new Container({autoBindInjectable: true});\nconsole.log(c.get(ID, {name: 'x'}));\nconsole.log('end');\n");
  assert.equal(applyEdits(text, [{id: 'i', start: 0, end: 0, text: "import 'x';\n"}]), `import 'x';\n${text}`);
});

test('overlapping edits, or one past the end, are refused rather than applied wrongly', () => {
  assert.throws(() => applyEdits(text, [rename, {...rename, id: 'again', text: 'x'}]), /overlap/);
  assert.throws(() => applyEdits(text, [{id: 'far', start: text.length, end: text.length + 3, text: ''}]), /overlap or leave/);
  assert.throws(() => applyEdits(text, [{id: 'back', start: 5, end: 2, text: ''}]), /overlap or leave/);
});

test('a hunk shows the whole lines an edit touches, before and after, at the line it starts on', () => {
  assert.deepEqual(hunkOf(text, named), {edit: 'main.ts:2', line: 2, removed: ["console.log(c.getNamed(ID, 'x'));"], added: ["console.log(c.get(ID, {name: 'x'}));"]});
  assert.deepEqual(hunkOf(text, rename).line, 1);
  // An insertion at a line's start shows the new line above the one it goes before.
  assert.deepEqual(hunkOf(text, {id: 'i', start: at('console.log'), end: at('console.log'), text: "import 'x';\n"}), {
    edit: 'i',
    line: 2,
    removed: ["console.log(c.getNamed(ID, 'x'));"],
    added: ["import 'x';", "console.log(c.getNamed(ID, 'x'));"],
  });
  // A deletion of a whole line, its newline included.
  const line3 = at("console.log('end')");
  assert.deepEqual(hunkOf(text, {id: 'd', start: line3, end: line3 + "console.log('end');\n".length, text: ''}), {edit: 'd', line: 3, removed: ["console.log('end');"], added: []});
});

/**
 * A plan of one resolution: `service` resolved to `implementation`, with dependencies.
 * @param {string} service @param {string} implementation @param {import('../../src/samples/shared/plan').PlanNode[]} [dependencies]
 * @returns {import('../../src/samples/shared/plan').PlanReport}
 */
const report = (service, implementation, dependencies = []) => ({
  call: 'get',
  container: 1,
  root: {serviceIdentifier: service, edge: {kind: 'root'}, bindings: [{type: 'Instance', implementation, dependencies}]},
});
/** @param {string} service @param {string} implementation @returns {import('../../src/samples/shared/plan').PlanNode} */
const node = (service, implementation) => ({serviceIdentifier: service, edge: {kind: 'constructor', index: 0}, bindings: [{type: 'Instance', implementation, dependencies: []}]});

test('the same lines, ending and resolutions are "same output; same services resolved"', () => {
  const plans = {reports: [report('App', 'App', [node('Greeter', 'French')])], omittedReports: 0};
  const verdict = compareRuns({stdout: ['bonjour', 'hello '], outcome: 'finished', plans}, {stdout: ['bonjour', 'hello'], outcome: 'finished', plans});
  assert.equal(verdict.summary, 'Same output; same services resolved.');
  assert.equal(verdict.sameOutput, true);
  assert.equal(verdict.difference, undefined);
  assert.equal(compareRuns({stdout: [], outcome: 'finished'}, {stdout: [], outcome: 'finished'}).summary, 'Same output; no service resolved on either side.');
});

test('the first line that differs is named, a missing line included, and so is another ending', () => {
  const differs = compareRuns({stdout: ['a', 'b', '2'], outcome: 'finished'}, {stdout: ['a', 'b', '0'], outcome: 'finished'});
  assert.deepEqual(differs.difference, {line: 3, before: '2', after: '0'});
  assert.match(differs.summary, /^Output differs from line 3;/);
  assert.deepEqual(compareRuns({stdout: ['a'], outcome: 'finished'}, {stdout: ['a', 'b'], outcome: 'finished'}).difference, {line: 2, after: 'b'});
  assert.deepEqual(compareRuns({stdout: ['a', 'b'], outcome: 'finished'}, {stdout: ['a'], outcome: 'finished'}).difference, {line: 2, before: 'b'});
  const ending = compareRuns({stdout: ['a'], outcome: 'finished'}, {stdout: ['a'], outcome: 'failed'});
  assert.equal(ending.sameOutput, false);
  assert.match(ending.summary, /^Same lines printed, but the original finished and the upgrade failed;/);
});

test('resolutions only one side made are listed, and an order change alone is said as such', () => {
  const before = {reports: [report('App', 'App', [node('Greeter', 'French'), node('Greeter', 'English')])], omittedReports: 0};
  const after = {reports: [report('App', 'App', [node('Greeter', 'French')])], omittedReports: 0};
  const verdict = compareRuns({stdout: ['x'], outcome: 'finished', plans: before}, {stdout: ['x'], outcome: 'finished', plans: after});
  assert.equal(verdict.sameServices, false);
  assert.deepEqual(verdict.onlyBefore, ['Greeter → English']);
  assert.deepEqual(verdict.onlyAfter, []);
  assert.equal(verdict.summary, 'Same output; the services resolved differ.');
  const swapped = {reports: [report('App', 'App', [node('Greeter', 'English'), node('Greeter', 'French')])], omittedReports: 0};
  const order = compareRuns({stdout: ['x'], outcome: 'finished', plans: before}, {stdout: ['x'], outcome: 'finished', plans: swapped});
  assert.equal(order.summary, 'Same output; the same services resolved in another order.');
  // A service resolved twice on one side and once on the other counts as a difference.
  const twice = {reports: [report('App', 'App'), report('App', 'App')], omittedReports: 0};
  const once = {reports: [report('App', 'App')], omittedReports: 0};
  assert.deepEqual(compareRuns({stdout: [], outcome: 'finished', plans: twice}, {stdout: [], outcome: 'finished', plans: once}).onlyBefore, ['App → App']);
});
