import type { RelationshipKind, SemanticKind, Subgraph } from "@/lib/graph/types";

export const GRAPH_NODE_KINDS = ["memory", "semantic", "relationship"] as const;
export type GraphNodeKind = (typeof GRAPH_NODE_KINDS)[number];

/** A node as the graph view draws it: only what the canvas, legend, filters and search need. */
export type GraphViewNode =
  | { id: string; type: "memory"; label: string }
  | { id: string; type: "semantic"; label: string; kind: SemanticKind; memoryId: string }
  | { id: string; type: "relationship"; label: string; kind: RelationshipKind; memoryCount: number };

/**
 * A link as two indexes into `nodes`: a memory and one of its themes or details (which of
 * the two follows from the target's type). Indexes, not ids: with 5,000 memories and ~25,000
 * links, ids would be four fifths of the payload.
 */
type GraphViewEdge = [source: number, target: number];

export type GraphViewData = {
  nodes: GraphViewNode[];
  /** Distinct links, never to a node outside `nodes`. */
  edges: GraphViewEdge[];
  /** At most this many memories (the most recent) are drawn. */
  memoryLimit: number;
  /** Memories drawn. */
  memoryCount: number;
  /** The user's saved memories; more than `memoryCount` when older ones were left out (or are still being organised). */
  totalMemories: number;
  /** Some of the user's memories are not drawn. */
  truncated: boolean;
};

/**
 * Maps the store's subgraph to the lean shape the browser gets (no summaries, no dates,
 * links as index pairs), keeping only the requested node kinds and the links between them.
 */
export function toGraphViewData(
  subgraph: Subgraph,
  options: { kinds: readonly GraphNodeKind[]; memoryLimit: number; totalMemories: number },
): GraphViewData {
  const kinds = new Set(options.kinds);
  const nodes: GraphViewNode[] = [];
  const index = new Map<string, number>();
  let memoryCount = 0;
  for (const node of subgraph.nodes) {
    if (node.type === "memory") memoryCount++;
    if (!kinds.has(node.type) || index.has(node.id)) continue;
    index.set(node.id, nodes.length);
    if (node.type === "memory") nodes.push({ id: node.id, type: "memory", label: node.label });
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
  const edges: GraphViewEdge[] = [];
  const seen = new Set<number>();
  for (const edge of subgraph.edges) {
    const source = index.get(edge.source);
    const target = index.get(edge.target);
    if (source === undefined || target === undefined || source === target) continue;
    const key = Math.min(source, target) * nodes.length + Math.max(source, target);
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push([source, target]);
  }
  const totalMemories = Math.max(options.totalMemories, memoryCount);
  return { nodes, edges, memoryLimit: options.memoryLimit, memoryCount, totalMemories, truncated: totalMemories > memoryCount };
}
