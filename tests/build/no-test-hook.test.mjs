// No test hook ships: the global through which the browser tests and the bench drive the sample runner exists only in
// their own bundle of it (scripts/runner-test-bundle.mjs, entry tests/browser/runnerGlobal.ts). No script or page the
// site serves names it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

/** The global the test bundle defines, as its entry assigns it. */
function testGlobal() {
  const entry = fs.readFileSync(path.join(ROOT, 'tests/browser/runnerGlobal.ts'), 'utf8');
  const name = /^window\.(\w+) = /m.exec(entry)?.[1];
  assert.ok(name, 'tests/browser/runnerGlobal.ts assigns the API to a global (window.<name> = …)');
  return name;
}

test('no script or page of the build names the sample runner\'s test global', () => {
  const name = testGlobal();
  const shipped = fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => path.join(BUILD, file));
  assert.ok(shipped.some((file) => file.endsWith('.js')) && shipped.some((file) => file.endsWith('.html')), `${BUILD} holds scripts and pages`);
  const naming = shipped.filter((file) => fs.readFileSync(file, 'utf8').includes(name)).map((file) => path.relative(BUILD, file));
  assert.deepEqual(naming, [], `files of the build that name ${name}`);
});
