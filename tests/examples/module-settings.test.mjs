// The TypeScript settings the next migration guide ("ES modules only") gives for ESM-only inversify 8: each folder
// of examples/v8/module-settings/ is a project (its package.json and tsconfig.json, as the guide shows them) that
// compiles the program module-settings/main.ts against inversify 8.2.3 and runs it. Each project is copied to a
// temporary folder whose node_modules holds only the workspace's inversify, as a reader's project would: inside the
// repository, Node10 resolution would find the site's own inversify 6 types further up and hide the failure.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expectedOutput} from '../../src/samples/build/samples.mjs';
import {limitFor, runProcess} from '../processes.mjs';
import {filteredOut} from './filters.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const DIR = path.join(ROOT, 'examples/v8/module-settings');
// SAMPLES and SAMPLES_FILTER (./filters.mjs) narrow the run as they do the sample tests.
const SKIP = filteredOut(`${path.relative(ROOT, DIR)}/`);
const INVERSIFY = path.join(ROOT, 'examples/v8/node_modules/inversify');
const PROGRAM = fs.readFileSync(path.join(DIR, 'main.ts'), 'utf8');

/**
 * What the guide says of each setting: the compile errors (code at line, none for a setting that works).
 * @type {Record<string, string[]>}
 */
const EXPECTED = {
  'nodenext-esm': [],
  'nodenext-cjs': [],
  'node16-esm': [],
  bundler: [],
  // CommonJS output cannot require an ES module under Node16.
  'node16-cjs': ['TS1479 at line 1'],
  // Node10 resolution reads neither `exports` nor finds `types`/`main`: inversify 8 has no types for it.
  commonjs: ['TS2307 at line 1'],
};

test('every settings folder has a stated outcome', {skip: SKIP}, () => {
  const folders = fs.readdirSync(DIR, {withFileTypes: true}).filter((e) => e.isDirectory()).map((e) => e.name);
  assert.deepEqual(folders.sort(), Object.keys(EXPECTED).sort());
});

describe('module settings', {concurrency: 2, skip: SKIP}, () => {
  for (const [name, errors] of Object.entries(EXPECTED)) {
  test(`${name}: ${errors.length === 0 ? 'compiles and runs' : `fails with ${errors.join(', ')}`}`, async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), `module-settings-${name}-`));
    try {
      for (const file of fs.readdirSync(path.join(DIR, name))) fs.copyFileSync(path.join(DIR, name, file), path.join(project, file));
      fs.writeFileSync(path.join(project, 'main.ts'), PROGRAM);
      fs.mkdirSync(path.join(project, 'node_modules'));
      fs.symlinkSync(INVERSIFY, path.join(project, 'node_modules/inversify'), 'dir');
      // The shown options plus no ambient @types (the machine's would be picked up otherwise) and the one input file.
      fs.writeFileSync(path.join(project, 'tsconfig.test.json'), JSON.stringify({extends: './tsconfig.json', compilerOptions: {types: []}, files: ['main.ts']}));
      // One file against inversify's types: about 3 s on an idle 2-core machine.
      const compiled = await runProcess(process.execPath, [TSC, '-p', 'tsconfig.test.json', '--pretty', 'false'], {cwd: project, limit: limitFor(3)});
      const got = [...compiled.stdout.matchAll(/^main\.ts\((\d+),\d+\): error (TS\d+)/gm)].map((m) => `${m[2]} at line ${m[1]}`);
      assert.deepEqual(got, errors, `tsc reported:\n${compiled.stdout}`);
      if (errors.length > 0) return;
      assert.equal(compiled.code, 0, `tsc failed:\n${compiled.stdout}`);
      const outDir = JSON.parse(fs.readFileSync(path.join(project, 'tsconfig.json'), 'utf8')).compilerOptions.outDir;
      // The output runs with the project's package.json (its "type" decides ESM or CommonJS).
      fs.copyFileSync(path.join(project, 'package.json'), path.join(project, outDir, 'package.json'));
      const result = await runProcess(process.execPath, [path.join(outDir, 'main.js')], {cwd: project, limit: limitFor(1)});
      assert.equal(result.code, 0, result.output);
      assert.deepEqual(result.stdout.trimEnd().split('\n'), expectedOutput(PROGRAM));
    } finally {
      fs.rmSync(project, {recursive: true, force: true});
    }
  });
}
});
