import "server-only";
import { getGraphStore } from "./get-graph-store";
import type { RelationshipKind } from "./types";
import type { SubgraphOptions } from "./types";

// The graph read API for recall, the graph view and memory pages: each call is scoped to
// one user (ids of other users' nodes give nothing). See lib/graph/README.md.

/** The user's relationship nodes with memory counts, most memories first. Singleton themes are included (minMemories: 2 hides them). */
export async function listRelationshipNodes(userId: string, options?: { kinds?: RelationshipKind[]; minMemories?: number }) {
  return (await getGraphStore()).listRelationshipNodes(userId, options);
}

/** g(R', G') -> M': memories linked to any (union) or all (intersection) of the nodes, newest first, each with the nodes that matched. */
export async function memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all") {
  return (await getGraphStore()).memoriesForRelationshipNodes(userId, nodeIds, mode);
}

/** A memory node with its semantic nodes and the themes it belongs to, or null. */
export async function getMemoryWithSemanticNodes(userId: string, memoryId: string) {
  return (await getGraphStore()).getMemoryWithSemanticNodes(userId, memoryId);
}

/** The subgraph for the graph view: the most recent memories with their semantic and relationship nodes. */
export async function getSubgraph(userId: string, options?: SubgraphOptions) {
  return (await getGraphStore()).getSubgraph(userId, options);
}

export async function getRelationshipNode(userId: string, nodeId: string) {
  return (await getGraphStore()).getRelationshipNode(userId, nodeId);
}
