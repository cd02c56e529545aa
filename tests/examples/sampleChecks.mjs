// What the sample tests (samples.test.mjs) and `npm run check` (scripts/check.mjs) both do with a sample: find the
// pages that embed it, compile a workspace or some of its files with tsc, run a compiled sample, and compare what it
// did with what its comments state. A mismatch is reported at the line of the comment to correct, with the expected
// and the actual value one above the other, so that a writer goes straight to the line.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expectedThrow, listCodeFences, listContentFiles, listSampleFiles, nodeFlags, parseSampleMeta, statedLines} from '../../src/samples/build/samples.mjs';
import {importsOf} from '../../src/samples/build/classify.mjs';
import {PLAYGROUND_SAMPLES_DIR} from '../../src/samples/shared/protocol.mjs';
import {SAMPLE_VERSIONS, samplesDir, workspaceDir} from '../../src/samples/shared/versions.mjs';
import {TimedOut, limitFor, runProcess} from '../processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const UNCAUGHT_REPORTER = path.join(import.meta.dirname, 'reportUncaught.mjs');
// Enough mismatched lines to see the pattern (a missing line shifts every later one).
const MAX_SHOWN = 5;

/**
 * Every sample a content file embeds: sample path (relative to ROOT) → the fences that embed it.
 * @returns {Map<string, {page: string, line: number}[]>}
 */
export function pagesBySample() {
  /** @type {Map<string, {page: string, line: number}[]>} */
  const pages = new Map();
  for (const page of listContentFiles(ROOT)) {
    for (const fence of listCodeFences(fs.readFileSync(path.join(ROOT, page), 'utf8'))) {
      const ref = parseSampleMeta(fence.meta);
      if (ref === undefined) continue;
      const key = path.normalize(ref.file);
      pages.set(key, [...(pages.get(key) ?? []), {page, line: fence.line}]);
    }
  }
  return pages;
}

/** "shown on a.mdx, b.mdx", for the name of a test and its messages. @param {ReturnType<typeof pagesBySample>} pages @param {string} file */
export function shownOn(pages, file) {
  const list = [...new Set((pages.get(file) ?? []).map((fence) => fence.page))];
  if (list.length > 0) return `shown on ${list.join(', ')}`;
  return needsPage(file) ? 'shown on no page' : 'loaded by the playground page';
}

/**
 * Whether a sample must be embedded on a page. The playground page (src/pages/playground) loads the samples below
 * each workspace's src/playground/ (its starter programs) from the runner's files, so no page shows them.
 * @param {string} file relative to ROOT
 */
export const needsPage = (file) => !SAMPLE_VERSIONS.some((v) => file.split(path.sep).join('/').startsWith(`${samplesDir(v)}${PLAYGROUND_SAMPLES_DIR}`));

/**
 * What to tell the writer about a sample no page embeds: where it is, and the fence that embeds it.
 * @param {string} file relative to ROOT
 */
export function notEmbeddedMessage(file) {
  return [
    `${file}:1: no page embeds this sample. Embed it on the page it belongs to with an empty fence (the build fills it):`,
    `    \`\`\`ts file=${file} title="${path.basename(file)}"`,
    '    ```',
    '  (add region=<name> to show one "// #region <name>" of it), or delete the file.',
  ].join('\n');
}

/**
 * @typedef {{line: number, code: string, text: string}} Diagnostic
 * Runs tsc and returns its diagnostics by file (relative to ROOT); project-level ones under '(tsc)'.
 * @param {string[]} args
 * @returns {Promise<Map<string, Diagnostic[]>>}
 */
export async function compile(args) {
  // A workspace's samples compile in about 10 s on an idle 2-core machine.
  const result = await runProcess(process.execPath, [TSC, ...args, '--pretty', 'false'], {cwd: ROOT, limit: limitFor(15)});
  /** @type {Map<string, Diagnostic[]>} */
  const diagnostics = new Map();
  /** @type {Diagnostic | undefined} */
  let last;
  for (const line of String(result.stdout ?? '').split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    if (m !== null) {
      const file = path.relative(ROOT, path.resolve(ROOT, m[1]));
      last = {line: Number(m[2]), code: m[4], text: `${file}:${m[2]}: ${m[4]}: ${m[5]}`};
      diagnostics.set(file, [...(diagnostics.get(file) ?? []), last]);
    } else if (last !== undefined && line.startsWith(' ')) {
      last.text += `\n${line}`;
    } else if (line.trim() !== '') {
      diagnostics.set('(tsc)', [...(diagnostics.get('(tsc)') ?? []), {code: '', line: 0, text: line}]);
    }
  }
  return diagnostics;
}

const isAppTest = (/** @type {string} */ file) => file.endsWith('.test.ts');
/** Folders (relative to ROOT) that hold an app's `*.test.ts` files. */
export const appDirsOf = (/** @type {string[]} */ files) => [...new Set(files.filter(isAppTest).map((f) => path.dirname(f)))].sort();

/** The summary counts of node's spec reporter ("ℹ tests 5"). */
const reporterCount = (/** @type {string} */ output, /** @type {string} */ name) => Number(new RegExp(`^\\S* ?${name} (\\d+)$`, 'm').exec(output)?.[1] ?? NaN);

/**
 * The compile errors a `*.fails.ts` sample states: each `// expect-error: TSxxxx` comment line names one error on the
 * next line that is not such a comment (two comments above a line: two errors).
 * @param {string} source
 * @returns {{code: string, line: number, comment: number}[]} `line` 0 for a comment with no line after it
 */
function expectedErrors(source) {
  /** @type {{code: string, line: number, comment: number}[]} */
  const expected = [];
  /** @type {{code: string, comment: number}[]} */
  let pending = [];
  source.split('\n').forEach((text, index) => {
    const comment = /^\s*\/\/ expect-error: (TS\d+)\s*$/.exec(text);
    if (comment !== null) pending.push({code: comment[1], comment: index + 1});
    else {
      expected.push(...pending.map((p) => ({...p, line: index + 1})));
      pending = [];
    }
  });
  // A comment with no line after it names no line: kept, so that the comparison fails and shows it.
  expected.push(...pending.map((p) => ({...p, line: 0})));
  return expected;
}

/**
 * Where a `*.fails.ts` sample's errors differ from its `// expect-error:` comments (code, line and count), each at the
 * line to look at; empty when they agree.
 * @param {string} file relative to ROOT
 * @param {string} source
 * @param {Diagnostic[]} reported what tsc reports for the file
 * @returns {string[]}
 */
export function expectErrorProblems(file, source, reported) {
  const expected = expectedErrors(source);
  if (expected.length === 0) return [`${file}:1: names no "// expect-error: TSxxxx" (a *.fails.ts sample states the errors it is meant to have)`];
  const unmatched = [...reported];
  /** @type {string[]} */
  const problems = [];
  for (const e of expected) {
    const index = unmatched.findIndex((r) => r.code === e.code && r.line === e.line);
    if (index !== -1) unmatched.splice(index, 1);
    else if (e.line === 0) problems.push(`${file}:${e.comment}: "// expect-error: ${e.code}" stands above no line (it names the error of the line below it)`);
    else problems.push(`${file}:${e.comment}: "// expect-error: ${e.code}" names an error on line ${e.line}\n    expected: ${e.code} at line ${e.line}\n    reported: ${describeReported(reported, e.line)}`);
  }
  for (const r of unmatched) problems.push(`${r.text}\n    (no "// expect-error: ${r.code}" comment stands directly above line ${r.line})`);
  return problems;
}

/** @param {Diagnostic[]} reported @param {number} line */
function describeReported(reported, line) {
  const there = reported.filter((r) => r.line === line).map((r) => r.code);
  return there.length > 0 ? `${there.join(', ')} at line ${line}` : `no error at line ${line}`;
}

/**
 * Where what a sample printed differs from its `// prints:` comments, each at the line of the comment to correct.
 * @param {string} file relative to ROOT
 * @param {string} source
 * @param {string[]} printed stdout lines, trailing spaces removed
 * @returns {string[]}
 */
export function printProblems(file, source, printed) {
  const stated = statedLines(source, 'prints');
  /** @type {string[]} */
  const problems = [];
  for (let i = 0; i < Math.max(stated.length, printed.length); i++) {
    const comment = stated[i];
    if (comment !== undefined && comment.text === printed[i]) continue;
    if (comment === undefined) {
      const after = stated.at(-1)?.line;
      problems.push(`${file}:${after ?? 1}: printed line ${i + 1}, which no "// prints:" comment states${after === undefined ? '' : ' (after this one)'}\n    expected: (no more output)\n    printed:  ${printed[i]}`);
    } else {
      problems.push(`${file}:${comment.line}: "// prints:" line ${i + 1} differs from the output\n    expected: ${comment.text}\n    printed:  ${printed[i] ?? '(nothing: the output ended)'}`);
    }
  }
  return problems.length > MAX_SHOWN ? [...problems.slice(0, MAX_SHOWN), `… and ${problems.length - MAX_SHOWN} more lines differ`] : problems;
}

/**
 * Where a sample's end differs from its `// throws:` comments (or an unexpected failure), at the first such comment.
 * @param {string} file
 * @param {string} source
 * @param {{code: number, stderr: string, thrown: string | undefined}} result
 * @returns {string[]}
 */
export function endProblems(file, source, result) {
  const throws = expectedThrow(source);
  const indent = (/** @type {string} */ text) => text.replace(/\n/g, '\n              ');
  if (throws === undefined) {
    return result.code === 0 ? [] : [`${file}: exited with ${result.code} (a sample that is meant to end with an error states it with "// throws: …"):\n${result.stderr}`];
  }
  if (result.thrown === throws) return [];
  const stated = statedLines(source, 'throws');
  if (result.thrown === undefined) {
    return [`${file}:${stated[0].line}: "// throws:" states an error, but the sample threw nothing (exit code ${result.code})\n    expected: ${indent(throws)}${result.stderr === '' ? '' : `\n${result.stderr}`}`];
  }
  // The first line of the message that differs, at its comment (or the last comment, for a longer message).
  const thrown = result.thrown.split('\n');
  const at = stated.findIndex((comment, i) => comment.text !== thrown[i]);
  const index = at === -1 ? stated.length : at;
  return [
    `${file}:${stated[Math.min(index, stated.length - 1)].line}: "// throws:" line ${index + 1} differs from the message the sample threw\n    expected: ${stated[index]?.text ?? '(the message ends)'}\n    thrown:   ${thrown[index] ?? '(the message ended)'}\n  the whole message thrown:\n              ${indent(result.thrown)}`,
  ];
}

/** Every sample file of a workspace ('v7'), relative to ROOT. @param {import('../../src/samples/shared/versions.mjs').Version} v */
export const workspaceSamples = (v) => listSampleFiles(path.join(ROOT, samplesDir(v))).map((f) => path.relative(ROOT, f));

/**
 * @typedef {{v: string, dir: string, outDir: string, samples: string[], failing: string[],
 *   diagnostics: Map<string, Diagnostic[]>, failDiagnostics: Map<string, Diagnostic[]>, remove: () => void}} CompiledWorkspace
 */

/**
 * Compiles a workspace's samples with tsc into a folder of this run, and type-checks its `*.fails.ts` samples. With
 * `only`, just those files (and what they import) are compiled: seconds instead of the whole workspace.
 * @param {import('../../src/samples/shared/versions.mjs').Version} v 'v7'
 * @param {{runId: string, only?: (file: string) => boolean}} options `only` takes a sample path relative to ROOT
 * @returns {Promise<CompiledWorkspace>}
 */
export async function compileWorkspace(v, {runId, only}) {
  const dir = workspaceDir(v);
  const outDir = path.join(dir, '.out', runId);
  const files = workspaceSamples(v);
  const samples = files.filter((f) => !f.endsWith('.fails.ts'));
  const failing = files.filter((f) => f.endsWith('.fails.ts'));
  /** @type {string[]} */
  const configs = [];
  /** @param {string} name @param {object} compilerOptions @param {string[]} list */
  const writeConfig = (name, compilerOptions, list) => {
    const config = path.join(dir, '.out', `${runId}.${name}.json`);
    fs.mkdirSync(path.join(ROOT, path.dirname(config)), {recursive: true});
    fs.writeFileSync(path.join(ROOT, config), JSON.stringify({extends: '../tsconfig.json', compilerOptions, files: list.map((f) => path.join(ROOT, f)), include: [], exclude: []}));
    configs.push(config);
    return config;
  };
  const remove = () => {
    fs.rmSync(path.join(ROOT, outDir), {recursive: true, force: true});
    for (const config of configs) fs.rmSync(path.join(ROOT, config), {force: true});
  };
  const toCompile = only === undefined ? samples : samples.filter(only);
  const toCheck = only === undefined ? failing : failing.filter(only);
  // tsc refuses a project with no inputs; a workspace with no samples yet has nothing to check.
  /** @type {Map<string, Diagnostic[]>} */
  let diagnostics = new Map();
  if (toCompile.length > 0) {
    const project = only === undefined ? path.join(dir, 'tsconfig.json') : writeConfig('only', {}, toCompile);
    diagnostics = await compile(['-p', project, '--outDir', outDir]);
  }
  /** @type {Map<string, Diagnostic[]>} */
  let failDiagnostics = new Map();
  if (toCheck.length > 0) failDiagnostics = await compile(['-p', writeConfig('fails', {noEmit: true}, toCheck)]);
  return {v, dir, outDir, samples, failing, diagnostics, failDiagnostics, remove};
}

/** The compiled JavaScript of a sample. @param {CompiledWorkspace} w @param {string} file */
const compiledPath = (w, file) => path.join(ROOT, w.outDir, path.relative(path.join(w.dir, 'src'), file)).replace(/\.ts$/, '.js');

/**
 * Runs a compiled sample with Node in its workspace; `thrown` is the message of the uncaught error it ended with.
 * @param {CompiledWorkspace} w
 * @param {string} file
 * @returns {Promise<{code: number, stdout: string, stderr: string, printed: string[], thrown: string | undefined}>}
 */
async function runSample(w, file) {
  const report = path.join(ROOT, w.outDir, `${path.basename(file)}.${process.pid}.thrown.json`);
  // A sample that loads Express takes about 2 s on an idle 2-core machine; the limit only catches hangs.
  // A sample's `// node-flags:` (e.g. code generation forbidden) apply to the whole process, as a reader would start it.
  const flags = nodeFlags(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const result = await runProcess(process.execPath, [...flags, '--import', pathToFileURL(UNCAUGHT_REPORTER).href, compiledPath(w, file)], {
    cwd: path.join(ROOT, w.dir),
    limit: limitFor(2),
    env: {...process.env, SAMPLE_UNCAUGHT_REPORT: report},
  }).catch((error) => {
    fs.rmSync(report, {force: true});
    throw error;
  });
  const thrown = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')).message : undefined;
  fs.rmSync(report, {force: true});
  const {stdout} = result;
  // No output at all is no line (a sample of the error reference may print nothing before it throws).
  const printed = stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd());
  return {code: result.code, stdout, stderr: result.stderr, printed, thrown};
}

/**
 * Everything wrong with one compiled sample: compile errors, no stated result, an unexpected end or error, output
 * other than its `// prints:` lines. Empty when it does what it says. An app's test files and its modules that state
 * no output only have to compile (their tests run in runAppTests).
 * @param {CompiledWorkspace} w
 * @param {string} file
 * @returns {Promise<string[]>}
 */
export async function sampleProblems(w, file) {
  const errors = w.diagnostics.get(file) ?? [];
  if (errors.length > 0) return [`does not compile:\n${errors.map((e) => e.text).join('\n')}`];
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const stated = statedLines(source, 'prints');
  if (appDirsOf(w.samples).includes(path.dirname(file)) && (isAppTest(file) || stated.length === 0)) return [];
  // A file of a program split across files (a playground starter) that another sample of its folder imports is one
  // of its modules: the entry that imports it runs it.
  if (stated.length === 0 && expectedThrow(source) === undefined && importedInFolder(w, file)) return [];
  if (stated.length === 0 && expectedThrow(source) === undefined) return [`${file}:1: states no result: add "// prints: …" comments (or "// throws: …")`];
  const result = await runSample(w, file).catch((error) => {
    if (error instanceof TimedOut) return error;
    throw error;
  });
  if (result instanceof TimedOut) return [`${file}: ${result.message}`];
  return [...endProblems(file, source, result), ...printProblems(file, source, result.printed)];
}

/**
 * Whether another sample of the file's folder imports it (`./<name>` or `./<name>.js`).
 * @param {CompiledWorkspace} w
 * @param {string} file
 */
function importedInFolder(w, file) {
  const dir = path.dirname(file);
  const self = path.basename(file, '.ts');
  return w.samples
    .filter((f) => f !== file && path.dirname(f) === dir)
    .some((f) => importsOf(fs.readFileSync(path.join(ROOT, f), 'utf8')).some((s) => s === `./${self}` || s === `./${self}.js`));
}

/**
 * Runs an app's `*.test.ts` files (compiled) with `node --test`.
 * @param {CompiledWorkspace} w
 * @param {string} dir the app's folder, relative to ROOT
 * @returns {Promise<{ok: boolean, output: string, count: number, files: number}>}
 */
export async function runAppTests(w, dir) {
  const tests = w.samples.filter((f) => path.dirname(f) === dir && isAppTest(f));
  // Without this the nested runner would report to our runner's protocol instead of printing its summary.
  const env = {...process.env};
  delete env.NODE_TEST_CONTEXT;
  const result = await runProcess(process.execPath, ['--test', '--test-reporter=spec', ...tests.map((f) => compiledPath(w, f))], {
    cwd: path.join(ROOT, w.dir),
    env,
    // several test files that start servers: about 5 s on an idle 2-core machine
    limit: limitFor(5),
  }).catch((error) => {
    if (error instanceof TimedOut) return {code: undefined, output: error.message};
    throw error;
  });
  return {ok: result.code === 0, output: result.output, count: reporterCount(result.output, 'tests'), files: tests.length};
}
