// inversify-site: the search page's inline script, written as a function that the type checker and the linter read.
// Opened with a query, the page requests the index files of its first search while its HTML is read, rather than once
// its scripts have loaded and run; requestIndexFile (searchClient.ts) takes the requests over. The search-index plugin
// hands this function's text, as written here, to both bundles (EARLY_REQUESTS_SOURCE), and earlyRequestsScript
// (searchPageClient.ts) calls it with its arguments: so it is self-contained (no import, no closure) and uses only
// syntax that every browser the site supports runs as written. The Content-Security-Policy hashes the inline
// scripts of the built pages (src/plugins/security-headers/), this one as it ends up there.

/* global window, location -- in the browser */

/**
 * Requests `urls` and leaves the requests by URL in `window[global]`, once, when the address has a query (`?q=`).
 * @param {string[]} urls
 * @param {string} global
 */
export function requestIndexFilesEarly(urls, global) {
  try {
    const page = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
    if (!new URLSearchParams(location.search).get('q') || page[global]) return;
    /** @type {Record<string, Promise<Response>>} */
    const requests = {};
    page[global] = requests;
    urls.forEach((url) => {
      requests[url] = fetch(url, {credentials: 'same-origin', cache: 'no-cache'});
      // A failed request is requested again by the page; unhandled, it would be reported as an error.
      requests[url].catch(() => {});
    });
  } catch {
    // A browser without fetch or URLSearchParams: the page requests the files once its scripts run.
  }
}
