// Child process of ./behaviour.mjs: runs compiled samples and writes what each did as JSON to stdout. Started with the
// Node options the samples need (`--preserve-symlinks`, so that a release's packages, linked in from the download
// cache, find each other in the release's folder; a sample's `// node-flags:`), which workers share.
//
// Two ways, chosen by the caller:
// - shared: the samples run one after another in one worker, which loads the release once (loading it is most of a
//   sample's run; a worker per sample took a minute per release on a busy machine). Each sample's output is captured
//   until it has nothing left to do (no timer or immediate pending) or its first uncaught error, which ends it as it
//   would end its process. A sample that does not settle within the limit, or that leaves the globals other than the
//   release alone leaves them (reflect-metadata's functions on Reflect: releases before 6.1.5 do not load it
//   themselves), ends the worker; the rest go on in a new one.
// - isolated: each sample in a worker of its own (a fresh module registry, as a process of its own would have), for
//   the samples that need one (./behaviour.mjs finds them: they do not work as shown when run shared in the release
//   their workspace tests).
//
// Argument: a JSON file of {files: string[], limitSeconds: number, shared: boolean, warm: string}, `warm` a module
// that loads the release as the samples do. Output: one result per file, in
// order: {printed: string[], thrown?: string, timedOut: boolean}.
import fs from 'node:fs';
import {Worker} from 'node:worker_threads';

const {files, limitSeconds, shared, warm} = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

/** @typedef {{printed: string[], thrown?: string, timedOut: boolean}} Result */

/** As the sample tests read output: no output at all is no line; trailing spaces do not count. @param {string} stdout */
const linesOf = (stdout) => (stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd()));

/**
 * One sample in a worker of its own.
 * @param {string} file
 * @returns {Promise<Result>}
 */
function runIsolated(file) {
  return new Promise((resolve) => {
    const worker = new Worker(file, {stdout: true, stderr: true});
    let stdout = '';
    /** @type {string | undefined} */
    let thrown;
    let timedOut = false;
    let exited = false;
    let ended = false;
    const finish = () => {
      if (!exited || !ended) return;
      clearTimeout(timer);
      resolve({printed: linesOf(stdout), ...(thrown === undefined ? {} : {thrown}), timedOut});
    };
    const timer = setTimeout(() => {
      timedOut = true;
      void worker.terminate();
    }, limitSeconds * 1000);
    worker.stdout.setEncoding('utf8');
    worker.stdout.on('data', (chunk) => (stdout += chunk));
    worker.stdout.on('end', () => {
      ended = true;
      finish();
    });
    worker.stderr.resume();
    // An uncaught error or unhandled rejection ends the worker with it, as it would end a process.
    worker.on('error', (error) => (thrown ??= error instanceof Error ? error.message : String(error)));
    worker.on('exit', () => {
      exited = true;
      finish();
    });
  });
}

// The shared worker's code: imports each file in turn (a CommonJS sample too, through Node's ES module loader) and
// posts {index, printed, thrown, timedOut} for each.
const SHARED_WORKER = `
const {parentPort, workerData} = require('node:worker_threads');
const {pathToFileURL} = require('node:url');
const {files, limitSeconds, warm} = workerData;
let current;
// The globals a sample may change for the next one (reflect-metadata's functions on Reflect, above all).
const globals = () => JSON.stringify([Object.getOwnPropertyNames(globalThis).sort(), Reflect.ownKeys(Reflect).map(String).sort()]);
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (current !== undefined && current.thrown === undefined) current.stdout += String(chunk);
  const callback = rest.find((r) => typeof r === 'function');
  if (callback) callback();
  return true;
};
const fail = (error) => {
  if (current !== undefined) current.thrown ??= error instanceof Error ? error.message : String(error);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
const busy = () => process.getActiveResourcesInfo().some((r) => r === 'Timeout' || r === 'Immediate');
(async () => {
  // What a fresh process has once it has loaded the release, as every sample does first.
  await import(pathToFileURL(warm).href);
  const fresh = globals();
  for (const [index, file] of files.entries()) {
    current = {stdout: '', thrown: undefined};
    const started = Date.now();
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      fail(error);
    }
    // Until the sample has nothing left to run, or has ended with an error.
    do {
      await new Promise((resolve) => setImmediate(resolve));
      if (Date.now() - started > limitSeconds * 1000) {
        parentPort.postMessage({index, stdout: current.stdout, thrown: current.thrown, timedOut: true});
        process.exit(0);
      }
    } while (current.thrown === undefined && busy());
    parentPort.postMessage({index, stdout: current.stdout, thrown: current.thrown, timedOut: false});
    // A sample that changed them: the next ones go on in a new worker, as they would in processes of their own.
    if (globals() !== fresh) process.exit(0);
  }
})();
`;

/**
 * Samples one after another in one worker (new ones after a sample that does not settle).
 * @param {string[]} list
 * @returns {Promise<Result[]>}
 */
async function runShared(list) {
  /** @type {Result[]} */
  const results = [];
  while (results.length < list.length) {
    const from = results.length;
    await new Promise((resolve) => {
      const worker = new Worker(SHARED_WORKER, {eval: true, workerData: {files: list.slice(from), limitSeconds, warm}, stdout: true, stderr: true});
      worker.stdout.resume();
      worker.stderr.resume();
      worker.on('message', ({index, stdout, thrown, timedOut}) => {
        results[from + index] = {printed: linesOf(stdout), ...(thrown === undefined ? {} : {thrown}), timedOut};
      });
      worker.on('error', () => {});
      worker.on('exit', resolve);
    });
    // A worker that ended without a word about the next sample (it broke the worker itself): that sample alone.
    if (results.length === from) results[from] = await runIsolated(list[from]);
  }
  return results;
}

/** @type {Result[]} */
let results = [];
if (shared) results = await runShared(files);
else for (const file of files) results.push(await runIsolated(file));
process.stdout.write(JSON.stringify(results));
