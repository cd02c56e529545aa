// The page side of the sample editor's compiler (./compilerWorker.mjs, called through comlink): one worker per docs
// version, started on the first Edit with that version's types file only. Edited code is compiled there with the
// workspace's compiler options and the page's release's declarations, then run by the same runner as unedited samples
// (src/samples/page/runner). The same worker answers the editor's completion and hover (./languageFeatures.ts).
import {wrap, type Remote} from 'comlink';
import {assetUrl, loadManifest, loadSample, loadSources, type CompiledProgram, type Version} from '@site/src/samples/page/runner';
import {samplesDir} from '@site/src/samples/shared/versions.mjs';
import {CHECK_TIME_LIMIT_MS} from '@site/src/samples/shared/limits.mjs';
import {createCheckQueue} from './checkQueue.mjs';
import {DEFAULT_SETTINGS, TSCONFIG_NAME} from '@site/src/samples/page/playground/tsconfig.mjs';
import type {CompilerApi, EditorDiagnostic, FileDiagnostics, PlaygroundProgram} from './compilerWorker.mjs';
import type {UpgradeResult} from '@site/src/upgrade/transform.mjs';

export type {EditorDiagnostic, FileDiagnostics};

class Compiler {
  readonly remote: Remote<CompilerApi>;
  private readonly worker: Worker;
  /** Rejects when the worker stops: it failed, or a call passed the time limit (comlink would leave calls waiting for ever). */
  private readonly stopped: Promise<never>;
  private stop!: (error: Error) => void;
  readonly loaded: Promise<void>;
  /**
   * Calls wait here, one at a time with the worker, each given up CHECK_TIME_LIMIT_MS after the worker got it: code
   * can make the checker work for minutes (deeply recursive types), and a link's code arrives with no click. The
   * worker is ended then; the next call starts another.
   */
  private readonly queue = createCheckQueue({
    limitMs: CHECK_TIME_LIMIT_MS,
    overTime: (ms) => new Error(`Type checking stopped: this code took longer than ${ms / 1000} s to check. The editor keeps working; an edit checks it again.`),
    onOverTime: (error) => this.stop(error),
  });

  /**
   * @param playgroundDefaults for the playground's compiler: the release's settings
   * @param onStop called once when the worker has stopped, so that the next call starts another
   */
  constructor(workerUrl: string, typesUrl: string, playgroundDefaults: Readonly<Record<string, unknown>> | undefined, private readonly onStop: () => void) {
    this.worker = new Worker(workerUrl, {name: 'sample-editor-compiler'});
    this.stopped = new Promise((_, reject) => {
      this.stop = (error) => {
        this.queue.stop(error);
        this.worker.terminate();
        reject(error);
        this.onStop();
      };
    });
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.stop(new Error(`The type checker stopped: ${event.message}`));
    });
    this.stopped.catch(() => undefined);
    this.remote = wrap<CompilerApi>(this.worker);
    // Loading the types is not a check of code: it has no time limit of its own (the fetch and lib files take a while).
    this.loaded = Promise.race([this.remote.load(typesUrl, playgroundDefaults), this.stopped]).catch((error: unknown) => {
      throw new Error(`The type checker could not start: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * A call to the worker (`send` makes it), sent once the calls before it are answered and given up after
   * CHECK_TIME_LIMIT_MS of the worker's time. A check waiting with the same `key` (the same file or program) is
   * replaced by this one, and its caller gets this one's answer.
   */
  call<T>(send: () => Promise<T>, key?: string): Promise<T> {
    return this.queue.call(() => Promise.race([send(), this.stopped]), key);
  }

  terminate(): void {
    this.worker.terminate();
  }
}

/** Who a compiler checks for: a sample's editor (the workspace's options) or the playground (its own, per release). */
export type Purpose = 'sample' | 'playground';

const compilers = new Map<`${Version} ${Purpose}`, Promise<Compiler>>();
/** The version's compiler, once its types are loaded; a compiler that failed is dropped, so the next call starts another. */
function compilerFor(version: Version, purpose: Purpose): Promise<Compiler> {
  const key = `${version} ${purpose}` as const;
  let compiler = compilers.get(key);
  if (compiler === undefined) {
    const pending: Promise<Compiler> = loadManifest(version).then(async (manifest) => {
      const started = new Compiler(assetUrl(manifest.compiler), assetUrl(manifest.types), purpose === 'playground' ? DEFAULT_SETTINGS[version] : undefined, () => {
        if (compilers.get(key) === pending) compilers.delete(key);
      });
      try {
        await started.loaded;
      } catch (error) {
        started.terminate();
        throw error;
      }
      return started;
    });
    compiler = pending;
    compiler.catch(() => compilers.delete(key));
    compilers.set(key, compiler);
  }
  return compiler;
}

/** An editable sample: its file in the virtual file system, and the sources the edited code is checked with. */
export interface EditableSample {
  version: Version;
  /** Path of the edited file in the compiler's file system (as below the site's root: /examples/v7/src/...). */
  path: string;
  /** Module id of the edited file in the runner (path below src/, .js). */
  moduleId: string;
  /** The sample's own text. */
  original: string;
  /** The sample files it imports (path -> text), unchanged by the editor. */
  others: Record<string, string>;
}

export async function loadEditable(version: Version, file: string): Promise<EditableSample> {
  const {entry, files} = await loadSources(version, file);
  const prefix = `/${samplesDir(version)}`;
  const others = Object.fromEntries(Object.entries(files).filter(([id]) => id !== entry).map(([id, text]) => [prefix + id, text]));
  return {version, path: prefix + entry, moduleId: entry.replace(/\.ts$/, '.js'), original: files[entry] as string, others};
}

const sourcesOf = (sample: EditableSample, code: string): Record<string, string> => ({...sample.others, [sample.path]: code});

/** Starts the version's type checker (fetching the compiler and the types) without waiting for it. */
export function warmUp(version: Version): void {
  void compilerFor(version, 'sample').catch(() => undefined);
}

/** What the editor's completion and hover (./languageFeatures.ts) ask of the worker. */
export interface LanguageFeatures {
  updateFile(file: Parameters<CompilerApi['updateFile']>[0]): Promise<void>;
  getAutocompletion(query: Parameters<CompilerApi['getAutocompletion']>[0]): Promise<Awaited<ReturnType<CompilerApi['getAutocompletion']>>>;
  getHover(query: Parameters<CompilerApi['getHover']>[0]): Promise<Awaited<ReturnType<CompilerApi['getHover']>>>;
}

/** The version's worker for completion and hover, once loaded; until then (or if it failed) they get no answer. */
export function languageFeaturesOf(version: Version, purpose: Purpose): LanguageFeatures {
  const withCompiler = <T>(call: (remote: Remote<CompilerApi>) => Promise<T>, none: T): Promise<T> =>
    compilerFor(version, purpose).then(
      (compiler) => compiler.call(() => call(compiler.remote)),
      () => none,
    );
  return {
    updateFile: (file) => withCompiler((remote) => remote.updateFile(file), undefined),
    getAutocompletion: (query) => withCompiler((remote) => remote.getAutocompletion(query), null),
    getHover: (query) => withCompiler((remote) => remote.getHover(query), null),
  };
}

/** Diagnostics of the edited code, against the page's release (the first ones, and their count). */
export async function check(sample: EditableSample, code: string): Promise<FileDiagnostics> {
  const compiler = await compilerFor(sample.version, 'sample');
  return compiler.call(() => compiler.remote.check(sample.path, sourcesOf(sample, code)), `check ${sample.path}`);
}

/**
 * Compiles the edited code to the program the runner runs: the sample's other modules as the build compiled them,
 * the edited one from the editor. TypeScript emits despite type errors, as tsc does; their count is returned too.
 */
export async function compileForRun(sample: EditableSample, file: string, code: string): Promise<{program: CompiledProgram; expected: string[]; typeErrors: number}> {
  const [compiled, compiler] = await Promise.all([loadSample(sample.version, file), compilerFor(sample.version, 'sample')]);
  const {js, diagnostics} = await compiler.call(() => compiler.remote.emit(sample.path, sourcesOf(sample, code)));
  return {program: {entry: compiled.entry, modules: {...compiled.modules, [sample.moduleId]: js}}, expected: compiled.expected, typeErrors: diagnostics.total};
}

/**
 * The playground's files, by name (`main.ts`, `services/order.ts`, and a `tsconfig.json` that sets the program's
 * compiler options, ../playground/tsconfig.mjs), and what the release offers to import.
 */
export interface PlaygroundSources {
  /** The release line's workspace ('v7'; ReleaseLine in src/siteData/releaseLines.mjs). */
  version: Version;
  files: Record<string, string>;
  /** The packages the release bundle carries (the manifest's `packages`). */
  packages: string[];
  /** The release line as the messages name it, its tested release and label: 'inversify 7.11.0 (7.x)'. */
  release: string;
}

/** Where the playground's files are in the compiler's file system: the workspace's src/, as for its samples. */
const playgroundDir = (version: Version): string => `/${samplesDir(version)}`;

/** Path of a playground file in the compiler's file system, for the editor's completion and hover. */
export const playgroundPath = (version: Version, name: string): string => playgroundDir(version) + name;

const programOf = ({version, files, packages, release}: PlaygroundSources): PlaygroundProgram => ({
  dir: playgroundDir(version),
  sources: Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name !== TSCONFIG_NAME)
      .map(([name, code]) => [playgroundPath(version, name), code]),
  ),
  packages,
  release,
  tsconfig: files[TSCONFIG_NAME],
  defaults: DEFAULT_SETTINGS[version],
});

/** Keys of the worker's answer (paths) back to the playground's file names. */
const byName = <T>(version: Version, answer: Record<string, T>): Record<string, T> => {
  const dir = playgroundDir(version);
  return Object.fromEntries(Object.entries(answer).map(([path, value]) => [path.slice(dir.length), value]));
};

/** Type errors of every playground file, against the chosen release. */
export async function checkPlayground(sources: PlaygroundSources): Promise<Record<string, FileDiagnostics>> {
  const compiler = await compilerFor(sources.version, 'playground');
  return byName(sources.version, await compiler.call(() => compiler.remote.checkProgram(programOf(sources)), `checkProgram ${playgroundDir(sources.version)}`));
}

/** A compiled playground module as the page keeps it (never sent to the sandbox): its file, TypeScript and source map. */
export interface ModuleOrigin {
  file: string;
  code: string;
  /** The source map's JSON text. */
  map?: string | undefined;
}

/**
 * The playground's files compiled to the program the runner runs, starting at `entry`, with each file's type errors and,
 * by module id, the file each module came from (`origins`: where a failure's positions map back to).
 */
export async function compilePlayground(
  sources: PlaygroundSources,
  entry: string,
): Promise<{program: CompiledProgram; diagnostics: Record<string, FileDiagnostics>; origins: Record<string, ModuleOrigin>}> {
  const compiler = await compilerFor(sources.version, 'playground');
  const {js, maps, format, diagnostics} = await compiler.call(() => compiler.remote.emitProgram(programOf(sources)));
  const modules = Object.fromEntries(Object.entries(byName(sources.version, js)).map(([name, code]) => [moduleIdOf(name), code]));
  const origins = Object.fromEntries(Object.entries(byName(sources.version, maps)).map(([name, map]) => [moduleIdOf(name), {file: name, code: sources.files[name] ?? '', map}]));
  return {program: {entry: moduleIdOf(entry), modules, format}, diagnostics: byName(sources.version, diagnostics), origins};
}

/** A playground file's module id in the runner: its name ending in .js, as the build names compiled samples. */
const moduleIdOf = (name: string): string => name.replace(/\.ts$/, '.js');

/**
 * The playground's files rewritten for a later major by the upgrade transform (src/upgrade/transform.mjs), in the
 * compiler worker of the files' release, which loads the transform on the first call. Bound like a check: a program
 * that keeps the transform busy past CHECK_TIME_LIMIT_MS ends the worker with the same message.
 */
export async function upgradePlayground(version: Version, files: Record<string, string>, path: {from: '6' | '7'; to: '7' | '8'}): Promise<UpgradeResult> {
  const [manifest, compiler] = await Promise.all([loadManifest(version), compilerFor(version, 'playground')]);
  return compiler.call(() => compiler.remote.upgrade(assetUrl(manifest.upgrade), files, path));
}
