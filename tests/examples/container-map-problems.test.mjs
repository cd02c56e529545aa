// The container map's problems on the samples that show them: each problem sample, run in Node with the sandbox's
// capture (./plans.mjs, as the plan tests run samples), gives a map in which analyzeMap
// (src/samples/page/ContainerMap/analyze.mjs) finds that problem at the services the sample is about, and its corrected
// twin gives one where it finds none of that kind. What the sample's run shows must agree with the problem's claim:
// the error the release threw (missing, ambiguous, cycle), the same instance kept by a singleton (captive), a binding
// no resolution reached (unused). The samples' `// prints:` lines are checked by ./samples.test.mjs.
// Narrow with SAMPLES=v7 and SAMPLES_FILTER=<part of a sample's path>.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {planSample} from './plans.mjs';
import {pathSelected, workspaceSelected} from './filters.mjs';
import {analyzeMap} from '../../src/samples/page/ContainerMap/analyze.mjs';
import {SAMPLE_VERSIONS, samplesDir} from '../../src/samples/shared/versions.mjs';

/**
 * @import {MapAnalysis, MapProblem, MapProblemKind} from '../../src/samples/shared/containerMap'
 * @import {PlanSummary} from '../../src/samples/shared/plan'
 * @import {Version} from '../../src/samples/shared/versions.mjs'
 */

/**
 * @typedef {object} Pair
 * @property {Version} version
 * @property {string} problem the sample that shows the problem
 * @property {string} twin the same program, corrected
 * @property {MapProblemKind} kind
 * @property {string[]} at the service identifiers of the nodes the problem must highlight
 * @property {(run: {summary: PlanSummary, stdout: string}, problem: MapProblem) => void} shows what the problem sample's
 *   own run shows of it
 */

const BINDING = (/** @type {Version} */ version) => `${samplesDir(version)}fundamentals/binding`;

/**
 * The release threw on the problem while resolving: a report of the run failed with a message of that kind, and the
 * analysis says it comes from the run.
 * @param {RegExp} message
 * @returns {Pair['shows']}
 */
const thrown = (message) => ({summary}, problem) => {
  const failed = summary.reports.filter((r) => r.error !== undefined);
  assert.ok(failed.some((r) => message.test(/** @type {string} */ (r.error))), `a resolution failed with ${message}: ${failed.map((r) => r.error).join(' | ')}`);
  assert.equal(problem.source, 'run', 'the problem is marked as met by the run');
};

/** @type {Pair['shows']} */
const kept = ({stdout}, problem) => {
  // The sample prints whether two resolutions through the singleton share the transient, then whether two direct ones do.
  assert.deepEqual(stdout.trim().split('\n'), ['true', 'false'], 'the singleton keeps one instance; direct resolutions make new ones');
  assert.equal(problem.source, 'run', 'both bindings were resolved by the run');
};

/** @type {Pair[]} */
const PAIRS = [
  // The captive pair is in every workspace.
  ...SAMPLE_VERSIONS.map((version) => ({
    version,
    problem: `${BINDING(version)}/scope-captive.ts`,
    twin: `${BINDING(version)}/scope-captive-fixed.ts`,
    kind: /** @type {const} */ ('captive'),
    at: ['AuditLog', 'RequestId'],
    shows: kept,
  })),
  {
    version: 'v7',
    problem: `${BINDING('v7')}/missing-dependency.ts`,
    twin: `${BINDING('v7')}/missing-dependency-bound.ts`,
    kind: 'missing',
    at: ['SignupService', 'Mailer'],
    shows: thrown(/^No bindings found for service: "Mailer"\./),
  },
  {
    version: 'v7',
    problem: `${BINDING('v7')}/ambiguous-injection.ts`,
    twin: `${BINDING('v7')}/ambiguous-injection-named.ts`,
    kind: 'ambiguous',
    at: ['Checkout', 'PaymentGateway', 'PaymentGateway'],
    shows: thrown(/^Ambiguous bindings found for service: "PaymentGateway"\./),
  },
  {
    version: 'v7',
    problem: `${BINDING('v7')}/dependency-cycle.ts`,
    twin: `${BINDING('v7')}/dependency-cycle-factory.ts`,
    kind: 'cycle',
    at: ['OrderService', 'StockService'],
    shows: thrown(/^Circular dependency found: OrderService -> StockService -> OrderService/),
  },
  {
    version: 'v7',
    problem: `${BINDING('v7')}/unused-binding.ts`,
    twin: `${BINDING('v7')}/unused-binding-removed.ts`,
    kind: 'unused',
    at: ['PdfExporter'],
    shows: ({summary}, problem) => {
      assert.ok(!summary.reports.some((r) => r.root.serviceIdentifier === 'PdfExporter'), 'the run never asked for it');
      assert.ok(summary.reports.length > 0, 'the run resolved something');
      assert.equal(problem.source, 'run');
    },
  },
];

/**
 * The sample's map and its analysis, with the run's plans.
 * @param {Version} version
 * @param {string} file
 */
async function analysed(version, file) {
  const {summary, stdout, stderr} = await planSample(version, file);
  assert.ok(summary, `no plan summary:\n${stderr}`);
  const {map} = /** @type {PlanSummary & {map?: import('../../src/samples/shared/containerMap').ContainerMap}} */ (summary);
  assert.ok(map, `the run reports no container map (summary().map of src/samples/sandbox/plan/):\n${stderr}`);
  return {summary, stdout, analysis: analyzeMap(map, summary)};
}

/**
 * The service identifiers of a problem's nodes, in its order.
 * @param {MapAnalysis} analysis @param {MapProblem} problem
 */
const services = (analysis, problem) => problem.nodes.map((id) => analysis.nodes.find((n) => n.id === id)?.serviceIdentifier);

for (const pair of PAIRS.filter((p) => workspaceSelected(p.version) && (pathSelected(p.problem) || pathSelected(p.twin)))) {
  describe(`${pair.kind}: ${pair.problem}`, () => {
    test('the map of the problem sample has the problem, at its services, and the run agrees', async () => {
      const {summary, stdout, analysis} = await analysed(pair.version, pair.problem);
      const found = analysis.problems.filter((p) => p.kind === pair.kind);
      assert.equal(found.length, 1, `one ${pair.kind} problem: ${JSON.stringify(analysis.problems, null, 2)}`);
      assert.deepEqual(services(analysis, found[0]).sort(), [...pair.at].sort(), `at ${pair.at.join(', ')}: ${found[0].message}`);
      for (const id of pair.at) assert.match(found[0].message, new RegExp(id), 'the message names the services');
      pair.shows({summary, stdout}, found[0]);
    });
    test(`the map of its corrected twin (${pair.twin.split('/').at(-1)}) has none`, async () => {
      const {summary, analysis} = await analysed(pair.version, pair.twin);
      assert.deepEqual(analysis.problems.filter((p) => p.kind === pair.kind), []);
      assert.deepEqual(summary.reports.filter((r) => r.error !== undefined).map((r) => r.error), [], 'the twin resolves without an error');
      assert.deepEqual(analysis.problems.filter((p) => p.severity === 'error'), [], 'and has no other error');
    });
  });
}
