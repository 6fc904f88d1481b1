import Graph from "graphology";
import type { LayoutInput } from "./compute-layout";
import { nodeAttributes, type GraphNodeAttributes } from "./graph-style";
import type { GraphNodeKind, GraphViewData } from "./graph-view-data";

export type ViewGraph = Graph<GraphNodeAttributes>;
export type Point = { x: number; y: number };

/**
 * The graphology graph the canvas draws, without positions yet (all at 0,0): it is built
 * while the layout runs in its worker, then `placeNodes` puts the layout in.
 */
export function buildGraph(data: GraphViewData): ViewGraph {
  const graph: ViewGraph = new Graph({ type: "undirected", multi: false, allowSelfLoops: false });
  for (const node of data.nodes) if (!graph.hasNode(node.id)) graph.addNode(node.id, { ...nodeAttributes(node), x: 0, y: 0 });
  for (const [s, t] of data.edges) {
    const [source, target] = [data.nodes[s]?.id, data.nodes[t]?.id];
    if (source === undefined || target === undefined || source === target || graph.hasEdge(source, target)) continue;
    graph.addEdge(source, target);
  }
  return graph;
}

/** Puts the layout's x,y pairs (in the data's node order) on the graph's nodes. */
export function placeNodes(graph: ViewGraph, data: GraphViewData, positions: Float64Array) {
  data.nodes.forEach((node, i) => graph.mergeNodeAttributes(node.id, { x: positions[2 * i], y: positions[2 * i + 1] }));
}

/** The layout's input for the data: links flattened (those between two nodes), and where an earlier layout put each node (NaN for new ones). */
export function layoutInput(data: GraphViewData, previous: ReadonlyMap<string, Point>): LayoutInput {
  const nodes = data.nodes.map((node) => ({ id: node.id, kind: node.type }));
  const valid = data.edges.filter(([s, t]) => s !== t && s >= 0 && t >= 0 && s < nodes.length && t < nodes.length);
  const edges = new Uint32Array(valid.length * 2);
  valid.forEach(([s, t], i) => {
    edges[2 * i] = s;
    edges[2 * i + 1] = t;
  });
  let placed: Float64Array | undefined;
  if (previous.size) {
    placed = new Float64Array(nodes.length * 2).fill(NaN);
    nodes.forEach((node, i) => {
      const p = previous.get(node.id);
      if (p) [placed![2 * i], placed![2 * i + 1]] = [p.x, p.y];
    });
  }
  return { nodes, edges, previous: placed };
}

/** Where each node of the graph is now (dragged nodes included): the next layout keeps them. */
export function positionsOf(graph: ViewGraph): Map<string, Point> {
  const positions = new Map<string, Point>();
  graph.forEachNode((id, { x, y }) => positions.set(id, { x, y }));
  return positions;
}

/** The node kinds the graph has (the display is plain when all of them are shown). */
export function nodeKindsOf(graph: ViewGraph): Set<GraphNodeKind> {
  const kinds = new Set<GraphNodeKind>();
  graph.forEachNode((_, { nodeKind }) => void kinds.add(nodeKind));
  return kinds;
}
