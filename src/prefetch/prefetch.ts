// Replaces @docusaurus/core/lib/client/prefetch.js (src/plugins/prefetch-once). Upstream adds a
// <link rel="prefetch"> for every chunk of every visible link's route, and the routes of a docs
// sidebar share most of their chunks: a doc page added ~370 links for 25 distinct files, in the
// tasks right after hydration. Here each file is requested once, and never when the page already
// fetched it; and the requests wait for an idle moment, made together in one task: right after
// hydration the main thread is the page's own (the search page's first results, a sample's first Run).

const requested = new Map<string, Promise<void>>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function alreadyFetched(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href, 'resource').length > 0;
}

function prefetchWithLink(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

// Safari has no rel=prefetch.
function prefetchWithRequest(url: string): Promise<void> {
  return fetch(url, {credentials: 'include'}).then((response) => {
    if (!response.ok) throw new Error(`prefetch failed: ${url} (${response.status})`);
  });
}

let strategy: ((url: string) => Promise<void>) | undefined;

/** Chosen on the first prefetch, not for every file (and not during start-up). */
function prefetchStrategy(): (url: string) => Promise<void> {
  strategy ??= supportsLinkPrefetch() ? prefetchWithLink : prefetchWithRequest;
  return strategy;
}

/** Files waiting for the idle moment, and what each one's prefetch resolves. */
const queued = new Map<string, () => void>();

/** Prefetches the queued files, those the page fetched meanwhile excepted. */
function prefetchQueued(): void {
  const files = [...queued];
  queued.clear();
  for (const [url, done] of files) {
    if (alreadyFetched(url)) done();
    else prefetchStrategy()(url).catch(() => {}).then(done);
  }
}

/** Once the main thread is idle (or within a second when it never is); Safari has no requestIdleCallback. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, {timeout: 1000});
  else setTimeout(work, 200);
}

/** Same contract as upstream: resolves when done, never rejects (a 404 shows in the console anyway). */
export default function prefetch(url: string): Promise<void> {
  let pending = requested.get(url);
  if (!pending) {
    if (alreadyFetched(url)) pending = Promise.resolve();
    else {
      if (queued.size === 0) whenIdle(prefetchQueued);
      pending = new Promise((resolve) => queued.set(url, resolve));
    }
    requested.set(url, pending);
  }
  return pending;
}
