// The runner's frame: its own document, build/sample-runner/frame/index.html (written by
// src/samples/build/sample-runner), loaded by a hidden <iframe sandbox="allow-scripts"> (sandboxFrame.ts). Its
// protections are in the document itself, so they hold on a host that sends no headers (ARCHITECTURE.md,
// "Security on any host"):
// - its own Content-Security-Policy in a <meta> element (src/plugins/security-headers): it may evaluate code
//   and start blob: workers, which the site's pages may not, and nothing in it may reach the network;
// - its script runs nothing unless its origin is opaque (the sandbox without allow-same-origin: no access to
//   the site's storage, cookies, caches or DOM) and every document that embeds it is one of the site's own.
// The script is frameScript below, written into the document as its source text (toString): it is type-checked and
// linted as this module's code, and must stay self-contained (it runs in the frame, where nothing of this module is).
// Its messages: src/samples/shared/sandboxMessages.ts.

/* global self, location, parent, document, addEventListener, Worker -- frameScript runs in the frame's document */

/**
 * @typedef {import('../shared/sandboxMessages').PageToFrame} PageToFrame
 * @typedef {import('../shared/sandboxMessages').FrameToPage} FrameToPage
 * @typedef {import('../shared/sandboxMessages').FrameToWorker} FrameToWorker
 * @typedef {import('../shared/sandboxMessages').FrameInitMessage} FrameInitMessage
 * @typedef {import('../shared/sandboxMessages').WorkerEvent} WorkerEvent
 */

/**
 * The frame's script: accepts messages from its parent only, starts each run's worker from a blob: URL and relays
 * what the worker's runtime reports on a MessageChannel port handed to it with the run (sample code cannot reach
 * that port, and what it posts with self.postMessage is never read). A worker is started, and has evaluated the
 * release, before the run that will use it, so a run costs only the sample's own code; a fresh worker for every run,
 * so no run sees another's state. The page stops a run by removing this frame (its workers end with it): a stop
 * message could wait here behind whatever a flooding worker has queued.
 */
function frameScript() {
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
  if (!trusted) return;
  const encoder = new TextEncoder();
  /** @type {FrameInitMessage | undefined} */
  let init;
  /** @type {string} */
  let workerUrl = '';
  /** @type {Worker | undefined} */
  let spare;
  /** @param {FrameToPage} message */
  const tell = (message) => parent.postMessage(message, site);
  /** @param {Worker} worker @param {FrameToWorker} message @param {Transferable[]} [transfer] */
  const toWorker = (worker, message, transfer = []) => worker.postMessage(message, transfer);
  /** @param {FrameInitMessage} from */
  const spawn = ({release, format}) => {
    const worker = new Worker(workerUrl);
    toWorker(worker, {type: 'release', release, format});
    return worker;
  };
  addEventListener('message', (event) => {
    if (event.source !== parent || event.origin !== site) return;
    /** @type {PageToFrame} from the page's runner, at the site's origin */
    const data = event.data;
    if (data.type === 'init') {
      init = data;
      workerUrl = URL.createObjectURL(new Blob([data.worker], {type: 'text/javascript'}));
      spare = spawn(init);
      tell({type: 'ready'});
      return;
    }
    if (init === undefined) return;
    const {eventLimit, byteLimit} = init;
    const worker = spare ?? spawn(init);
    spare = undefined;
    const {id} = data;
    const channel = new MessageChannel();
    let open = true;
    const end = () => {
      open = false;
      worker.terminate();
      // Closing the port drops what a flooding worker had already queued on it (terminating the worker does not).
      channel.port1.close();
      if (init && !spare) spare = spawn(init);
    };
    let events = 0;
    let bytes = 0;
    /** @param {MessageEvent<unknown>} e what the worker sent: the page checks it; here it is only counted */
    channel.port1.onmessage = (e) => {
      if (!open) return;
      tell({id, event: e.data});
      const sent = /** @type {{type?: unknown, text?: unknown} | null} */ (e.data);
      // A worker printing in a loop floods this frame with messages: past the limits, the frame ends the worker itself.
      bytes += typeof sent?.text === 'string' ? encoder.encode(sent.text).length : 0;
      // The plan summary comes once, before 'done', and is not output: it does not count.
      if (sent?.type === 'done' || (sent?.type !== 'plan' && ++events > eventLimit) || bytes > byteLimit) end();
    };
    /** @param {WorkerEvent} event one the frame reports for the worker */
    const report = (event) => tell({id, event});
    worker.onerror = (e) => {
      e.preventDefault();
      report({type: 'error', text: String(e.message || 'The runner failed to start')});
      report({type: 'done'});
      end();
    };
    toWorker(worker, {type: 'run', entry: data.entry, modules: data.modules, format: data.format, port: channel.port2}, [channel.port2]);
  });
}

/** The frame's inline script: frameScript's source text, called. The frame's policy allows it by its hash. */
export const FRAME_SCRIPT = `(${frameScript.toString()})();`;

/**
 * The frame's document, with its policy first so that it covers the script.
 * @param {string} policy the frame's Content-Security-Policy for a <meta> element (src/plugins/security-headers)
 */
export const frameDocument = (policy) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><title>Code sample runner</title><script>${FRAME_SCRIPT}</script></html>\n`;
