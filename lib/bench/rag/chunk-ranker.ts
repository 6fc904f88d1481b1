import type { Chunk } from "./chunk-memories";

/** Ranks one user's chunks against a request. rank returns chunks best first, at most limit. */
export type ChunkRanker = {
  /** "bm25" offline, or "embeddings:<model>" through the API. */
  kind: string;
  index(chunks: readonly Chunk[]): Promise<void>;
  rank(query: string, limit: number): Promise<Chunk[]>;
};
