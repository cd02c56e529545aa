// The worker that runs one compiled sample, started by the sandboxed frame (src/samples/sandbox/frame.mjs) from a blob:
// URL, so its origin is opaque: no storage, cookies or caches of the site, no DOM; it inherits the frame's
// policy, so it reaches no network either.
// Its messages (src/samples/shared/sandboxMessages.ts): in, the release (evaluated at once), then the run with its
// program and a port; out, WorkerEvents on that port only (sample code cannot reach it: it lives in this bundle's
// scope, and what sample code posts with self.postMessage is not read by the frame). Console lines and errors are cut
// at LINE_BYTES, and say so; 'started' comes once when the sample's code starts, 'done' once the sample's code and
// every timer it set have finished, and just before 'done', 'plan' with the resolution plans the run's containers
// reported (src/samples/sandbox/plan/).
// The pure-JavaScript build: the WebAssembly one compiles its module from a string, which the frame's policy
// need not allow.
import {parse as parseModule} from 'es-module-lexer/js';
import {format, inspect} from './inspect.mjs';
import {hashbangAsComment, resolveRelative} from './moduleIds.mjs';
import {cutText} from '../shared/cutText.mjs';
import {instrumentPlans, planJson} from './plan/index.mjs';
import {hasImportCycle, runLinked} from './moduleCycles.mjs';

/**
 * @typedef {import('../shared/sandboxMessages').FrameToWorker} FrameToWorker
 * @typedef {import('../shared/sandboxMessages').WorkerRunMessage} RunMessage
 * @typedef {import('../shared/sandboxMessages').WorkerEvent} WorkerEvent
 * @typedef {{write: (text: unknown) => void}} Stream
 * @typedef {{
 *   env: Record<string, string>,
 *   argv: string[],
 *   platform: string,
 *   versions: Record<string, string>,
 *   exitCode: number | undefined,
 *   nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) => void,
 *   on: () => unknown,
 *   emitWarning: (warning: unknown) => void,
 *   stdout: Stream,
 *   stderr: Stream,
 * }} Process
 * The worker's global scope, as far as this file uses it: the DOM library types `self` as a Window, and the
 * worker adds some of Node's globals and the release bundle's exports (`__sampleRelease`, by package name).
 * @typedef {{
 *   postMessage: (message: unknown) => void,
 *   addEventListener: Window['addEventListener'],
 *   onmessage: ((event: MessageEvent<FrameToWorker>) => void) | null,
 *   setTimeout: (fn: unknown, ms?: number, ...args: unknown[]) => number,
 *   clearTimeout: (id?: number) => void,
 *   setInterval: (fn: unknown, ms?: number, ...args: unknown[]) => number,
 *   clearInterval: (id?: number) => void,
 *   setImmediate: (fn: unknown, ...args: unknown[]) => number,
 *   clearImmediate: (id?: number) => void,
 *   fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
 *   global: WorkerScope,
 *   process: Process,
 *   __sampleRelease: Record<string, object>,
 * }} WorkerScope
 */
// A worker's `self` is its globalThis, typed here as what this file uses of it. Declared with a type as well as
// cast, so that the assignments to its properties below are checked against it rather than taken as new members.
/** @type {WorkerScope} */
const self = /** @type {WorkerScope} */ (/** @type {unknown} */ (globalThis));

// V8 keeps 10 frames of a stack by default: a resolution's own frames fill them before the reader's call of the
// container. The page shows the reader's frames (src/samples/page/playground/failurePlace.mjs reads up to 50).
/** @type {{stackTraceLimit?: number}} */ (Error).stackTraceLimit = 50;

// Kept before sample code can replace it (idle() below relies on it).
const NativeMessageChannel = MessageChannel;

/** @type {((message: WorkerEvent) => void) | undefined} the port's postMessage, bound before any sample code runs */
let send;
/** @type {WorkerEvent[]} what the release printed while it loaded, before the run's port arrived */
const early = [];
/** @param {WorkerEvent} message */
const post = (message) => (send === undefined ? early.push(message) : send(message));

/**
 * A console line of at most LINE_BYTES (UTF-8), so that a sample printing a huge string cannot flood the page.
 * @param {string} text
 */
const cut = (text) => cutText(text, 'line');

// Console output, formatted as Node prints it. log/info/debug go to stdout, warn/error/trace to stderr.
for (const [method, stream] of /** @type {['log' | 'info' | 'debug' | 'warn' | 'error' | 'trace', 'stdout' | 'stderr'][]} */ ([
  ['log', 'stdout'],
  ['info', 'stdout'],
  ['debug', 'stdout'],
  ['warn', 'stderr'],
  ['error', 'stderr'],
  ['trace', 'stderr'],
])) {
  console[method] = (...args) => post({type: 'console', stream, method, text: cut(format(...args))});
}
console.dir = (value) => post({type: 'console', stream: 'stdout', method: 'log', text: cut(inspect(value))});

// Timers are counted so that the run ends, as a Node process does, when nothing is left to wait for.
/** @type {Set<unknown>} */
const pending = new Set();
// Bound: called as methods of another object, the browser's timer functions throw "Illegal invocation".
/** @type {{setTimeout: (fn: () => void, ms?: number) => number, clearTimeout: (id?: number) => void, setInterval: (fn: () => void, ms?: number) => number, clearInterval: (id?: number) => void}} */
const native = {
  setTimeout: setTimeout.bind(self),
  clearTimeout: clearTimeout.bind(self),
  setInterval: setInterval.bind(self),
  clearInterval: clearInterval.bind(self),
};
/**
 * A timer function that counts its timer as pending until it is cleared (or, for a timeout, has fired).
 * @param {(fn: () => void, ms?: number) => number} start
 * @param {boolean} once
 * @returns {(fn: unknown, ms?: number, ...args: unknown[]) => number}
 */
const counted = (start, once) => (fn, ms, ...args) => {
  const id = start(() => {
    if (once) pending.delete(id);
    if (typeof fn === 'function') fn(...args);
  }, ms);
  pending.add(id);
  return id;
};
/** @param {(id?: number) => void} clear @returns {(id?: number) => void} */
const uncounted = (clear) => (id) => {
  pending.delete(id);
  clear(id);
};
self.setTimeout = counted(native.setTimeout, true);
self.clearTimeout = uncounted(native.clearTimeout);
self.setInterval = counted(native.setInterval, false);
self.clearInterval = uncounted(native.clearInterval);
// A request in flight keeps the run going too, as an open socket keeps a Node process alive.
const nativeFetch = self.fetch;
self.fetch = (...args) => {
  const token = {};
  pending.add(token);
  return nativeFetch(...args).finally(() => pending.delete(token));
};
self.setImmediate = (fn, ...args) => self.setTimeout(fn, 0, ...args);
self.clearImmediate = self.clearTimeout;

// The little of Node's globals that samples (and the release packages) touch.
self.global = self;
self.process = {
  env: {},
  argv: ['node', 'sample'],
  platform: 'browser',
  versions: {},
  exitCode: undefined,
  nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
  on: () => self.process,
  emitWarning: (warning) => console.warn(warning instanceof Error ? `Warning: ${warning.message}` : `Warning: ${warning}`),
  stdout: {write: (text) => post({type: 'console', stream: 'stdout', method: 'write', text: cut(String(text))})},
  stderr: {write: (text) => post({type: 'console', stream: 'stderr', method: 'write', text: cut(String(text))})},
};

/** @type {(() => import('../shared/plan').PlanSummary) | undefined} the run's plan capture, once instrumented */
let planSummary;
/** Posts the run's plans, once, before 'done'. */
const postPlans = () => {
  const summary = planSummary;
  planSummary = undefined;
  if (summary !== undefined) post({type: 'plan', json: planJson(summary())});
};

/**
 * What each blob: URL of an ES-module run holds (runModule): `sample:///<id>` for a module of the program, as its
 * frames are named (their sourceURL), or the package's specifier. The browser names a module by its URL in some
 * messages ("The requested module '…' does not provide an export named …"); the reader knows it by this name.
 * @type {Map<string, string>}
 */
const blobNames = new Map();
/** @param {string} text */
const withModuleNames = (text) => [...blobNames].reduce((named, [url, name]) => named.split(url).join(name), text);

let finished = false;
/** @param {string} text */
const fail = (text) => {
  if (finished) return;
  finished = true;
  // Cut as a console line is: an error's message and stack are the sample's text too.
  post({type: 'error', text: cutText(withModuleNames(text), 'error')});
  postPlans();
  post({type: 'done'});
};
/** @param {unknown} error */
const describeError = (error) => (error instanceof Error ? inspect(error) : `Uncaught ${inspect(error)}`);
self.addEventListener('error', (event) => {
  event.preventDefault();
  fail(describeError(event.error ?? event.message));
});
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  fail(describeError(event.reason));
});

/** @param {RunMessage} message */
function runCommonJs({entry, modules}) {
  /** @type {Map<string, {exports: unknown}>} */
  const cache = new Map();
  /** @type {(id: string) => unknown} */
  const load = (id) => {
    if (cache.has(id)) return /** @type {{exports: unknown}} */ (cache.get(id)).exports;
    if (!(id in modules)) throw new Error(`Cannot find module './${id}'`);
    /** @type {{exports: unknown}} */
    const module = {exports: {}};
    cache.set(id, module);
    /** @param {string} specifier */
    const require = (specifier) => {
      if (specifier.startsWith('.')) return load(resolveRelative(id, specifier, modules));
      if (specifier in self.__sampleRelease) return self.__sampleRelease[specifier];
      throw new Error(`Cannot find module '${specifier}'`);
    };
    new Function('exports', 'require', 'module', '__filename', '__dirname', `${modules[id]}\n//# sourceURL=sample:///${id}`)(
      module.exports,
      require,
      module,
      `/sample/${id}`,
      `/sample/${id.split('/').slice(0, -1).join('/')}`,
    );
    return module.exports;
  };
  load(entry);
}

/**
 * `source` with the specifier of each import, re-export and dynamic import of a string replaced by `urlOf(specifier)`.
 * A lexer finds them, so that a string, comment, template or regular expression that reads like an import is left as
 * the sample wrote it.
 * @param {string} source
 * @param {(specifier: string) => string} urlOf
 */
function rewriteSpecifiers(source, urlOf) {
  const [imports] = parseModule(source);
  let code = '';
  let from = 0;
  for (const {n: specifier, s: start, e: end, d: dynamic} of imports) {
    // import.meta (d -2) and dynamic imports of a computed name (no n) keep their text.
    if (specifier === undefined || dynamic === -2) continue;
    // A static import's range is the specifier inside its quotes; a dynamic import's, its whole argument.
    const url = urlOf(specifier);
    code += source.slice(from, start) + (dynamic === -1 ? url : JSON.stringify(url));
    from = end;
  }
  return code + source.slice(from);
}

/**
 * Runs an ES-module program as native modules from blob: URLs; one whose imports form a cycle, which blob: URLs cannot
 * express, is linked by moduleCycles.mjs instead.
 * @param {RunMessage} message
 */
async function runModule({entry, modules}) {
  if (hasImportCycle(entry, modules)) return runLinked(entry, modules, self.__sampleRelease);
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @param {string} specifier */
  const packageUrl = (specifier) => {
    const exports = self.__sampleRelease[specifier];
    if (exports === undefined) throw new Error(`Cannot find package '${specifier}'`);
    const names = Object.keys(exports).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
    const source = [
      `const m = self.__sampleRelease[${JSON.stringify(specifier)}];`,
      `export const {${names.join(', ')}} = m;`,
      `export default ('default' in m ? m.default : m);`,
    ].join('\n');
    const url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    blobNames.set(url, specifier);
    return url;
  };
  /** @type {(id: string) => string} */
  const moduleUrl = (id) => {
    if (urls.has(id)) return /** @type {string} */ (urls.get(id));
    if (!(id in modules)) throw new Error(`Cannot find module './${id}'`);
    const code = rewriteSpecifiers(modules[id], (specifier) => {
      const url = specifier.startsWith('.') ? moduleUrl(resolveRelative(id, specifier, modules)) : urls.get(specifier) ?? packageUrl(specifier);
      if (!specifier.startsWith('.')) urls.set(specifier, url);
      return url;
    });
    const url = URL.createObjectURL(new Blob([`${code}\n//# sourceURL=sample:///${id}`], {type: 'text/javascript'}));
    urls.set(id, url);
    blobNames.set(url, `sample:///${id}`);
    return url;
  };
  await import(/* webpackIgnore: true */ moduleUrl(entry));
}

/**
 * Resolves once no timer is pending after the current macrotask (Node's "event loop is empty").
 * @returns {Promise<void>}
 */
function idle() {
  return new Promise((resolve) => {
    const channel = new NativeMessageChannel();
    const check = () => {
      if (pending.size === 0) resolve();
      else native.setTimeout(check, 5);
    };
    channel.port1.onmessage = check;
    channel.port2.postMessage(null);
  });
}

let moduleFormat = 'cjs';
/** @type {unknown} */
let releaseError;

self.onmessage = async ({data}) => {
  if (data.type === 'release') {
    moduleFormat = data.format;
    try {
      (0, eval)(data.release);
    } catch (error) {
      releaseError = error;
    }
    return;
  }
  self.onmessage = null;
  // Bound now, before the sample's code can replace MessagePort.prototype.postMessage.
  send = MessagePort.prototype.postMessage.bind(data.port);
  early.splice(0).forEach(send);
  post({type: 'started'});
  try {
    if (releaseError !== undefined) throw releaseError;
    const plans = instrumentPlans(self.__sampleRelease);
    self.__sampleRelease = plans.packages;
    planSummary = plans.summary;
    /** @type {RunMessage} */
    const program = {...data, modules: Object.fromEntries(Object.entries(/** @type {RunMessage} */ (data).modules).map(([id, code]) => [id, hashbangAsComment(code)]))};
    // A program says how its modules are written when it is not as the release's samples are (the playground's own
    // settings); the release's exports serve either.
    const format = program.format === 'esm' || program.format === 'cjs' ? program.format : moduleFormat;
    if (format === 'esm') await runModule(program);
    else runCommonJs(program);
    await idle();
    // A rejection nobody handled is reported by the browser a task later.
    await idle();
  } catch (error) {
    fail(describeError(error));
    return;
  }
  if (!finished) {
    finished = true;
    postPlans();
    post({type: 'done'});
  }
};
