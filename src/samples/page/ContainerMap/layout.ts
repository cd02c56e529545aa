// Lays out the container map in a worker (./layout.worker.ts, a chunk of its own, started from the site's origin as
// the Content-Security-Policy's worker-src allows), so that a large map never holds the main thread. Where no worker
// starts, the same layout runs on the page.
import type {LayoutInput, LayoutResult} from './layoutGraph';

export type {LayoutInput, LayoutResult};

const onPage = async (input: LayoutInput): Promise<LayoutResult> => (await import('./layoutGraph')).layoutGraph(input);

/** The layout of `input`; `signal` ends the worker (the view closed or its map changed). */
export function layOut(input: LayoutInput, signal: AbortSignal): Promise<LayoutResult> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), {name: 'container-map-layout'});
  } catch {
    return onPage(input);
  }
  return new Promise<LayoutResult>((resolve, reject) => {
    const end = (): void => worker.terminate();
    signal.addEventListener('abort', () => {
      end();
      reject(new DOMException('The layout was not needed any more', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<LayoutResult>) => {
      end();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end();
      onPage(input).then(resolve, reject);
    };
    worker.postMessage(input);
  });
}
