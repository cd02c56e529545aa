// The sample editor's compiler: a worker (started by src/samples/page/editor/compiler.ts from the site's origin; it never runs
// sample code) holding a TypeScript language service over a virtual file system: the page version's types file
// (src/samples/build/sample-runner/editorAssets.mjs: the workspace's compiler options, lib files and package
// declarations) plus the sample sources the page sends. It reports diagnostics of the edited file and emits its
// JavaScript with the full program, so decorator metadata is what tsc gives the tested samples.
// Messages in:  {type: 'init', typesUrl}, then {type: 'check' | 'emit', id, file, sources: Record<path, text>}.
// Messages out: {type: 'ready'} | {type: 'failed', message}, {type: 'diagnostics', id, diagnostics},
//               {type: 'emitted', id, js, diagnostics} | {type: 'error', id, message}.
import ts from 'typescript';

/**
 * @typedef {{from: number, to: number, line: number, code: string, severity: 'error' | 'warning', message: string}} EditorDiagnostic
 * @typedef {{type: 'init', typesUrl: string} | {type: 'check' | 'emit', id: number, file: string, sources: Record<string, string>}} Request
 */

/** @type {{postMessage: (message: unknown) => void, addEventListener: (type: 'message', listener: (event: MessageEvent<Request>) => void) => void}} */
const scope = /** @type {never} */ (globalThis);

/** @type {Map<string, string>} declaration files and sample sources, by virtual path */
const files = new Map();
/** @type {Map<string, number>} */
const versions = new Map();
/** @type {Set<string>} every directory that holds a file */
const directories = new Set(['/']);
/** @type {string[]} the sample files the program is made of */
let roots = [];
/** @type {import('typescript').CompilerOptions} */
let options = {};
/** @type {import('typescript').LanguageService | undefined} */
let service;

/** @param {string} file */
function addDirectories(file) {
  for (let dir = file.slice(0, file.lastIndexOf('/')); dir !== '' && !directories.has(dir); dir = dir.slice(0, dir.lastIndexOf('/'))) directories.add(dir);
}

/** @param {Record<string, string>} sources */
function update(sources) {
  for (const [file, text] of Object.entries(sources)) {
    if (files.get(file) === text) continue;
    files.set(file, text);
    versions.set(file, (versions.get(file) ?? 0) + 1);
    addDirectories(file);
  }
  roots = Object.keys(sources);
}

/** @type {import('typescript').LanguageServiceHost} */
const host = {
  getCompilationSettings: () => options,
  getScriptFileNames: () => roots,
  getScriptVersion: (file) => String(versions.get(file) ?? 0),
  getScriptSnapshot: (file) => {
    const text = files.get(file);
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => /** @type {string} set by init */ (options.rootDir).replace(/\/src$/, ''),
  // The lib files sit where the build's TypeScript keeps them (node_modules/typescript/lib/).
  getDefaultLibFileName: (o) => `/node_modules/typescript/lib/${ts.getDefaultLibFileName(o)}`,
  fileExists: (file) => files.has(file),
  readFile: (file) => files.get(file),
  directoryExists: (dir) => directories.has(dir.replace(/\/$/, '') || '/'),
  getDirectories: (dir) => {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    return [...directories].filter((d) => d.startsWith(prefix) && !d.slice(prefix.length).includes('/')).map((d) => d.slice(prefix.length));
  },
  realpath: (file) => file,
  useCaseSensitiveFileNames: () => true,
};

/**
 * @param {string} file
 * @returns {EditorDiagnostic[]}
 */
function diagnosticsOf(file) {
  const ls = /** @type {import('typescript').LanguageService} after init */ (service);
  const found = [...ls.getSyntacticDiagnostics(file), ...ls.getSemanticDiagnostics(file)];
  const source = ls.getProgram()?.getSourceFile(file);
  return found.map((d) => {
    const from = d.start ?? 0;
    return {
      from,
      to: from + (d.length ?? 0),
      line: source === undefined ? 0 : source.getLineAndCharacterOfPosition(from).line + 1,
      code: `TS${d.code}`,
      severity: d.category === ts.DiagnosticCategory.Error ? 'error' : 'warning',
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    };
  });
}

/** @type {Promise<void> | undefined} */
let ready;

scope.addEventListener('message', ({data}) => {
  if (data.type === 'init') {
    ready = fetch(data.typesUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for the type declarations`);
        return /** @type {Promise<{options: import('typescript').CompilerOptions, files: Record<string, string>}>} */ (response.json());
      })
      .then((types) => {
        options = types.options;
        for (const [file, text] of Object.entries(types.files)) {
          files.set(file, text);
          addDirectories(file);
        }
        service = ts.createLanguageService(host, ts.createDocumentRegistry());
        scope.postMessage({type: 'ready'});
      });
    ready.catch((error) => scope.postMessage({type: 'failed', message: String(error?.message ?? error)}));
    return;
  }
  const {id, file, sources} = data;
  void (async () => {
    try {
      await ready;
      update(sources);
      if (data.type === 'check') {
        scope.postMessage({type: 'diagnostics', id, diagnostics: diagnosticsOf(file)});
        return;
      }
      const output = /** @type {import('typescript').LanguageService} after init */ (service).getEmitOutput(file);
      const js = output.outputFiles.find((f) => f.name.endsWith('.js'));
      if (js === undefined) throw new Error(`TypeScript emitted no JavaScript for ${file}`);
      scope.postMessage({type: 'emitted', id, js: js.text, diagnostics: diagnosticsOf(file)});
    } catch (error) {
      scope.postMessage({type: 'error', id, message: String(error instanceof Error ? error.message : error)});
    }
  })();
});
