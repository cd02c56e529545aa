// Which samples can run in the browser runner. A sample runs there when everything it imports is part of
// its workspace's release bundle (inversify, reflect-metadata, the @inversifyjs/* packages) or another
// sample file; anything else (Node built-ins, an HTTP framework) makes it a "runs in Node only" sample, and so do
// the Node options a sample states (`// node-flags: …`).
// sampleOffer is the one decision both outputs of the build follow: the page's block (./embedSamples.mjs) and the
// runner's manifest (./sample-runner).
import {createRequire} from 'node:module';
import {expectedOutput, nodeFlags} from './samples.mjs';

/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)('typescript');

/**
 * Imports whose presence makes a sample Node-only, with the reason a reader sees.
 * @type {{test: (specifier: string) => boolean, reason: (specifier: string) => string}[]}
 */
const NODE_ONLY = [
  {test: (s) => s.startsWith('node:'), reason: (s) => `it uses Node's ${s.slice(5)} module`},
  {test: (s) => s === 'express' || s.startsWith('@inversifyjs/http-'), reason: () => 'it starts an HTTP server'},
];

/**
 * Packages of a workspace that the browser bundle provides (and may import).
 * @param {string} specifier
 * @returns {boolean}
 */
export function isBundlable(specifier) {
  return (
    specifier === 'inversify' ||
    specifier === 'reflect-metadata' ||
    (specifier.startsWith('@inversifyjs/') && !specifier.startsWith('@inversifyjs/http-'))
  );
}

/**
 * Module specifiers a TypeScript source imports or re-exports (static and dynamic imports, `import x = require()`
 * and `require()` calls), read by TypeScript's own scanner: an import inside a comment, a string or a template
 * literal is not one, and a call spread over several lines is.
 * @param {string} source
 * @returns {string[]}
 */
export function importsOf(source) {
  return [...new Set(ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName))];
}

/**
 * How a sample is offered on its page.
 * @param {string} file path such as examples/v7/src/a/b.ts
 * @param {string} source its text
 * @returns {{kind: 'run'} | {kind: 'fails'} | {kind: 'node', reason: string}}
 */
export function classifySample(file, source) {
  if (file.endsWith('.fails.ts')) return {kind: 'fails'};
  const flags = nodeFlags(source);
  if (flags.length > 0) return {kind: 'node', reason: `it runs with Node's ${flags.join(' ')} option`};
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) continue;
    const rule = NODE_ONLY.find((r) => r.test(specifier));
    if (rule !== undefined) return {kind: 'node', reason: rule.reason(specifier)};
    if (!isBundlable(specifier)) return {kind: 'node', reason: `it imports ${specifier}`};
  }
  return {kind: 'run'};
}

/**
 * How a sample is offered, for the page and for the runner's manifest alike: its kind (with the reason of a
 * Node-only one), its `// prints:` lines, and whether its block gets a row of buttons. A runnable module that states
 * no output of its own (part of a guide's app, exercised by its tests) is in the manifest but gets no Run button.
 * @param {string} file path such as examples/v7/src/a/b.ts
 * @param {string} source its text
 * @returns {({kind: 'run'} | {kind: 'fails'} | {kind: 'node', reason: string}) & {expected: string[], offered: boolean}}
 */
export function sampleOffer(file, source) {
  const kind = classifySample(file, source);
  const expected = expectedOutput(source);
  return {...kind, expected, offered: kind.kind !== 'run' || expected.length > 0};
}
