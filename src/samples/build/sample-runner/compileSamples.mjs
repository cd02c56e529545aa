// Compiles the samples of one examples workspace with the TypeScript API, the way the sample tests do with
// tsc (one program per workspace, its own tsconfig: decorator metadata needs the type checker), and
// captures the compile errors of its *.fails.ts samples. Output stays in memory.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {importsOf, sampleOffer} from '../classify.mjs';
import {listSampleFiles} from '../samples.mjs';
import {workspaceDir} from '../../shared/versions.mjs';

/**
 * One sample of a workspace as the runner's manifest describes it: `entry` and `modules` (module id -> compiled
 * JavaScript) for a runnable one, `reason` for a Node-only one, `diagnostics` for a *.fails.ts one.
 * @typedef {{
 *   file: string,
 *   kind: 'run' | 'node' | 'fails',
 *   expected?: string[],
 *   entry?: string,
 *   modules?: Record<string, string>,
 *   reason?: string,
 *   diagnostics?: {code: string, line: number, message: string}[],
 *   sources?: Record<string, string>,
 * }} CompiledSample
 * `sources` (runnable and *.fails.ts samples): the TypeScript of the sample and of the sample files it imports, by
 * path below src/, for the in-browser editor.
 */

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');

/**
 * @param {string} configPath
 * @param {import('typescript').CompilerOptions} overrides
 */
function readConfig(configPath, overrides) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`Cannot read ${configPath}`);
  return parsed;
}


/**
 * A compiler host that parses each file once for the programs of one workspace (same compiler options but for the
 * output): the *.fails.ts program reuses the declaration files the samples' program parsed and bound (the standard
 * library, @types/node, the release's types), as a language service shares them between its programs.
 * @param {import('typescript').CompilerOptions} options
 * @returns {import('typescript').CompilerHost}
 */
function sharingHost(options) {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  /** @type {Map<string, import('typescript').SourceFile | undefined>} */
  const parsed = new Map();
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const how = typeof languageVersionOrOptions === 'object' ? [languageVersionOrOptions.languageVersion, languageVersionOrOptions.impliedNodeFormat] : [languageVersionOrOptions];
    const key = JSON.stringify([fileName, ...how]);
    if (!shouldCreateNewSourceFile && parsed.has(key)) return parsed.get(key);
    const file = parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    parsed.set(key, file);
    return file;
  };
  return host;
}

/**
 * @param {string} siteDir
 * @param {import('../../shared/versions.mjs').Version} version
 * @returns {{format: 'cjs' | 'esm', samples: Map<string, CompiledSample>, options: import('typescript').CompilerOptions}} samples keyed by
 *   path relative to siteDir; the compiler options they were compiled with
 */
export function compileWorkspace(siteDir, version) {
  const dir = path.join(siteDir, workspaceDir(version));
  const srcDir = path.join(dir, 'src');
  const config = readConfig(path.join(dir, 'tsconfig.json'), {noEmit: false, outDir: path.join(dir, '.out', 'sample-runner')});
  const format = config.options.module === ts.ModuleKind.CommonJS ? 'cjs' : 'esm';
  const files = listSampleFiles(srcDir);
  /** @param {string} abs */
  const rel = (abs) => path.relative(siteDir, abs).split(path.sep).join('/');
  /** @type {Map<string, CompiledSample>} */
  const samples = new Map();

  // Runnable samples: emit JavaScript, keyed by the source it came from.
  const host = sharingHost(config.options);
  const program = ts.createProgram({rootNames: config.fileNames, options: config.options, host});
  /** @type {Map<string, string>} */
  const emitted = new Map();
  program.emit(undefined, (fileName, text, _bom, _onError, sources) => {
    if (fileName.endsWith('.js') && sources?.length === 1) emitted.set(path.resolve(sources[0].fileName), text);
  });
  /** @param {string} abs */
  const moduleId = (abs) => path.relative(srcDir, abs).split(path.sep).join('/').replace(/\.ts$/, '.js');

  for (const file of files.filter((f) => !f.endsWith('.fails.ts'))) {
    const source = fs.readFileSync(file, 'utf8');
    // The same decision as the page's block (../sampleBlock.mjs); `offered` is the page's alone.
    const offer = sampleOffer(rel(file), source);
    /** @type {CompiledSample} */
    const entry = {file: rel(file), kind: offer.kind, expected: offer.expected, ...(offer.kind === 'node' && {reason: offer.reason})};
    if (offer.kind === 'run') {
      // The sample and the sample files it imports, by module id (path below src/, .js).
      /** @type {Record<string, string>} */
      const modules = {};
      const queue = [file];
      while (queue.length > 0) {
        const current = /** @type {string} the queue is not empty */ (queue.shift());
        const id = moduleId(current);
        if (id in modules) continue;
        const js = emitted.get(current);
        if (js === undefined) throw new Error(`The sample runner got no JavaScript for ${rel(current)}`);
        modules[id] = js;
        for (const s of importsOf(fs.readFileSync(current, 'utf8')).filter((x) => x.startsWith('.'))) {
          // './x.js' (ESM) or './x' (CommonJS, as Node's require resolves it): the source is ./x.ts.
          queue.push(path.resolve(path.dirname(current), `${s.replace(/\.js$/, '')}.ts`));
        }
      }
      entry.entry = moduleId(file);
      entry.modules = modules;
      entry.sources = Object.fromEntries(Object.keys(modules).map((id) => [id.replace(/\.js$/, '.ts'), fs.readFileSync(path.join(srcDir, id.replace(/\.js$/, '.ts')), 'utf8')]));
    }
    samples.set(entry.file, entry);
  }

  // *.fails.ts samples: the compile errors their page exists to show.
  const failing = files.filter((f) => f.endsWith('.fails.ts'));
  if (failing.length > 0) {
    const failProgram = ts.createProgram({rootNames: failing, options: {...config.options, noEmit: true}, host});
    for (const file of failing) {
      const sourceFile = failProgram.getSourceFile(file);
      const diagnostics = [...failProgram.getSyntacticDiagnostics(sourceFile), ...failProgram.getSemanticDiagnostics(sourceFile)].map(
        (d) => ({
          code: `TS${d.code}`,
          line: d.file === undefined || d.start === undefined ? 0 : d.file.getLineAndCharacterOfPosition(d.start).line + 1,
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        }),
      );
      samples.set(rel(file), {file: rel(file), kind: 'fails', diagnostics, sources: {[path.relative(srcDir, file).split(path.sep).join('/')]: fs.readFileSync(file, 'utf8')}});
    }
  }
  return {format, samples, options: config.options};
}
