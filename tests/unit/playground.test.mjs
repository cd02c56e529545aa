// The playground's pure modules (src/samples/page/playground/, src/samples/shared/playgroundAddress.mjs): what a file
// may be called, what a share link or the browser's storage may hand the page, which imports a release cannot give,
// why a run failed, and what the address may ask for. Each input here stands for one a reader (or a stranger's link)
// can produce; tests/browser/playground.spec.ts drives the same through the page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {FILE_LIMIT, checkFiles, filesOfSample, nameProblem, newFileName} from '../../src/samples/page/playground/files.mjs';
import {decodePlayground, encodePlayground, sharedPayloadOf} from '../../src/samples/page/playground/shareFiles.mjs';
import {NODE_BUILTINS, isRelative, nodeBuiltin, unavailableImports} from '../../src/samples/page/playground/imports.mjs';
import {importsOf} from '../../src/samples/page/editor/environment.mjs';
import {programOptions, workspaceOf} from '../../src/samples/page/editor/playgroundSettings.mjs';
import {DEFAULT_SETTINGS} from '../../src/samples/page/playground/tsconfig.mjs';
import {resolveRelative} from '../../src/samples/sandbox/moduleIds.mjs';
import path from 'node:path';
import ts from 'typescript';
import {builtinModules} from 'node:module';
import {explainFailure, failingPath} from '../../src/samples/page/playground/explain.mjs';
import {keep, readKept} from '../../src/samples/page/playground/storage.mjs';
import {DEFAULT_PLAYGROUND_VERSION, PLAYGROUND_PATH, labelOf, playgroundHref, readPlaygroundAddress, versionOfLabel} from '../../src/samples/shared/playgroundAddress.mjs';
import {MAX_CODE, MAX_LINE} from '../../src/samples/page/editor/shareCodec.mjs';
import {DOCS_VERSIONS, SAMPLE_VERSIONS, recordOfVersion, samplesDir, versionOfRecord, workspaceDir} from '../../src/samples/shared/versions.mjs';
import {RECORDED_LABELS, RELEASE_LINES, lineOfRecord} from '../../src/siteData/releaseLines.mjs';

/**
 * @typedef {import('../../src/samples/shared/plan').PlanNode} PlanNode
 * @typedef {import('../../src/samples/shared/plan').PlanReport} PlanReport
 */

/** A payload as another encoder makes it, holding `value` as JSON. @param {unknown} value */
const payloadOf = (value) => zlib.deflateRawSync(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))).toString('base64url');

test('file names: .ts files in folders, each used once whatever its case, no dot folders', () => {
  for (const good of ['main.ts', 'order-service.ts', 'services/payment_gateway.ts', 'a.b.ts', 'v2/x.test.ts']) assert.equal(nameProblem(good, []), undefined, good);
  for (const bad of ['', 'main', 'main.js', 'main.tsx', '../main.ts', './main.ts', 'a/../b.ts', '/abs.ts', 'a//b.ts', 'sp ace.ts', 'a./b.ts', '.ts', 'x'.repeat(78) + '.ts']) {
    assert.equal(typeof nameProblem(bad, []), 'string', bad);
  }
  assert.equal(nameProblem('Main.ts', ['main.ts']), 'There is already a file called main.ts.');
  // What the reader reads under the name field.
  assert.equal(nameProblem('', []), 'A file needs a name.');
  assert.equal(nameProblem('x'.repeat(78) + '.ts', []), 'A file name has at most 80 characters.');
  assert.equal(nameProblem('main.js', []), 'A file name ends in .ts and uses letters, digits, _, - and . (folders with /); the settings are tsconfig.json.');
  assert.equal(nameProblem('a./b.ts', []), 'A folder name does not end in a dot.');
  assert.equal(nameProblem('x'.repeat(77) + '.ts', []), undefined, 'the longest name');
  assert.equal(newFileName([]), 'file.ts');
  assert.equal(newFileName(['file.ts', 'FILE2.ts']), 'file3.ts');
});

test('files from outside the page: a list of name and code pairs within the limits, or the reason it is not', () => {
  assert.deepEqual(checkFiles([['main.ts', 'a'], ['b.ts', '']]), {ok: true, files: [{name: 'main.ts', code: 'a'}, {name: 'b.ts', code: ''}]});
  const problem = (/** @type {unknown} */ value) => {
    const checked = checkFiles(value);
    assert.equal(checked.ok, false, JSON.stringify(value)?.slice(0, 60));
    return checked.ok ? '' : checked.problem;
  };
  assert.equal(problem(undefined), 'it holds no files');
  assert.equal(problem({}), 'it holds no files');
  assert.equal(problem([]), 'it holds no files');
  assert.match(problem(Array.from({length: FILE_LIMIT + 1}, (_, i) => [`f${i}.ts`, ''])), new RegExp(`holds ${FILE_LIMIT + 1} files.*at most ${FILE_LIMIT}`));
  assert.equal(checkFiles(Array.from({length: FILE_LIMIT}, (_, i) => [`f${i}.ts`, ''])).ok, true, 'the most files');
  for (const pair of [['main.ts'], ['main.ts', 1], [1, 'x'], 'main.ts', null, ['main.ts', 'x', 'y']]) assert.match(problem([pair]), /not a name and its code/);
  assert.match(problem([['../x.ts', '']]), /file name in it is not valid/);
  assert.match(problem([['a.ts', ''], ['A.ts', '']]), /already a file called a\.ts/);
  assert.equal(problem([['a.ts', 'x'.repeat(MAX_CODE / 2)], ['b.ts', 'x'.repeat(MAX_CODE / 2 + 1)]]), 'the code is too long');
  assert.equal(checkFiles([['a.ts', 'x'.repeat(MAX_CODE / 2)], ['b.ts', 'x'.repeat(MAX_CODE / 2)]]).ok, true, 'all the code there may be');
});

test("a sample's files: its entry first, names relative to its folder while every file is in it", () => {
  assert.deepEqual(filesOfSample({entry: 'g/app.ts', files: {'g/z.ts': 'z', 'g/app.ts': 'app', 'g/sub/a.ts': 'a'}}), [
    {name: 'app.ts', code: 'app'},
    {name: 'sub/a.ts', code: 'a'},
    {name: 'z.ts', code: 'z'},
  ]);
  // A file outside the entry's folder: every name keeps its path, so `../shared/x.js` still finds it.
  assert.deepEqual(
    filesOfSample({entry: 'g/app.ts', files: {'g/app.ts': 'app', 'shared/x.ts': 'x'}}).map((f) => f.name),
    ['g/app.ts', 'shared/x.ts'],
  );
  assert.deepEqual(filesOfSample({entry: 'top.ts', files: {'top.ts': 't'}}), [{name: 'top.ts', code: 't'}]);
  // An entry the sources lack is an empty file, not "undefined".
  assert.deepEqual(filesOfSample({entry: 'top.ts', files: {}}), [{name: 'top.ts', code: ''}]);
});

test('share links: every file and the release come back; a damaged or foreign link says what is wrong', async () => {
  const files = [
    {name: 'main.ts', code: "import {OrderService} from './order-service.js';\n// ⚔ 刀\n"},
    {name: 'order-service.ts', code: 'export class OrderService {}\n'},
    {name: 'infra/payment.ts', code: ''},
  ];
  const payload = await encodePlayground({release: 'any-release', files});
  assert.match(payload, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodePlayground(payload), {release: 'any-release', files});
  assert.deepEqual(await decodePlayground(payloadOf({release: 'r6', files: [['a.ts', 'x']]})), {release: 'r6', files: [{name: 'a.ts', code: 'x'}]}, 'a link made by another encoder');
  const rejects = (/** @type {string} */ p, /** @type {string} */ message) => assert.rejects(decodePlayground(p), (error) => error instanceof Error && error.message === message, message);
  await rejects('not+base64', 'the code in it is not valid');
  await rejects(payloadOf('{"release": "r7", "files": ['), 'the code in it is not a playground');
  await rejects(payloadOf([]), 'it names no release');
  await rejects(payloadOf(null), 'it names no release');
  await rejects(payloadOf('"r7"'), 'it names no release');
  assert.equal((await decodePlayground(payloadOf({release: 'r'.repeat(20), files: [['a.ts', '']]}))).release, 'r'.repeat(20), 'the longest release name');
  await rejects(payloadOf({files: [['a.ts', '']]}), 'it names no release');
  await rejects(payloadOf({release: 7, files: [['a.ts', '']]}), 'it names no release');
  await rejects(payloadOf({release: 'x'.repeat(21), files: [['a.ts', '']]}), 'it names no release');
  await rejects(payloadOf({release: 'r7'}), 'it holds no files');
  await rejects(payloadOf({release: 'r7', files: [['a.ts', ''], ['a.ts', '']]}), 'a file name in it is not valid (There is already a file called a.ts.)');
  assert.equal(sharedPayloadOf('#share=abc'), 'abc');
  assert.equal(sharedPayloadOf('#share='), '');
  for (const hash of ['', '#', '#edit-x=abc', '#xshare=abc']) assert.equal(sharedPayloadOf(hash), undefined, hash);
});

test('share links: a file with a line longer than a link carries is refused, named, when made and when opened', async () => {
  const line = (/** @type {number} */ n) => `${'a'.repeat(n)}\n`;
  const files = [{name: 'main.ts', code: 'x'}, {name: 'long.ts', code: line(MAX_LINE)}];
  assert.deepEqual(await decodePlayground(await encodePlayground({release: 'r', files})), {release: 'r', files}, 'the longest line');
  const over = [{name: 'main.ts', code: 'x'}, {name: 'long.ts', code: `x\n${line(MAX_LINE + 1)}`}];
  const length = (MAX_LINE + 1).toLocaleString('en-US');
  await assert.rejects(encodePlayground({release: 'r', files: over}), new RegExp(`^Error: the code is too long for a link: long\\.ts it has a line of ${length} characters`));
  await assert.rejects(decodePlayground(payloadOf({release: 'r', files: over.map((f) => [f.name, f.code])})), new RegExp(`^Error: the code in it is too long for the editor: long\\.ts it has a line of ${length} characters`));
});

test('imports: packages the release bundle lacks are named where they are written, with what it has', () => {
  const packages = ['inversify', 'reflect-metadata'];
  const found = unavailableImports(
    [
      {specifier: 'inversify', from: 1, to: 2},
      {specifier: './order.js', from: 3, to: 4},
      {specifier: '../up', from: 5, to: 6},
      {specifier: 'lodash', from: 7, to: 8},
      {specifier: 'inversify/lib/x', from: 9, to: 10},
      {specifier: 'node:fs', from: 11, to: 12},
    ],
    packages,
    'inversify 7.11.0 (7.x)',
  );
  assert.deepEqual(found.map((p) => [p.specifier, p.from, p.to]), [['lodash', 7, 8], ['inversify/lib/x', 9, 10], ['node:fs', 11, 12]]);
  assert.equal(found[0]?.message, "'lodash' is not available in the playground: nothing is downloaded, and the inversify 7.11.0 (7.x) playground can import only 'inversify', 'reflect-metadata'.");
  for (const relative of ['.', '..', './a', '../a', '/a']) assert.equal(isRelative(relative), true, relative);
  for (const bare of ['a', '.a', '..a', 'a/./b']) assert.equal(isRelative(bare), false, bare);
});

test("a Node built-in, imported or required, is named as one the browser playground does not provide; a require is called a require", () => {
  // The list is Node's own (less its internal modules).
  assert.deepEqual([...NODE_BUILTINS].sort(), builtinModules.filter((name) => !name.startsWith('_') && !name.startsWith('node:')).sort());
  const code = [
    "import assert from 'node:assert';",
    "const {EventEmitter} = require('events');",
    "import util = require('util');",
    "const strict = require ( 'assert/strict' );",
    "import {format} from 'util';",
    "const lodash = require('lodash');",
    "const {Container} = require('inversify');",
    "const local = require('./local');",
  ].join('\n');
  const found = unavailableImports(importsOf(code), ['inversify', 'reflect-metadata'], 'inversify 7.11.0 (7.x)');
  assert.deepEqual(found.map((p) => [p.specifier, p.kind, code.slice(0, p.from).split('\n').length]), [
    ['node:assert', 'import', 1],
    ['events', 'require', 2],
    ['util', 'require', 3],
    ['assert/strict', 'require', 4],
    ['util', 'import', 5],
    ['lodash', 'require', 6],
  ]);
  const [nodeAssert, events, util, , utilImport, lodash] = found.map((p) => p.message);
  const notProvided = "a built-in module of Node, which the browser playground does not provide: the program runs in a browser, where Node's built-in modules do not exist.";
  assert.equal(nodeAssert, `'node:assert' is 'assert', ${notProvided}`);
  assert.equal(events, `'events' is required here, but it is ${notProvided}`);
  assert.equal(util, `'util' is required here, but it is ${notProvided}`);
  assert.equal(utilImport, `'util' is ${notProvided}`);
  for (const message of [events, util]) assert.doesNotMatch(/** @type {string} */ (message), /\bimport|install/, 'a require of a built-in is neither an import nor a package');
  assert.equal(lodash, "'lodash' is required here, but it is not available in the playground: nothing is downloaded, and the inversify 7.11.0 (7.x) playground can load only 'inversify', 'reflect-metadata'.");
  for (const name of ['assert', 'events', 'util', 'node:test', 'node:events']) assert.ok(nodeBuiltin(name) !== undefined, name);
  for (const name of ['inversify', 'assertion', 'eventsource', './util', 'util-deprecate']) assert.equal(nodeBuiltin(name), undefined, name);
});

/**
 * A node of a plan, with its one binding's dependencies.
 * @param {string} serviceIdentifier
 * @param {PlanNode[]} [dependencies]
 * @returns {PlanNode}
 */
const node = (serviceIdentifier, dependencies = [], failed = false) => ({serviceIdentifier, edge: {kind: 'root'}, failed, bindings: [{type: 'Instance', dependencies}]});

test('a failed resolution: the path from the requested service down the failed nodes; other errors are the code\'s', () => {
  /** @type {PlanReport} */
  const report = {call: 'get', container: 1, root: node('OrderService', [node('Logger'), node('PaymentService', [node('Clock'), {...node('Symbol(Gateway)', [], true), bindings: []}], true)], true), error: 'No bindings found for service: "Symbol(Gateway)".\n\nTrying to resolve bindings for "PaymentService".'};
  assert.deepEqual(failingPath(report), ['OrderService', 'PaymentService', 'Symbol(Gateway)']);
  // A node with several bindings (getAll): the failed branch may be under any of them.
  /** @type {PlanNode} */
  const multi = {...node('Plugin', [], true), bindings: [{type: 'Instance', dependencies: [node('A')]}, {type: 'Instance', dependencies: [node('B', [], true)]}]};
  assert.deepEqual(failingPath({call: 'getAll', container: 1, root: multi}), ['Plugin', 'B']);
  /** @type {PlanNode} */
  const firstOfTwo = {...node('Plugin', [], true), bindings: [{type: 'Instance', dependencies: [node('A', [], true)]}, {type: 'Instance', dependencies: [node('B')]}]};
  assert.deepEqual(failingPath({call: 'getAll', container: 1, root: firstOfTwo}), ['Plugin', 'A']);
  const plans = {reports: [{call: 'get', container: 1, root: node('Fine')}, report], omittedReports: 0};
  const failure = explainFailure(`Error: No bindings found for service: "Symbol(Gateway)".\n\nTrying to resolve bindings for "PaymentService".\n    at get (sample:///main.js:3:1)`, plans);
  assert.equal(failure.kind, 'container');
  assert.deepEqual(failure.kind === 'container' && failure.path, ['OrderService', 'PaymentService', 'Symbol(Gateway)']);
  assert.equal(failure.kind === 'container' && failure.report, report);
  assert.deepEqual(explainFailure("TypeError: Cannot read properties of undefined (reading 'charge')\n    at x", plans), {kind: 'code', message: "TypeError: Cannot read properties of undefined (reading 'charge')"});
  assert.deepEqual(explainFailure('Error: boom', undefined), {kind: 'code', message: 'Error: boom'});
  // A report whose error is empty explains no error (every text includes '').
  assert.deepEqual(explainFailure('Error: boom', {reports: [{...report, error: ''}], omittedReports: 0}), {kind: 'code', message: 'Error: boom'});
  // The last failed report with the message is the one that threw (an earlier one may have been caught).
  const later = {...report, root: node('Second', [], true)};
  const last = explainFailure('Error: No bindings found for service: "Symbol(Gateway)".', {reports: [report, later], omittedReports: 0});
  assert.deepEqual(last.kind === 'container' && last.path, ['Second']);
});

/** A Storage stand-in: a map, or one that throws as a blocked or full storage does. */
function storageOf(/** @type {Map<string, string> | 'throws'} */ backing) {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return () =>
    /** @type {Storage} */ ({
      getItem: (k) => (backing === 'throws' ? fail() : backing.get(k) ?? null),
      setItem: (k, v) => (backing === 'throws' ? fail() : void backing.set(k, v)),
    });
}

test("the browser's storage: what was kept comes back checked; unavailable storage is said, not thrown", () => {
  const backing = new Map();
  const storage = storageOf(backing);
  assert.equal(readKept(storage), undefined, 'nothing kept yet');
  assert.equal(keep({release: 'kept-a', files: [{name: 'main.ts', code: 'x'}]}, storage), true);
  // One key, which the browser tests read too.
  assert.deepEqual([...backing.keys()], ['inversify-playground']);
  assert.deepEqual(readKept(storage), {release: 'kept-a', files: [{name: 'main.ts', code: 'x'}]});
  for (const text of ['{', 'null', '{"release": "kept-b", "files": [["../a.ts", ""]]}', '{"release": 7, "files": [["a.ts", ""]]}']) {
    backing.set([...backing.keys()][0], text);
    assert.equal(readKept(storage), undefined, text);
  }
  assert.equal(readKept(storageOf('throws')), 'unavailable');
  // The browser's own storage when none is given.
  const global = /** @type {{localStorage?: Storage}} */ (globalThis);
  global.localStorage = storageOf(new Map([['inversify-playground', '{"release": "kept-c", "files": [["a.ts", "k"]]}']]))();
  try {
    assert.deepEqual(readKept(), {release: 'kept-c', files: [{name: 'a.ts', code: 'k'}]});
    assert.equal(keep({release: 'kept-b', files: [{name: 'b.ts', code: ''}]}), true);
    assert.deepEqual(readKept(), {release: 'kept-b', files: [{name: 'b.ts', code: ''}]});
  } finally {
    delete global.localStorage;
  }
  assert.equal(keep({release: 'kept-a', files: []}, storageOf('throws')), false);
});

test('the address: a known release by its label, and only a sample path of that release', () => {
  for (const docs of DOCS_VERSIONS) {
    const version = versionOfLabel(docs.label);
    assert.ok(version !== undefined && SAMPLE_VERSIONS.includes(version), docs.label);
    assert.equal(labelOf(version), docs.label);
    const sample = `${samplesDir(version)}api/x-y.ts`;
    const href = playgroundHref(version, sample);
    assert.equal(href, `/playground/?version=${encodeURIComponent(docs.label)}&sample=${sample}`);
    assert.equal(playgroundHref(version), `${PLAYGROUND_PATH}?version=${encodeURIComponent(docs.label)}`);
    assert.deepEqual(readPlaygroundAddress(href.slice(href.indexOf('?'))), {version, sample, problems: []});
    // A sample alone names its release by its folder.
    assert.deepEqual(readPlaygroundAddress(`?sample=${sample}`), {version, sample, problems: []});
  }
  assert.deepEqual(readPlaygroundAddress(''), {version: undefined, sample: undefined, problems: []});
  assert.throws(() => labelOf(/** @type {any} */ ('v99')), /No docs version has the workspace examples\/v99/);
  const longest = `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}${'a'.repeat(200 - samplesDir(DEFAULT_PLAYGROUND_VERSION).length - 3)}.ts`;
  assert.equal(readPlaygroundAddress(`?sample=${longest}`).sample, longest, 'the longest sample path');
  assert.ok(SAMPLE_VERSIONS.includes(DEFAULT_PLAYGROUND_VERSION));
  const other = /** @type {import('../../src/samples/shared/versions.mjs').Version} */ (SAMPLE_VERSIONS.find((v) => v !== DEFAULT_PLAYGROUND_VERSION));
  const refused = (/** @type {string} */ search) => {
    const read = readPlaygroundAddress(search);
    assert.equal(read.sample, undefined, search);
    assert.equal(read.problems.length, 1, search);
    return read.problems[0];
  };
  assert.equal(refused('?version=9.x'), `The address asks for a release this site does not document ("9.x"); choose one of ${DOCS_VERSIONS.map((d) => d.label).join(', ')}.`);
  assert.match(refused('?sample=examples/v99/src/a.ts'), /not one of this release's samples \("examples\/v99\/src\/a\.ts"\)/);
  assert.match(refused(`?sample=${samplesDir(DEFAULT_PLAYGROUND_VERSION)}${'b'.repeat(300)}.ts`), new RegExp(`\\("${samplesDir(DEFAULT_PLAYGROUND_VERSION)}b+"\\)`), 'a long path is cut in the message');
  assert.match(refused(`?version=${labelOf(DEFAULT_PLAYGROUND_VERSION)}&sample=${samplesDir(other)}a.ts`), /not one of this release's samples/);
  for (const sample of [`${samplesDir(DEFAULT_PLAYGROUND_VERSION)}../../package.json`, `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}a/../b.ts`, `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}a.js`, '/etc/passwd', `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}${'a'.repeat(200)}.ts`, `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}<script>.ts`, `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}a b.ts`, `${samplesDir(DEFAULT_PLAYGROUND_VERSION)}a.tsx`]) {
    assert.match(refused(`?version=${labelOf(DEFAULT_PLAYGROUND_VERSION)}&sample=${encodeURIComponent(sample)}`), /not one of this release's samples/, sample);
  }
  assert.match(refused('?version=' + 'x'.repeat(1000)), new RegExp(`"${'x'.repeat(40)}"`), 'a long value is cut in the message');
});

test("share links and kept code record the release line's major, and what older ones recorded still opens", async () => {
  const backing = new Map();
  for (const line of RELEASE_LINES) {
    const record = recordOfVersion(line.workspace);
    assert.equal(record, line.major, `${line.label} is recorded as its major`);
    assert.notEqual(record, line.label);
    // A link and kept code made now bring the same line back.
    const shared = await decodePlayground(await encodePlayground({release: record, files: [{name: 'main.ts', code: 'x'}]}));
    assert.equal(versionOfRecord(shared.release), line.workspace);
    keep({release: record, files: [{name: 'main.ts', code: 'x'}]}, storageOf(backing));
    assert.equal(versionOfRecord(/** @type {{release: string}} */ (readKept(storageOf(backing))).release), line.workspace);
  }
  // Made before records held majors: the docs label, read as the major it named then.
  for (const [label, major] of Object.entries(RECORDED_LABELS)) {
    assert.equal(versionOfRecord(label), RELEASE_LINES.find((line) => line.major === major)?.workspace, label);
    const shared = await decodePlayground(payloadOf({release: label, files: [['main.ts', 'x']]}));
    assert.equal(versionOfRecord(shared.release), RELEASE_LINES.find((line) => line.major === major)?.workspace, `a link for ${label}`);
  }
  for (const unknown of ['9', '9.x', 'v8', '', ' 8', 'constructor', '__proto__', 'toString']) assert.equal(versionOfRecord(unknown), undefined, unknown);
});

test('a link made for `next` opens on the line it was made for after the labels move at a version cut', () => {
  // The table after 9 is cut: `next` documents 9, and 8 is labelled 8.x.
  const moved = [
    {workspace: 'v9', label: 'next', major: '9'},
    ...RELEASE_LINES.map((line) => (line.label === 'next' ? {...line, label: `${line.major}.x`} : line)),
  ];
  const today = RELEASE_LINES.find((line) => line.label === 'next');
  assert.ok(today !== undefined, 'a line is labelled next today');
  // A link made before records held majors, and one made now.
  for (const record of ['next', recordOfVersion(today.workspace)]) {
    const line = lineOfRecord(record, moved);
    assert.equal(line?.workspace, today.workspace, record);
    assert.equal(line?.label, `${today.major}.x`, record);
  }
  assert.equal(lineOfRecord('9', moved)?.workspace, 'v9', 'a link made for the new line');
});

test("relative imports: the playground's runner loads a file of the program exactly when its check of each release finds it", () => {
  // The program's files, as the playground names them, and the imports main.ts may write of them.
  const files = ['main.ts', 'cart.ts', 'accounts/index.ts', 'lib/prices.ts'];
  const specifiers = ['./cart', './cart.js', './cart.ts', './accounts', './accounts/index', './accounts/index.js', './accounts.js', './lib/prices', './lib', './missing', './missing.js', './missing.ts'];
  const modules = Object.fromEntries(files.map((name) => [name.replace(/\.ts$/, '.js'), '']));
  /** @param {string} specifier */
  const runnerLoads = (specifier) => {
    try {
      return resolveRelative('main.js', specifier, modules);
    } catch (error) {
      assert.match(String(error), new RegExp(`Cannot find module '${specifier.replace(/\./g, '\\.')}'$`));
      return undefined;
    }
  };
  for (const version of SAMPLE_VERSIONS) {
    const dir = path.resolve(workspaceDir(version));
    const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, {...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText))});
    assert.ok(config);
    // The release's default settings (a program without a tsconfig.json tab) over the workspace's.
    const options = programOptions(workspaceOf(config.options), {defaults: DEFAULT_SETTINGS[version], release: version}).check;
    const src = `${dir}/src/`;
    /** @type {import('typescript').ModuleResolutionHost} */
    const host = {
      // The program's files below the workspace's src/; above it, the workspace as it is (its package.json's type).
      fileExists: (file) => (file.startsWith(src) ? files.includes(file.slice(src.length)) : ts.sys.fileExists(file)),
      readFile: (file) => (file.startsWith(src) ? '' : ts.sys.readFile(file)),
      directoryExists: (d) => (`${d}/`.startsWith(src) ? d === src.slice(0, -1) || files.some((f) => f.startsWith(`${d.slice(src.length)}/`)) : ts.sys.directoryExists?.(d) ?? true),
    };
    for (const specifier of specifiers) {
      const found = ts.resolveModuleName(specifier, `${src}main.ts`, options, host).resolvedModule?.resolvedFileName;
      const checked = found?.startsWith(src) ? found.slice(src.length).replace(/\.ts$/, '.js') : undefined;
      assert.equal(runnerLoads(specifier), checked, `${version}: import '${specifier}'`);
    }
  }
});
