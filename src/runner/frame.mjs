// The runner's frame: its own document, build/sample-runner/frame/index.html (written by
// src/plugins/sample-runner), loaded by a hidden <iframe sandbox="allow-scripts"> (sandboxFrame.ts). As
// its own document it has its own Content-Security-Policy (src/plugins/security-headers): it may evaluate
// code and start blob: workers, which the site's pages may not. The sandbox (no allow-same-origin) keeps
// its origin opaque: no access to the site's storage, cookies, caches or DOM, no navigation of the page.

/** Where the frame's document lives, relative to the runner's directory (sample-runner/). */
export const FRAME_DIR = 'frame/';

/**
 * The frame's script: accepts messages from its parent only, starts the run's worker from a blob: URL and
 * relays its messages. A worker is started, and has evaluated the release, before the run that will use
 * it, so a run costs only the sample's own code; a fresh worker for every run, so no run sees another's state.
 * Runs are independent: several may go on at once (two Run buttons pressed in turn), and stopping one ends
 * only its worker.
 */
export const FRAME_SCRIPT = `
let workerUrl;
let release;
let format;
let eventLimit;
let spare;
const runs = new Map();
const spawn = () => {
  const worker = new Worker(workerUrl);
  worker.postMessage({type: 'release', release, format});
  return worker;
};
const end = (id) => {
  runs.get(id)?.terminate();
  runs.delete(id);
  if (!spare) spare = spawn();
};
addEventListener('message', (event) => {
  if (event.source !== parent) return;
  const data = event.data;
  if (data.type === 'init') {
    workerUrl = URL.createObjectURL(new Blob([data.worker], {type: 'text/javascript'}));
    release = data.release;
    format = data.format;
    eventLimit = data.eventLimit;
    spare = spawn();
    parent.postMessage({type: 'ready'}, '*');
  } else if (data.type === 'run') {
    const worker = spare || spawn();
    spare = undefined;
    const id = data.id;
    runs.set(id, worker);
    let events = 0;
    worker.onmessage = (e) => {
      parent.postMessage({id, event: e.data}, '*');
      // A worker printing in a loop floods this frame with messages, and a stop message from the parent could
      // wait behind them: past the limit, the frame ends the worker itself.
      if (e.data.type === 'done' || ++events > eventLimit) end(id);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      parent.postMessage({id, event: {type: 'error', text: String(e.message || 'The runner failed to start')}}, '*');
      parent.postMessage({id, event: {type: 'done'}}, '*');
      end(id);
    };
    worker.postMessage({type: 'run', entry: data.entry, modules: data.modules});
  } else if (data.type === 'stop') {
    end(data.id);
  }
});
`;

export const FRAME_DOCUMENT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Code sample runner</title><script>${FRAME_SCRIPT}</script></html>\n`;
