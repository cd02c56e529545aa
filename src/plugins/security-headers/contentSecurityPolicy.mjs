// The site's Content-Security-Policy, built from what a build actually contains: the SHA-256 of every
// inline script Docusaurus writes into the pages (colour mode, announcement bar, ...), so no 'unsafe-inline'
// for scripts, and the search service's hosts only when the build uses hosted search.
import crypto from 'node:crypto';

// Inline <script> elements the browser executes (JSON-LD and other data blocks are not scripts to CSP).
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The distinct inline scripts of some HTML documents, as CSP hash sources.
 * @param {Iterable<string>} htmlDocuments
 * @returns {string[]}
 */
export function inlineScriptHashes(htmlDocuments) {
  const hashes = new Set();
  for (const html of htmlDocuments) {
    for (const [, attributes = '', body] of html.matchAll(INLINE_SCRIPT)) {
      if (/\ssrc=/.test(attributes)) continue;
      const type = /\stype=["']?([^"'\s>]+)/.exec(attributes)?.[1] ?? '';
      if (!EXECUTABLE_TYPE.test(type)) continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The hosts hosted search talks to: the Algolia client's read hosts for this application (its DSN host
 * first, then the fallbacks it retries), and Ask AI's endpoint when an assistant is configured.
 * @param {{appId: string, askAi?: unknown} | undefined} algolia  themeConfig.algolia, for a hosted build.
 */
export function hostedSearchHosts(algolia) {
  if (!algolia) return [];
  const app = algolia.appId.toLowerCase();
  const hosts = [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
  if (algolia.askAi) hosts.push('https://askai.algolia.com');
  return hosts;
}

/**
 * @param {{scriptHashes: string[], connectHosts: string[]}} sources
 * @returns {string} the policy, one header value.
 */
export function contentSecurityPolicy({scriptHashes, connectHosts}) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React writes style attributes (e.g. the tabs' and the search modal's sizes); styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // Same-origin fetches: the search index, the Markdown twin copied by "Copy page", route chunks.
    'connect-src': ["'self'", ...connectHosts],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The only frame is the sample runner's (sample-runner/frame/, sandboxed, with its own policy below):
    // sample code is evaluated there, never under this policy.
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return serialize(directives);
}

/**
 * The policy of the sample runner's frame (src/runner/frame.mjs), the one document that evaluates code:
 * its own inline script by hash; 'unsafe-eval' and blob: for the worker it starts from a blob: URL (a blob:
 * worker inherits this policy), which evaluates the release bundle and CommonJS samples and imports ES
 * module samples from blob: URLs. Nothing else: sample code may not fetch (connect-src 'none'), and only
 * the site's own pages may embed the frame.
 * @param {{scriptHashes: string[]}} sources  the hash of the frame's inline script
 */
export function sampleFramePolicy({scriptHashes}) {
  return serialize({
    'default-src': ["'none'"],
    'script-src': [...scriptHashes, "'unsafe-eval'", 'blob:'],
    'worker-src': ['blob:'],
    'connect-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  });
}

/** @param {Record<string, string[]>} directives  one header value, directives separated by `; ` */
const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
