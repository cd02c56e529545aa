// The container map in Node: chosen samples run with the sandbox's capture (as plans.test.mjs runs them) report
// the map a reader checks against the sample's source (./mapSource.mjs reads it): the containers it creates with
// their parents, every binding it registers with its type, class, scope and constraint, what each class's decorators
// say it takes (constructor parameters and properties, named, tagged, optional, multiple), a redirection's target,
// `resolved` false for a binding nothing asks for, and the same map on a second run. The map passes the page's check
// as the worker sends it (planJson, checkPlanSummary). Generated programs: 1,200 bindings and 60 containers are cut
// to MAP_LIMITS with the rest counted, a huge identifier is cut to PLAN_LIMITS.text, and a program that replaces
// built-ins after its resolutions gets the map it would have had without. Narrow with SAMPLES=v7 and
// SAMPLES_FILTER=<part of a sample's path>.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, planProgram, planSample} from './plans.mjs';
import {bindingsOf, codeOf, containersOf, injectionsOf, neverNamedAgain} from './mapSource.mjs';
import {TAMPER_PROGRAMS, program} from './mapPrograms.mjs';
import {SAMPLES_FILTER, pathSelected, workspaceSelected} from './filters.mjs';
import {SAMPLE_VERSIONS, samplesDir} from '../../src/samples/shared/versions.mjs';
import {MAP_LIMITS} from '../../src/samples/shared/mapLimits.mjs';
import {PLAN_LIMITS} from '../../src/samples/shared/planLimits.mjs';
import {RUN_BYTES} from '../../src/samples/shared/limits.mjs';
import {planJson} from '../../src/samples/sandbox/plan/index.mjs';
import {checkPlanSummary} from '../../src/samples/shared/runnerMessages.mjs';

/**
 * @typedef {import('../../src/samples/shared/containerMap').ContainerMap} ContainerMap
 * @typedef {import('../../src/samples/shared/containerMap').MapBinding} MapBinding
 * @typedef {import('../../src/samples/shared/containerMap').MapDependency} MapDependency
 * @typedef {import('../../src/samples/shared/plan').PlanSummary} PlanSummary
 */

/**
 * Samples whose every binding and injection the source reader names (paths below examples/vN/src/; a workspace
 * lacking one skips it): named, tagged and optional injections in constructors and properties, scopes, a child
 * container of a parent (created with `parent` or `createChild`), a redirection, and a run that resolves nothing.
 */
const CANDIDATES = [
  'api/decorator/named.ts',
  'api/decorator/tagged.ts',
  'api/decorator/optional.ts',
  'api/decorator/multi-inject.ts',
  'fundamentals/binding/scope-singleton.ts',
  'fundamentals/di-hierarchy/di-hierarchy.ts',
  'fundamentals/di-hierarchy/cached-bindings.ts',
  'fundamentals/di-hierarchy/get-all-chained.ts',
  'api/binding-syntax/to-service.ts',
  'api/errors/restore-without-snapshot.ts',
];

const VERSIONS = SAMPLE_VERSIONS.filter(workspaceSelected);

/** @param {MapDependency} d */
const edgeLabel = (d) => (d.edge.kind === 'property' ? `property ${d.edge.name}` : `${d.edge.kind} ${'index' in d.edge ? d.edge.index : ''}`);
/** @param {MapDependency[]} list */
const byEdge = (list) => [...list].sort((a, b) => edgeLabel(a).localeCompare(edgeLabel(b)));

/**
 * The summary as the page keeps it: sent by planJson, parsed and checked by checkPlanSummary within a run's budget.
 * @param {PlanSummary} summary
 */
function asThePageKeepsIt(summary) {
  const checked = checkPlanSummary(JSON.parse(planJson(summary)), RUN_BYTES);
  assert.ok(checked.ok, `the page refuses the summary: ${checked.ok ? '' : checked.problem}`);
  return checked.value.summary;
}

for (const version of VERSIONS) {
  const files = CANDIDATES.map((f) => `${samplesDir(version)}${f}`).filter((f) => fs.existsSync(path.join(ROOT, f)) && pathSelected(f));
  describe(`container maps of the ${version} samples, in Node`, {concurrency: 2}, () => {
    for (const file of files) {
      test(file, async () => {
        const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
        const code = codeOf(source);
        const {summary, stderr} = await planSample(version, file);
        const map = summary?.map;
        assert.ok(map, `no container map:\n${stderr}`);

        const containers = containersOf(source);
        assert.ok(containers.length > 0, 'the sample creates a container');
        assert.deepEqual(map.containers, containers.map(({number, parent}) => (parent === undefined ? {number} : {number, parent})), 'the containers in creation order, each child with its parent');

        const expected = bindingsOf(source, version);
        const statements = [...code.matchAll(/\b(\w+)\s*\.bind\b/g)].filter((m) => containers.some((c) => c.name === m[1])).length;
        assert.equal(expected.length, statements, 'the source reader names every binding the sample registers');
        assert.equal(map.bindings.length, expected.length, 'every binding, and nothing else');
        assert.equal(map.omitted, 0);
        /** @type {Set<MapBinding>} */
        const matched = new Set();
        for (const b of expected) {
          /** @type {MapBinding | undefined} */
          const found = map.bindings.find(
            (m) => !matched.has(m) && m.container === b.container && m.serviceIdentifier === b.serviceIdentifier && m.type === b.type && m.implementation === b.implementation,
          );
          assert.ok(found, `${b.serviceIdentifier} (${b.type} ${b.implementation ?? ''}) in container ${b.container}`);
          matched.add(found);
          if (b.scope !== undefined) assert.equal(found.scope, b.scope, `${b.serviceIdentifier}: its scope`);
          if (b.name !== undefined) assert.equal(found.constraint, `named "${b.name}"`, `${b.serviceIdentifier}: its name`);
          if (b.tag !== undefined) assert.match(found.constraint ?? '', new RegExp(`^tagged ${b.tag.key}=("${b.tag.value}"|${b.tag.value})$`), `${b.serviceIdentifier}: its tag`);
          if (b.name === undefined && b.tag === undefined) assert.equal(found.constraint, undefined, `${b.serviceIdentifier}: no constraint`);
          if (b.type === 'ServiceRedirection') {
            assert.deepEqual(found.dependencies, [{serviceIdentifier: b.target, edge: {kind: 'redirection'}}], 'a redirection takes its target');
          }
        }

        const injections = injectionsOf(source);
        const instances = map.bindings.filter((m) => m.type === 'Instance');
        assert.ok(instances.length === 0 || instances.some((m) => m.dependencies.length > 0) || [...injections.values()].every((d) => d.length === 0), 'a class with decorated injections shows them');
        for (const m of instances) {
          const declared = injections.get(/** @type {string} */ (m.implementation));
          assert.ok(declared, `${m.implementation} is declared in the sample`);
          assert.deepEqual(byEdge(m.dependencies), byEdge(declared), `${m.implementation}: what its decorators say it takes`);
        }

        for (const b of neverNamedAgain(source, expected)) {
          /** @type {MapBinding | undefined} */
          const found = map.bindings.find((m) => m.container === b.container && m.serviceIdentifier === b.serviceIdentifier);
          assert.equal(found?.resolved, false, `${b.serviceIdentifier} is never asked for: not resolved`);
        }
        // A service the sample gets from the container that holds its only binding was resolved.
        for (const g of code.matchAll(/\b(\w+)\.get(?:Async)?(?:<[^>]*>)?\((\w+|'[^']*')\)/g)) {
          const container = containers.find((c) => c.name === g[1]);
          const id = g[2].replace(/^'(.*)'$/, '$1');
          /** @type {MapBinding[]} */
          const own = map.bindings.filter((m) => m.container === container?.number && m.serviceIdentifier === id);
          if (own.length === 1) assert.equal(own[0].resolved, true, `${id}, asked of ${g[1]}, was resolved`);
        }

        assert.deepEqual(asThePageKeepsIt(summary).map, map, 'the page keeps the map as the capture read it');
        const again = await planSample(version, file, {fresh: true});
        assert.deepEqual(again.summary?.map, map, 'a second run reads the same map');
      });
    }
  });
}

const HUGE = 1024 * 1024;
const PROGRAMS = {
  many: program(`const container = new Container();\nfor (let i = 0; i < 1200; i++) container.bind(\`s\${i}\`).toConstantValue(i);\ncontainer.get('s0');\nconsole.log('bound');`),
  containers: program(`let parent;\nfor (let i = 0; i < 60; i++) { const c = parent === undefined ? new Container() : parent.createChild ? parent.createChild() : new Container({parent}); c.bind('n').toConstantValue(i); parent = c; }\nconsole.log('created');`),
  huge: program(`
const name = 'C'.repeat(${HUGE});
const Huge = {[name]: class { constructor(dep) { this.dep = dep; } }}[name];
decorate(injectable(), Huge);
decorate(inject('d'.repeat(${HUGE})), Huge, 0);
const container = new Container();
container.bind('i'.repeat(${HUGE})).to(Huge);
console.log(Huge.name.length);`),
  ...TAMPER_PROGRAMS,
};

// One workspace per capture module (src/samples/sandbox/plan/: 6.x, and 7.x with 8.x): SAMPLES=v8 runs the 7.x one.
const SKIP = SAMPLES_FILTER !== '' ? 'SAMPLES_FILTER is set: these are generated programs, not samples' : false;
// versions-once: named on purpose in the next 4 lines, one workspace per capture module.
const CAPTURES = /** @type {{version: import('../../src/samples/shared/versions.mjs').Version, covers: string[]}[]} */ ([
  {version: 'v6', covers: ['v6']},
  {version: 'v7', covers: ['v7', 'v8']},
]);
for (const {version} of CAPTURES.filter(({covers}) => covers.some(workspaceSelected))) {
  describe(`container map limits with generated programs, ${version}`, {concurrency: 2, skip: SKIP}, () => {
    /** @param {keyof typeof PROGRAMS} name @returns {Promise<{map: ContainerMap, summary: PlanSummary, stdout: string}>} */
    const capture = async (name) => {
      const result = await planProgram(version, PROGRAMS[name], {idleSeconds: 3});
      assert.ok(result.summary?.map, `no map:\n${result.stderr}`);
      return {map: result.summary.map, summary: result.summary, stdout: result.stdout};
    };

    test('1,200 bindings: the first MAP_LIMITS.bindings are kept in order, the rest counted', async () => {
      const {map, summary, stdout} = await capture('many');
      assert.equal(stdout.trim(), 'bound');
      assert.equal(map.bindings.length, MAP_LIMITS.bindings);
      assert.equal(map.omitted, 1200 - MAP_LIMITS.bindings);
      assert.deepEqual(map.bindings.map((b) => b.serviceIdentifier), Array.from({length: MAP_LIMITS.bindings}, (_, i) => `s${i}`));
      assert.deepEqual(map.bindings.filter((b) => b.resolved).map((b) => b.serviceIdentifier), ['s0'], 'only the one the program asked for is resolved');
      assert.deepEqual(asThePageKeepsIt(summary).map, map);
    });

    test('60 containers: the first MAP_LIMITS.containers are kept, each child naming its parent; the bindings of the others are counted', async () => {
      const {map, stdout} = await capture('containers');
      assert.equal(stdout.trim(), 'created');
      assert.deepEqual(map.containers, Array.from({length: MAP_LIMITS.containers}, (_, i) => (i === 0 ? {number: 1} : {number: i + 1, parent: i})));
      assert.equal(map.bindings.length, MAP_LIMITS.containers);
      assert.equal(map.omitted, 60 - MAP_LIMITS.containers);
    });

    test('a huge class name, identifier and injection are cut to PLAN_LIMITS.text', async () => {
      const {map, summary, stdout} = await capture('huge');
      assert.equal(stdout.trim(), String(HUGE), 'the program ran as without the capture');
      const [binding] = map.bindings;
      for (const text of [binding.serviceIdentifier, binding.implementation, binding.dependencies[0]?.serviceIdentifier]) {
        assert.equal(text?.length, PLAN_LIMITS.text);
        assert.ok(text?.endsWith('…'));
      }
      assert.deepEqual(asThePageKeepsIt(summary).map, map);
    });

    test('a program that replaces built-ins after its resolutions gets the map it would have had', async () => {
      const [{map: plain}, {map: tampered}] = await Promise.all([capture('plain'), capture('tampered')]);
      assert.equal(plain.bindings.length, 3);
      assert.deepEqual(plain.bindings.find((b) => b.serviceIdentifier === 'A')?.dependencies, [{serviceIdentifier: 'B', edge: {kind: 'constructor', index: 0}}]);
      assert.deepEqual(tampered, plain);
    });
  });
}
