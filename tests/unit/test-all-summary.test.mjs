// `npm test` (scripts/test-all.sh) prints every step's duration and, when a step fails, the durations summary last
// (CONTRIBUTING.md, "The tests"), with the failing status. The real script runs here in a temporary folder beside
// stand-ins for what it calls (scripts/install.sh, npm, node, npx) that succeed, or fail at the step a case names,
// so no part of the real suite runs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

// Each stand-in fails (status 3) when its name and arguments match the regular expression FAIL_ON, and succeeds
// silently otherwise.
const STAND_IN = `#!/usr/bin/env bash
call="$(basename "$0") $*"
if [ -n "\${FAIL_ON:-}" ] && [[ "$call" =~ $FAIL_ON ]]; then echo "stand-in: $call fails" >&2; exit 3; fi
`;

function checkoutWithStandIns() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(root, 'scripts/test-all.sh'), path.join(dir, 'scripts/test-all.sh'));
  fs.writeFileSync(path.join(dir, 'scripts/install.sh'), STAND_IN);
  for (const folder of ['tests/unit', 'tests/examples', 'tests/build']) {
    fs.mkdirSync(path.join(dir, folder), {recursive: true});
    fs.writeFileSync(path.join(dir, folder, 'stand-in.test.mjs'), '');
  }
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  for (const command of ['npm', 'node', 'npx']) fs.writeFileSync(path.join(bin, command), STAND_IN, {mode: 0o755});
  return {dir, bin};
}

/** @param {string} failOn */
function runSuite(failOn) {
  const {dir, bin} = checkoutWithStandIns();
  try {
    const result = spawnSync('bash', [path.join(dir, 'scripts/test-all.sh')], {
      encoding: 'utf8',
      env: {...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, FAIL_ON: failOn},
      timeout: 60_000,
    });
    assert.equal(result.error, undefined, `scripts/test-all.sh did not finish: ${result.error?.message}`);
    return {status: result.status, lines: result.stdout.trimEnd().split('\n'), output: result.stdout + result.stderr};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The steps the run started, from their headers ("=== install"), in order. */
const startedSteps = (/** @type {string[]} */ lines) =>
  lines.filter((line) => line.startsWith('=== ') && !/: \d+ s$/.test(line) && line !== '=== durations').map((line) => line.slice(4));

// A call that fails at each step: the install, a check beside the build, each build, the node tests, the browser tests.
const FAILURES = ['^install.sh', '^npm run --silent lint', '^npm run build -- --out-dir build$', 'out-dir build-hosted$', '^node --test', '^npx playwright'];

for (const failOn of FAILURES) {
  test(`when /${failOn}/ fails, npm test ends with the durations of every step it started, and fails`, () => {
    const {status, lines, output} = runSuite(failOn);
    assert.notEqual(status, 0, 'the suite passed');
    assert.match(output, /stand-in: .* fails/, 'the failing call ran');
    const started = startedSteps(lines);
    assert.ok(started.length > 0, `no step started:\n${lines.join('\n')}`);
    const summaryAt = lines.lastIndexOf('=== durations');
    assert.ok(summaryAt >= 0, `no durations summary after the failure; the output ends:\n${lines.slice(-8).join('\n')}`);
    const summary = lines.slice(summaryAt + 1);
    assert.deepEqual(
      summary.map((line) => line.replace(/^\s*\d+ s {2}/, '')),
      [...started, 'total (failed)'],
      'the summary lists each started step, then the total, and comes last',
    );
  });
}

test('when every step passes, npm test passes without a failure summary', () => {
  const {status, lines} = runSuite('');
  assert.equal(status, 0, lines.join('\n'));
  assert.ok(!lines.some((line) => line.includes('total (failed)')));
  assert.ok(lines.some((line) => /so far; the browser tests follow/.test(line)), 'the summary before the browser tests');
});
