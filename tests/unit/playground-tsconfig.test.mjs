// The playground's compiler settings (src/samples/page/playground/tsconfig.mjs, src/samples/page/editor/playgroundSettings.mjs):
// each release's defaults against what its docs tell readers to use, a tsconfig.json tab read as untrusted input
// (honoured options kept, every other key named where it is written, hostile text refused without harm), and the
// options a program is checked and emitted with. tests/browser/playground-tsconfig.spec.ts drives the same through the page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {DEFAULT_SETTINGS, HONOURED_OPTIONS, TSCONFIG_NAME, readTsconfig, settingsSummary, tsconfigText} from '../../src/samples/page/playground/tsconfig.mjs';
import {optionProblems, programOptions, workspaceOf} from '../../src/samples/page/editor/playgroundSettings.mjs';
import {checkFiles, entryOf, nameProblem} from '../../src/samples/page/playground/files.mjs';
import {MAX_CODE} from '../../src/samples/page/editor/shareCodec.mjs';
import {SAMPLE_VERSIONS, workspaceDir} from '../../src/samples/shared/versions.mjs';

/** @param {string} text */
const read = (text, defaults = DEFAULT_SETTINGS.v7) => readTsconfig(ts, text, defaults, MAX_CODE);

/** The workspace's compiler options, as its types file has them. @param {import('../../src/samples/shared/versions.mjs').Version} version */
function workspaceOptions(version) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(path.resolve(workspaceDir(version)), 'tsconfig.json'), {}, {...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText))});
  assert.ok(config);
  return config.options;
}

test("each release's default settings are its getting-started page's decorator, target and strict options, written as a tsconfig.json that reads back unchanged", () => {
  for (const version of SAMPLE_VERSIONS) {
    const defaults = DEFAULT_SETTINGS[version];
    // The file the release's getting-started page shows readers (remark-code-import's `file=`).
    const shown = JSON.parse(fs.readFileSync(path.join(workspaceDir(version), 'tsconfig.getting-started.json'), 'utf8')).compilerOptions;
    for (const key of ['experimentalDecorators', 'emitDecoratorMetadata', 'target', 'strict']) assert.equal(defaults[key], shown[key], `${version}: ${key}`);
    for (const key of Object.keys(defaults)) assert.ok(HONOURED_OPTIONS.includes(key), `${version}: ${key} is an option a tab may set`);
    const back = read(tsconfigText(defaults));
    assert.deepEqual(back.problems, [], version);
    assert.deepEqual(back.options, ts.convertCompilerOptionsFromJson({...defaults}, '/').options, version);
    // The one line the page shows names every option set.
    for (const key of Object.keys(defaults)) assert.ok(settingsSummary(defaults).includes(key), `${version}: the summary names ${key}`);
  }
  // The site's own samples' choice is not a reader's default: the next release's programs are not checked with it.
  assert.equal(workspaceOptions('v8').verbatimModuleSyntax, true);
  assert.equal(DEFAULT_SETTINGS.v8.verbatimModuleSyntax, undefined);
});

test('a tsconfig.json tab: honoured options as TypeScript converts them, with comments and trailing commas as tsc accepts', () => {
  const text = `{
  // The reader's own settings.
  "compilerOptions": {
    "strict": false, /* loose */
    "module": "esnext",
    "moduleResolution": "bundler",
    "target": "es2017",
    "verbatimModuleSyntax": true,
  },
}`;
  const {options, problems} = read(text);
  assert.deepEqual(problems, []);
  assert.deepEqual(options, {strict: false, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2017, verbatimModuleSyntax: true});
});

test('every key a tab sets that the playground does not honour is named at the line it is written, and ignored', () => {
  const text = `{
  "extends": "./base.json",
  "compilerOptions": {
    "paths": {"@/*": ["./src/*"]},
    "outDir": "dist",
    "stirct": true,
    "noFallthroughCasesInSwitch": true,
    "experimentalDecorators": true
  },
  "include": ["src"]
}`;
  const {options, problems} = read(text);
  assert.deepEqual(options, {experimentalDecorators: true});
  const named = ['extends', 'paths', 'outDir', 'stirct', 'noFallthroughCasesInSwitch', 'include'];
  assert.equal(problems.length, named.length);
  for (const [i, key] of named.entries()) {
    const problem = problems[i];
    assert.ok(problem !== undefined);
    assert.equal(text.slice(problem.from, problem.to), `"${key}"`, `${key} is marked where it is written`);
    assert.match(problem.message, new RegExp(`"${key}" is (ignored|not honoured here)`), key);
    assert.equal(problem.severity, 'warning', key);
  }
  // TypeScript's own word for an option it does not know, with its suggestion.
  assert.match(problems[3]?.message ?? '', /Unknown compiler option 'stirct'. Did you mean 'strict'\?/);
});

test('hostile tabs: wrong types, __proto__, a root that is no object, huge or deeply nested text are named and change nothing else', () => {
  const wrong = read('{"compilerOptions": {"strict": "yes", "module": "webpack", "target": 5, "esModuleInterop": [true], "experimentalDecorators": {"a": {"b": 1}}}}');
  assert.deepEqual(wrong.options, {});
  assert.equal(wrong.problems.length, 5);
  for (const p of wrong.problems) assert.equal(p.severity, 'error');
  assert.match(wrong.problems[0]?.message ?? '', /'strict' requires a value of type boolean/);
  assert.match(wrong.problems[1]?.message ?? '', /--module/);

  const proto = read('{"__proto__": {"strict": true}, "compilerOptions": {"__proto__": {"polluted": true}, "constructor": {"x": 1}, "strict": true}}');
  assert.deepEqual(proto.options, {strict: true});
  assert.equal(Object.getPrototypeOf(proto.options), Object.prototype);
  assert.equal(/** @type {Record<string, unknown>} */ ({}).polluted, undefined);
  assert.equal(proto.problems.length, 3, 'each of __proto__ (twice) and constructor is named');

  for (const root of ['[]', '"x"', '42', '']) {
    const {options, problems} = read(root);
    assert.deepEqual(options, {}, JSON.stringify(root));
    assert.equal(problems.length, 1, JSON.stringify(root));
    assert.equal(problems[0]?.severity, 'error', JSON.stringify(root));
  }

  const syntax = read('{"compilerOptions": {"strict": true');
  assert.deepEqual(syntax.options, {strict: true}, 'what was read before the syntax error');
  assert.equal(syntax.problems[0]?.severity, 'error');

  // Longer than a file may be, or nested past what a parser's stack takes: not read, and the release's defaults stand.
  for (const text of [' '.repeat(MAX_CODE + 1), '['.repeat(MAX_CODE)]) {
    const {options, problems, read: wasRead} = read(text, DEFAULT_SETTINGS.v8);
    assert.equal(wasRead, false);
    assert.deepEqual(options, ts.convertCompilerOptionsFromJson({...DEFAULT_SETTINGS.v8}, '/').options);
    assert.match(problems[0]?.message ?? '', /could not be read .*the release's default settings are used/);
  }

  // Many unknown keys: each named, quickly.
  const many = `{"compilerOptions": {${Array.from({length: 5000}, (_, i) => `"k${i}": ${i}`).join(',')}}}`;
  const started = performance.now();
  assert.equal(read(many).problems.length, 5000);
  assert.ok(performance.now() - started < 10_000, 'named in under 10 s');
});

test('a program is checked and run with its module as written; in next, a CommonJS one is run as ES modules, saying so', () => {
  for (const version of SAMPLE_VERSIONS) {
    const workspace = workspaceOf(workspaceOptions(version));
    // Lib files fixed (the types file holds the workspace's), no option a tab sets left from the workspace.
    assert.ok((workspace.options.lib ?? []).length > 0, version);
    for (const key of HONOURED_OPTIONS) assert.equal(workspace.options[key], undefined, `${version}: ${key}`);
    const release = `the ${version} release`;
    const defaults = programOptions(workspace, {defaults: DEFAULT_SETTINGS[version], release});
    assert.deepEqual(defaults.problems, [], `${version}: its defaults run as written`);
    // Emitted with the options it is checked with, and the source maps the page places failures with.
    assert.deepEqual(defaults.emit, {...defaults.check, sourceMap: true, inlineSourceMap: false}, `${version}: emitted as checked`);
    assert.equal(defaults.format, workspace.esm ? 'esm' : 'cjs', `${version}: run in the release's own format`);
    // The other format: checked as written. A CommonJS release runs ES modules as written; next, ES modules only,
    // runs a CommonJS program as ES modules and says so at the tab's `module`.
    const other = workspace.esm ? 'CommonJS' : 'ESNext';
    const tsconfig = tsconfigText({...DEFAULT_SETTINGS[version], module: other, moduleResolution: workspace.esm ? 'node10' : 'bundler'});
    const crossed = programOptions(workspace, {tsconfig, defaults: DEFAULT_SETTINGS[version], release});
    assert.equal(crossed.check.module, workspace.esm ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext, version);
    assert.equal(crossed.emit.module, ts.ModuleKind.ESNext, version);
    assert.equal(crossed.format, 'esm', version);
    if (workspace.esm) {
      const [note] = crossed.problems;
      assert.equal(tsconfig.slice(note?.from, note?.to), '"module"', version);
      assert.equal(note?.message, `module: ${other} — checked as written; run as ES modules, the format ${release}'s bundle is run in here.`);
    } else {
      assert.deepEqual(crossed.problems, [], `${version}: run as written, nothing to say`);
    }
  }
});

test('Vite-style allowImportingTsExtensions with noEmit: checked with noEmit, emitted all the same', () => {
  const workspace = workspaceOf(workspaceOptions('v8'));
  const tsconfig = tsconfigText({...DEFAULT_SETTINGS.v8, allowImportingTsExtensions: true, noEmit: true});
  const {check, emit, problems} = programOptions(workspace, {tsconfig, defaults: DEFAULT_SETTINGS.v8, release: 'next'});
  assert.deepEqual(problems, []);
  assert.equal(check.noEmit, true);
  assert.equal(emit.noEmit, false);
  assert.equal(emit.allowImportingTsExtensions, true);
});

test("TypeScript's complaints about the options themselves are placed at the option they name", () => {
  const text = tsconfigText({emitDecoratorMetadata: true, allowImportingTsExtensions: true});
  const {positions, options} = read(text);
  const program = ts.createProgram({rootNames: [], options});
  const problems = optionProblems(program.getOptionsDiagnostics(), positions);
  assert.ok(problems.length > 0);
  for (const p of problems) assert.ok(/^"(emitDecoratorMetadata|allowImportingTsExtensions)"$/.test(text.slice(p.from, p.to)), p.message);
});

test('files: one tsconfig.json at the root is a file of the program, never its entry', () => {
  assert.equal(nameProblem(TSCONFIG_NAME, ['main.ts']), undefined);
  for (const bad of ['src/tsconfig.json', 'TSConfig.json', 'tsconfig.base.json', 'package.json', 'x.json']) assert.equal(typeof nameProblem(bad, []), 'string', bad);
  assert.equal(nameProblem(TSCONFIG_NAME, [TSCONFIG_NAME]), `There is already a file called ${TSCONFIG_NAME}.`);
  assert.equal(checkFiles([[TSCONFIG_NAME, '{}'], ['main.ts', '']]).ok, true);
  assert.deepEqual(checkFiles([[TSCONFIG_NAME, '{}']]), {ok: false, problem: 'it holds no TypeScript file'});
  assert.equal(checkFiles([[TSCONFIG_NAME, '{}'], [TSCONFIG_NAME, '{}'], ['main.ts', '']]).ok, false, 'two settings tabs');
  assert.equal(
    entryOf([
      {name: TSCONFIG_NAME, code: '{}'},
      {name: 'main.ts', code: ''},
    ]),
    'main.ts',
  );
});
