// The configurations the next testing guide gives for Jest and Vitest against ESM-only inversify 8
// (examples/v8/test-runners/): each runner runs the folder's test file and every test passes; and what the guide
// says fails without them does fail, with the message it quotes. Expectations come from the files: the number of
// tests is the number of test(...) calls in the test file.
//
// The Vitest setup is also run as a reader would copy it: the files the guide shows in a temporary folder with
// nothing above it (in the checkout, examples/v8/tsconfig.json would stand in for a missing one), with links to the
// packages it installs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {listCodeFences, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {limitFor, runProcess} from '../processes.mjs';
import {filteredOut} from './filters.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, 'examples/v8/test-runners');
// SAMPLES and SAMPLES_FILTER (./filters.mjs) narrow the run as they do the sample tests.
const SKIP = filteredOut(`${path.relative(ROOT, DIR)}/`);
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const INVERSIFY_ENTRY = path.join(ROOT, 'examples/v8/node_modules/inversify/lib/index.js');
const GUIDE = path.join(ROOT, 'docs/guides/testing.mdx');

const testCount = (/** @type {string} */ runner) => [...fs.readFileSync(path.join(DIR, runner, 'orders.test.ts'), 'utf8').matchAll(/^\s*test\(/gm)].length;

/**
 * Runs a runner's CLI in its folder; the result of a failing run is returned, not thrown (a run its time limit ends
 * rejects, saying so: Jest with --no-cache takes about 4 s on an idle 2-core machine).
 * @param {string} runner folder below examples/v8/test-runners
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
async function runIn(runner, args, env = {}) {
  return runCli(runner === 'jest' ? JEST : VITEST, path.join(DIR, runner), args, env);
}

/**
 * @param {string} cli
 * @param {string} cwd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
async function runCli(cli, cwd, args, env = {}) {
  // Node's own test runner context would leak into the runners' child processes otherwise.
  const base = {...process.env};
  delete base.NODE_TEST_CONTEXT;
  // Plain text to match against: runners colour their output when they see CI=true or a terminal.
  base.NO_COLOR = '1';
  base.FORCE_COLOR = '0';
  const {code, output} = await runProcess(process.execPath, [cli, ...args], {cwd, env: {...base, ...env}, limit: limitFor(4)});
  return {code, output};
}

/**
 * The files of examples/v8/test-runners/ the guide shows for Vitest (its section and the shared code above Jest's),
 * relative to that folder.
 */
function vitestFilesShown() {
  const text = fs.readFileSync(GUIDE, 'utf8');
  const start = text.indexOf('\n## Running the tests with Jest or Vitest');
  assert.notEqual(start, -1, `${path.relative(ROOT, GUIDE)} has its "Running the tests with Jest or Vitest" section`);
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  return listCodeFences(section)
    .map((fence) => parseSampleMeta(fence.meta)?.file)
    .filter((file) => file !== undefined)
    .map((file) => path.relative(DIR, path.join(ROOT, file)))
    .filter((file) => !file.startsWith('..') && !file.startsWith(`jest${path.sep}`));
}

/** The packages the guide's setup needs: what it installs, and what orders.ts imports. */
const VITEST_PACKAGES = {
  vitest: path.join(ROOT, 'node_modules/vitest'),
  'unplugin-swc': path.join(ROOT, 'node_modules/unplugin-swc'),
  '@swc/core': path.join(ROOT, 'node_modules/@swc/core'),
  inversify: path.join(ROOT, 'examples/v8/node_modules/inversify'),
  'reflect-metadata': path.join(ROOT, 'node_modules/reflect-metadata'),
};

/**
 * A project of `files` (relative to examples/v8/test-runners/) copied into a new temporary folder, with links to
 * VITEST_PACKAGES in its node_modules. Vitest runs in its vitest/ folder, as in the checkout.
 * @param {string[]} files
 */
function copiedProject(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-setup-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(DIR, file), path.join(dir, file));
  }
  for (const [name, target] of Object.entries(VITEST_PACKAGES)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), {recursive: true});
    fs.symlinkSync(target, path.join(dir, 'node_modules', name), 'dir');
  }
  // What unplugin-swc would find above the copy instead of the guide's tsconfig.json.
  const above = [];
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'tsconfig.json'))) above.push(path.join(at, 'tsconfig.json'));
    if (path.dirname(at) === at) break;
  }
  assert.deepEqual(above, [], `no tsconfig.json above the copy in ${dir}`);
  return {dir, remove: () => fs.rmSync(dir, {recursive: true, force: true})};
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

test('Vitest: the files the guide shows, copied into a folder with nothing above it, pass every test', {skip: SKIP}, async () => {
  const files = vitestFilesShown();
  assert.ok(files.includes('tsconfig.json') && files.includes(path.join('vitest', 'orders.test.ts')), `the guide shows a tsconfig.json and the test: ${files.join(', ')}`);
  const project = copiedProject(files);
  try {
    const result = await runCli(VITEST, path.join(project.dir, 'vitest'), ['run']);
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, new RegExp(`Tests\\s+${testCount('vitest')} passed \\(${testCount('vitest')}\\)`), result.output);
  } finally {
    project.remove();
  }
});

test('Vitest: the copied setup without its tsconfig.json stops at the first decorator, as the guide says', {skip: SKIP}, async () => {
  const project = copiedProject(vitestFilesShown().filter((file) => path.basename(file) !== 'tsconfig.json'));
  try {
    const result = await runCli(VITEST, path.join(project.dir, 'vitest'), ['run']);
    assert.notEqual(result.code, 0, result.output);
    assert.ok(result.output.includes('Expression expected'), result.output);
  } finally {
    project.remove();
  }
});
