import Graph from "graphology";
import forceAtlas2 from "graphology-layout-forceatlas2";

export type LayoutInput = {
  nodes: Array<{ id: string; size: number; x: number; y: number }>;
  edges: Array<[source: string, target: string]>;
  iterations: number;
};

/**
 * Iterations for one ForceAtlas2 run: a bounded, one-off layout (never continuous physics),
 * fewer for big graphs so 5,000 nodes settle in about a second; fewer again when most nodes
 * start from a previous layout.
 */
export function layoutIterations(order: number, seededFromPrevious: boolean): number {
  const base = order <= 500 ? 300 : order <= 2000 ? 150 : order <= 6000 ? 80 : 50;
  return seededFromPrevious ? Math.ceil(base / 3) : base;
}

/** A stable pseudo-random point for an id, so the same graph always lays out the same way. */
export function seedPosition(id: string, spread: number): { x: number; y: number } {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  const angle = ((h >>> 0) % 3600) / 3600 * 2 * Math.PI;
  const radius = spread * Math.sqrt((((h >>> 12) & 0xfff) + 1) / 4096);
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
}

/** Runs ForceAtlas2 (Barnes-Hut for large graphs) and returns x,y pairs in node order. */
export function computeLayout(input: LayoutInput): Float64Array {
  const graph = new Graph({ type: "undirected", multi: false, allowSelfLoops: false });
  for (const node of input.nodes) graph.addNode(node.id, { x: node.x, y: node.y, size: node.size });
  for (const [source, target] of input.edges) {
    if (graph.hasNode(source) && graph.hasNode(target) && !graph.hasEdge(source, target)) graph.addEdge(source, target);
  }
  if (graph.order > 1 && input.iterations > 0) {
    const settings = { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 500, adjustSizes: false };
    forceAtlas2.assign(graph, { iterations: input.iterations, settings });
  }
  const positions = new Float64Array(input.nodes.length * 2);
  input.nodes.forEach((node, i) => {
    positions[2 * i] = graph.getNodeAttribute(node.id, "x");
    positions[2 * i + 1] = graph.getNodeAttribute(node.id, "y");
  });
  return positions;
}
