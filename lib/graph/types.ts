import { z } from "zod";

export const RELATIONSHIP_KINDS = ["person", "pet", "place", "activity", "preference", "period", "event_series"] as const;
export type RelationshipKind = (typeof RELATIONSHIP_KINDS)[number];
export const relationshipKindSchema = z.enum(RELATIONSHIP_KINDS);

const SEMANTIC_KINDS = ["date", "location", "person", "activity", "emotion", "object", "other"] as const;
export type SemanticKind = (typeof SEMANTIC_KINDS)[number];

/** A memory node `m` (TOBUGraph 2.2). Dates are ISO strings; missing values are null. */
export type MemoryNode = {
  id: string;
  userId: string;
  title: string;
  summary: string;
  occurredAt: string | null;
  place: string | null;
};

/** A semantic node `S_i`: one detail of one memory. */
export type SemanticNode = {
  id: string;
  userId: string;
  memoryId: string;
  kind: SemanticKind;
  value: string;
};

/** A relationship node `R`: a theme shared by memories (a person, place, activity, period...). */
export type RelationshipNode = {
  id: string;
  userId: string;
  kind: RelationshipKind;
  /** Unique per user and kind: what makes two themes the same ("person:marcus", "place:humboldt park|chicago|..."). */
  key: string;
  /** Lookup key shared by themes that may be the same ("name:marcus"); construction decides. */
  matchKey: string;
  name: string;
  description: string;
  /** Other names seen for it (normalised). */
  aliases: string[];
  /** Relationship words the user said of a person ("brother", "coworker"). */
  descriptors: string[];
  surname: string | null;
};

export type RelationshipNodeWithCount = RelationshipNode & { memoryCount: number };

/** A theme as graph construction hands it to the store. */
export type ThemeWrite = Omit<RelationshipNode, "userId">;

/** Everything one memory contributes to the graph; writing it replaces what the memory had. */
export type MemoryGraphWrite = {
  memory: Omit<MemoryNode, "userId">;
  /** Hash of the construction input: reconcile compares it to find stale memories. */
  contentHash: string;
  semantic: Array<Omit<SemanticNode, "userId" | "memoryId">>;
  themes: ThemeWrite[];
};

export type MemoryWithSemanticNodes = {
  memory: MemoryNode;
  semantic: SemanticNode[];
  themes: RelationshipNode[];
};

export type MemoryMatch = MemoryNode & {
  /** The requested relationship nodes this memory is linked to (retrieval evidence). */
  viaNodeIds: string[];
};

export type SubgraphOptions = {
  /** Most recent memories to include (default 200, at most 5,000). */
  limit?: number;
  /** Only these relationship kinds (default all). */
  relationshipKinds?: RelationshipKind[];
  /** Include semantic nodes (default true). */
  includeSemantic?: boolean;
  /** Include themes with a single memory (default true). */
  includeSingletons?: boolean;
};

export type SubgraphNode =
  | { type: "memory"; id: string; label: string; memory: MemoryNode }
  | { type: "semantic"; id: string; label: string; semantic: SemanticNode }
  | { type: "relationship"; id: string; label: string; relationship: RelationshipNodeWithCount };

export type SubgraphEdge = { type: "HAS_DETAIL" | "IN_THEME"; source: string; target: string };

export type Subgraph = { nodes: SubgraphNode[]; edges: SubgraphEdge[] };

export type MemoryStamp = { id: string; contentHash: string };
