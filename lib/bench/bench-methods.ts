import "server-only";
import { engineModes, serverEnv } from "@/lib/env";
import { createBm25Ranker } from "./rag/bm25-ranker";
import type { ChunkRanker } from "./rag/chunk-ranker";
import { createEmbeddingRanker } from "./rag/embedding-ranker";
import { createRagMethod } from "./rag/rag-method";
import type { BenchEngineName } from "./results-json";
import type { RetrievalMethod } from "./retrieval-method";
import type { IngestStep } from "./run-benchmark";

export const ALL_METHOD_NAMES = ["tobugraph", "ragv1", "ragv2", "ragv3"] as const;

export type BenchEngine = { name: BenchEngineName; createRanker: () => ChunkRanker };

/** Vector similarity when an embeddings endpoint is configured, BM25 otherwise. */
export function benchEngine(): BenchEngine {
  const env = serverEnv();
  if (engineModes(env).models === "api" && env.OPENAI_EMBEDDING_MODEL) {
    const model = env.OPENAI_EMBEDDING_MODEL;
    return { name: "api", createRanker: () => createEmbeddingRanker(model) };
  }
  return { name: "offline", createRanker: createBm25Ranker };
}

export type MethodContext = { k: number; engine: BenchEngine };

/**
 * A method the benchmark can run. `ingest`, when given, runs once before any method is
 * prepared (methods sharing one ingest step run it once).
 */
export type MethodEntry = { create(context: MethodContext): RetrievalMethod; ingest?: IngestStep };

// `tobugraph` registers here once the graph and recall land: ingest through the capture
// domain and the graph jobs, retrieve with recall's f then g.
export const methodRegistry: Record<string, MethodEntry> = {
  ragv1: { create: ({ k, engine }) => createRagMethod("ragv1", { k, createRanker: engine.createRanker }) },
  ragv2: { create: ({ k, engine }) => createRagMethod("ragv2", { k, createRanker: engine.createRanker }) },
  ragv3: { create: ({ k, engine }) => createRagMethod("ragv3", { k, createRanker: engine.createRanker }) },
};
