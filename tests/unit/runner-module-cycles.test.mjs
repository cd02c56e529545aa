// The worker's linker of ES-module cycles (src/samples/sandbox/moduleCycles.mjs) against Node itself: each program is
// written to a folder and run by Node, then run by the linker, and both must print the same lines (or fail with the
// same message). The browser test of the same thing through the runner: tests/browser/runner-module-cycles.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import {hasImportCycle, runLinked} from '../../src/samples/sandbox/moduleCycles.mjs';
import {runModulesInNode} from '../nodeModules.mjs';

/** @typedef {Record<string, string>} Files */

/** @param {unknown} error */
const described = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
const tryEach = `const each = (...reads) => { for (const read of reads) { try { console.log(read()); } catch (error) { console.log(\`\${error.name}: \${error.message}\`); } } };`;

/** What Node prints running `entry`, or the first line of its error. @param {Files} files @param {string} entry */
async function inNode(files, entry) {
  const node = await runModulesInNode(files, entry, os.tmpdir());
  const error = node.stderr.split('\n').find((line) => /^[A-Z]\w*Error: /.test(line));
  return {stdout: node.stdout.split('\n').filter(Boolean), error};
}

/** What the linker prints running `entry`, and the error it ends with. @param {Files} files @param {string} entry */
async function linked(files, entry) {
  /** @type {string[]} */
  const stdout = [];
  const log = console.log;
  console.log = (...args) => stdout.push(args.join(' '));
  try {
    await runLinked(entry, files, {});
    return {stdout, error: undefined};
  } catch (error) {
    return {stdout, error: described(error)};
  } finally {
    console.log = log;
  }
}

/** @type {[string, Files, string][]} */
const PROGRAMS = [
  [
    'two files importing each other: live bindings, a hoisted function called early, a constant read too early',
    {
      'a.js': `import {b, counter, bump, useA} from './b.js';\n${tryEach}\nconsole.log('a', b);\nexport const a = 'A';\nexport function hoisted() { return 'hoisted'; }\nbump(); bump();\neach(() => counter, useA);\n`,
      'b.js': `import {a, hoisted} from './a.js';\n${tryEach}\neach(hoisted, () => a, () => typeof a);\nexport const b = 'B';\nexport let counter = 0;\nexport function bump() { counter += 1; }\nexport const useA = () => 'b sees ' + a;\n`,
    },
    'a.js',
  ],
  [
    'a file importing itself, by namespace and by name, with a default expression',
    {
      'self.js': `import * as self from './self.js';\nimport early, {later as soon} from './self.js';\n${tryEach}\neach(() => Object.keys(self).join(), () => soon, () => early, () => self.later);\nexport const later = 1;\nexport default 'the default';\neach(() => Object.keys(self).join(), () => soon + early, () => self.default, () => Object.prototype.toString.call(self));\n`,
    },
    'self.js',
  ],
  [
    'a cycle through re-exports: export *, export {x as y} from, export * as, a named default function',
    {
      'index.js': `export * from './x.js';\nexport {y as why} from './y.js';\nexport * as ys from './y.js';\nexport default function named() { return 'named default'; }\nimport {fromIndex} from './x.js';\nconsole.log(fromIndex());\n`,
      'x.js': `import def, {why, ys} from './index.js';\nimport * as index from './index.js';\nexport const x = 'X';\nexport const fromIndex = () => [def(), why, Object.keys(ys).join(), Object.keys(index).join()].join(' | ');\nconsole.log('x evaluated', typeof def);\n`,
      'y.js': `export const y = 'Y';\nexport const other = 'O';\nexport {};\n`,
    },
    'index.js',
  ],
  [
    'an import of a name the module does not export fails before anything runs',
    {
      'main.js': `import {nope} from './other.js';\nconsole.log('never', nope);\n`,
      'other.js': `import './main.js';\nconsole.log('never either');\nexport const yes = 1;\n`,
    },
    'main.js',
  ],
  [
    'assigning to an imported binding throws as in Node',
    {
      'main.js': `import {value as alias} from './main.js';\nexport let value = 1;\ntry { alias = 2; } catch (error) { console.log(\`\${error.name}: \${error.message}\`); }\nconsole.log(value, alias);\n`,
    },
    'main.js',
  ],
];

for (const [what, files, entry] of PROGRAMS) {
  test(`as Node: ${what}`, async () => {
    assert.ok(hasImportCycle(entry, files), 'the program has a cycle');
    const expected = await inNode(files, entry);
    assert.ok(expected.stdout.length > 0 || expected.error, 'Node printed something');
    assert.deepEqual(await linked(files, entry), expected);
  });
}

test('a program without a cycle is left to the native loader', () => {
  assert.equal(hasImportCycle('a.js', {'a.js': `import './b.js';`, 'b.js': `import './c.js'; import('./a.js');`, 'c.js': ''}), false);
  assert.equal(hasImportCycle('a.js', {'a.js': `import './b.js';`, 'b.js': `export * from './a.js';`}), true);
});
