#!/usr/bin/env node
// Mutation testing of the pure modules the site's correctness rests on (StrykerJS): each module is changed in small
// ways (a condition flipped, a constant changed, a statement removed) and its unit test file run against each change;
// a change the tests still pass ("survived") is behaviour no assertion pins down. Not part of `npm test`: it takes
// minutes per module.
//   npm run mutation                 every module, one after the other
//   npm run mutation -- plan-tree    the named modules only
// Prints each module's score and its surviving mutants; reports/mutation/<module>.html has the details. Surviving
// mutants that change no behaviour (equivalent mutants) are listed in tests/mutation/equivalent.md.
import fs from 'node:fs';
import {Stryker} from '@stryker-mutator/core';

/** @typedef {NonNullable<NonNullable<ConstructorParameters<typeof Stryker>[0]>['logLevel']>} LogLevel */

/**
 * Each module with the one test file that covers it: a mutant runs that file alone (or, with `pattern`, the tests of
 * that file whose names match: error-entries runs every sample of the error reference in its other tests, 16 s).
 * @type {Record<string, {mutate: string[], test: string, pattern?: string}>}
 */
const MODULES = {
  'search-engine': {mutate: ['src/search/engine.mjs'], test: 'tests/unit/search-engine.test.mjs'},
  'plan-tree': {mutate: ['src/samples/page/PlanView/planTree.mjs'], test: 'tests/unit/plan-tree.test.mjs'},
  'map-analysis': {mutate: ['src/samples/page/ContainerMap/analyze.mjs'], test: 'tests/unit/container-map-analyze.test.mjs'},
  'map-exports': {mutate: ['src/samples/page/ContainerMap/exports.mjs'], test: 'tests/unit/container-map-exports.test.mjs'},
  'error-entries': {mutate: ['src/samples/shared/errorEntries.ts'], test: 'tests/unit/error-entries.test.mjs', pattern: 'a template matches'},
  'share-link': {mutate: ['src/samples/page/editor/shareCodec.mjs'], test: 'tests/unit/share-link.test.mjs'},
  'output-formatter': {mutate: ['src/samples/sandbox/inspect.mjs'], test: 'tests/unit/runner-inspect.test.mjs'},
  playground: {
    mutate: [
      'src/samples/page/playground/files.mjs',
      'src/samples/page/playground/shareFiles.mjs',
      'src/samples/page/playground/imports.mjs',
      'src/samples/page/playground/explain.mjs',
      'src/samples/page/playground/storage.mjs',
      'src/samples/shared/playgroundAddress.mjs',
    ],
    test: 'tests/unit/playground.test.mjs',
  },
  'upgrade-compare': {mutate: ['src/upgrade/edits.mjs', 'src/upgrade/compareRuns.mjs'], test: 'tests/unit/upgrade-compare.test.mjs'},
  'protocol-checks': {
    mutate: ['src/samples/shared/runnerMessages.mjs', 'src/samples/shared/cutText.mjs'],
    test: 'tests/unit/runner-messages.test.mjs',
  },
};

/** The score as Stryker reports it: killed and timed-out mutants over every mutant that ran. */
/** @param {Awaited<ReturnType<Stryker['runMutationTest']>>} results */
function scoreOf(results) {
  const count = (/** @type {string[]} */ ...statuses) => results.filter((r) => statuses.includes(r.status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  return {detected, undetected, score: detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected)};
}

async function main() {
  const names = process.argv.slice(2);
  for (const name of names) if (!(name in MODULES)) throw new Error(`unknown module ${name}: one of ${Object.keys(MODULES).join(', ')}`);
  const rows = [];
  for (const name of names.length ? names : Object.keys(MODULES)) {
    const {mutate, test, pattern} = MODULES[name];
    const stryker = new Stryker({
      mutate,
      testRunner: 'command',
      // Node's test runner, this module's test file only; the sandbox is a copy of the project without its builds.
      commandRunner: {command: `node --test --test-reporter=dot${pattern ? ` --test-name-pattern="${pattern}"` : ''} ${test}`},
      coverageAnalysis: 'off',
      concurrency: 1,
      timeoutMS: 30_000,
      tempDirName: '.stryker-tmp',
      cleanTempDir: 'always',
      ignorePatterns: ['/build', '/build-*', '/.docusaurus', '/test-results', '/playwright-report', '/reports', '/bench', '/static', '/blog'],
      reporters: ['html', 'clear-text', 'progress-append-only'],
      htmlReporter: {fileName: `reports/mutation/${name}.html`},
      clearTextReporter: {allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true},
      logLevel: /** @type {LogLevel} */ ('warn'),
      fileLogLevel: /** @type {LogLevel} */ ('off'),
      plugins: [],
    });
    const results = await stryker.runMutationTest();
    const {detected, undetected, score} = scoreOf(results);
    rows.push(`${name.padEnd(18)} ${score.toFixed(1).padStart(6)} %  ${detected} detected, ${undetected} survived (${mutate.join(', ')})`);
    console.log(`\n${rows.at(-1)}\n`);
  }
  console.log(`\nmutation score per module\n${rows.join('\n')}`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === import.meta.filename) await main();
