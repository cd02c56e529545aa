// The search page's inline script (src/search/earlyRequests.mjs, inlined by src/plugins/search-index): the text the
// build puts in the page, run as the page runs it, in a context of its own with the page's globals.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {earlyRequestsSource} from '../../src/plugins/search-index/index.mjs';
import {EARLY_REQUESTS_GLOBAL} from '../../src/search/indexFiles.mjs';

const URLS = ['/search-index/default.json', '/search-index/texts/default.json'];

/**
 * Runs the inline script as the page's HTML has it (searchPageClient.ts: the function called with its arguments).
 * @param {string} search location.search
 * @param {{fails?: boolean, window?: Record<string, unknown>}} [options]
 */
function runInPage(search, {fails = false, window = {}} = {}) {
  /** @type {[string, RequestInit | undefined][]} */
  const fetched = [];
  const fetch = (/** @type {string} */ url, /** @type {RequestInit} */ init) => {
    fetched.push([url, init]);
    return fails ? Promise.reject(new TypeError('offline')) : Promise.resolve({url});
  };
  const page = vm.createContext({window, location: {search}, fetch, URLSearchParams});
  vm.runInContext(`(${earlyRequestsSource()})(${JSON.stringify(URLS)}, ${JSON.stringify(EARLY_REQUESTS_GLOBAL)})`, page);
  return {fetched, requests: /** @type {Record<string, Promise<unknown>> | undefined} */ (window[EARLY_REQUESTS_GLOBAL])};
}

test('opened with a query, the inline script requests each index file once, revalidated, and leaves the requests by URL', async () => {
  const {fetched, requests} = runInPage('?q=container');
  // Objects made in the page's context: compared as JSON.
  assert.deepEqual(JSON.parse(JSON.stringify(fetched)), URLS.map((url) => [url, {credentials: 'same-origin', cache: 'no-cache'}]));
  assert.deepEqual(Object.keys(requests ?? {}), URLS);
  assert.equal((/** @type {{url?: string}} */ (await requests?.[URLS[0]]))?.url, URLS[0]);
});

test('without a query, or with the requests already made, the inline script requests nothing', () => {
  assert.deepEqual(runInPage('').fetched, []);
  assert.deepEqual(runInPage('?q=').fetched, []);
  const window = {[EARLY_REQUESTS_GLOBAL]: {}};
  assert.deepEqual(runInPage('?q=container', {window}).fetched, []);
});

test('a failed request is no unhandled rejection: the page requests the file again', async () => {
  /** @type {unknown[]} */
  const unhandled = [];
  const onUnhandled = (/** @type {unknown} */ reason) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const {requests} = runInPage('?q=container', {fails: true});
    await assert.rejects(requests?.[URLS[1]] ?? Promise.resolve(), /offline/);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('the inlined text carries no comment, and nothing outside the function: it runs on its own', () => {
  const source = earlyRequestsSource();
  assert.match(source, /^function requestIndexFilesEarly\(urls, global\) \{\n[\s\S]*\n\}$/);
  assert.doesNotMatch(source, /^\s*\/\/|\n\s/m);
});
