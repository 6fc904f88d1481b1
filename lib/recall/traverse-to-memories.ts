// g(R', G') → M': the graph reads recall needs. Which memories a set of relationship nodes
// reaches; rank-memories.ts turns the reached sets into requirements and signals.

export type GraphMemoryRef = { id: string; occurredAt: string | null };

export interface RecallGraph {
  memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<GraphMemoryRef[]>;
  /** The same as `memoriesForRelationshipNodes(…, "any")` without the memories' fields (a graph store has it). */
  memoryRefsForRelationshipNodes?(userId: string, nodeIds: string[]): Promise<GraphMemoryRef[]>;
}

/** The memories any of these nodes reaches: ids and dates only when the graph can read just those. */
export function memoriesReached(graph: RecallGraph, userId: string, nodeIds: string[]): Promise<GraphMemoryRef[]> {
  return graph.memoryRefsForRelationshipNodes ? graph.memoryRefsForRelationshipNodes(userId, nodeIds) : graph.memoriesForRelationshipNodes(userId, nodeIds, "any");
}
