// The sample editor's compiler: a worker (started by src/samples/page/editor/compiler.ts from the site's origin; it never
// runs sample code) holding the page version's TypeScript environment (./environment.mjs). Exposed with comlink; the
// page calls `load(typesUrl)` once, then `check` and `emit` with the sample's sources, and @valtown/codemirror-ts's
// editor extensions call `updateFile`, `getAutocompletion` and `getHover` (its createWorker) for completion and
// hover types. Nothing it fetches comes from anywhere but the site: the lib files are in the types file.
import {expose} from 'comlink';
import {createWorker} from '@valtown/codemirror-ts/worker';
import {createEnvironment, diagnosticsOf, emitOf, update} from './environment.mjs';

/**
 * @typedef {import('./environment.mjs').EditorDiagnostic} EditorDiagnostic
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

const compilerApi = {
  ...editorFeatures,
  /**
   * Fetches the version's types file and builds the environment (once; later calls wait for the first).
   * @param {string} typesUrl
   */
  async load(typesUrl) {
    environment ??= fetch(typesUrl).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for the type declarations`);
      return createEnvironment(/** @type {TypesFile} */ (await response.json()));
    });
    await editorFeatures.initialize();
  },
  /**
   * Diagnostics of `file`, with the sample's sources (path -> text) in the program.
   * @param {string} file
   * @param {Record<string, string>} sources
   * @returns {Promise<EditorDiagnostic[]>}
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
   * @returns {Promise<{js: string, diagnostics: EditorDiagnostic[]}>}
   */
  async emit(file, sources) {
    const env = await ready();
    update(env, sources);
    return {js: emitOf(env, file), diagnostics: diagnosticsOf(env, file)};
  },
};

/** @typedef {typeof compilerApi} CompilerApi */

expose(compilerApi);
