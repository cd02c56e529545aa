// The Node side of the plan tests: a workspace's samples compiled exactly as the build compiles them for the browser
// runner (its cached output when the build has made it: src/samples/build/sample-runner/index.mjs) and runs one of them with ./planRunner.mjs, which
// instruments the same release with the same capture code, giving the PlanSummary the browser would report.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compileCached} from '../../src/samples/build/sample-runner/compileCache.mjs';
import {workspaceDir} from '../../src/samples/shared/versions.mjs';
import {limitFor, runProcess} from '../processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNNER = path.join(import.meta.dirname, 'planRunner.mjs');

/** @type {Map<string, ReturnType<typeof compileCached>>} */
const compiled = new Map();
/** @param {import('../../src/samples/shared/versions.mjs').Version} version */
export function workspace(version) {
  let w = compiled.get(version);
  if (w === undefined) {
    w = compileCached(ROOT, version);
    compiled.set(version, w);
  }
  return w;
}

/**
 * Runs a program (compiled modules) of a workspace in Node with the plan capture.
 * @param {import('../../src/samples/shared/versions.mjs').Version} version
 * @param {{entry: string, modules: Record<string, string>}} program
 * @param {{idleSeconds?: number, fresh?: boolean}} [options] how long the run takes on an idle 2-core machine (its time
 *   limit is scaled from that, tests/processes.mjs): a sample's program about 1 s; `fresh`: run it even when the suite's
 *   cache holds its result (to compare two runs)
 * @returns {Promise<{summary: import('../../src/samples/shared/plan').PlanSummary | undefined, stdout: string, stderr: string, code: number}>}
 */
export async function planProgram(version, program, {idleSeconds = 1, fresh = false} = {}) {
  const cached = fresh ? undefined : cacheFile(version, program);
  if (cached !== undefined && fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8'));
  const result = await planProgramInNode(version, program, limitFor(idleSeconds));
  if (cached !== undefined) {
    fs.mkdirSync(path.dirname(cached), {recursive: true});
    fs.writeFileSync(`${cached}.${process.pid}`, JSON.stringify(result));
    fs.renameSync(`${cached}.${process.pid}`, cached);
  }
  return result;
}

// The code a plan in Node depends on besides the program: the capture, the runner and the installed releases.
const CAPTURE_FILES = [
  RUNNER,
  ...fs.readdirSync(path.join(ROOT, 'src/samples/sandbox/plan')).map((f) => path.join(ROOT, 'src/samples/sandbox/plan', f)),
  path.join(ROOT, 'src/samples/shared/planLimits.mjs'),
  path.join(ROOT, 'src/samples/shared/mapLimits.mjs'),
  path.join(ROOT, 'src/samples/sandbox/moduleIds.mjs'),
  path.join(ROOT, 'package-lock.json'),
];

/** @type {string | undefined} */
let capture;
/** The digest of CAPTURE_FILES, read once per process. */
function captureDigest() {
  if (capture === undefined) {
    const h = crypto.createHash('sha256');
    for (const file of CAPTURE_FILES) h.update(fs.readFileSync(file));
    capture = h.digest('hex');
  }
  return capture;
}

/**
 * Where a program's Node plans are kept for the rest of a suite run: `PLAN_REPORTS_CACHE` (scripts/test-all.sh sets
 * it to a folder of the run), so that the browser tests compare with the plans the node tests computed instead of
 * running every program in Node again. Keyed by everything the result depends on; without the variable, nothing is kept.
 * @param {string} version
 * @param {{entry: string, modules: Record<string, string>}} program
 */
function cacheFile(version, program) {
  const dir = process.env.PLAN_REPORTS_CACHE;
  if (dir === undefined || dir === '') return undefined;
  const h = crypto.createHash('sha256');
  h.update(JSON.stringify({version, format: workspace(/** @type {import('../../src/samples/shared/versions.mjs').Version} */ (version)).format, entry: program.entry, modules: program.modules}));
  h.update(captureDigest());
  return path.join(dir, `${h.digest('hex')}.json`);
}

/**
 * @param {import('../../src/samples/shared/versions.mjs').Version} version
 * @param {{entry: string, modules: Record<string, string>}} program
 * @param {number} limit in seconds
 * @returns {Promise<{summary: import('../../src/samples/shared/plan').PlanSummary | undefined, stdout: string, stderr: string, code: number}>}
 */
async function planProgramInNode(version, program, limit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-'));
  const programFile = path.join(dir, 'program.json');
  const summaryFile = path.join(dir, 'summary.json');
  fs.writeFileSync(programFile, JSON.stringify({version, format: workspace(version).format, entry: program.entry, modules: program.modules}));
  try {
    const result = await runProcess(process.execPath, [RUNNER, programFile, summaryFile], {cwd: path.join(ROOT, workspaceDir(version)), limit});
    const summary = fs.existsSync(summaryFile) ? JSON.parse(fs.readFileSync(summaryFile, 'utf8')) : undefined;
    return {summary, stdout: result.stdout, stderr: result.stderr, code: result.code};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * A sample's plans in Node, by its path (examples/vN/src/…).
 * @param {import('../../src/samples/shared/versions.mjs').Version} version
 * @param {string} file
 * @param {{fresh?: boolean}} [options]
 */
export async function planSample(version, file, {fresh = false} = {}) {
  const sample = workspace(version).samples.get(file);
  if (sample?.kind !== 'run' || sample.entry === undefined || sample.modules === undefined) throw new Error(`${file} is not a sample the browser runs`);
  return planProgram(version, {entry: sample.entry, modules: sample.modules}, {fresh});
}

// As a script: prints a sample's PlanSummary (node tests/examples/plans.mjs v7 examples/v7/src/….ts).
if (process.argv[1] === import.meta.filename) {
  const [version, file] = process.argv.slice(2);
  const result = await planSample(/** @type {import('../../src/samples/shared/versions.mjs').Version} */ (version), file);
  process.stdout.write(`${JSON.stringify(result.summary, null, 2)}\n`);
  if (result.stderr !== '') process.stderr.write(result.stderr);
}
