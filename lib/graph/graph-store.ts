import type {
  MemoryGraphWrite,
  MemoryMatch,
  MemoryStamp,
  MemoryWithSemanticNodes,
  RelationshipKind,
  RelationshipNode,
  RelationshipNodeWithCount,
  Subgraph,
  SubgraphOptions,
} from "./types";

/**
 * The relational memory graph (TOBUGraph 2.2-2.4), one interface over Kuzu (embedded) and
 * Neo4j. Every method takes the user id and touches only that user's nodes: ids of another
 * user's nodes are ignored, never returned.
 */
export interface GraphStore {
  readonly kind: "kuzu" | "neo4j";

  // Construction (graph jobs)
  /** Replaces one memory's subgraph: memory node, semantic nodes, theme links; removes themes left empty. Atomic. */
  writeMemoryGraph(userId: string, write: MemoryGraphWrite): Promise<void>;
  /** Removes a memory, its semantic nodes and any theme left with no memory. */
  deleteMemory(userId: string, memoryId: string): Promise<void>;
  /** Removes all of a user's graph (account deletion, rebuild). */
  deleteUserGraph(userId: string): Promise<void>;
  /** Themes whose match key is one of `matchKeys` (candidates for merging), with their memory counts. */
  findThemesByMatchKeys(userId: string, matchKeys: string[]): Promise<RelationshipNodeWithCount[]>;
  /** For each theme, the match keys of the other themes its most recent memories have (co-occurring context), leaving out one memory. */
  themeNeighbourKeys(userId: string, themeIds: string[], excludeMemoryId?: string): Promise<Map<string, string[]>>;
  /** Ids of the themes a memory is linked to now. */
  themeIdsOfMemory(userId: string, memoryId: string): Promise<string[]>;
  /** Memory ids with the hash of the input they were built from (reconcile). */
  listMemoryStamps(userId: string): Promise<MemoryStamp[]>;
  /** Users that have any memory node. For reconcile only (finds graphs of deleted accounts). */
  listUserIdsForReconcile(): Promise<string[]>;

  // Read API (recall, graph view, memory pages)
  /** The user's themes with how many memories each has, most memories first. Singletons included. */
  listRelationshipNodes(userId: string, options?: { kinds?: RelationshipKind[]; minMemories?: number }): Promise<RelationshipNodeWithCount[]>;
  /** Memories linked to any ("any", union) or every ("all", intersection) of the given themes, newest first. */
  memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<MemoryMatch[]>;
  /** The same memories as `memoriesForRelationshipNodes(…, "any")`, in the same order, as ids and dates only (recall's ranking: thousands for a big theme). */
  memoryRefsForRelationshipNodes(userId: string, nodeIds: string[]): Promise<{ id: string; occurredAt: string | null }[]>;
  getMemoryWithSemanticNodes(userId: string, memoryId: string): Promise<MemoryWithSemanticNodes | null>;
  getSubgraph(userId: string, options?: SubgraphOptions): Promise<Subgraph>;
  getRelationshipNode(userId: string, nodeId: string): Promise<RelationshipNode | null>;

  close(): Promise<void>;
}
