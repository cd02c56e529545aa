// A static server for a build that sends, for every path, exactly the headers its _headers file names
// (read by headersFile.mjs), as Cloudflare Pages or Netlify would. Run as its own process by csp.spec.ts:
//   node tests/browser/headersServer.mjs <build dir> <port>
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {headersFor, parseHeadersFile} from './headersFile.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
};

const [dir, port] = [path.resolve(process.argv[2]), Number(process.argv[3])];
const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(dir, pathname);
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    const found = file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = found ? file : path.join(dir, '404.html');
    response.writeHead(found ? 200 : 404, {...headersFor(rules, pathname), 'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream'});
    fs.createReadStream(served).pipe(response);
  })
  .listen(port, '127.0.0.1', () => console.log(`serving ${dir} on http://127.0.0.1:${port}`));
