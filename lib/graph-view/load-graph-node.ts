import "server-only";
import { getMemoryWithSemanticNodes, getRelationshipNode, memoriesForRelationshipNodes } from "@/lib/graph/read-api";
import type { MemoryMatch, MemoryWithSemanticNodes, RelationshipNode } from "@/lib/graph/types";

export type GraphNodeDetails =
  | { type: "relationship"; node: RelationshipNode; memories: MemoryMatch[] }
  | ({ type: "memory" } & MemoryWithSemanticNodes);

/** What the side panel shows for one node of the user's graph; null when the user has no such node. */
export async function loadGraphNode(userId: string, nodeId: string): Promise<GraphNodeDetails | null> {
  const theme = await getRelationshipNode(userId, nodeId);
  if (theme) return { type: "relationship", node: theme, memories: await memoriesForRelationshipNodes(userId, [nodeId], "any") };
  const memory = await getMemoryWithSemanticNodes(userId, nodeId);
  return memory ? { type: "memory", ...memory } : null;
}
