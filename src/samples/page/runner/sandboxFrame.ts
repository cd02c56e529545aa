// The page side of the sandbox: a hidden <iframe sandbox="allow-scripts"> (no allow-same-origin, so its
// origin is opaque: it cannot reach the site's storage, cookies, caches or DOM, and cannot navigate the
// page) that loads the runner's own document (src/samples/sandbox/frame.mjs, which carries its own
// Content-Security-Policy). The frame starts the run's worker from a blob: URL and relays its messages.
// The page stops a run by removing the frame, which ends the worker however busy it is.

export interface FrameInit {
  worker: string;
  release: string;
  format: 'cjs' | 'esm';
  /** Console events, and UTF-8 bytes of output, after which the frame ends a run's worker itself (see frame.mjs). */
  eventLimit: number;
  byteLimit: number;
}


/** One sandbox frame loaded with one workspace's release. */
export class SandboxFrame {
  private readonly frame: HTMLIFrameElement;
  private readonly ready: Promise<void>;
  /** Each run's listener, given what the frame relays from the run's worker, unchecked (src/samples/shared/runnerMessages.mjs checks it). */
  private readonly listeners = new Map<number, (event: unknown) => void>();
  private nextId = 1;
  private readonly onMessage = (event: MessageEvent): void => {
    if (event.source !== this.frame.contentWindow) return;
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' && 'event' in data) this.listeners.get(data.id)?.(data.event);
  };

  /** @param frameUrl the frame's document (sample-runner/frame/) */
  constructor(frameUrl: string, init: FrameInit) {
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('sandbox', 'allow-scripts');
    this.frame.title = 'Code sample runner';
    this.frame.hidden = true;
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.tabIndex = -1;
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
    this.frame.src = frameUrl;
    document.body.append(this.frame);
  }

  /** Starts a run in a fresh worker; events arrive through onEvent. */
  async run(payload: {entry: string; modules: Record<string, string>}, onEvent: (event: unknown) => void): Promise<number> {
    await this.ready;
    const id = this.nextId++;
    this.listeners.set(id, onEvent);
    this.frame.contentWindow?.postMessage({type: 'run', id, ...payload}, '*');
    return id;
  }

  forget(id: number): void {
    this.listeners.delete(id);
  }

  /** Ends run `id` (its worker), whatever it is doing; the other runs go on. */
  stop(id: number): void {
    this.listeners.delete(id);
    this.frame.contentWindow?.postMessage({type: 'stop', id}, '*');
  }

  /** Removes the frame, ending any run in it. */
  destroy(): void {
    window.removeEventListener('message', this.onMessage);
    this.listeners.clear();
    this.frame.remove();
  }
}
