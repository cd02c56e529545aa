// Entry of the test bundle of the sample runner (scripts/runner-test-bundle.mjs): the runner's API on a global, for
// the browser tests and the bench to drive every sample and read raw plans. Only that bundle, injected into a page
// of the built site, defines the global; the site itself ships no such hook (tests/build/no-test-hook.test.mjs).
import * as runner from '../../src/samples/page/runner';
import {LINE_BYTES, LINE_LIMIT, RUN_BYTES, TIME_LIMIT_MS} from '../../src/samples/shared/limits.mjs';

const api = {...runner, TIME_LIMIT_MS, LINE_LIMIT, LINE_BYTES, RUN_BYTES};

declare global {
  interface Window {
    /** The runner's API, present once a test has injected the test bundle (tests/browser/runnerApi.ts). */
    inversifySampleRunner?: typeof api;
  }
}
window.inversifySampleRunner = api;
