// The container map's layout off the page's main thread: dagre takes about a second for a few hundred services on a
// busy machine, which would freeze pan, zoom and typing. Started by ./layout.ts for each layout, one message in, one out.
import {layoutGraph, type LayoutInput, type LayoutResult} from './layoutGraph';

const scope = self as unknown as {onmessage: ((event: MessageEvent<LayoutInput>) => void) | null; postMessage: (message: LayoutResult) => void};
scope.onmessage = (event) => scope.postMessage(layoutGraph(event.data));
