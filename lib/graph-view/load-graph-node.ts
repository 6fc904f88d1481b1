import "server-only";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import type { MemoryMatch, MemoryWithSemanticNodes, RelationshipNode } from "@/lib/graph/types";

export type GraphNodeDetails =
  | { type: "relationship"; node: RelationshipNode; memories: MemoryMatch[] }
  | ({ type: "memory" } & MemoryWithSemanticNodes);

/** What the side panel shows for one node of the user's graph; null when the user has no such node. */
export async function loadGraphNode(userId: string, nodeId: string): Promise<GraphNodeDetails | null> {
  const store = await getGraphStore();
  const theme = await store.getRelationshipNode(userId, nodeId);
  if (theme) return { type: "relationship", node: theme, memories: await store.memoriesForRelationshipNodes(userId, [nodeId], "any") };
  const memory = await store.getMemoryWithSemanticNodes(userId, nodeId);
  return memory ? { type: "memory", ...memory } : null;
}
