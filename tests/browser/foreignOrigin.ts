import crypto from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {FrameInitMessage, FrameRunMessage} from '../../src/samples/shared/sandboxMessages';

// A server on another origin than the site, as an attacker's host would be, for the sandbox tests: it answers every
// request with permissive CORS (`Access-Control-Allow-Origin: *`), so nothing but the site's own protections can keep
// sample code from reading it, and it records every request and WebSocket it gets, so a test sees whether anything
// reached the network at all (a request blocked by CORS still arrives here; one blocked by a policy does not).
// It also serves a page that embeds the site's runner frame, and one that frames a page of the site, as a foreign site would.

export interface ForeignOrigin {
  origin: string;
  /** Paths requested so far (WebSocket upgrades as "WS <path>"). */
  requests: string[];
  close: () => Promise<void>;
}

/** The page a foreign site would write to embed the runner's frame and drive it itself. */
function embeddingPage(frameUrl: string, sandboxed: boolean): string {
  // The worker the foreign page asks the frame to start: it reads the site's pages, and writes a cache and a database
  // at the frame's origin, then reports through the frame's relay.
  const worker = `
    self.onmessage = async (event) => {
      if (event.data.type !== 'run') return;
      const report = (text) => self.postMessage({type: 'console', stream: 'stdout', method: 'log', text});
      try { report('read ' + (await (await fetch(new URL('/docs/', location.href.slice('blob:'.length)))).text()).length); } catch (e) { report('read failed ' + e); }
      try { await caches.open('foreign-cache'); report('cache created'); } catch (e) { report('cache failed ' + e); }
      try { indexedDB.open('foreign-db'); report('database created'); } catch (e) { report('database failed ' + e); }
      self.postMessage({type: 'done'});
    };`;
  // The runner's own messages (src/samples/shared/sandboxMessages.ts), as the site's page would send them.
  const init: FrameInitMessage = {type: 'init', worker, release: '', format: 'cjs', eventLimit: 100, byteLimit: 100000};
  const run: FrameRunMessage = {type: 'run', id: 1, entry: 'main.js', modules: {'main.js': ''}};
  return `<!doctype html><html><body>
<iframe id="frame" src="${frameUrl}" ${sandboxed ? 'sandbox="allow-scripts"' : ''}></iframe>
<script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(JSON.stringify(event.data)));
  document.getElementById('frame').addEventListener('load', () => {
    const target = document.getElementById('frame').contentWindow;
    target.postMessage(${JSON.stringify(init)}, '*');
    setTimeout(() => target.postMessage(${JSON.stringify(run)}, '*'), 500);
  });
</script></body></html>`;
}

export async function startForeignOrigin(siteOrigin: string): Promise<ForeignOrigin> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const headers = {'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store'};
    if (url.pathname === '/frame-page.html') {
      // A site page in a frame of this origin, as a page that frames the docs to overlay them would.
      response.writeHead(200, {...headers, 'Content-Type': 'text/html; charset=utf-8'});
      response.end(`<!doctype html><html><body><iframe id="page" src="${siteOrigin}${url.searchParams.get('path') ?? '/'}" width="1000" height="700"></iframe></body></html>`);
    } else if (url.pathname === '/embed.html') {
      response.writeHead(200, {...headers, 'Content-Type': 'text/html; charset=utf-8'});
      response.end(embeddingPage(`${siteOrigin}/sample-runner/frame/`, url.searchParams.get('sandbox') === '1'));
    } else if (url.pathname.endsWith('.js')) {
      response.writeHead(200, {...headers, 'Content-Type': 'text/javascript'});
      response.end('export const reached = "module";\n');
    } else if (url.pathname === '/events') {
      response.writeHead(200, {...headers, 'Content-Type': 'text/event-stream'});
      response.end('data: event\n\n');
    } else {
      response.writeHead(200, {...headers, 'Content-Type': 'text/plain'});
      response.end('foreign');
    }
  });
  // A WebSocket handshake (RFC 6455) is all a probe needs to see the connection open.
  server.on('upgrade', (request, socket) => {
    requests.push(`WS ${new URL(request.url ?? '/', 'http://localhost').pathname}`);
    const accept = crypto
      .createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
