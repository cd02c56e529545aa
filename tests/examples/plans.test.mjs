// Resolution plans in Node: each chosen sample (./planSamples.mjs) run with the sandbox's plan capture reports
// what a reader checks on the panel, derived from the sample: a singleton's later resolutions come from the
// singleton cache, a request-scoped value met again in one tree from the request cache, a named or tagged
// injection gets the binding declared with that name or tag, each `to…` form shows its binding type, a child
// container's getAll gathers bindings of several containers, and a failing resolution is marked with the message
// the sample throws, along the path from the requested service down to the service that message names. Narrow
// with SAMPLES=v7 and SAMPLES_FILTER=<part of a sample's path>.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {expectedThrow} from '../../src/samples/build/samples.mjs';
import {ROOT, planSample} from './plans.mjs';
import {planSamples} from './planSamples.mjs';
import {pathSelected, workspaceSelected} from './filters.mjs';
import {SAMPLE_VERSIONS} from '../../src/samples/shared/versions.mjs';

/**
 * @typedef {import('../../src/samples/shared/plan').PlanNode} PlanNode
 * @typedef {import('../../src/samples/shared/plan').PlanBinding} PlanBinding
 * @typedef {import('../../src/samples/shared/plan').PlanReport} PlanReport
 * @typedef {import('../../src/samples/shared/plan').PlanSummary} PlanSummary
 */

const VERSIONS = SAMPLE_VERSIONS.filter(workspaceSelected);

/**
 * Nodes of a report in the order the release resolves them (depth first).
 * @param {PlanNode} node
 * @returns {Generator<PlanNode>}
 */
function* nodes(node) {
  yield node;
  for (const binding of node.bindings) for (const child of binding.dependencies) yield* nodes(child);
}
/** @param {PlanReport} report */
const bindings = (report) => [...nodes(report.root)].flatMap((n) => n.bindings);
/** @param {PlanSummary} summary */
const allBindings = (summary) => summary.reports.flatMap(bindings);

/** @type {Record<string, (summary: PlanSummary, file: string, version: string) => void>} */
const FACTS = {
  'scope-singleton.ts': (summary) => {
    const singletons = summary.reports.filter((r) => r.root.bindings[0]?.scope === 'Singleton' && r.root.bindings[0].type !== 'ConstantValue');
    assert.ok(singletons.length >= 2, 'the sample resolves a singleton twice');
    const first = singletons.findIndex((r) => r.root.serviceIdentifier === singletons[0].root.serviceIdentifier);
    assert.equal(singletons[first].root.bindings[0].cached, undefined, 'the first resolution builds the singleton');
    for (const later of singletons.slice(first + 1).filter((r) => r.root.serviceIdentifier === singletons[0].root.serviceIdentifier)) {
      assert.equal(later.root.bindings[0].cached, 'singleton', 'a later resolution is served from the singleton cache');
    }
  },
  'scope-request.ts': (summary) => {
    const report = summary.reports.find((r) => bindings(r).filter((b) => b.scope === 'Request').length > 1);
    assert.ok(report, 'a resolution meets a request-scoped binding more than once');
    const request = bindings(report).filter((b) => b.scope === 'Request' && b.implementation === bindings(report).find((x) => x.scope === 'Request')?.implementation);
    assert.equal(request[0].cached, undefined, 'its first occurrence is built');
    assert.ok(request.slice(1).every((b) => b.cached === 'request'), 'its later occurrences come from the request cache');
  },
  'constraints.ts': (summary) => namedOrTagged(summary),
  'named.ts': (summary) => namedOrTagged(summary),
  'tagged.ts': (summary) => namedOrTagged(summary),
  'optional.ts': (summary) => {
    assert.ok(summary.reports.some((r) => [...nodes(r.root)].some((n) => n.optional === true)), 'an injection is marked optional');
  },
  'to-constant-value.ts': (summary) => hasType(summary, 'ConstantValue'),
  'to-dynamic-value.ts': (summary) => hasType(summary, 'DynamicValue'),
  'to-factory.ts': (summary) => hasType(summary, 'Factory'),
  'to-provider.ts': (summary) => hasType(summary, 'Provider'),
  'to-constructor.ts': (summary) => hasType(summary, 'Constructor'),
  'to-resolved-value.ts': (summary) => {
    hasType(summary, 'ResolvedValue');
    const resolved = allBindings(summary).find((b) => b.type === 'ResolvedValue' && b.dependencies.length > 0);
    assert.ok(resolved?.dependencies.every((d) => d.edge.kind === 'resolved-value-parameter'), 'the factory parameters are its dependencies');
  },
  'to-service.ts': (summary, _file, version) => {
    // 6.x implements toService with a dynamic value; 7.x and 8.x plan the redirection.
    if (version === 'v6') return hasType(summary, 'DynamicValue');
    const redirection = allBindings(summary).find((b) => b.type === 'ServiceRedirection');
    assert.ok(redirection, 'a service redirection is planned');
    assert.equal(redirection.dependencies[0]?.edge.kind, 'redirection');
    assert.ok(redirection.dependencies[0].bindings.length > 0, 'the redirection leads to the target binding');
  },
  'get-all.ts': (summary) => {
    assert.ok(summary.reports.some((r) => r.call === 'getAll' && r.root.multiple === true && r.root.bindings.length > 1), 'getAll plans every matching binding');
  },
  'get-all-chained.ts': (summary) => {
    const report = summary.reports.find((r) => r.root.multiple === true);
    assert.ok(report, 'a getAll');
    assert.ok(new Set(report.root.bindings.map((b) => b.container)).size > 1, 'its bindings come from the child and its parent');
  },
  'cached-bindings.ts': (summary) => {
    assert.ok(
      summary.reports.some((r) => r.root.bindings.some((b) => b.container !== undefined && b.container !== r.container)),
      'a child container resolves a binding its parent holds',
    );
  },
  'async-binding-get.ts': (summary) => isAsync(summary),
  'async-activation.ts': (summary) => isAsync(summary),
  'no-bindings-found.ts': (summary, file) => failsAlongPath(summary, file),
  'no-bindings-found-nested.ts': (summary, file) => {
    const path = failsAlongPath(summary, file);
    assert.ok(path.length >= 3, `the missing service is two or more injections below the root: ${labels(path)}`);
  },
  'ambiguous-bindings.ts': (summary, file) => {
    const path = failsAlongPath(summary, file);
    assert.ok(/** @type {PlanNode} */ (path.at(-1)).bindings.length >= 2, 'the ambiguous service shows the bindings it found');
  },
  'circular-dependency.ts': (summary, file) => {
    const path = failsAlongPath(summary, file);
    assert.equal(path.at(-1)?.circular, true, 'the service that closes the cycle is marked circular');
  },
};

/** @param {PlanSummary} summary @param {string} type */
function hasType(summary, type) {
  assert.ok(allBindings(summary).some((b) => b.type === type), `a ${type} binding is planned`);
}

/** @param {PlanSummary} summary */
function namedOrTagged(summary) {
  const constrained = summary.reports.flatMap((r) => [...nodes(r.root)]).filter((n) => n.name !== undefined || n.tags !== undefined);
  assert.ok(constrained.length > 0, 'an injection asks with a name or a tag');
  for (const node of constrained) {
    const wanted = node.name ?? /** @type {{value: string}[]} */ (node.tags)[0].value;
    assert.ok(node.bindings.length > 0, `${node.serviceIdentifier} (${wanted}) found a binding`);
    for (const binding of node.bindings) assert.match(binding.constraint ?? '', new RegExp(wanted), `${node.serviceIdentifier} asked with ${wanted} got a binding declared for it`);
  }
}

/** @param {PlanSummary} summary */
function isAsync(summary) {
  const report = summary.reports.find((r) => r.call.endsWith('Async'));
  assert.ok(report, 'an async resolution is reported');
  assert.equal(report.pending, undefined, 'it settled before the run ended');
}

/** @param {PlanNode[]} path */
const labels = (path) => path.map((n) => n.serviceIdentifier).join(' -> ');

/**
 * The identifiers a planning error names, in the words of each release: the failing service and the parent it was
 * injected into (7.x and 8.x: `… (Root service)` for the root), or a circular path.
 * @param {string} message
 * @returns {{cycle: string[]} | {failing: string, parent: string | undefined}}
 */
function named(message) {
  const cycle = /^Circular dependency found: (.*)$/m.exec(message);
  if (cycle !== null) return {cycle: cycle[1].split(/ -+> /)};
  const failing = /^(?:No bindings found for service|Ambiguous bindings found for service): "(.*)"\.$/m.exec(message)?.[1] ?? /^(?:No matching bindings found|Ambiguous match found) for serviceIdentifier: (.*)$/m.exec(message)?.[1];
  assert.ok(failing, `the message names the failing service:\n${message}`);
  const parent = /^Trying to resolve bindings for "(.*?)( \(Root service\))?"\.?$/m.exec(message);
  return {failing, parent: parent === null || parent[2] !== undefined ? undefined : parent[1]};
}

/**
 * The last resolution failed with the sample's message, and its report holds the path from the requested service
 * to the service the message names: every node on it marked failed, each below the previous through one of its
 * bindings, nothing else marked.
 * @param {PlanSummary} summary
 * @param {string} file
 * @returns {PlanNode[]} the path, root first
 */
function failsAlongPath(summary, file) {
  const last = summary.reports.at(-1);
  assert.ok(last?.root.failed, 'the last resolution is marked failed');
  const thrown = expectedThrow(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  assert.ok(thrown, `${file} states what it throws`);
  assert.equal(last.error, thrown, 'with the message the sample throws');
  /** @type {PlanNode[]} */
  const failedPath = [last.root];
  for (let node = last.root; ; ) {
    const below = node.bindings.flatMap((b) => b.dependencies).filter((d) => d.failed === true);
    assert.ok(below.length <= 1, `one path leads down from ${node.serviceIdentifier}`);
    if (below.length === 0) break;
    node = below[0];
    failedPath.push(node);
  }
  for (const node of failedPath.slice(1)) assert.notEqual(node.edge.kind, 'root', `${node.serviceIdentifier} says how its parent injects it`);
  const names = named(thrown);
  if ('cycle' in names) {
    assert.deepEqual(failedPath.map((n) => n.serviceIdentifier), names.cycle, 'the path is the cycle the message names');
  } else {
    assert.equal(failedPath.at(-1)?.serviceIdentifier, names.failing, `the path ends at the service the message names: ${labels(failedPath)}`);
    if (names.parent === undefined) assert.equal(failedPath.length, 1, 'the failing service is the one asked for');
    else assert.equal(failedPath.at(-2)?.serviceIdentifier, names.parent, `the service above it is the parent the message names: ${labels(failedPath)}`);
  }
  return failedPath;
}

for (const version of VERSIONS) {
  describe(`resolution plans of the ${version} samples, in Node`, {concurrency: 2}, () => {
    for (const file of planSamples(version).filter(pathSelected)) {
      test(file, async () => {
        const {summary, stderr} = await planSample(version, file);
        assert.ok(summary, `no plan summary:\n${stderr}`);
        assert.ok(summary.reports.length > 0, 'the sample resolves something');
        const fact = FACTS[path.basename(file)];
        assert.ok(fact, `no fact for ${file}`);
        fact(summary, file, version);
      });
    }
  });
}
