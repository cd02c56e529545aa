// ES-module programs run by Node itself, for tests that compare another loader's output with Node's
// (tests/unit/runner-module-cycles.test.mjs, tests/browser/runner-module-cycles.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import {limitFor, runProcess} from './processes.mjs';

/** Node's console without colours, as a file or pipe gets it (the test runner may force colours on). */
const PLAIN_OUTPUT = {...process.env, FORCE_COLOR: '0'};

/**
 * Writes `files` as an ES-module package in a new folder under `parent` and runs `entry` there with Node; the folder
 * is removed afterwards. `parent` decides which node_modules the program resolves packages from.
 * @param {Record<string, string>} files
 * @param {string} entry
 * @param {string} parent
 * @returns {Promise<{code: number, stdout: string, stderr: string}>}
 */
export async function runModulesInNode(files, entry, parent) {
  const dir = fs.mkdtempSync(path.join(parent, 'cycles-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
    // Node runs such small programs in well under a second when idle.
    return await runProcess(process.execPath, [entry], {cwd: dir, env: PLAIN_OUTPUT, limit: limitFor(1.2)});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
