// The behaviour half of `npm run api-history`: every sample a version's API pages show, type-checked against each
// release of its line and run there, with what it did compared with what its page shows (its `// prints:` and
// `// throws:` comments, as the sample tests compare them). The result is src/siteData/api-behaviour.json
// (src/remark/apiHistory/behaviourData.mjs reads it): the pages' "Works as shown from …" notes and the changes pages'
// "Behaviour changes".
//
// Bounded: the samples are compiled to JavaScript once per line, with the workspace's compiler options against its
// tested release; each release then gets a folder in node_modules/.cache/api-history/behaviour/ whose node_modules
// link the release's packages (as ./releases.mjs laid them out) and the workspace's reflect-metadata. The samples are
// type-checked there in this process (one program per release; the lib and Node declarations are parsed once), and
// the compiled ones run by ./runSamples.mjs (in one worker per release, but for the samples that need one of their own;
// each with a time limit), two releases at a time.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {apiPageSamples, sampleHash} from '../../src/remark/apiHistory/behaviourData.mjs';
import {expectedOutput, expectedThrow, nodeFlags} from '../../src/samples/build/samples.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/api-history/behaviour');
const RUNNER = path.join(import.meta.dirname, 'runSamples.mjs');
/** A sample runs in well under a second on an idle machine; the limit only catches a hang. */
const SAMPLE_LIMIT_SECONDS = 60;
const PARALLEL_RELEASES = 2;
/** The module a release's folder has for the shared runs to load the release with (./runSamples.mjs). */
const WARM = 'load-release.js';

/**
 * @typedef {import('../../src/remark/apiHistory/behaviourData.mjs').SampleRun} SampleRun
 * @typedef {import('../../src/remark/apiHistory/behaviourData.mjs').LineBehaviour} LineBehaviour
 * @typedef {{outcome: 'as-shown'} | {outcome: 'differs', printed: string[], thrown?: string, timedOut?: boolean} |
 *   {outcome: 'does-not-compile', errors: string[]}} Outcome
 */

/** @param {string} dir @param {string} name the folder of package `name` that Node would find from `dir` */
function packageDir(dir, name) {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(at) === at) throw new Error(`${name} is not installed for ${dir}`);
  }
}

/** @param {string} file a tsconfig.json @returns {ts.CompilerOptions} */
function compilerOptions(file) {
  const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, {...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }});
  if (parsed === undefined) throw new Error(`${file}: unreadable`);
  return parsed.options;
}

/**
 * "TS2339 at line 12: Property 'x' does not exist on type 'Container'." (first line of the message).
 * @param {ts.Diagnostic} d
 */
function describe(d) {
  const line = d.file !== undefined && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
  return `TS${d.code} at line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`;
}

/**
 * Runs ./runSamples.mjs in `cwd` with `flags`; resolves with its results.
 * @param {string} cwd
 * @param {string[]} flags
 * @param {boolean} shared the samples one after another in one worker, or each in its own
 * @param {string[]} files
 * @returns {Promise<{printed: string[], thrown?: string, timedOut: boolean}[]>}
 */
function runBatch(cwd, flags, shared, files) {
  const job = path.join(cwd, `job-${flags.join('_').replace(/\W+/g, '')}-${shared ? 'shared' : 'isolated'}.json`);
  fs.writeFileSync(job, JSON.stringify({files, limitSeconds: SAMPLE_LIMIT_SECONDS, shared, warm: path.join(cwd, WARM)}));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--preserve-symlinks', '--preserve-symlinks-main', ...flags, RUNNER, job],
      {cwd, maxBuffer: 64 << 20, timeout: (files.length + 1) * SAMPLE_LIMIT_SECONDS * 1000},
      (error, stdout, stderr) => (error ? reject(new Error(`${cwd}: the sample runner failed: ${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout))),
    );
  });
}

/**
 * Consecutive releases with the same outcome, as runs.
 * @param {string[]} releases
 * @param {Outcome[]} outcomes one per release
 * @returns {SampleRun[]}
 */
function asRuns(releases, outcomes) {
  /** @type {SampleRun[]} */
  const runs = [];
  outcomes.forEach((outcome, i) => {
    const last = runs.at(-1);
    if (last !== undefined && JSON.stringify({...last, from: '', to: ''}) === JSON.stringify({from: '', to: '', ...outcome})) last.to = releases[i];
    else runs.push(/** @type {SampleRun} */ ({from: releases[i], to: releases[i], ...outcome}));
  });
  return runs;
}

/**
 * Type-checks and runs a version's API-page samples against each release of its line.
 * @param {{contentDir: string, workspace: string}} version
 * @param {string} lineName '7.x'
 * @param {{version: string, tree: string}[]} releases oldest first, each laid out by ./releases.mjs's layOut
 * @returns {Promise<LineBehaviour>}
 */
export async function lineBehaviour(version, lineName, releases) {
  const samples = apiPageSamples(version, ROOT);
  const workspace = path.join(ROOT, version.workspace);
  const srcDir = path.join(workspace, 'src');
  const options = compilerOptions(path.join(workspace, 'tsconfig.json'));
  const dir = path.join(CACHE, lineName);
  fs.rmSync(dir, {recursive: true, force: true});
  const jsDir = path.join(dir, 'js');

  // Once per line: JavaScript with the workspace's settings (decorator metadata needs the full program).
  const emitted = ts.createProgram(samples.map((s) => path.join(ROOT, s.file)), {...options, rootDir: srcDir, outDir: jsDir, noEmit: false, noEmitOnError: false});
  const emitErrors = ts.getPreEmitDiagnostics(emitted).map(describe);
  if (emitErrors.length > 0) throw new Error(`${version.workspace}: the API-page samples do not compile against the tested release:\n${emitErrors.join('\n')}`);
  emitted.emit();

  const type = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')).type ?? 'commonjs';
  const reflectMetadata = packageDir(workspace, 'reflect-metadata');
  // Node's declarations where the workspace finds them, shared by every release's program.
  const typeRoots = [path.dirname(packageDir(workspace, '@types/node'))];
  const host = ts.createCompilerHost(options);
  /** @type {Map<string, ts.SourceFile | undefined>} */
  const shared = new Map();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, ...rest) => {
    if (file.startsWith(dir)) return getSourceFile(file, ...rest);
    if (!shared.has(file)) shared.set(file, getSourceFile(file, ...rest));
    return shared.get(file);
  };

  const sources = samples.map((s) => fs.readFileSync(path.join(ROOT, s.file), 'utf8'));
  /** @param {number} i @param {{printed: string[], thrown?: string, timedOut: boolean}} result @returns {Outcome} */
  const outcomeOf = (i, {printed, thrown, timedOut}) =>
    !timedOut && JSON.stringify(printed) === JSON.stringify(expectedOutput(sources[i])) && thrown === expectedThrow(sources[i])
      ? {outcome: 'as-shown'}
      : {outcome: 'differs', printed, ...(thrown === undefined ? {} : {thrown}), ...(timedOut ? {timedOut} : {})};
  /** @type {Outcome[][]} per sample, per release */
  const outcomes = samples.map(() => []);
  /** @type {{at: string, toRun: {i: number, js: string, flags: string[]}[]}[]} per release */
  const prepared = [];
  for (const [r, {version: release, tree}] of releases.entries()) {
    const at = path.join(dir, 'releases', release);
    const modules = path.join(at, 'node_modules');
    fs.mkdirSync(path.join(modules, '@inversifyjs'), {recursive: true});
    // A release may depend on no @inversifyjs package (6.0.x).
    const scoped = fs.existsSync(path.join(tree, 'node_modules/@inversifyjs')) ? fs.readdirSync(path.join(tree, 'node_modules/@inversifyjs')) : [];
    for (const entry of ['inversify', ...scoped.map((n) => `@inversifyjs/${n}`)]) {
      fs.symlinkSync(fs.readlinkSync(path.join(tree, 'node_modules', entry)), path.join(modules, entry), 'dir');
    }
    fs.symlinkSync(reflectMetadata, path.join(modules, 'reflect-metadata'), 'dir');
    fs.writeFileSync(path.join(at, 'package.json'), JSON.stringify({private: true, type}));
    // Loads the release as a sample of the workspace does: require() in CommonJS, import in an ES module.
    fs.writeFileSync(path.join(at, WARM), type === 'module' ? "import 'inversify';\n" : "require('inversify');\n");
    fs.cpSync(jsDir, path.join(at, 'js'), {recursive: true});
    const copies = samples.map((s, i) => {
      const copy = path.join(at, 'src', path.relative(srcDir, path.join(ROOT, s.file)));
      fs.mkdirSync(path.dirname(copy), {recursive: true});
      fs.writeFileSync(copy, sources[i]);
      return copy;
    });
    const program = ts.createProgram(copies, {...options, rootDir: path.join(at, 'src'), noEmit: true, preserveSymlinks: true, typeRoots}, host);
    /** @type {{i: number, js: string, flags: string[]}[]} */
    const toRun = [];
    copies.forEach((copy, i) => {
      const file = /** @type {ts.SourceFile} */ (program.getSourceFile(copy));
      const errors = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(describe);
      if (errors.length > 0) outcomes[i][r] = {outcome: 'does-not-compile', errors};
      else toRun.push({i, js: path.join(at, 'js', path.relative(srcDir, path.join(ROOT, samples[i].file))).replace(/\.ts$/, '.js'), flags: nodeFlags(sources[i])});
    });
    console.log(`${lineName} ${release}: ${copies.length - toRun.length} of ${copies.length} samples do not compile`);
    prepared.push({at, toRun});
  }

  /**
   * Runs samples of one release: the samples of `isolated` each in a worker of its own, the others in one, by their
   * Node options.
   * @param {number} r
   * @param {Set<number>} isolated
   */
  const runRelease = async (r, isolated) => {
    const {at, toRun} = prepared[r];
    /** @type {Map<number, {printed: string[], thrown?: string, timedOut: boolean}>} */
    const results = new Map();
    const groups = new Map();
    for (const t of toRun) {
      // A sample with Node options of its own runs alone with them.
      const key = JSON.stringify({flags: t.flags, shared: t.flags.length === 0 && !isolated.has(t.i)});
      groups.set(key, [...(groups.get(key) ?? []), t]);
    }
    for (const [key, batch] of groups) {
      const {flags, shared} = JSON.parse(key);
      const ran = await runBatch(at, flags, shared, batch.map((/** @type {{js: string}} */ t) => t.js));
      batch.forEach((/** @type {{i: number}} */ {i}, /** @type {number} */ k) => results.set(i, ran[k]));
    }
    return results;
  };

  // Shared runs in the tested release first: a sample that does not work as shown there when shared needs a worker
  // of its own (state left by another sample, or a sample that changes the process), in every release.
  const last = releases.length - 1;
  /** @type {Set<number>} */
  const isolated = new Set();
  for (const [i, result] of await runRelease(last, new Set())) {
    if (outcomeOf(i, result).outcome !== 'as-shown') isolated.add(i);
  }
  console.log(`${lineName}: ${isolated.size} samples run in workers of their own (${[...isolated].map((i) => path.basename(samples[i].file)).join(', ')})`);
  const queue = releases.map((_, r) => r);
  await Promise.all(Array.from({length: PARALLEL_RELEASES}, async () => {
    for (let r = queue.shift(); r !== undefined; r = queue.shift()) {
      for (const [i, result] of await runRelease(r, isolated)) outcomes[i][r] = outcomeOf(i, result);
      console.log(`${lineName} ${releases[r].version}: ran ${prepared[r].toRun.length} samples`);
    }
  }));
  fs.rmSync(dir, {recursive: true, force: true});

  const versions = releases.map((r) => r.version);
  return {
    releases: versions,
    samples: Object.fromEntries(samples.map((s, i) => [s.file, {sha256: sampleHash(sources[i]), page: s.page, runs: asRuns(versions, outcomes[i])}])),
  };
}
