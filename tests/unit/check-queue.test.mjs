// The order and time limit of calls to the editor's compiler worker (src/samples/page/editor/checkQueue.mjs), on a
// fake clock: a check that waits behind another is not charged for the other's time, and a check that waits is
// replaced by a newer one of the same file or program instead of running after it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createCheckQueue} from '../../src/samples/page/editor/checkQueue.mjs';

const LIMIT = 20_000;

/** A clock the test moves: timers fire when `advance` passes their time. */
function fakeClock() {
  let now = 0;
  /** @type {{at: number, run: () => void, id: number}[]} */
  let timers = [];
  let ids = 0;
  return {
    timers: {
      set: (/** @type {() => void} */ run, /** @type {number} */ ms) => {
        const id = ++ids;
        timers.push({at: now + ms, run, id});
        return id;
      },
      clear: (/** @type {unknown} */ id) => {
        timers = timers.filter((t) => t.id !== id);
      },
    },
    /** @param {number} ms */
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
        await settle();
      }
      now = until;
      await settle();
    },
  };
}

/** Lets every promise reaction that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A call the test answers by hand, recording when the worker got it. */
function workerCall(/** @type {string} */ name, /** @type {string[]} */ sent) {
  /** @type {(value: string) => void} */
  let answer = () => undefined;
  return {
    start: () => {
      sent.push(name);
      return new Promise((resolve) => (answer = resolve));
    },
    answer: (/** @type {string} */ value = name) => answer(value),
  };
}

function queueOn(/** @type {ReturnType<typeof fakeClock>} */ clock) {
  /** @type {Error[]} */
  const overTime = [];
  const queue = createCheckQueue({limitMs: LIMIT, overTime: (ms) => new Error(`took longer than ${ms / 1000} s`), onOverTime: (e) => overTime.push(e), timers: clock.timers});
  return {queue, overTime};
}

test('a check waiting behind another is not charged for the time it waits; its own time is limited', async () => {
  const clock = fakeClock();
  const {queue, overTime} = queueOn(clock);
  /** @type {string[]} */
  const sent = [];
  const first = workerCall('first', sent);
  const second = workerCall('second', sent);
  const firstAnswer = queue.call(first.start, 'check main.ts');
  const secondAnswer = queue.call(second.start, 'check other.ts');
  await settle();
  assert.deepEqual(sent, ['first'], 'the second waits on the page, not in the worker');
  // The first takes most of a limit; the second waits all that time.
  await clock.advance(LIMIT - 1000);
  first.answer();
  assert.equal(await firstAnswer, 'first');
  await settle();
  assert.deepEqual(sent, ['first', 'second']);
  // Longer than the limit since the second was asked for, within it since the worker got it.
  await clock.advance(LIMIT - 1000);
  assert.deepEqual(overTime, [], 'no check is over time');
  second.answer();
  assert.equal(await secondAnswer, 'second');

  // A check that takes the worker longer than the limit is given up, the worker ended, and what waited fails too.
  const slow = workerCall('slow', sent);
  const after = workerCall('after', sent);
  const slowFails = assert.rejects(queue.call(slow.start), /took longer than 20 s/);
  const afterFails = assert.rejects(queue.call(after.start), /took longer than 20 s/);
  await clock.advance(LIMIT);
  await slowFails;
  await afterFails;
  assert.equal(overTime.length, 1);
  assert.deepEqual(sent, ['first', 'second', 'slow'], 'nothing more was sent to the worker that ended');
  await assert.rejects(queue.call(workerCall('later', sent).start), /took longer than 20 s/);
});

test('a waiting check is replaced by a newer one of the same file, and both callers get the newer answer', async () => {
  const clock = fakeClock();
  const {queue} = queueOn(clock);
  /** @type {string[]} */
  const sent = [];
  const running = workerCall('running', sent);
  const older = workerCall('older edit', sent);
  const run = workerCall('emit', sent);
  const newer = workerCall('newer edit', sent);
  const runningAnswer = queue.call(running.start, 'check main.ts');
  const olderAnswer = queue.call(older.start, 'check main.ts');
  // A call without a key (an emit for a Run) is never replaced, and keeps its place.
  const runAnswer = queue.call(run.start);
  const newerAnswer = queue.call(newer.start, 'check main.ts');
  assert.equal(queue.waiting, 2, 'the newer check took the older one\'s place');
  running.answer();
  assert.equal(await runningAnswer, 'running');
  await settle();
  assert.deepEqual(sent, ['running', 'newer edit'], 'the older edit is never checked');
  newer.answer();
  assert.equal(await olderAnswer, 'newer edit');
  assert.equal(await newerAnswer, 'newer edit');
  await settle();
  assert.deepEqual(sent, ['running', 'newer edit', 'emit']);
  run.answer();
  assert.equal(await runAnswer, 'emit');
  await clock.advance(LIMIT * 2);
});
