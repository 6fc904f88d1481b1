import type { RelationshipKind, SemanticKind, Subgraph } from "@/lib/graph/types";

export const GRAPH_NODE_KINDS = ["memory", "semantic", "relationship"] as const;
export type GraphNodeKind = (typeof GRAPH_NODE_KINDS)[number];

/** A node as the graph view draws it: only what the canvas, legend, filters and search need. */
export type GraphViewNode =
  | { id: string; type: "memory"; label: string; occurredAt: string | null }
  | { id: string; type: "semantic"; label: string; kind: SemanticKind; memoryId: string }
  | { id: string; type: "relationship"; label: string; kind: RelationshipKind; memoryCount: number };

export type GraphViewEdge = { source: string; target: string; type: "HAS_DETAIL" | "IN_THEME" };

export type GraphViewData = {
  nodes: GraphViewNode[];
  edges: GraphViewEdge[];
  /** Most recent memories asked for; when `truncated`, older memories are left out. */
  memoryLimit: number;
  truncated: boolean;
};

/**
 * Maps the store's subgraph to the lean shape the browser gets (no summaries: 2,000 memories
 * stay a small payload), keeping only the requested node kinds and the edges between them.
 */
export function toGraphViewData(subgraph: Subgraph, options: { kinds: readonly GraphNodeKind[]; memoryLimit: number }): GraphViewData {
  const kinds = new Set(options.kinds);
  const nodes: GraphViewNode[] = [];
  let memoryCount = 0;
  for (const node of subgraph.nodes) {
    if (node.type === "memory") memoryCount++;
    if (!kinds.has(node.type)) continue;
    if (node.type === "memory") nodes.push({ id: node.id, type: "memory", label: node.label, occurredAt: node.memory.occurredAt });
    else if (node.type === "semantic")
      nodes.push({ id: node.id, type: "semantic", label: node.label, kind: node.semantic.kind, memoryId: node.semantic.memoryId });
    else
      nodes.push({
        id: node.id,
        type: "relationship",
        label: node.label,
        kind: node.relationship.kind,
        memoryCount: node.relationship.memoryCount,
      });
  }
  const ids = new Set(nodes.map((n) => n.id));
  const edges = subgraph.edges
    .filter((e) => ids.has(e.source) && ids.has(e.target))
    .map((e) => ({ source: e.source, target: e.target, type: e.type }));
  return { nodes, edges, memoryLimit: options.memoryLimit, truncated: memoryCount >= options.memoryLimit };
}
