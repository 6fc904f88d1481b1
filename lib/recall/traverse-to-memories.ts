// g(R', G') → M': the graph reads recall needs. Which memories a set of relationship nodes
// reaches; rank-memories.ts turns the reached sets into requirements and signals.

export type GraphMemoryRef = { id: string; occurredAt: string | null };

export interface RecallGraph {
  memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<GraphMemoryRef[]>;
}
