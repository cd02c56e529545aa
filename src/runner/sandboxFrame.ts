// The page side of the sandbox: a hidden <iframe sandbox="allow-scripts"> (no allow-same-origin, so its
// origin is opaque: it cannot reach the site's storage, cookies, caches or DOM, and cannot navigate the
// page). The frame starts the run's worker from a blob: URL and relays its messages. The page stops a
// run by removing the frame, which ends the worker however busy it is.

/** The frame's document. It accepts messages from its parent only. */
const FRAME_DOCUMENT = `<!doctype html><meta charset="utf-8"><script>
let workerUrl;
let release;
let format;
let spare;
let current;
// A worker is started, and has evaluated the release, before the run that will use it: a run then
// costs only the sample's own code. A fresh worker for every run, so no run sees another's state.
const spawn = () => {
  const worker = new Worker(workerUrl);
  worker.postMessage({type: 'release', release, format});
  return worker;
};
addEventListener('message', (event) => {
  if (event.source !== parent) return;
  const data = event.data;
  if (data.type === 'init') {
    workerUrl = URL.createObjectURL(new Blob([data.worker], {type: 'text/javascript'}));
    release = data.release;
    format = data.format;
    spare = spawn();
    parent.postMessage({type: 'ready'}, '*');
  } else if (data.type === 'run') {
    if (current) current.terminate();
    const worker = current = spare || spawn();
    spare = undefined;
    const id = data.id;
    worker.onmessage = (e) => {
      parent.postMessage({id, event: e.data}, '*');
      if (e.data.type === 'done' && !spare) spare = spawn();
    };
    worker.onerror = (e) => {
      e.preventDefault();
      parent.postMessage({id, event: {type: 'error', text: String(e.message || 'The runner failed to start')}}, '*');
      parent.postMessage({id, event: {type: 'done'}}, '*');
    };
    worker.postMessage({type: 'run', entry: data.entry, modules: data.modules});
  }
});
</script>`;

export interface FrameInit {
  worker: string;
  release: string;
  format: 'cjs' | 'esm';
}

export interface WorkerEvent {
  type: 'started' | 'console' | 'error' | 'done';
  stream?: 'stdout' | 'stderr';
  method?: string;
  text?: string;
}

/** One sandbox frame loaded with one workspace's release. */
export class SandboxFrame {
  private readonly frame: HTMLIFrameElement;
  private readonly ready: Promise<void>;
  private readonly listeners = new Map<number, (event: WorkerEvent) => void>();
  private nextId = 1;
  private readonly onMessage = (event: MessageEvent): void => {
    if (event.source !== this.frame.contentWindow) return;
    const data = event.data as {id?: number; event?: WorkerEvent};
    if (data.id !== undefined && data.event !== undefined) this.listeners.get(data.id)?.(data.event);
  };

  constructor(init: FrameInit) {
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('sandbox', 'allow-scripts');
    this.frame.title = 'Code sample runner';
    this.frame.hidden = true;
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.tabIndex = -1;
    this.frame.srcdoc = FRAME_DOCUMENT;
    this.ready = new Promise<void>((resolve) => {
      const whenReady = (event: MessageEvent): void => {
        if (event.source === this.frame.contentWindow && (event.data as {type?: string})?.type === 'ready') {
          window.removeEventListener('message', whenReady);
          resolve();
        }
      };
      window.addEventListener('message', whenReady);
      this.frame.addEventListener('load', () => this.frame.contentWindow?.postMessage({type: 'init', ...init}, '*'), {once: true});
    });
    window.addEventListener('message', this.onMessage);
    document.body.append(this.frame);
  }

  /** Starts a run in a fresh worker; events arrive through onEvent. */
  async run(payload: {entry: string; modules: Record<string, string>}, onEvent: (event: WorkerEvent) => void): Promise<number> {
    await this.ready;
    const id = this.nextId++;
    this.listeners.set(id, onEvent);
    this.frame.contentWindow?.postMessage({type: 'run', id, ...payload}, '*');
    return id;
  }

  forget(id: number): void {
    this.listeners.delete(id);
  }

  /** Removes the frame, ending any run in it. */
  destroy(): void {
    window.removeEventListener('message', this.onMessage);
    this.listeners.clear();
    this.frame.remove();
  }
}
