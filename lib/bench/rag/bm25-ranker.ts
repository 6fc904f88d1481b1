import bm25 from "wink-bm25-text-search";
import type { Chunk } from "./chunk-memories";
import type { ChunkRanker } from "./chunk-ranker";
import { stemmedTerms } from "./tokenize";

// wink-bm25-text-search refuses to consolidate fewer than 3 documents; a user with fewer
// chunks gets empty padding documents, which hold no terms and so never match.
const MIN_DOCUMENTS = 3;

/**
 * BM25 (k1 1.2, b 0.75) over one user's chunks. A request sharing no term with any chunk
 * retrieves nothing. Equal scores are broken by chunk order, so the ranking is deterministic.
 */
export function createBm25Ranker(): ChunkRanker {
  let engine: ReturnType<typeof bm25> | undefined;
  let chunks: readonly Chunk[] = [];
  return {
    kind: "bm25",
    async index(input) {
      chunks = input;
      if (chunks.length === 0) {
        engine = undefined;
        return;
      }
      engine = bm25();
      engine.defineConfig({ fldWeights: { text: 1 }, bm25Params: { k1: 1.2, b: 0.75, k: 1 } });
      engine.definePrepTasks([stemmedTerms]);
      chunks.forEach((chunk, i) => engine!.addDoc({ text: chunk.text }, i));
      for (let pad = chunks.length; pad < MIN_DOCUMENTS; pad += 1) engine.addDoc({ text: "" }, pad);
      engine.consolidate();
    },
    async rank(query, limit) {
      if (!engine) return [];
      const results = engine
        .search(query, Math.max(chunks.length, MIN_DOCUMENTS))
        .map(([id, score]) => ({ position: Number(id), score }))
        .filter((r) => r.position < chunks.length)
        .sort((a, b) => b.score - a.score || a.position - b.position);
      return results.slice(0, limit).map((r) => chunks[r.position]);
    },
  };
}
