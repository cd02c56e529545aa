// The corpus of readers' programs (tests/corpus/programs/<id>/): whole programs in the shapes real projects take, each
// with its own tsconfig.json and written for one inversify major, that the playground must run as their authors run
// them. This module reads them and runs each in Node the way its settings say it is run:
// - the type check is the one `tsc -p` makes with the program's own tsconfig.json (made in this process);
// - a program whose settings emit (CommonJS, NodeNext) is compiled by tsc and its entry run by Node;
// - a program written for a bundler (`moduleResolution: bundler`, or `allowImportingTsExtensions` with `noEmit`) is
//   compiled by tsc with emit turned on and `.ts` specifiers rewritten, and run by Node with a resolver that finds
//   files the way bundlers do: no extension, or a folder's index (./bundlerResolve.mjs).
// Each program is laid out in its release's workspace (examples/vN/.out/corpus/<id>/, ignored by git), so `inversify`
// and `reflect-metadata` resolve to the release the samples are tested against.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {RELEASE_LINES, workspaceDir} from '../../src/siteData/releaseLines.mjs';
import {limitFor, runProcess} from '../processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROGRAMS = path.join(import.meta.dirname, 'programs');
const BUNDLER_RESOLVE = pathToFileURL(path.join(import.meta.dirname, 'bundlerResolve.mjs')).href;

/**
 * @typedef {object} CorpusProgram
 * @property {string} id its folder's name
 * @property {string} major the inversify major it was written for ('8')
 * @property {string} shape what it stands for, as the closing table names it
 * @property {string} entry the file its authors run, by its path in the program (its main or cli file under src)
 * @property {string[]} [needs] a package the release's playground bundle does not carry, which the playground must name
 * @property {string[]} [builtins] the Node built-ins it uses
 * @property {Record<string, string>} files every file of the program (tsconfig.json included), by its path in the program
 */

/** @param {string} dir @param {string} [prefix] @returns {string[]} */
function filesBelow(dir, prefix = '') {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), relative) : [relative];
  });
}

/** @returns {CorpusProgram[]} every program of the corpus, by id */
export function corpusPrograms() {
  return fs
    .readdirSync(PROGRAMS)
    .sort()
    .map((id) => {
      const dir = path.join(PROGRAMS, id);
      const meta = JSON.parse(fs.readFileSync(path.join(dir, 'corpus.json'), 'utf8'));
      const files = Object.fromEntries(
        filesBelow(dir)
          .filter((file) => file !== 'corpus.json')
          .sort()
          .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
      );
      return {id, ...meta, files};
    });
}

/**
 * Declaration files under node_modules (the lib files and the release's packages), parsed once for all programs: each
 * program is checked in this process with a host that reuses them, which takes a fraction of a tsc process per program.
 * @type {Map<string, import('typescript').SourceFile | undefined>}
 */
const parsedDeclarations = new Map();

/**
 * The inversify packages installed in the repository that a release's project would not have: the root's hoisted copy
 * (one release's) seen from another release's workspace. A program laid out there must not find it, or a setting that
 * cannot resolve its own release's package (`"moduleResolution": "node"` against an ES-module-only release) would
 * type-check against another release instead of failing as it fails in a project with only its release installed.
 * @param {string} workspaceRoot the release's workspace folder
 * @returns {string[]} folders, each ending with a separator
 */
function otherReleasesPackages(workspaceRoot) {
  const own = path.join(workspaceRoot, 'node_modules', 'inversify');
  const hoisted = path.join(ROOT, 'node_modules', 'inversify');
  return fs.existsSync(own) && fs.existsSync(hoisted) ? [`${hoisted}${path.sep}`] : [];
}

/**
 * Type-checks the laid-out program with its own tsconfig.json and emits it into `outDir`, as `tsc -p` with emit turned
 * on would: a program that sets `noEmit` for its bundler gets emit anyway, its `.ts` specifiers rewritten to `.js` as
 * the bundler would.
 * @param {string} dir
 * @param {string} outDir
 * @param {string[]} hidden folders the program's project does not have (otherReleasesPackages)
 * @returns {{code: number, output: string, options: import('typescript').CompilerOptions}}
 */
function checkAndEmit(dir, outDir, hidden) {
  const {config, error} = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  if (error) return {code: 1, output: ts.flattenDiagnosticMessageText(error.messageText, '\n'), options: {}};
  const own = ts.parseJsonConfigFileContent(config, ts.sys, dir).options;
  const overrides = {noEmit: false, noEmitOnError: true, outDir, rootDir: dir, declaration: false, composite: false, incremental: false};
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, {...overrides, ...(own.allowImportingTsExtensions ? {rewriteRelativeImportExtensions: true} : {})});
  const host = ts.createCompilerHost(parsed.options);
  const isHidden = (/** @type {string} */ file) => hidden.some((folder) => `${file}${path.sep}`.startsWith(folder));
  const {fileExists, directoryExists} = host;
  host.fileExists = (file) => !isHidden(file) && fileExists.call(host, file);
  host.directoryExists = (folder) => !isHidden(folder) && (directoryExists?.call(host, folder) ?? true);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.includes('/node_modules/')) return read(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!parsedDeclarations.has(key)) parsedDeclarations.set(key, read(fileName, languageVersion, onError, shouldCreate));
    return parsedDeclarations.get(key);
  };
  const program = ts.createProgram({rootNames: parsed.fileNames, options: parsed.options, host, configFileParsingDiagnostics: parsed.errors});
  const before = ts.getPreEmitDiagnostics(program);
  // With noEmitOnError, emit repeats the diagnostics that stopped it.
  const diagnostics = before.length > 0 ? before : program.emit().diagnostics;
  const output = ts.formatDiagnostics(diagnostics, {getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n'});
  return {code: diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) ? 2 : 0, output, options: own};
}

/**
 * Whether the program is written for a bundler: its imports are resolved as bundlers resolve them.
 * @param {import('typescript').CompilerOptions} options
 */
const forBundler = (options) => options.moduleResolution === ts.ModuleResolutionKind.Bundler || options.allowImportingTsExtensions === true;

/**
 * @typedef {{check: {code: number, output: string}, run?: {code: number, stdout: string, stderr: string}}} NodeResult
 */

/**
 * Lays the program out in its workspace, type-checks it with its own settings, compiles it and runs its entry in
 * Node. The run is left out when the type check fails, as its authors' build would stop there.
 * @param {CorpusProgram} program
 * @returns {Promise<NodeResult>}
 */
export async function runInNode(program) {
  const line = RELEASE_LINES.find((candidate) => candidate.major === program.major);
  if (line === undefined) throw new Error(`${program.id}: no release line has the major ${program.major} (src/siteData/versions.mjs)`);
  const cached = cacheFile(program, line.workspace);
  if (cached !== undefined && fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8'));
  const result = await compileAndRun(program, line);
  if (cached !== undefined) fs.writeFileSync(cached, JSON.stringify(result));
  return result;
}

/**
 * Where a program's Node result is kept for the rest of a suite run: in `CORPUS_NODE_CACHE` (scripts/test-all.sh sets
 * it to a folder of the run), so that the browser test compares with what the node test found instead of compiling and
 * running every program again. Keyed by what the result depends on: the program and its release's installed packages.
 * Without the variable, nothing is kept.
 * @param {CorpusProgram} program
 * @param {import('../../src/siteData/releaseLines.mjs').Workspace} workspace
 */
function cacheFile(program, workspace) {
  const dir = process.env.CORPUS_NODE_CACHE;
  if (dir === undefined || dir === '') return undefined;
  const h = crypto.createHash('sha256');
  h.update(JSON.stringify({workspace, entry: program.entry, files: program.files, packages: packagesDigest()}));
  return path.join(dir, `${program.id}-${h.digest('hex')}.json`);
}

/** @type {string | undefined} */
let lockDigest;
/** The digest of the root's lockfile, which names every workspace's packages (the releases' included); read once. */
function packagesDigest() {
  lockDigest ??= crypto.createHash('sha256').update(fs.readFileSync(path.join(ROOT, 'package-lock.json'))).digest('hex');
  return lockDigest;
}

/**
 * @param {CorpusProgram} program
 * @param {import('../../src/siteData/releaseLines.mjs').ReleaseLine | import('../../src/siteData/releaseLines.mjs').TableReleaseLine} line
 * @returns {Promise<NodeResult>}
 */
async function compileAndRun(program, line) {
  const dir = path.join(ROOT, workspaceDir(line.workspace), '.out', 'corpus', program.id);
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [file, text] of Object.entries(program.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const outDir = path.join(dir, '.emit');
  const {code, output, options} = checkAndEmit(dir, outDir, otherReleasesPackages(path.join(ROOT, workspaceDir(line.workspace))));
  if (code !== 0) return {check: {code, output}};
  // A package.json of the program (its "type") must stand beside the emitted files for Node to read them as its
  // authors' Node does.
  if (program.files['package.json'] !== undefined) fs.copyFileSync(path.join(dir, 'package.json'), path.join(outDir, 'package.json'));
  const entry = path.join(outDir, program.entry.replace(/\.(m|c)?ts$/, (_, kind) => `.${kind ?? ''}js`));
  const nodeArgs = [...(forBundler(options) ? ['--import', `data:text/javascript,import {register} from 'node:module'; register(${JSON.stringify(BUNDLER_RESOLVE)});`] : []), entry];
  const run = await runProcess(process.execPath, ['--no-warnings', ...nodeArgs], {cwd: dir, limit: limitFor(5), env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'}});
  return {check: {code: 0, output}, run: {code: run.code, stdout: run.stdout, stderr: run.stderr}};
}

/**
 * The program's files as a reader pastes them into the playground: its entry first (the playground runs its first
 * TypeScript file), each named by its path below src/, then its tsconfig.json as the playground's settings tab.
 * @param {CorpusProgram} program
 * @returns {[name: string, code: string][]}
 */
export function playgroundFiles(program) {
  const sources = Object.entries(program.files).filter(([file]) => file.startsWith('src/') && file.endsWith('.ts'));
  const settings = program.files['tsconfig.json'];
  return [
    ...[...sources.filter(([file]) => file === program.entry), ...sources.filter(([file]) => file !== program.entry)].map(([file, code]) => /** @type {[string, string]} */ ([file.slice('src/'.length), code])),
    ...(settings === undefined ? [] : [/** @type {[string, string]} */ (['tsconfig.json', settings])]),
  ];
}
