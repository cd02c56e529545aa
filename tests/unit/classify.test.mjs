// How a sample is offered (src/samples/build/classify.mjs): its imports decide whether it runs in the browser, so
// only real imports may count. Text that merely looks like an import (a commented-out line, the body of a template
// literal) must not make a sample Node-only, and a real require() must, however it is laid out.
import assert from 'node:assert/strict';
import test from 'node:test';
import {classifySample, importsOf} from '../../src/samples/build/classify.mjs';

const FILE = 'examples/v7/src/a/sample.ts';
const RUNNABLE = "import {Container} from 'inversify';\n";

test('static, type-only, side-effect, re-exported and dynamic imports are all found', () => {
  const source = [
    "import 'reflect-metadata';",
    "import {Container} from 'inversify';",
    "import type {Newable} from '@inversifyjs/common';",
    "export * from './shared';",
    "export {thing} from './thing';",
    "const lazy = await import('./lazy');",
    "import fs = require('node:fs');",
  ].join('\n');
  assert.deepEqual(importsOf(source).sort(), ['./lazy', './shared', './thing', '@inversifyjs/common', 'inversify', 'node:fs', 'reflect-metadata']);
});

test('an import inside a block comment is not an import', () => {
  const source = `${RUNNABLE}/*\nimport express from 'express';\n*/\nconsole.log(new Container());\n`;
  assert.deepEqual(importsOf(source), ['inversify']);
  assert.deepEqual(classifySample(FILE, source), {kind: 'run'});
});

test('an import written inside a template literal is text, not an import', () => {
  const source = `${RUNNABLE}const snippet = \`\nimport {readFile} from 'node:fs';\n\`;\nconsole.log(snippet);\n`;
  assert.deepEqual(importsOf(source), ['inversify']);
  assert.deepEqual(classifySample(FILE, source), {kind: 'run'});
});

test('a require() call spread over lines, with a comment inside, is an import', () => {
  const source = `${RUNNABLE}const fs = require(\n  // the file system\n  'node:fs',\n);\n`;
  assert.deepEqual(importsOf(source).sort(), ['inversify', 'node:fs']);
  assert.deepEqual(classifySample(FILE, source), {kind: 'node', reason: "it uses Node's fs module"});
});

test('a sample importing a package outside the release bundle is Node-only, naming the package', () => {
  assert.deepEqual(classifySample(FILE, `${RUNNABLE}import express from 'express';\n`), {kind: 'node', reason: 'it starts an HTTP server'});
  assert.deepEqual(classifySample(FILE, `${RUNNABLE}import {z} from 'zod';\n`), {kind: 'node', reason: 'it imports zod'});
  assert.deepEqual(classifySample('examples/v7/src/a/wrong.fails.ts', `${RUNNABLE}import express from 'express';\n`), {kind: 'fails'});
});

test('a sample that states Node options runs in Node only, naming them', () => {
  const source = `// node-flags: --disallow-code-generation-from-strings\n${RUNNABLE}console.log(new Container());\n`;
  assert.deepEqual(classifySample(FILE, source), {kind: 'node', reason: "it runs with Node's --disallow-code-generation-from-strings option"});
  // Only a comment line of its own counts: the words inside a string or after code are not options.
  assert.deepEqual(classifySample(FILE, `${RUNNABLE}console.log('// node-flags: --x');\n`), {kind: 'run'});
});
