// Bad input for the plan capture: generated programs with a 500-wide graph, a 1,000-deep chain, a circular graph,
// 300 containers and a resolution that never finishes. The capture stays within PLAN_LIMITS and the summary says
// what it left out; the run still ends. Run in Node with the sandbox's capture, for 6.x (request tree) and 7.x
// (plugin API); 8.x shares the 7.x capture.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {PLAN_LIMITS} from '../../src/samples/shared/planLimits.mjs';
import {planProgram} from './plans.mjs';
import {SAMPLES_FILTER, workspaceSelected} from './filters.mjs';

/**
 * @typedef {import('../../src/samples/shared/plan').PlanNode} PlanNode
 * @typedef {import('../../src/samples/shared/plan').PlanSummary} PlanSummary
 */

/** @param {PlanNode} node @returns {{count: number, depth: number}} */
function measure(node) {
  let count = 1;
  let depth = 0;
  for (const binding of node.bindings) {
    for (const child of binding.dependencies) {
      const m = measure(child);
      count += m.count;
      depth = Math.max(depth, m.depth);
    }
  }
  return {count, depth: depth + 1};
}

/** A CommonJS program (the v6 and v7 workspaces compile samples to CommonJS). @param {string} body */
const program = (body) => ({entry: 'main.js', modules: {'main.js': `require('reflect-metadata');\nconst {Container, decorate, inject, injectable} = require('inversify');\n${body}`}});

/** Classes C0…C(n-1) where C(i) takes `deps(i)` (service identifiers) in its constructor, each bound to itself by name. */
const classes = (/** @type {number} */ n, /** @type {string} */ deps) => `
const container = new Container();
for (let i = 0; i < ${n}; i++) {
  const C = {[\`C\${i}\`]: class { constructor(...args) { this.args = args.length; } }}[\`C\${i}\`];
  decorate(injectable(), C);
  (${deps})(i).forEach((id, index) => decorate(inject(id), C, index));
  container.bind(\`c\${i}\`).to(C);
}
`;

const PROGRAMS = {
  wide: program(`${classes(501, '(i) => (i === 0 ? Array.from({length: 500}, (_, k) => `c${k + 1}`) : [])')}\nconsole.log(container.get('c0').args);`),
  deep: program(`${classes(1000, '(i) => (i < 999 ? [`c${i + 1}`] : [])')}\ntry { container.get('c0'); console.log('resolved'); } catch (e) { console.log('threw'); }`),
  circular: program(`${classes(3, '(i) => [`c${(i + 1) % 3}`]')}\ntry { container.get('c0'); } catch (e) { console.log('threw'); }`),
  containers: program(`for (let i = 0; i < 300; i++) { const c = new Container(); c.bind('n').toConstantValue(i); c.get('n'); }\nconsole.log('done');`),
  never: program(`const container = new Container();\ncontainer.bind('slow').toDynamicValue(() => new Promise(() => {}));\ncontainer.getAsync('slow').then(() => console.log('never printed'));\nconsole.log('asked');`),
};

// One workspace per capture module (src/samples/sandbox/plan/: 6.x, and 7.x with 8.x): SAMPLES=v8 runs the 7.x one.
// The programs are generated, no sample's path matches SAMPLES_FILTER: a filtered run skips them and says so.
const SKIP = SAMPLES_FILTER !== '' ? 'SAMPLES_FILTER is set: these are generated programs, not samples' : false;
// versions-once: named on purpose in the next 4 lines, one workspace per capture module.
const CAPTURES = /** @type {{version: import('../../src/samples/shared/versions.mjs').Version, covers: string[]}[]} */ ([
  {version: 'v6', covers: ['v6']},
  {version: 'v7', covers: ['v7', 'v8']},
]);
for (const {version} of CAPTURES.filter(({covers}) => covers.some(workspaceSelected))) {
  describe(`plan limits with generated programs, ${version}`, {concurrency: 2, skip: SKIP}, () => {
    /** @param {keyof typeof PROGRAMS} name */
    const capture = async (name) => {
      const result = await planProgram(version, PROGRAMS[name], {idleSeconds: 3});
      assert.ok(result.summary, `no summary:\n${result.stderr}`);
      for (const report of result.summary.reports) {
        const {count, depth} = measure(report.root);
        assert.ok(count <= PLAN_LIMITS.nodes, `a report keeps at most ${PLAN_LIMITS.nodes} nodes (kept ${count})`);
        assert.ok(depth <= PLAN_LIMITS.depth, `a report keeps at most ${PLAN_LIMITS.depth} levels (kept ${depth})`);
      }
      return {summary: /** @type {PlanSummary} */ (result.summary), stdout: result.stdout};
    };

    test('a 500-wide graph is cut at the node limit, and the report counts the rest', async () => {
      const {summary, stdout} = await capture('wide');
      assert.equal(stdout.trim(), '500', 'the program ran as without the capture');
      const [report] = summary.reports;
      assert.equal(measure(report.root).count + (report.omitted ?? 0), 501, 'kept and omitted nodes add up to the graph');
    });

    test('a 1,000-deep chain is cut at the depth limit, or fails as the release fails it', async () => {
      const {summary} = await capture('deep');
      const [report] = summary.reports;
      if (report.error === undefined) assert.ok((report.omitted ?? 0) > 0, 'the cut is counted');
      else assert.ok(report.root.failed);
    });

    test('a circular graph ends with the release\'s error, marked on the report', async () => {
      const {summary, stdout} = await capture('circular');
      assert.equal(stdout.trim(), 'threw');
      const [report] = summary.reports;
      assert.ok(report.root.failed);
      assert.match(report.error ?? '', /ircular/);
    });

    test('300 containers: reports beyond the limit are counted, not kept', async () => {
      const {summary} = await capture('containers');
      assert.equal(summary.reports.length, PLAN_LIMITS.reports);
      assert.equal(summary.omittedReports, 300 - PLAN_LIMITS.reports);
      assert.deepEqual(summary.reports.map((r) => r.container), Array.from({length: PLAN_LIMITS.reports}, (_, i) => i + 1), 'each report names the container asked');
    });

    test('a resolution that never finishes is reported as pending when the run ends', async () => {
      const {summary, stdout} = await capture('never');
      assert.equal(stdout.trim(), 'asked');
      const [report] = summary.reports;
      assert.equal(report.pending, true);
      assert.equal(report.root.bindings[0]?.type, 'DynamicValue');
    });
  });
}
