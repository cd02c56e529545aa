// Where a playground failure is shown in the reader's files (src/samples/page/playground/failurePlace.mjs): programs
// compiled by TypeScript with source maps, as the playground's compiler emits them, and errors written as the sandbox
// reports them (V8's frames, modules named `sample:///<id>`). tests/browser/playground-errors.spec.ts drives the same
// failures through the page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import {locateFailure, placeText, readerText, TRAP_PAGES} from '../../src/samples/page/playground/failurePlace.mjs';

/**
 * A program of `files` (name -> TypeScript) compiled as the playground compiles it, with the page's origins.
 * @param {Record<string, string>} files
 * @param {'cjs' | 'esm'} format
 */
function compile(files, format) {
  /** @type {Record<string, {file: string, code: string, map: string}>} */
  const origins = {};
  /** @type {Record<string, string>} */
  const js = {};
  for (const [file, code] of Object.entries(files)) {
    const out = ts.transpileModule(code, {
      fileName: file,
      compilerOptions: {sourceMap: true, target: ts.ScriptTarget.ES2022, module: format === 'cjs' ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext},
    });
    const id = file.replace(/\.ts$/, '.js');
    origins[id] = {file, code, map: /** @type {string} */ (out.sourceMapText)};
    js[id] = out.outputText.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '\n');
  }
  return {origins, js};
}

/**
 * 1-based line and column of the first `needle` in `text`, as V8 and the reader count them.
 * @param {string} text
 * @param {string} needle
 */
function where(text, needle) {
  const at = text.indexOf(needle);
  assert.ok(at !== -1, `${needle} is in the text`);
  const before = text.slice(0, at).split('\n');
  return {line: before.length, column: (before.at(-1) ?? '').length + 1};
}

const files = {
  'main.ts': "import {order} from './shop';\n\nconst total: number = 3;\norder(total);\n",
  'shop.ts': "function charge(card: {number: string} | null): string {\n  return card!.number;\n}\n\nexport function order(n: number): string {\n  return charge(null) + n;\n}\n",
};

for (const format of /** @type {const} */ (['cjs', 'esm'])) {
  test(`${format}: a TypeError in a function called from another file is placed at the reader's line, with the reader's frames only`, () => {
    const {origins, js} = compile(files, format);
    // V8 counts a CommonJS module's lines from the `function anonymous(` header new Function adds (two lines).
    const shift = format === 'cjs' ? 2 : 0;
    const thrown = where(/** @type {string} */ (js['shop.js']), '.number');
    const caller = where(/** @type {string} */ (js['shop.js']), 'charge(null)');
    const top = where(/** @type {string} */ (js['main.js']), format === 'cjs' ? '(0, shop_1.order)(total)' : 'order(total)');
    const text = [
      "TypeError: Cannot read properties of null (reading 'number')",
      `    at charge (sample:///shop.js:${thrown.line + shift}:${thrown.column})`,
      `    at order (sample:///shop.js:${caller.line + shift}:${caller.column})`,
      // V8 names a module's top level `eval` in a function the runner made (CommonJS), nothing in an ES module.
      format === 'cjs' ? `    at eval (sample:///main.js:${top.line + shift}:${top.column})` : `    at sample:///main.js:${top.line}:${top.column}`,
      '    at load (blob:null/0b1c2d3e-aaaa-bbbb-cccc-000000000000:181:5)',
      '    at self.onmessage (blob:null/0b1c2d3e-aaaa-bbbb-cccc-000000000000:301:13)',
    ].join('\n');
    // versions-once: named on purpose in the next 1 lines, a CommonJS release and the ES-module one, as the runner runs them
    const located = locateFailure(text, {format, version: format === 'cjs' ? 'v7' : 'v8', origins});
    const expected = where(files['shop.ts'], '.number');
    assert.equal(located.place && placeText(located.place), `shop.ts:${expected.line}:${expected.column}`);
    assert.deepEqual(
      located.frames.filter((f) => f.reader).map((f) => f.text.replace(/:\d+\)?$/, '').replace(/^at (\S+ )?\(?/, '')),
      ['shop.ts:2', 'shop.ts:6', 'main.ts:4'],
    );
    assert.equal(located.frames.filter((f) => !f.reader).length, 2, 'the sandbox frames are kept for whoever expands them');
    // The module's own code is named as the file (V8 names a CommonJS module's function `eval`).
    assert.match(located.frames[2]?.text ?? '', /^at main\.ts:4:\d+$/);
    const shown = readerText(located);
    assert.doesNotMatch(shown, /blob:|sample:\/\//);
    assert.match(shown, /^TypeError: Cannot read properties of null/);
    assert.doesNotMatch(located.frames.map((f) => f.text).join('\n'), /blob:|sample:\/\//, 'not even in the expanded frames');
  });
}

test('an ES module missing an export of a type is placed at the import that names it, and points to import type', () => {
  const program = compile({'main.ts': "import {log} from './log';\nimport {Greeter} from './types';\n\nlog('x');\n", 'types.ts': 'export interface Greeter {\n  greet(): string;\n}\n', 'log.ts': 'export const log = (s: string) => s;\n'}, 'esm');
  const located = locateFailure("SyntaxError: The requested module 'sample:///types.js' does not provide an export named 'Greeter'", {format: 'esm', version: 'v8', origins: program.origins});
  assert.deepEqual(located.place, {file: 'main.ts', line: 2, column: 9});
  assert.deepEqual(located.trap, {kind: 'type-import', name: 'Greeter'});
  assert.equal(located.message, "SyntaxError: The requested module 'types.ts' does not provide an export named 'Greeter'");
  assert.ok(TRAP_PAGES['type-import'].startsWith('playground/'));
});

test('a missing export that is no type is placed but is no type-import trap; an import type of it is not the failing one', () => {
  const program = compile({'main.ts': "import type {Shape} from './lib';\nimport {Shape as S, nope} from './lib';\n", 'lib.ts': 'export type Shape = string;\n'}, 'esm');
  const located = locateFailure("SyntaxError: The requested module 'sample:///lib.js' does not provide an export named 'nope'", {format: 'esm', version: 'v8', origins: program.origins});
  assert.deepEqual(located.place, {file: 'main.ts', line: 2, column: 21});
  assert.equal(located.trap, undefined);
});

test('a module that cannot be found is placed at its import, and the trap lists the files of the program', () => {
  const program = compile({'main.ts': "import {a} from './lib';\nimport {b} from './servce';\n", 'lib.ts': 'export const a = 1;\n', 'service.ts': 'export const b = 1;\n'}, 'esm');
  const text = "Error: Cannot find module './servce'\n    at moduleUrl (blob:null/0b1c2d3e-aaaa:240:37)\n    at blob:null/0b1c2d3e-aaaa:238:73";
  const located = locateFailure(text, {format: 'esm', version: 'v8', origins: program.origins});
  assert.deepEqual(located.place, {file: 'main.ts', line: 2, column: 17});
  assert.deepEqual(located.trap, {kind: 'module-names', files: ['main.ts', 'lib.ts', 'service.ts']});
  assert.ok(located.frames.every((f) => !f.reader && !f.text.includes('blob:')));
});

test('a frame naming a module the program does not have is not the reader\'s; numbers out of range are not mapped', () => {
  const {origins} = compile(files, 'esm');
  const located = locateFailure('Error: x\n    at f (sample:///elsewhere.js:1:1)\n    at g (sample:///main.js:99999:1)', {format: 'esm', version: 'v8', origins});
  assert.equal(located.place, undefined);
  assert.deepEqual(located.frames.map((f) => f.reader), [false, true]);
  assert.equal(located.frames[1]?.text, 'at g (main.ts)', 'named by its file, with no position the map lacks');
});

test('an EvalError points to jitless only in the release that has the option', () => {
  const {origins} = compile(files, 'esm');
  const text = "EvalError: Code generation from strings disallowed for this context\n    at new Function (<anonymous>)";
  // versions-once: named on purpose in the next 2 lines, the release with the option (failurePlace.mjs names it) and one without
  assert.deepEqual(locateFailure(text, {format: 'esm', version: 'v8', origins}).trap, {kind: 'jitless'});
  assert.equal(locateFailure(text, {format: 'cjs', version: 'v7', origins}).trap, undefined);
});

test('a SyntaxError the runner met with no place is placed at the first syntax error TypeScript reported', () => {
  const code = "const ok = 1;\nconst broken = ;\n";
  const {origins} = compile({'main.ts': code}, 'esm');
  const from = code.indexOf(';', code.indexOf('broken'));
  // With no frames, the sandbox brackets the error as Node prints it.
  const located = locateFailure("[SyntaxError: Unexpected token ';']", {format: 'esm', version: 'v8', origins, diagnostics: {'main.ts': {shown: [{from, line: 2, code: 'TS1109', severity: 'error'}]}}});
  assert.deepEqual(located.place, {file: 'main.ts', line: 2, column: 16});
  assert.equal(located.message, "SyntaxError: Unexpected token ';'");
});

test('an ES-module program whose imports form a cycle is mapped past the line the linker puts before each module', () => {
  const cyclic = {
    'main.ts': "import {order} from './shop';\n\norder(2);\n",
    'shop.ts': "import {price} from './prices';\n\nexport function order(n: number): number {\n  return price(null) * n;\n}\n",
    'prices.ts': "import {order} from './shop';\n\nexport function price(item: {cost: number} | null): number {\n  return item!.cost;\n}\nexport const again = () => order(1);\n",
  };
  const {origins, js} = compile(cyclic, 'esm');
  const thrown = where(/** @type {string} */ (js['prices.js']), '.cost');
  // src/samples/sandbox/moduleCycles.mjs: two lines of new Function's, one of the linker's.
  const text = `TypeError: Cannot read properties of null (reading 'cost')\n    at price (sample:///prices.js:${thrown.line + 3}:${thrown.column})`;
  const located = locateFailure(text, {format: 'esm', version: 'v8', origins, sent: {entry: 'main.js', modules: js}});
  assert.equal(located.place?.line, where(cyclic['prices.ts'], '.cost').line);
  // The same module in a program with no cycle runs as it is.
  const acyclic = compile({...cyclic, 'prices.ts': "export function price(item: {cost: number} | null): number {\n  return item!.cost;\n}\n"}, 'esm');
  const plain = locateFailure(text.replace(`:${thrown.line + 3}:`, ':2:'), {format: 'esm', version: 'v8', origins: acyclic.origins, sent: {entry: 'main.js', modules: acyclic.js}});
  assert.equal(plain.place?.line, 2);
});
