// The order in which the page hands calls to a compiler worker (./compiler.ts), and their time limit. One call at a
// time: the worker answers in order anyway, so a call sent while another runs would wait in the worker, and its
// limit would count the other's time. Here a call waits on the page and its clock starts when the worker gets it, so
// the limit counts the worker's own time on that call. A waiting call with a key (a check of one file, or of the
// playground's program) is replaced by a newer call with the same key: the newer sources are the ones worth checking,
// and whoever waited for the older one gets the newer one's answer. Pure (timers are passed in):
// tests/unit/check-queue.test.mjs drives it with a fake clock.

/**
 * @typedef {object} Timers
 * @property {(run: () => void, ms: number) => unknown} set
 * @property {(handle: unknown) => void} clear
 */

/**
 * @template T
 * @typedef {object} Waiting
 * @property {string | undefined} key
 * @property {() => Promise<T>} start sends the call to the worker
 * @property {Array<{resolve: (value: T) => void, reject: (error: unknown) => void}>} waiters
 */

/**
 * A queue of calls to one worker.
 * @param {object} options
 * @param {number} options.limitMs how long the worker may take over one call
 * @param {(limitMs: number) => Error} options.overTime the error of a call past its limit
 * @param {(error: Error) => void} options.onOverTime called once a call passes its limit (the caller ends the worker)
 * @param {Timers} [options.timers]
 */
export function createCheckQueue({limitMs, overTime, onOverTime, timers = {set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(/** @type {ReturnType<typeof setTimeout>} */ (handle))}}) {
  /** @type {Waiting<any>[]} */
  const waiting = [];
  let busy = false;
  /** @type {Error | undefined} */
  let stopped;

  const next = () => {
    const call = stopped === undefined ? waiting.shift() : undefined;
    if (call === undefined) {
      busy = false;
      return;
    }
    busy = true;
    /** @type {Promise<unknown>} */
    let answer;
    try {
      answer = call.start();
    } catch (error) {
      answer = Promise.reject(error);
    }
    let settled = false;
    const settle = (/** @type {(w: Waiting<any>['waiters'][number]) => void} */ tell) => {
      if (settled) return;
      settled = true;
      timers.clear(timer);
      for (const waiter of call.waiters) tell(waiter);
      next();
    };
    const timer = timers.set(() => {
      const error = overTime(limitMs);
      // Stopped first: no waiting call is sent to the worker that is about to end.
      stop(error);
      settle((w) => w.reject(error));
      onOverTime(error);
    }, limitMs);
    answer.then(
      (value) => settle((w) => w.resolve(value)),
      (error) => settle((w) => w.reject(error)),
    );
  };

  /**
   * Rejects every waiting call with `error`, and every later one: the worker has ended.
   * @param {Error} error
   */
  const stop = (error) => {
    stopped ??= error;
    for (const call of waiting.splice(0)) for (const waiter of call.waiters) waiter.reject(error);
  };

  return {
    /**
     * The worker's answer to a call, sent once the calls before it are answered, given up `limitMs` after it was sent.
     * @template T
     * @param {() => Promise<T>} start sends the call
     * @param {string} [key] a waiting call with the same key is replaced by this one
     * @returns {Promise<T>}
     */
    call(start, key) {
      if (stopped !== undefined) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        const replaced = key === undefined ? undefined : waiting.find((w) => w.key === key);
        if (replaced !== undefined) {
          replaced.start = start;
          replaced.waiters.push({resolve, reject});
        } else {
          waiting.push({key, start, waiters: [{resolve, reject}]});
        }
        if (!busy) next();
      });
    },
    stop,
    /** How many calls wait (not counting the one the worker has). */
    get waiting() {
      return waiting.length;
    },
  };
}
