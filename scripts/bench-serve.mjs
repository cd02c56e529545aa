#!/usr/bin/env node
// A tiny static host for a production build, compressing as real hosts do (brotli or gzip, by the
// request's Accept-Encoding), with trailing-slash directory indexes and the build's 404.html.
// Used by scripts/bench.mjs and the browser benches (through bench-common.mjs); also runnable:
// node scripts/bench-serve.mjs <buildDir> [port]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.ico', '.map']);

/**
 * Starts the server; resolves to {url, close()}. Compressed bodies are computed once per file and
 * encoding (brotli quality 11 and gzip level 9, as a host precompressing its assets would).
 * @param {string} rootDir
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function serve(rootDir, port = 0, host = '127.0.0.1') {
  const root = path.resolve(rootDir);
  /** @type {Map<string, Buffer>} */
  const cache = new Map();

  /**
   * @param {string} pathname
   * @returns {{redirect?: string, file?: string} | null}
   */
  function resolveFile(pathname) {
    const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
    const full = path.resolve(root, rel);
    if (full !== root && !full.startsWith(root + path.sep)) return null;
    let stat = fs.statSync(full, {throwIfNoEntry: false});
    if (stat?.isDirectory()) {
      const index = path.join(full, 'index.html');
      if (!fs.existsSync(index)) return null;
      // Directory without its slash: a host redirects, as GitHub Pages does.
      if (!pathname.endsWith('/')) return {redirect: `${pathname}/`};
      return {file: index};
    }
    if (stat?.isFile()) return {file: full};
    if (!path.extname(full) && fs.existsSync(`${full}.html`)) return {file: `${full}.html`};
    return null;
  }

  /**
   * @param {string} file
   * @param {'br' | 'gzip' | null} encoding
   */
  function body(file, encoding) {
    const key = `${file}\0${encoding}`;
    let buf = cache.get(key);
    if (!buf) {
      const raw = fs.readFileSync(file);
      if (encoding === 'br') {
        buf = zlib.brotliCompressSync(raw, {
          params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length},
        });
      } else if (encoding === 'gzip') {
        buf = zlib.gzipSync(raw, {level: 9});
      } else {
        buf = raw;
      }
      cache.set(key, buf);
    }
    return buf;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} file
   * @param {number} status
   */
  function send(req, res, file, status) {
    const ext = path.extname(file).toLowerCase();
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.has(ext) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    const data = body(file, encoding);
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': data.length,
      Vary: 'Accept-Encoding',
      // Hashed assets are immutable; pages are revalidated, as on a typical static host.
      'Cache-Control': /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=600',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  const server = http.createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD'}).end();
        return;
      }
      const {pathname} = new URL(req.url ?? '/', 'http://localhost');
      const found = resolveFile(pathname);
      if (found?.redirect) {
        const {search} = new URL(req.url ?? '/', 'http://localhost');
        res.writeHead(301, {Location: found.redirect + search}).end();
      } else if (found?.file) {
        send(req, res, found.file, 200);
      } else {
        const notFound = path.join(root, '404.html');
        if (fs.existsSync(notFound)) send(req, res, notFound, 404);
        else res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
      }
    } catch (error) {
      res.writeHead(500, {'Content-Type': 'text/plain'}).end(String(error));
    }
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
  const [dir = 'build', port = '3000'] = process.argv.slice(2);
  const {url} = await serve(dir, Number(port));
  console.log(`Serving ${path.resolve(dir)} compressed at ${url}/`);
}
