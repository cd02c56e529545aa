#!/usr/bin/env node
// The static host the browser tests and the benches serve a production build from. Files, clean URLs, redirects of
// a directory without its trailing slash, the build's 404.html, ranges and content types come from serve-handler,
// called with the options `docusaurus serve` gives it for this site (it is the library that command is built on),
// so the tests see the responses a maintainer sees under `npm run serve`; like the host the site deploys to
// (GitHub Pages), it sends no security headers by default. Options add what some callers need:
//   headers   every header build/_headers names for the path, as Cloudflare Pages or Netlify would send them
//             (read by ./headers-file.mjs): the Content-Security-Policy test
//   compress  brotli (quality 11) or gzip (level 9) by the request's Accept-Encoding, each file compressed once, as
//             a host precompressing its assets would: the benches
//   caching   hashed assets immutable for a year, everything else revalidated after 10 minutes: the benches
// Command line: node scripts/static-host.mjs <build dir> [--port N] [--host H] [--headers] [--compress] [--caching]
// prints one line once it listens.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {Readable} from 'node:stream';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile} from './headers-file.mjs';

/** @typedef {{port?: number, host?: string, headers?: boolean, compress?: boolean, caching?: boolean}} HostOptions */

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.ico', '.map']);

const CACHING = [
  {source: '**', headers: [{key: 'Cache-Control', value: 'public, max-age=600'}]},
  {source: 'assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
];

/**
 * The path the _headers rules are matched against: the request's path decoded, or as sent when it is not valid
 * percent-encoding (`/%E0%A4%A/`) or the target is no URL at all; serve-handler answers such requests itself.
 * @param {string} target the request line's target
 */
function rulePath(target) {
  let pathname;
  try {
    pathname = new URL(target, 'http://localhost').pathname;
  } catch {
    return target.split(/[?#]/)[0];
  }
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Starts the host for `rootDir`; resolves to its URL (no trailing slash) and a close().
 * @param {string} rootDir
 * @param {HostOptions} [options]
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function serve(rootDir, {port = 0, host = '127.0.0.1', headers = false, compress = false, caching = false} = {}) {
  const root = path.resolve(rootDir);
  const rules = headers ? parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8')) : [];
  const config = {
    public: root,
    // As `docusaurus serve` configures it for this site (docusaurus.config.ts: `trailingSlash: true`).
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
    headers: caching ? CACHING : [],
  };
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();

  /**
   * @param {string} file
   * @param {'br' | 'gzip'} encoding
   */
  function compressedBody(file, encoding) {
    const key = `${file}\0${encoding}`;
    let body = compressed.get(key);
    if (body === undefined) {
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length}})
          : zlib.gzipSync(raw, {level: 9});
      compressed.set(key, body);
    }
    return body;
  }

  /**
   * serve-handler reads the file it resolved (or 404.html) through `createReadStream`, then writes the head with
   * the file's size: the compressed body is handed over there, and the head is corrected to match it.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  function compressing(request, response) {
    const accept = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    /** @type {{encoding: string, body: Buffer} | null} */
    let sending = null;
    const writeHead = response.writeHead.bind(response);
    response.writeHead = /** @type {typeof response.writeHead} */ (
      /** @param {number} status @param {http.OutgoingHttpHeaders} [head] */
      (status, head) => {
        if (sending !== null && head !== undefined) {
          delete head['Accept-Ranges'];
          Object.assign(head, {'Content-Length': sending.body.length, 'Content-Encoding': sending.encoding, Vary: 'Accept-Encoding'});
        }
        return writeHead(status, head);
      }
    );
    /** @type {NonNullable<Parameters<typeof serveHandler>[3]>} */
    const methods = {
      createReadStream(file, options) {
        const ext = path.extname(String(file)).toLowerCase();
        if (!COMPRESSIBLE.has(ext)) return fs.createReadStream(file, options);
        response.setHeader('Vary', 'Accept-Encoding');
        if (encoding === null || request.headers.range !== undefined) return fs.createReadStream(file, options);
        sending = {encoding, body: compressedBody(String(file), encoding)};
        // serve-handler only pipes what it is given into the response.
        return /** @type {fs.ReadStream} */ (/** @type {unknown} */ (Readable.from([sending.body])));
      },
    };
    return methods;
  }

  const server = http.createServer((request, response) => {
    if (headers) {
      for (const [name, value] of Object.entries(headersFor(rules, rulePath(request.url ?? '/')))) response.setHeader(name, value);
    }
    serveHandler(request, response, config, compress ? compressing(request, response) : {}).catch((/** @type {unknown} */ error) => {
      if (!response.headersSent) response.writeHead(500, {'Content-Type': 'text/plain'});
      response.end(String(error));
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error(`the server is not on a TCP port: ${address}`));
        return;
      }
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done()))),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      headers: {type: 'boolean', default: false},
      compress: {type: 'boolean', default: false},
      caching: {type: 'boolean', default: false},
    },
  });
  const dir = positionals[0] ?? 'build';
  const {url} = await serve(dir, {...values, port: Number(values.port)});
  const extras = /** @type {const} */ (['headers', 'compress', 'caching']).filter((name) => values[name]);
  console.log(`Serving ${path.resolve(dir)} at ${url}/${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`);
}
