// The configurations the next testing guide gives for Jest and Vitest against ESM-only inversify 8
// (examples/v8/test-runners/): each runner runs the folder's test file and every test passes; and what the guide
// says fails without them does fail, with the message it quotes. Expectations come from the files: the number of
// tests is the number of test(...) calls in the test file.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {limitFor, runProcess} from '../processes.mjs';
import {filteredOut} from './filters.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, 'examples/v8/test-runners');
// SAMPLES and SAMPLES_FILTER (./filters.mjs) narrow the run as they do the sample tests.
const SKIP = filteredOut(`${path.relative(ROOT, DIR)}/`);
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const INVERSIFY_ENTRY = path.join(ROOT, 'examples/v8/node_modules/inversify/lib/index.js');

const testCount = (/** @type {string} */ runner) => [...fs.readFileSync(path.join(DIR, runner, 'orders.test.ts'), 'utf8').matchAll(/^\s*test\(/gm)].length;

/**
 * Runs a runner's CLI in its folder; the result of a failing run is returned, not thrown (a run its time limit ends
 * rejects, saying so: Jest with --no-cache takes about 4 s on an idle 2-core machine).
 * @param {string} runner folder below examples/v8/test-runners
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
async function runIn(runner, args, env = {}) {
  const cli = runner === 'jest' ? JEST : VITEST;
  // Node's own test runner context would leak into the runners' child processes otherwise.
  const base = {...process.env};
  delete base.NODE_TEST_CONTEXT;
  // Plain text to match against: runners colour their output when they see CI=true or a terminal.
  base.NO_COLOR = '1';
  base.FORCE_COLOR = '0';
  const {code, output} = await runProcess(process.execPath, [cli, ...args], {cwd: path.join(DIR, runner), env: {...base, ...env}, limit: limitFor(4)});
  return {code, output};
}

test('Jest, with the ES module configuration and --experimental-vm-modules, passes every test', {skip: SKIP}, async () => {
  const result = await runIn('jest', ['--no-cache'], {NODE_OPTIONS: '--experimental-vm-modules'});
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, new RegExp(`Tests:\\s+${testCount('jest')} passed, ${testCount('jest')} total`), result.output);
});

test('Jest with the usual CommonJS configuration cannot load inversify 8', {skip: SKIP}, async () => {
  const result = await runIn('jest', ['--no-cache', '--config', 'jest.config.commonjs.mjs']);
  assert.notEqual(result.code, 0, result.output);
  assert.ok(result.output.includes(`Must use import to load ES Module: ${INVERSIFY_ENTRY}`), result.output);
});

test('Vitest, with the SWC plugin, passes every test', {skip: SKIP}, async () => {
  const result = await runIn('vitest', ['run']);
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, new RegExp(`Tests\\s+${testCount('vitest')} passed \\(${testCount('vitest')}\\)`), result.output);
});

test('Vitest compiling with esbuild loses the decorator metadata the container needs', {skip: SKIP}, async () => {
  const result = await runIn('vitest', ['run', '--config', 'vitest.config.esbuild.ts']);
  assert.notEqual(result.code, 0, result.output);
  assert.ok(result.output.includes('Found unexpected missing metadata on type "OrderService"'), result.output);
});
