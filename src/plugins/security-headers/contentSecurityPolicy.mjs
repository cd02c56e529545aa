// The site's Content-Security-Policy, built from what a build actually contains: the SHA-256 of every
// inline script Docusaurus writes into the pages (colour mode, announcement bar, ...), so no 'unsafe-inline'
// for scripts, and the search service's hosts only when the build uses hosted search.
import crypto from 'node:crypto';
import {FRAME_SCRIPT} from '../../samples/sandbox/frame.mjs';

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

/** @typedef {Record<string, string[]>} Directives */

/**
 * The site's policy, for every page: sent as a header by hosts that read _headers, and carried by every page in a
 * <meta> element (metaPolicy) so that it holds on hosts that send no headers.
 * @param {{scriptHashes: string[], connectHosts: string[]}} sources
 * @returns {Directives}
 */
export function contentSecurityPolicy({scriptHashes, connectHosts}) {
  return {
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
}

/**
 * The policy of the sample runner's frame (src/samples/sandbox/frame.mjs), the one document that evaluates code:
 * its own inline script by hash; 'unsafe-eval' and blob: for the worker it starts from a blob: URL (a blob:
 * worker inherits this policy), which evaluates the release bundle and CommonJS samples and imports ES
 * module samples from blob: URLs. Nothing else: no request of any kind leaves it (default-src 'none'
 * covers fetch, XHR, WebSocket, EventSource, images, fonts, media and frames; script-src keeps out scripts and
 * modules from anywhere but blob:), and only the site's own pages may embed it.
 * @returns {Directives}
 */
export function sampleFramePolicy() {
  return {
    'default-src': ["'none'"],
    'script-src': [...inlineScriptHashes([`<script>${FRAME_SCRIPT}</script>`]), "'unsafe-eval'", 'blob:'],
    'worker-src': ['blob:'],
    'connect-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/** @param {Directives} directives  one header value, directives separated by `; ` */
export const headerPolicy = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

// A policy in a <meta> element cannot carry these (browsers ignore them there, with a console error): framing
// of a page is controlled only where the host sends the header.
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** @param {Directives} directives  the content of a <meta http-equiv="Content-Security-Policy"> */
export const metaPolicy = (directives) => headerPolicy(Object.fromEntries(Object.entries(directives).filter(([name]) => !HEADER_ONLY.has(name))));
