// The sample editor's compiler: a worker (started by src/samples/page/editor/compiler.ts from the site's origin; it never
// runs sample code) holding the page version's TypeScript environment (./environment.mjs). Exposed with comlink; the
// page calls `load(typesUrl)` once, then `check` and `emit` with the sample's sources, and @valtown/codemirror-ts's
// editor extensions call `updateFile`, `getAutocompletion` and `getHover` (its createWorker) for completion and
// hover types. Nothing it fetches comes from anywhere but the site: the lib files are in the types file.
import {expose} from 'comlink';
import ts from 'typescript';
import {createWorker} from '@valtown/codemirror-ts/worker';
import {createEnvironment, diagnosticsOf, emitOf, emitWithMapOf, importsOf, replaceFiles, setOptions, update, warmUp} from './environment.mjs';
import {TSCONFIG_NAME, optionProblems, programOptions, workspaceOf} from './playgroundSettings.mjs';
import {DIAGNOSTIC_LIMIT} from '../../shared/limits.mjs';
import {unavailableImports} from '../playground/imports.mjs';

/**
 * @typedef {import('./environment.mjs').EditorDiagnostic} EditorDiagnostic
 * @typedef {import('./environment.mjs').FileDiagnostics} FileDiagnostics
 * @typedef {import('./environment.mjs').TypesFile} TypesFile
 * @typedef {import('./environment.mjs').VirtualTypeScriptEnvironment} VirtualTypeScriptEnvironment
 */

/** @type {Promise<VirtualTypeScriptEnvironment> | undefined} */
let environment;

/** @returns {Promise<VirtualTypeScriptEnvironment>} */
function ready() {
  if (environment === undefined) throw new Error('The type checker was not loaded');
  return environment;
}

const editorFeatures = createWorker(ready);

/**
 * @typedef {{dir: string, sources: Record<string, string>, packages: string[], release: string, tsconfig?: string, defaults: Readonly<Record<string, unknown>>}} PlaygroundProgram
 *   `sources`: the TypeScript files; `tsconfig`: the text of the program's tsconfig.json tab, if it has one (its
 *   diagnostics come back under `dir` + tsconfig.json); `defaults`: the release's settings without one.
 */

/** What the release's workspace fixes for every playground program (./playgroundSettings.mjs), once loaded. */
/** @type {import('./playgroundSettings.mjs').Workspace | undefined} */
let workspace;

/** TypeScript's "Cannot find name 'require'" (without Node's types, with the suggestion to install them). */
const REQUIRE_NAME_CODES = new Set(['TS2580', 'TS2591']);

/** TypeScript's "An import path can only end with a '.ts' extension when 'allowImportingTsExtensions' is enabled". */
const TS_EXTENSION_CODE = 'TS5097';

/**
 * TS5097 with what to do: the playground runs the import as written (src/samples/sandbox/moduleIds.mjs), but tsc with
 * these settings would not compile it.
 * @param {string} message
 * @param {string} quoted the import's specifier, with its quotes
 */
function tsExtensionAdvice(message, quoted) {
  const specifier = quoted.replace(/^['"]|['"]$/g, '');
  const without = specifier.replace(/\.ts$/, '');
  return `${message} The playground runs this import, but tsc with these settings would not: write '${without}' or '${without}.js' instead.`;
}

/** The playground's files in the environment, so that a file the reader closed or renamed leaves it. */
/** @type {Set<string>} */
const playgroundFiles = new Set();

/**
 * The playground's program: its files (path -> text, every path below `dir`) in place of the last ones, checked with
 * its settings (./playgroundSettings.mjs), and the diagnostics of each, with its imports of packages the release lacks
 * (../playground/imports.mjs) in place of TypeScript's. Those come first within the file's DIAGNOSTIC_LIMIT: they are
 * what keeps a Run from starting (../playground/App/Output.tsx). A tsconfig.json tab gets what was ignored in it and
 * TypeScript's complaints about the options themselves.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {PlaygroundProgram} program
 * @returns {{settings: ReturnType<typeof programOptions>, diagnostics: Record<string, FileDiagnostics>}}
 */
function programDiagnostics(env, {dir, sources, packages, release, tsconfig, defaults}) {
  if (workspace === undefined) throw new Error('The type checker was not loaded for the playground');
  const settings = programOptions(workspace, {tsconfig, defaults, release});
  setOptions(env, settings.check);
  replaceFiles(env, dir, sources, playgroundFiles);
  return {settings, diagnostics: {...Object.fromEntries(
    Object.keys(sources).map((file) => {
      const problems = unavailableImports(importsOf(sources[file] ?? ''), packages, release);
      const source = env.getSourceFile(file);
      const line = (/** @type {number} */ at) => (source === undefined ? 0 : source.getLineAndCharacterOfPosition(at).line + 1);
      // TypeScript's own complaint about the same specifier ("Cannot find module"), or about the name `require` of a
      // require we report ("Cannot find name 'require'", which suggests installing Node's types), says less than ours.
      const typescript = diagnosticsOf(env, file);
      const text = sources[file] ?? '';
      const saidByUs = (/** @type {EditorDiagnostic} */ d) =>
        problems.some((p) => (d.from <= p.from && p.to <= d.to) || (p.kind === 'require' && REQUIRE_NAME_CODES.has(d.code) && /^\s*\(\s*$/.test(text.slice(d.to, p.from))));
      const own = typescript.shown.filter((d) => !saidByUs(d)).map((d) => (d.code === TS_EXTENSION_CODE ? {...d, message: tsExtensionAdvice(d.message, text.slice(d.from, d.to))} : d));
      /** @type {EditorDiagnostic[]} */
      const imports = problems.slice(0, DIAGNOSTIC_LIMIT).map((p) => ({from: p.from, to: p.to, line: line(p.from), code: p.kind, severity: 'error', message: p.message}));
      const shown = [...imports, ...own].slice(0, DIAGNOSTIC_LIMIT).sort((a, b) => a.from - b.from);
      /** @type {FileDiagnostics} */
      const diagnostics = {shown, total: problems.length + typescript.total - (typescript.shown.length - own.length)};
      return [file, diagnostics];
    }),
  ), ...(tsconfig === undefined ? {} : {[dir + TSCONFIG_NAME]: tsconfigDiagnostics(tsconfig, [...settings.problems, ...optionProblems(env.languageService.getCompilerOptionsDiagnostics(), settings.positions)])})}};
}

/**
 * The tsconfig.json tab's problems as the editor lists a file's diagnostics.
 * @param {string} text
 * @param {import('./playgroundSettings.mjs').SettingsProblem[]} problems
 * @returns {FileDiagnostics}
 */
function tsconfigDiagnostics(text, problems) {
  const lineAt = (/** @type {number} */ at) => text.slice(0, at).split('\n').length;
  const shown = problems.slice(0, DIAGNOSTIC_LIMIT).map((p) => ({...p, line: lineAt(p.from), code: 'tsconfig'}));
  return {shown, total: problems.length};
}

/**
 * @typedef {{upgradeProgram: typeof import('../../../upgrade/transform.mjs').upgradeProgram}} UpgradeModule
 * @typedef {{__inversifyUpgrade?: UpgradeModule, importScripts: (url: string) => void}} UpgradeScope
 */

/**
 * The upgrade transform (src/upgrade/bundle.mjs), loaded from `url` on the first upgrade a reader asks for.
 * @param {string} url
 * @returns {UpgradeModule}
 */
function upgradeModule(url) {
  const scope = /** @type {UpgradeScope} */ (/** @type {unknown} */ (globalThis));
  if (scope.__inversifyUpgrade === undefined) scope.importScripts(url);
  if (scope.__inversifyUpgrade === undefined) throw new Error('The upgrade transform did not load');
  return scope.__inversifyUpgrade;
}

const compilerApi = {
  ...editorFeatures,
  /**
   * Fetches the version's types file and builds the environment (once; later calls wait for the first): with the
   * workspace's compiler options for a sample's editor, with the release's default settings for the playground (a program's own come with each call).
   * @param {string} typesUrl
   * @param {Readonly<Record<string, unknown>>} [playgroundDefaults] for the playground: the release's settings
   *   (../playground/tsconfig.mjs DEFAULT_SETTINGS), which the declarations are read with while loading
   */
  async load(typesUrl, playgroundDefaults) {
    environment ??= fetch(typesUrl).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for the type declarations`);
      const types = /** @type {TypesFile} */ (await response.json());
      if (playgroundDefaults !== undefined) workspace = workspaceOf(types.options);
      const env = createEnvironment(workspace === undefined ? types : {...types, options: programOptions(workspace, {defaults: playgroundDefaults ?? {}, release: ''}).check});
      warmUp(env, /** @type {string} */ (types.options.rootDir));
      return env;
    });
    await editorFeatures.initialize();
  },
  /**
   * A playground program rewritten for a later major (src/upgrade/transform.mjs): its edits and flagged lines. Works
   * on the text alone, with this worker's TypeScript; the environment is not touched.
   * @param {string} url the transform's file (the manifest's `upgrade`)
   * @param {Record<string, string>} files the program's files by name, tsconfig.json included
   * @param {{from: '6' | '7', to: '7' | '8'}} path
   */
  async upgrade(url, files, path) {
    return upgradeModule(url).upgradeProgram(ts, files, path);
  },
  /**
   * Diagnostics of `file`, with the sample's sources (path -> text) in the program.
   * @param {string} file
   * @param {Record<string, string>} sources
   * @returns {Promise<FileDiagnostics>}
   */
  async check(file, sources) {
    const env = await ready();
    update(env, sources);
    return diagnosticsOf(env, file);
  },
  /**
   * The JavaScript of `file` and its diagnostics (TypeScript emits despite type errors, as tsc does).
   * @param {string} file
   * @param {Record<string, string>} sources
   * @returns {Promise<{js: string, diagnostics: FileDiagnostics}>}
   */
  async emit(file, sources) {
    const env = await ready();
    update(env, sources);
    return {js: emitOf(env, file), diagnostics: diagnosticsOf(env, file)};
  },
  /**
   * Diagnostics of every file of the playground's program.
   * @param {PlaygroundProgram} program
   * @returns {Promise<Record<string, FileDiagnostics>>}
   */
  async checkProgram(program) {
    return programDiagnostics(await ready(), program).diagnostics;
  },
  /**
   * The JavaScript of every file of the playground's program, its source maps (JSON text), and the diagnostics of each.
   * @param {PlaygroundProgram} program
   * @returns {Promise<{js: Record<string, string>, maps: Record<string, string | undefined>, format: 'cjs' | 'esm', diagnostics: Record<string, FileDiagnostics>}>}
   */
  async emitProgram(program) {
    const env = await ready();
    const {settings, diagnostics} = programDiagnostics(env, program);
    // Emitted with the program's settings, emitting always, in the runner's format and with source maps
    // (./playgroundSettings.mjs); the next check goes back to the settings as written.
    setOptions(env, settings.emit);
    try {
      const emitted = Object.keys(program.sources).map((file) => ({file, ...emitWithMapOf(env, file)}));
      return {js: Object.fromEntries(emitted.map(({file, js}) => [file, js])), maps: Object.fromEntries(emitted.map(({file, map}) => [file, map])), format: settings.format, diagnostics};
    } finally {
      setOptions(env, settings.check);
    }
  },
};

/** @typedef {typeof compilerApi} CompilerApi */

expose(compilerApi);
