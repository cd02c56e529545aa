// replaceModule (src/plugins/replaceModule.mjs) swaps a framework module for ours, and fails the
// compilation when its regex matches nothing, instead of shipping the framework's module silently.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {replaceModule} from '../../src/plugins/replaceModule.mjs';

/** Compiles entry.js, which imports framework.js (both in a temporary folder), with a replacement of `resource` by ours.js. */
/** @param {RegExp} resource */
async function compile(resource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-module-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import value from './framework.js';\nconsole.log(value);\n");
  fs.writeFileSync(path.join(dir, 'framework.js'), "export default 'framework';\n");
  fs.writeFileSync(path.join(dir, 'ours.js'), "export default 'ours';\n");
  const compiler = rspack({
    context: dir,
    mode: 'development',
    devtool: false,
    entry: './entry.js',
    output: {path: path.join(dir, 'out')},
    plugins: [replaceModule({name: 'rspack', instance: /** @type {never} */ (rspack)}, resource, path.join(dir, 'ours.js'))],
  });
  try {
    /** @type {import('@rspack/core').Stats | undefined} */
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    assert.ok(stats, 'rspack reports the compilation');
    const errors = stats.toJson({all: false, errors: true}).errors?.map((e) => e.message) ?? [];
    const output = errors.length ? '' : fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8');
    return {errors, output};
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test('the matched framework module is replaced by ours', async () => {
  const {errors, output} = await compile(/[\\/]framework\.js$/);
  assert.deepEqual(errors, []);
  assert.match(output, /'ours'/);
  assert.doesNotMatch(output, /'framework'/);
});

test('a regex that matches nothing fails the compilation, naming the regex and our module', async () => {
  const {errors} = await compile(/[\\/]renamed-framework\.js$/);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /no module matched .*renamed-framework.*ours\.js is not in the bundle/);
});
