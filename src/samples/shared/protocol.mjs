// What the build writes for the samples feature and what the page reads of it, declared once for both sides:
// where the runner's files live, the shape of a workspace's manifest and of the files it points to, the path of
// a sample's TypeScript for the editor. The block each embedded sample is wrapped in: ./block.mjs.
// Browser-safe: no Node imports (the build, src/samples/build/, and the page, src/samples/page/, both import it).
import {samplesDir} from './versions.mjs';

/**
 * @typedef {import('./versions.mjs').Version} Version
 *
 * @typedef {{code: string, line: number, message: string}} Diagnostic A compile error of a *.fails.ts sample.
 *
 * @typedef {{kind: 'run', asset: string} | {kind: 'node', reason: string} | {kind: 'fails', diagnostics: Diagnostic[]}} ManifestEntry
 *   How a sample is offered: runnable (its compiled file), Node only (why), or its compile errors.
 *
 * @typedef {object} Manifest `<RUNNER_DIR><version>.json`: one workspace's samples and the files a run needs.
 *   Every file name is relative to RUNNER_DIR.
 * @property {Version} version
 * @property {'cjs' | 'esm'} format how the workspace's samples are compiled (its tsconfig's module)
 * @property {string} worker the worker that runs a sample (src/samples/sandbox/worker.mjs)
 * @property {string} compiler the sample editor's compiler worker (TypeScript)
 * @property {string} upgrade the playground's upgrade transform (src/upgrade/), which the compiler worker loads when a
 *   reader asks for an upgrade
 * @property {string} types this version's compiler options and declaration files, for the editor
 * @property {string} release the workspace's inversify release and packages
 * @property {string} frame the sandboxed frame's document (a directory: its index.html)
 * @property {Record<string, ManifestEntry>} samples keyed by path from the site root (examples/v7/src/...)
 * @property {string[]} packages the import specifiers the release file carries (inversify, reflect-metadata, its
 *   `@inversifyjs/*` packages): what code run here may import besides its own files
 * @property {string} starter the playground's starter program for this version: its entry, a key of `samples`
 *
 * @typedef {{entry: string, modules: Record<string, string>, format?: 'cjs' | 'esm'}} CompiledProgram Compiled
 *   JavaScript of a program: module ids (paths below the workspace's src/, ending in .js) to code, the one to start,
 *   and how its modules are written when not as the workspace's samples are (a playground program's own settings).
 *
 * @typedef {CompiledProgram & {expected: string[]}} CompiledSample A runnable sample's file (ManifestEntry
 *   `asset`): its program and its `// prints:` lines.
 *
 * @typedef {{entry: string, files: Record<string, string>}} SampleSources A sample's TypeScript and that of the
 *   sample files it imports, by path below the workspace's src/ (sourceAsset).
 *
 */

/** Below a workspace's src/: the playground's own samples (its starter programs), which no docs page embeds. */
export const PLAYGROUND_SAMPLES_DIR = 'playground/';

/**
 * The entry of a version's starter program, the code the playground opens on (Manifest `starter`).
 * @param {Version} version
 */
export const starterFile = (version) => `${samplesDir(version)}${PLAYGROUND_SAMPLES_DIR}starter/main.ts`;

/** Where the runner's files are, below the site's base URL (and in the build folder: build/sample-runner/). */
export const RUNNER_DIR = 'sample-runner/';

/** Below RUNNER_DIR: the files whose names carry a content hash, cached for a year (static/_headers). */
export const HASHED_DIR = 'assets/';

/** Below RUNNER_DIR: the sandboxed frame's document (src/samples/sandbox/frame.mjs). */
export const FRAME_DIR = 'frame/';

/**
 * A workspace's manifest, below RUNNER_DIR.
 * @param {Version} version
 */
export const manifestAsset = (version) => `${version}.json`;

/**
 * A workspace's error reference entries (src/samples/build/errorEntries.mjs), below RUNNER_DIR.
 * @param {Version} version
 */
export const errorEntriesAsset = (version) => `${version}.errors.json`;

/**
 * Where the editor finds a sample's TypeScript (SampleSources), below RUNNER_DIR.
 * @param {Version} version
 * @param {string} file examples/<version>/src/...
 */
export function sourceAsset(version, file) {
  return `${version}/source/${pathInSamples(version, file)}.json`;
}

/**
 * A sample's path below its workspace's src/ folder.
 * @param {Version} version
 * @param {string} file examples/<version>/src/...
 */
export function pathInSamples(version, file) {
  const dir = samplesDir(version);
  if (!file.startsWith(dir)) throw new Error(`${file} is not a sample of ${dir}`);
  return file.slice(dir.length);
}
