// Runs samples of one release against another: the trigger of an error-reference entry (the samples its page shows)
// compiled and run against each other release the site documents, so that what a page says about another release
// ("In 6.x: …") is checked against that release's behaviour. The container methods that only changed names between
// releases (7.x's `unbindSync` is 6.x's and 8.x's `unbind`) are renamed on the way (RENAMES). A trigger that another
// release's API cannot express that way has a translation in that release's workspace:
// examples/<target>/cross-version/<source>/<file name>, which replaces the copy of the sample there (same name, same
// situation, the target release's API; 8.x uses 7.x's translations of 6.x samples, having the same API there). A case
// the entry describes but its sample does not show runs as a variant: <sample name>.<case>.ts in the same folder.
//
// Each target workspace gets a scratch project under its .out/ folder: the samples (or their translations) as ES
// modules compiled with the workspace's own compiler options, then each run with Node from the workspace, so that
// `inversify` is the release the workspace pins.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {workspaceDir} from '../../src/samples/shared/versions.mjs';
import {limitFor, runProcess} from '../processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const UNCAUGHT_REPORTER = path.join(import.meta.dirname, 'reportUncaught.mjs');

/** The folder of the translations of `source`'s samples into `target`'s API. */
export const translationsDir = (/** @type {import('../../src/samples/shared/versions.mjs').Version} */ target, /** @type {string} */ source) => path.join(workspaceDir(target), 'cross-version', source);

let scratchCount = 0;

/** The synchronous container methods of 7.x, which 6.x and 8.x name without the suffix. */
const SYNC_NAMES = ['loadSync', 'unloadSync', 'rebindSync', 'unbindSync', 'unbindAllSync'];
const dropSync = SYNC_NAMES.map((name) => /** @type {[RegExp, string]} */ ([new RegExp(`\\bcontainer\\.${name}\\b`, 'g'), `container.${name.replace(/Sync$/, '')}`]));
const addSync = SYNC_NAMES.map((name) => /** @type {[RegExp, string]} */ ([new RegExp(`\\bcontainer\\.${name.replace(/Sync$/, '')}\\b(?!Sync|Async)`, 'g'), `container.${name}`]));
/** 6.x's `decorate` takes the prototype for a method or a property, 7.x's and 8.x's the class. */
const decorateOnPrototype = /** @type {[RegExp, string]} */ ([/\bdecorate\(([^,]+), (\w+), '/g, "decorate($1, $2.prototype, '"]);
/** `<source>><target>` → the renames that turn a call of the source release into the same call of the target. */
const RENAMES = {'v7>v6': [...dropSync, decorateOnPrototype], 'v8>v6': [decorateOnPrototype], 'v7>v8': dropSync, 'v6>v7': addSync, 'v8>v7': addSync};

/** The workspace name of a sample path: 'v7' for 'examples/v7/src/…'. */
const workspaceName = (/** @type {string} */ file) => file.split('/')[1];

/**
 * @typedef {object} CrossRun
 * @property {string} sample the sample (relative to ROOT) whose trigger this is
 * @property {string} file the file that ran: the sample itself or its translation
 * @property {boolean} translated
 * @property {string[]} compileErrors tsc's errors for the file, empty when it compiled
 * @property {string | undefined} thrown the message of the error it ended with, if any
 * @property {string} stdout
 */

/**
 * Compiles and runs `samples` (paths relative to ROOT, from other workspaces) against the release of `target`.
 * @param {import('../../src/samples/shared/versions.mjs').Version} target workspace id, e.g. 'v6'
 * @param {string[]} samples
 * @param {{translations?: boolean}} [options] translations: false runs each sample as written
 * @returns {Promise<CrossRun[]>}
 */
export async function runAgainst(target, samples, {translations = true} = {}) {
  scratchCount += 1;
  const scratch = path.join(ROOT, workspaceDir(target), '.out', `cross-version-${process.pid}-${scratchCount}`);
  fs.rmSync(scratch, {recursive: true, force: true});
  const srcDir = path.join(scratch, 'src');
  // ES modules everywhere: inversify 8 is ESM only, and 6.x/7.x's CommonJS builds import fine from ESM.
  fs.mkdirSync(srcDir, {recursive: true});
  fs.writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({type: 'module'}));
  const entries = samples.flatMap((sample) => {
    const source = workspaceName(sample);
    // 8.x shares 7.x's API apart from the renamed methods: a 6.x sample's translation for 7.x serves 8.x too.
    // versions-once: named on purpose in the next 2 lines, a fact about these releases' APIs, not a list of versions.
    const own = translationsDir(target, source);
    const dir = target === 'v8' && source === 'v6' && !fs.existsSync(path.join(ROOT, own)) ? translationsDir('v7', source) : own;
    const name = path.basename(sample);
    const translated = translations && fs.existsSync(path.join(ROOT, dir, name));
    const variants = translations && fs.existsSync(path.join(ROOT, dir))
      ? fs.readdirSync(path.join(ROOT, dir)).filter((f) => f !== name && f.startsWith(`${name.replace(/\.ts$/, '')}.`) && f.endsWith('.ts'))
      : [];
    return [translated ? path.join(dir, name) : sample, ...variants.map((v) => path.join(dir, v))].map((file) => {
      const copy = path.join(srcDir, source, path.basename(file));
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const from = file === sample ? source : workspaceName(file);
      const renames = translations && from !== target ? (RENAMES[/** @type {keyof typeof RENAMES} */ (`${from}>${target}`)] ?? []) : [];
      const renamed = renames.reduce((code, [from, to]) => code.replace(from, to), text);
      fs.mkdirSync(path.dirname(copy), {recursive: true});
      fs.writeFileSync(copy, renamed);
      return {sample, file, translated: file !== sample || renamed !== text, copy};
    });
  });
  fs.writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      extends: '../../tsconfig.json',
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        // The trigger is what matters here, not how a sample of another workspace imports its types.
        verbatimModuleSyntax: false,
        skipLibCheck: true,
        rootDir: 'src',
        outDir: 'out',
        noEmitOnError: false,
      },
      include: ['src/**/*.ts'],
      exclude: [],
    }),
  );
  // A workspace's samples compile in about 10 s on an idle 2-core machine.
  const compiled = await runProcess(process.execPath, [TSC, '-p', path.join(scratch, 'tsconfig.json'), '--pretty', 'false'], {cwd: ROOT, limit: limitFor(15)});
  /** @type {Map<string, string[]>} copy → errors */
  const errors = new Map();
  for (const line of compiled.stdout.split('\n')) {
    const m = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
    if (m === null) continue;
    const copy = path.resolve(ROOT, m[1]);
    errors.set(copy, [...(errors.get(copy) ?? []), `${m[3]} at line ${m[2]}: ${m[4]}`]);
  }
  /** @param {(typeof entries)[number]} entry */
  const runEntry = async ({sample, file, translated, copy}) => {
    const compileErrors = errors.get(copy) ?? [];
    if (compileErrors.length > 0) return {sample, file, translated, compileErrors, thrown: undefined, stdout: ''};
    const js = path.join(scratch, 'out', path.relative(srcDir, copy)).replace(/\.ts$/, '.js');
    const report = `${js}.thrown.json`;
    // A sample takes about 2 s on an idle 2-core machine.
    const result = await runProcess(process.execPath, ['--import', pathToFileURL(UNCAUGHT_REPORTER).href, js], {
      cwd: path.join(ROOT, workspaceDir(target)),
      limit: limitFor(2),
      env: {...process.env, SAMPLE_UNCAUGHT_REPORT: report},
    });
    const thrown = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')).message : undefined;
    if (thrown === undefined && result.code !== 0) throw new Error(`${file} exited with ${result.code} in ${target}:\n${result.stderr}`);
    return {sample, file, translated, compileErrors, thrown, stdout: result.stdout};
  };
  try {
    // Four samples at a time, as the sample tests run them (each is a Node process; all at once, each outlived its
    // limit on a busy machine), and every run ended before the scratch folder goes.
    const queue = entries.map((entry, i) => ({entry, i}));
    /** @type {PromiseSettledResult<Awaited<ReturnType<typeof runEntry>>>[]} */
    const settled = [];
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        settled[next.i] = await runEntry(next.entry).then((value) => ({status: 'fulfilled', value}), (reason) => ({status: 'rejected', reason}));
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    return settled.map((r) => /** @type {PromiseFulfilledResult<Awaited<ReturnType<typeof runEntry>>>} */ (r).value);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}
