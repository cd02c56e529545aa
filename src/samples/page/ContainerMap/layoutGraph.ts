// Where each box and edge of the container map goes: a layered layout (dagre), dependencies pointing right. Pure and
// free of the DOM, so it runs in the layout worker (./layout.worker.ts), and on the page only where no worker starts.
import dagre, {type EdgeLabel} from '@dagrejs/dagre';

export interface LayoutInput {
  nodes: {width: number; height: number}[];
  /** Indices into `nodes`. */
  edges: {from: number; to: number}[];
}

export interface LayoutResult {
  width: number;
  height: number;
  /** Each node's centre, in the order of the input. */
  nodes: {x: number; y: number}[];
  /** Each edge's line, from its source box to its target box, in the order of the input. */
  edges: {x: number; y: number}[][];
}

export function layoutGraph({nodes, edges}: LayoutInput): LayoutResult {
  const graph = new dagre.graphlib.Graph({multigraph: true});
  graph.setGraph({rankdir: 'LR', nodesep: 14, ranksep: 56, edgesep: 8, marginx: 8, marginy: 8});
  graph.setDefaultEdgeLabel(() => ({}));
  nodes.forEach((node, i) => graph.setNode(String(i), {width: node.width, height: node.height}));
  edges.forEach((edge, i) => graph.setEdge(String(edge.from), String(edge.to), {}, String(i)));
  dagre.layout(graph);
  const {width = 0, height = 0} = graph.graph();
  return {
    width,
    height,
    nodes: nodes.map((_, i) => {
      const {x, y} = graph.node(String(i));
      return {x, y};
    }),
    edges: edges.map((edge, i) => ((graph.edge(String(edge.from), String(edge.to), String(i)) as EdgeLabel | undefined)?.points ?? []).map(({x, y}) => ({x, y}))),
  };
}
