import { cosineSimilarity, embedTexts } from "@/lib/models/openai/embed-texts";
import type { Chunk } from "./chunk-memories";
import type { ChunkRanker } from "./chunk-ranker";

/** Cosine similarity between the request's embedding and each chunk's; ties by chunk order. */
export function createEmbeddingRanker(model: string): ChunkRanker {
  let chunks: readonly Chunk[] = [];
  let vectors: number[][] = [];
  return {
    kind: `embeddings:${model}`,
    async index(input) {
      chunks = input;
      vectors = chunks.length === 0 ? [] : await embedTexts(chunks.map((c) => c.text));
    },
    async rank(query, limit) {
      if (chunks.length === 0) return [];
      const [queryVector] = await embedTexts([query]);
      return chunks
        .map((chunk, position) => ({ chunk, position, score: cosineSimilarity(queryVector, vectors[position]) }))
        .sort((a, b) => b.score - a.score || a.position - b.position)
        .slice(0, limit)
        .map((r) => r.chunk);
    },
  };
}
