// Code that tries to reach the network from where sample or playground code runs (the runner's worker), for the
// sandbox tests of both (./sandbox.spec.ts, ./playground-sandbox.spec.ts). It prints one line per way out: "<what>
// blocked", or "<what> reached <answer>" if the way was open.

/** The ways out the probes try, in the order they print them. */
export const NETWORK_WAYS = ['fetch', 'xhr', 'websocket', 'eventsource', 'importScripts', 'import', 'nested-worker'];

/**
 * JavaScript that tries each way to `target` and prints what happened. Plain JavaScript, run as it is by the runner's
 * tests; in a playground file it compiles with type errors only (the names of the worker's globals), and runs the same.
 */
export const networkProbes = (target: string): string => `
    const F = ${JSON.stringify(target)};
    const keepAlive = setInterval(() => {}, 50);
    const probe = (what, attempt) => Promise.race([
      Promise.resolve().then(attempt).then((v) => what + ' reached ' + v, () => what + ' blocked'),
      new Promise((resolve) => setTimeout(() => resolve(what + ' blocked'), 1500)),
    ]);
    const settle = (start) => new Promise((resolve, reject) => start(resolve, reject));
    Promise.all([
      probe('fetch', async () => (await fetch(F + '/fetch')).status),
      probe('xhr', () => settle((ok, no) => { const x = new XMLHttpRequest(); x.open('GET', F + '/xhr'); x.onload = () => ok(x.status); x.onerror = no; x.send(); })),
      probe('websocket', () => settle((ok, no) => { const s = new WebSocket(F.replace('http', 'ws') + '/ws'); s.onopen = () => ok('open'); s.onerror = no; })),
      probe('eventsource', () => settle((ok, no) => { const s = new EventSource(F + '/events'); s.onmessage = (e) => ok(e.data); s.onerror = () => { s.close(); no(); }; })),
      probe('importScripts', () => { importScripts(F + '/classic.js'); return 'loaded'; }),
      probe('import', async () => (await import(F + '/module.js')).reached),
      probe('nested-worker', () => settle((ok, no) => {
        const code = 'fetch(' + JSON.stringify(F + '/nested') + ').then((r) => postMessage(r.status), () => postMessage("blocked"))';
        const w = new Worker(URL.createObjectURL(new Blob([code], {type: 'text/javascript'})));
        w.onmessage = (e) => (e.data === 'blocked' ? no() : ok(e.data));
        w.onerror = no;
      })),
    ]).then((lines) => { lines.forEach((l) => console.log(l)); clearInterval(keepAlive); });`;
