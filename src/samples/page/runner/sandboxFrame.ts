// The page side of the sandbox: a hidden <iframe sandbox="allow-scripts"> (no allow-same-origin, so its
// origin is opaque: it cannot reach the site's storage, cookies, caches or DOM, and cannot navigate the
// page) that loads the runner's own document (src/samples/sandbox/frame.mjs, which carries its own
// Content-Security-Policy). The frame starts each run's worker from a blob: URL and relays its messages
// (src/samples/shared/sandboxMessages.ts). A frame holds one run at a time. A run is stopped by removing its
// frame, which ends the worker however busy it is: a message asking the frame to stop could wait behind
// whatever a flooding worker has queued there.
import type {FrameInitMessage, FrameToPage, PageToFrame} from '../../shared/sandboxMessages';
import type {CompiledProgram} from '../../shared/protocol.mjs';

export type FrameInit = Omit<FrameInitMessage, 'type'>;

/** One sandbox frame loaded with one workspace's release. */
export class SandboxFrame {
  private readonly frame: HTMLIFrameElement;
  private readonly ready: Promise<void>;
  /** Each run's listener, given what the frame relays from the run's worker, unchecked (src/samples/shared/runnerMessages.mjs checks it). */
  private readonly listeners = new Map<number, (event: unknown) => void>();
  private nextId = 1;
  private readonly onMessage = (event: MessageEvent): void => {
    if (event.source !== this.frame.contentWindow) return;
    // The frame's script posts only FrameToPage; what sample code could forge in it is the relayed `event`, checked by the run.
    const data = event.data as FrameToPage | null;
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
        const data = event.data as FrameToPage | null;
        if (event.source === this.frame.contentWindow && data !== null && 'type' in data && data.type === 'ready') {
          window.removeEventListener('message', whenReady);
          resolve();
        }
      };
      window.addEventListener('message', whenReady);
      this.frame.addEventListener('load', () => this.post({type: 'init', ...init}), {once: true});
    });
    window.addEventListener('message', this.onMessage);
    this.frame.src = frameUrl;
    document.body.append(this.frame);
  }

  /** The frame has an opaque origin: a message to it names no target origin. */
  private post(message: PageToFrame): void {
    this.frame.contentWindow?.postMessage(message, '*');
  }

  /** Starts a run in a fresh worker; events arrive through onEvent. */
  async run(program: CompiledProgram, onEvent: (event: unknown) => void): Promise<number> {
    await this.ready;
    const id = this.nextId++;
    this.listeners.set(id, onEvent);
    this.post({type: 'run', id, entry: program.entry, modules: program.modules, ...(program.format === undefined ? {} : {format: program.format})});
    return id;
  }

  /** Stops listening to run `id`, which has ended (its worker too: the frame ends it at the run's 'done'). */
  forget(id: number): void {
    this.listeners.delete(id);
  }

  /** Removes the frame, ending its workers at once, whatever they are doing. */
  destroy(): void {
    window.removeEventListener('message', this.onMessage);
    this.listeners.clear();
    this.frame.remove();
  }
}
