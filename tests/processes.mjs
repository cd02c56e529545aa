// Starting a process from a test (or from `npm run check`, which runs the tests' checks): every run has a time limit
// that holds on a slow or busy machine, and a run its limit ends says "timed out after N s" instead of passing for
// an exit code (a killed process has none: read as 0, a failing run looked like a passing one with no output).
import {execFile} from 'node:child_process';

/**
 * How many times its time on an idle 2-core machine a run may take. A limit only catches a hang, so it is generous: a
 * fresh clone's `npm test` at load 16 on 2 cores (each process then gets about an eighth of a core, and the machine
 * pages) took Jest over 60 s where it takes about 4 s idle, 15 times; 50 leaves room beyond that. TEST_TIME_SCALE
 * multiplies it on a machine slower still.
 */
const SLOWNESS = 50 * (Number(process.env.TEST_TIME_SCALE) > 0 ? Number(process.env.TEST_TIME_SCALE) : 1);

/**
 * The time limit, in seconds, of a run that takes `idleSeconds` on an idle 2-core machine.
 * @param {number} idleSeconds
 */
export const limitFor = (idleSeconds) => Math.ceil(idleSeconds * SLOWNESS);

/** A run that its time limit ended: its message says so, with the command and what it printed until then. */
export class TimedOut extends Error {
  name = 'TimedOut';
}

/**
 * Runs a command to its end and gives its exit code and output, whatever the code. Rejects with TimedOut when the run
 * outlives `limit` seconds, and with an Error when a signal ends it or its output exceeds `maxBuffer`: neither has an
 * exit code to report.
 * @param {string} file
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileOptions & {limit: number}} options `limit` in seconds
 * @returns {Promise<{code: number, stdout: string, stderr: string, output: string}>}
 */
export function runProcess(file, args, {limit, ...options}) {
  const command = [file === process.execPath ? 'node' : file, ...args].join(' ');
  return new Promise((resolve, reject) => {
    execFile(file, args, {maxBuffer: 64 << 20, ...options, encoding: 'utf8', timeout: limit * 1000}, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      const failure = /** @type {(Error & {code?: number | string | null, killed?: boolean, signal?: NodeJS.Signals | null}) | null} */ (error);
      if (failure === null) resolve({code: 0, stdout, stderr, output});
      else if (failure.killed === true && failure.code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
        reject(new TimedOut(`${command} timed out after ${limit} s; its output until then:\n${output}`));
      } else if (typeof failure.code === 'number') resolve({code: failure.code, stdout, stderr, output});
      else reject(new Error(`${command} ended without an exit code (${failure.signal ?? failure.code ?? failure.message}); its output:\n${output}`));
    });
  });
}
