// tests/processes.mjs, through which tests start processes: a run ended by its time limit or by a signal is reported
// as such, never as an exit code; a run's own exit code and output come back whatever the code.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {TimedOut, limitFor, runProcess} from '../processes.mjs';

const node = (/** @type {string} */ program, limit = limitFor(1)) => runProcess(process.execPath, ['-e', program], {limit});

test('a run that outlives its limit is reported as timed out after the limit, with what it printed', async () => {
  // Node itself starts within that limit on a busy machine; the program then never ends.
  const limit = limitFor(0.1);
  const started = performance.now();
  await assert.rejects(node("console.log('started'); setInterval(() => {}, 1000)", limit), (error) => {
    assert.ok(error instanceof TimedOut, String(error));
    assert.match(error.message, new RegExp(`^node -e .* timed out after ${limit} s; its output until then:\\nstarted\\n`));
    return true;
  });
  assert.ok(performance.now() - started < 2 * limit * 1000, 'the run was ended at its limit');
});

test('a run ended by a signal has no exit code to report', async () => {
  await assert.rejects(node("process.kill(process.pid, 'SIGKILL')"), /ended without an exit code \(SIGKILL\)/);
});

test('a run\'s exit code and output come back, whatever the code', async () => {
  assert.deepEqual(await node("console.log('out'); console.error('err'); process.exitCode = 3"), {code: 3, stdout: 'out\n', stderr: 'err\n', output: 'out\nerr\n'});
  assert.equal((await node('')).code, 0);
});

test('a limit is the idle time scaled for a busy machine, in whole seconds', () => {
  assert.ok(limitFor(4) >= 60, 'Jest, 4 s idle, was over 60 s at load 16 on 2 cores');
  assert.equal(limitFor(0.01), Math.ceil(limitFor(0.01)));
});
