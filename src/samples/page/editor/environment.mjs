// The sample editor's TypeScript environment: a @typescript/vfs language service over the page version's types file
// (src/samples/build/sample-runner/editorAssets.mjs: the workspace's compiler options, lib files and package
// declarations) plus the sample sources the editor sends. Used by the editor's worker (./compilerWorker.mjs); plain
// module, so that Node can load it too.
import ts from 'typescript';
import {createSystem, createVirtualLanguageServiceHost} from '@typescript/vfs';
import {DIAGNOSTIC_LIMIT} from '../../shared/limits.mjs';

/**
 * @typedef {{from: number, to: number, line: number, code: string, severity: 'error' | 'warning', message: string}} EditorDiagnostic
 * @typedef {{shown: EditorDiagnostic[], total: number}} FileDiagnostics A file's diagnostics, the first
 *   DIAGNOSTIC_LIMIT of them in full (in the order of the code) and how many there are in all.
 * @typedef {{options: import('typescript').CompilerOptions, files: Record<string, string>}} TypesFile
 * @typedef {import('@typescript/vfs').VirtualTypeScriptEnvironment} VirtualTypeScriptEnvironment
 */

const LIB_DIR = '/node_modules/typescript/lib/';

/**
 * @param {TypesFile} types
 * @returns {VirtualTypeScriptEnvironment}
 */
export function createEnvironment(types) {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {Set<string>} every directory that holds a file */
  const directories = new Set(['/']);
  /** @param {string} file */
  const addDirectories = (file) => {
    for (let dir = file.slice(0, file.lastIndexOf('/')); dir !== '' && !directories.has(dir); dir = dir.slice(0, dir.lastIndexOf('/'))) directories.add(dir);
  };
  for (const [file, text] of Object.entries(types.files)) {
    // The types file keeps the lib files where the build's TypeScript has them; @typescript/vfs looks for them at
    // the root (its host's default lib location is '/').
    const at = file.startsWith(LIB_DIR) ? `/${file.slice(LIB_DIR.length)}` : file;
    files.set(at, text);
    addDirectories(at);
  }
  const rootDir = /** @type {string} editorAssets.mjs sets it */ (types.options.rootDir);
  const system = createSystem(files);
  // Module resolution asks for directories thousands of times: answered from a set kept with the files rather than
  // by scanning every path (createSystem's way); the working directory is the workspace's, as for tsc.
  system.directoryExists = (dir) => directories.has(dir.replace(/\/$/, '') || '/');
  const writeFile = system.writeFile;
  system.writeFile = (file, text) => {
    writeFile(file, text);
    addDirectories(file);
  };
  system.getCurrentDirectory = () => rootDir.replace(/\/src$/, '');
  // Exactly the types file's options, none of the defaults @typescript/vfs's own environment adds (strict,
  // esModuleInterop, jsx, skipLibCheck, ...): the editor compiles with the options the sample tests use.
  return createSettableEnvironment(system, types.options);
}

/** The compiler options each environment is checked with now (setOptions changes them). */
/** @type {WeakMap<VirtualTypeScriptEnvironment, {options: import('typescript').CompilerOptions, changes: number}>} */
const settings = new WeakMap();

/**
 * @typescript/vfs's environment (createVirtualTypeScriptEnvironment, whose options are fixed once made), with options
 * that setOptions replaces: the playground checks each program with its own settings without reading the lib files
 * and declarations again.
 * @param {import('typescript').System} system
 * @param {import('typescript').CompilerOptions} options
 * @returns {VirtualTypeScriptEnvironment}
 */
function createSettableEnvironment(system, options) {
  const held = {options, changes: 0};
  const {languageServiceHost, updateFile, deleteFile} = createVirtualLanguageServiceHost(system, [], options, ts);
  languageServiceHost.getCompilationSettings = () => held.options;
  // The language service looks at the options only when the project's version has changed: a change of options is one.
  const fileVersion = languageServiceHost.getProjectVersion?.bind(languageServiceHost);
  languageServiceHost.getProjectVersion = () => `${fileVersion?.() ?? ''}/${held.changes}`;
  const languageService = ts.createLanguageService(languageServiceHost);
  /** @param {string} file */
  const sourceOf = (file) => languageService.getProgram()?.getSourceFile(file);
  /** @type {VirtualTypeScriptEnvironment} */
  const env = {
    sys: system,
    languageService,
    getSourceFile: sourceOf,
    createFile: (file, content) => updateFile(ts.createSourceFile(file, content, held.options.target ?? ts.ScriptTarget.ES2022, false)),
    updateFile(file, content, span) {
      const previous = sourceOf(file);
      if (previous === undefined) throw new Error(`Did not find a source file for ${file}`);
      const replaced = span ?? ts.createTextSpan(0, previous.text.length);
      const text = previous.text.slice(0, replaced.start) + content + previous.text.slice(replaced.start + replaced.length);
      updateFile(ts.updateSourceFile(previous, text, {span: replaced, newLength: content.length}));
    },
    deleteFile(file) {
      const source = sourceOf(file);
      if (source !== undefined) deleteFile(source);
    },
  };
  settings.set(env, held);
  return env;
}

/**
 * Checks and emits with `options` from now on (the program is made anew on the next call that needs it); unchanged
 * options keep the program.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {import('typescript').CompilerOptions} options
 */
export function setOptions(env, options) {
  const held = settings.get(env);
  if (held === undefined) throw new Error('This environment was not made by createEnvironment');
  if (sameOptions(held.options, options)) return;
  held.options = options;
  held.changes++;
}

/** @param {Record<string, unknown>} a @param {Record<string, unknown>} b */
function sameOptions(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  return true;
}

/**
 * Checks a file that imports the library once, so that reading the lib files and the release's declarations is part of
 * loading the environment (which has no time limit) rather than of the reader's first check (which has one, and on a
 * busy machine would spend it all there). Later programs reuse what this one read.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {string} rootDir the workspace's src/, as the types file names it
 */
export function warmUp(env, rootDir) {
  const file = `${rootDir}/__warm-up__.ts`;
  env.createFile(file, "import 'inversify';\n");
  env.languageService.getSemanticDiagnostics(file);
  env.deleteFile(file);
}

/**
 * Puts the sample's sources (path -> text) into the environment; unchanged ones are left as they are.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {Record<string, string>} sources
 */
export function update(env, sources) {
  for (const [file, code] of Object.entries(sources)) {
    // @typescript/vfs reads an empty file as a missing one ("Could not find source file"): a line break stands in.
    const text = code === '' ? '\n' : code;
    const current = env.getSourceFile(file);
    if (current === undefined) env.createFile(file, text);
    else if (current.text !== text) env.updateFile(file, text);
  }
}

/**
 * Makes the environment's files below `dir` exactly `sources` (path -> text): the playground's files, which a reader
 * adds, renames and closes. Files elsewhere (the lib and package declarations) are not touched.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {string} dir ends with '/'
 * @param {Record<string, string>} sources every path starts with `dir`
 * @param {Set<string>} owned the paths an earlier call put there; kept up to date
 */
export function replaceFiles(env, dir, sources, owned) {
  for (const file of owned) {
    const source = env.getSourceFile(file);
    if (!(file in sources) && source !== undefined) env.deleteFile(file);
  }
  owned.clear();
  for (const file of Object.keys(sources)) {
    if (!file.startsWith(dir)) throw new Error(`${file} is not below ${dir}`);
    owned.add(file);
  }
  update(env, sources);
}

/**
 * The module specifiers a file imports (import, export from, import(), require, import types), with where each is.
 * @param {string} text
 * @returns {import('../playground/imports.mjs').FoundImport[]}
 */
export function importsOf(text) {
  const {importedFiles} = ts.preProcessFile(text, true, true);
  // A require (also `import x = require(...)`) is told as one: the text before its string is `require(`.
  return importedFiles.map((f) => ({specifier: f.fileName, from: f.pos, to: f.end, kind: REQUIRE_BEFORE.test(text.slice(Math.max(0, f.pos - 40), f.pos)) ? /** @type {const} */ ('require') : /** @type {const} */ ('import')}));
}

/** The text just before a required string (whose position is that of its opening quote). */
const REQUIRE_BEFORE = /\brequire\s*\(\s*$/;

/**
 * Syntactic and semantic diagnostics of one file, as the editor lists them (code, line, the whole message chain): the
 * first DIAGNOSTIC_LIMIT in the order of the code, and their count.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {string} file
 * @returns {FileDiagnostics}
 */
export function diagnosticsOf(env, file) {
  const ls = env.languageService;
  const found = [...ls.getSyntacticDiagnostics(file), ...ls.getSemanticDiagnostics(file)].sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  const source = env.getSourceFile(file);
  /** @type {EditorDiagnostic[]} */
  const shown = found.slice(0, DIAGNOSTIC_LIMIT).map((d) => {
    const from = d.start ?? 0;
    return {
      from,
      to: from + (d.length ?? 0),
      line: source === undefined ? 0 : source.getLineAndCharacterOfPosition(from).line + 1,
      code: `TS${d.code}`,
      severity: d.category === ts.DiagnosticCategory.Error ? /** @type {const} */ ('error') : /** @type {const} */ ('warning'),
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    };
  });
  return {shown, total: found.length};
}

/**
 * The JavaScript of one file, emitted with the whole program (so decorator metadata is what tsc gives).
 * @param {VirtualTypeScriptEnvironment} env
 * @param {string} file
 * @returns {string}
 */
export function emitOf(env, file) {
  const js = env.languageService.getEmitOutput(file).outputFiles.find((f) => f.name.endsWith('.js'));
  if (js === undefined) throw new Error(`TypeScript emitted no JavaScript for ${file}`);
  return js.text;
}

/**
 * The JavaScript of one file and its source map (JSON text), for the playground: the map stays on the page, which maps
 * a failure's positions to the reader's file (src/samples/page/playground/failurePlace.mjs); the sandbox gets the code
 * without its `//# sourceMappingURL` line (the map is not there to fetch). The environment must emit with `sourceMap`.
 * @param {VirtualTypeScriptEnvironment} env
 * @param {string} file
 * @returns {{js: string, map: string | undefined}}
 */
export function emitWithMapOf(env, file) {
  const output = env.languageService.getEmitOutput(file).outputFiles;
  const js = output.find((f) => f.name.endsWith('.js'));
  if (js === undefined) throw new Error(`TypeScript emitted no JavaScript for ${file}`);
  return {js: js.text.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '\n'), map: output.find((f) => f.name.endsWith('.js.map'))?.text};
}
