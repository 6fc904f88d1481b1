import type { RetrievalMethod } from "../retrieval-method";
import { chunkMemories, CHUNK_WORDS, OVERLAP_WORDS, topChunksToMemories, type RagVariant } from "./chunk-memories";
import type { ChunkRanker } from "./chunk-ranker";

export const DEFAULT_TOP_K = 5;

const chunking: Record<RagVariant, string> = {
  ragv1: `${CHUNK_WORDS}-word summary windows, ${OVERLAP_WORDS}-word overlap`,
  ragv2: "one chunk per capture conversation",
  ragv3: "one chunk per summary",
};

/**
 * A RAG baseline from the paper's Table 1: a per-user index of chunks (only that user's
 * memories), the top k chunks for a request, mapped back to distinct memories.
 */
export function createRagMethod(variant: RagVariant, options: { k?: number; createRanker: () => ChunkRanker }): RetrievalMethod {
  const k = options.k ?? DEFAULT_TOP_K;
  if (!Number.isInteger(k) || k < 1) throw new Error(`k must be a whole number of at least 1, got ${k}`);
  const rankers = new Map<string, ChunkRanker>();
  const kind = options.createRanker().kind;
  return {
    name: variant,
    description: `${kind}, ${chunking[variant]}, top ${k} chunks`,
    async prepare(user) {
      const ranker = options.createRanker();
      await ranker.index(chunkMemories(variant, user.memories));
      rankers.set(user.id, ranker);
    },
    async retrieve(userId, requestText) {
      const ranker = rankers.get(userId);
      if (!ranker) throw new Error(`${variant}: user "${userId}" was not prepared`);
      return topChunksToMemories(await ranker.rank(requestText, k), k);
    },
    async dispose() {
      rankers.clear();
    },
  };
}
