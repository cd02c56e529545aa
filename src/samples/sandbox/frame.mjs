// The runner's frame: its own document, build/sample-runner/frame/index.html (written by
// src/samples/build/sample-runner), loaded by a hidden <iframe sandbox="allow-scripts"> (sandboxFrame.ts). Its
// protections are in the document itself, so they hold on a host that sends no headers (ARCHITECTURE.md,
// "Security on any host"):
// - its own Content-Security-Policy in a <meta> element (src/plugins/security-headers): it may evaluate code
//   and start blob: workers, which the site's pages may not, and nothing in it may reach the network;
// - its script runs nothing unless its origin is opaque (the sandbox without allow-same-origin: no access to
//   the site's storage, cookies, caches or DOM) and every document that embeds it is one of the site's own.

/**
 * The frame's script: accepts messages from its parent only, starts the run's worker from a blob: URL and
 * relays what the worker's runtime reports on a MessageChannel port handed to it with the run (sample code
 * cannot reach that port, and what it posts with self.postMessage is never read). A worker is started, and
 * has evaluated the release, before the run that will use it, so a run costs only the sample's own code; a
 * fresh worker for every run, so no run sees another's state. Runs are independent: several may go on at
 * once (two Run buttons pressed in turn), and stopping one ends only its worker.
 */
export const FRAME_SCRIPT = `
const site = location.origin;
const trusted = (() => {
  if (self.origin !== 'null' || parent === self) return false;
  const ancestors = location.ancestorOrigins;
  if (ancestors) return ancestors.length > 0 && Array.from(ancestors).every((origin) => origin === site);
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === site;
  } catch {
    return false;
  }
})();
if (trusted) {
  const encoder = new TextEncoder();
  let workerUrl;
  let release;
  let format;
  let eventLimit;
  let byteLimit;
  let spare;
  const runs = new Map();
  const tell = (message) => parent.postMessage(message, site);
  const spawn = () => {
    const worker = new Worker(workerUrl);
    worker.postMessage({type: 'release', release, format});
    return worker;
  };
  const end = (id) => {
    const run = runs.get(id);
    run?.worker.terminate();
    // Closing the port drops what a flooding worker had already queued on it (terminating the worker does not).
    run?.port.close();
    runs.delete(id);
    if (!spare) spare = spawn();
  };
  addEventListener('message', (event) => {
    if (event.source !== parent || event.origin !== site) return;
    const data = event.data;
    if (data.type === 'init') {
      workerUrl = URL.createObjectURL(new Blob([data.worker], {type: 'text/javascript'}));
      release = data.release;
      format = data.format;
      eventLimit = data.eventLimit;
      byteLimit = data.byteLimit;
      spare = spawn();
      tell({type: 'ready'});
    } else if (data.type === 'run') {
      const worker = spare || spawn();
      spare = undefined;
      const id = data.id;
      const channel = new MessageChannel();
      runs.set(id, {worker, port: channel.port1});
      let events = 0;
      let bytes = 0;
      channel.port1.onmessage = (e) => {
        if (!runs.has(id)) return;
        tell({id, event: e.data});
        // A worker printing in a loop floods this frame with messages, and a stop message from the parent could
        // wait behind them: past the limits, the frame ends the worker itself.
        bytes += typeof e.data.text === 'string' ? encoder.encode(e.data.text).length : 0;
        // The plan summary comes once, before 'done', and is not output: it does not count.
        if (e.data.type === 'done' || (e.data.type !== 'plan' && ++events > eventLimit) || bytes > byteLimit) end(id);
      };
      worker.onerror = (e) => {
        e.preventDefault();
        tell({id, event: {type: 'error', text: String(e.message || 'The runner failed to start')}});
        tell({id, event: {type: 'done'}});
        end(id);
      };
      worker.postMessage({type: 'run', entry: data.entry, modules: data.modules, port: channel.port2}, [channel.port2]);
    } else if (data.type === 'stop') {
      end(data.id);
    }
  });
}
`;

/**
 * The frame's document, with its policy first so that it covers the script.
 * @param {string} policy the frame's Content-Security-Policy for a <meta> element (src/plugins/security-headers)
 */
export const frameDocument = (policy) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><title>Code sample runner</title><script>${FRAME_SCRIPT}</script></html>\n`;
