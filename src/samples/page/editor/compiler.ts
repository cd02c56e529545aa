// The page side of the sample editor's compiler (./compilerWorker.mjs): one worker per docs version, started on
// the first Edit with that version's types file only. Edited code is compiled there with the workspace's compiler
// options and the page's release's declarations, then run by the same runner as unedited samples (src/samples/page/runner).
import {assetUrl, loadManifest, loadSample, loadSources, type CompiledProgram, type Version} from '@site/src/samples/page/runner';
import {samplesDir} from '@site/src/samples/shared/versions.mjs';

export interface EditorDiagnostic {
  from: number;
  to: number;
  line: number;
  /** Such as TS2345. */
  code: string;
  severity: 'error' | 'warning';
  message: string;
}

type Reply =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  | {type: 'diagnostics'; id: number; diagnostics: EditorDiagnostic[]}
  | {type: 'emitted'; id: number; js: string; diagnostics: EditorDiagnostic[]}
  | {type: 'error'; id: number; message: string};

class Compiler {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, {resolve: (reply: Reply) => void; reject: (error: Error) => void}>();
  private failure: Error | undefined;

  constructor(workerUrl: string, typesUrl: string) {
    this.worker = new Worker(workerUrl, {name: 'sample-editor-compiler'});
    this.worker.onmessage = ({data}: MessageEvent<Reply>) => {
      if (data.type === 'failed') {
        this.failure = new Error(`The type checker could not start: ${data.message}`);
        this.waiting.forEach(({reject}) => reject(this.failure as Error));
        this.waiting.clear();
        return;
      }
      if (data.type === 'ready') return;
      this.waiting.get(data.id)?.resolve(data);
      this.waiting.delete(data.id);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.failure = new Error(`The type checker stopped: ${event.message}`);
      this.waiting.forEach(({reject}) => reject(this.failure as Error));
      this.waiting.clear();
    };
    this.worker.postMessage({type: 'init', typesUrl});
  }

  private request(type: 'check' | 'emit', file: string, sources: Record<string, string>): Promise<Reply> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, {resolve, reject});
      this.worker.postMessage({type, id, file, sources});
    });
  }

  async check(file: string, sources: Record<string, string>): Promise<EditorDiagnostic[]> {
    const reply = await this.request('check', file, sources);
    if (reply.type === 'error') throw new Error(reply.message);
    return reply.type === 'diagnostics' ? reply.diagnostics : [];
  }

  async emit(file: string, sources: Record<string, string>): Promise<{js: string; diagnostics: EditorDiagnostic[]}> {
    const reply = await this.request('emit', file, sources);
    if (reply.type === 'error') throw new Error(reply.message);
    if (reply.type !== 'emitted') throw new Error('The compiler gave no JavaScript');
    return {js: reply.js, diagnostics: reply.diagnostics};
  }
}

const compilers = new Map<Version, Promise<Compiler>>();
function compilerFor(version: Version): Promise<Compiler> {
  let compiler = compilers.get(version);
  if (compiler === undefined) {
    compiler = loadManifest(version).then((manifest) => new Compiler(assetUrl(manifest.compiler), assetUrl(manifest.types)));
    compiler.catch(() => compilers.delete(version));
    compilers.set(version, compiler);
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
  void compilerFor(version).catch(() => undefined);
}

/** Diagnostics of the edited code, against the page's release. */
export async function check(sample: EditableSample, code: string): Promise<EditorDiagnostic[]> {
  return (await compilerFor(sample.version)).check(sample.path, sourcesOf(sample, code));
}

/**
 * Compiles the edited code to the program the runner runs: the sample's other modules as the build compiled them,
 * the edited one from the editor. TypeScript emits despite type errors, as tsc does; they are returned too.
 */
export async function compileForRun(sample: EditableSample, file: string, code: string): Promise<{program: CompiledProgram; expected: string[]; diagnostics: EditorDiagnostic[]}> {
  const [compiled, compiler] = await Promise.all([loadSample(sample.version, file), compilerFor(sample.version)]);
  const {js, diagnostics} = await compiler.emit(sample.path, sourcesOf(sample, code));
  return {program: {entry: compiled.entry, modules: {...compiled.modules, [sample.moduleId]: js}}, expected: compiled.expected, diagnostics};
}
