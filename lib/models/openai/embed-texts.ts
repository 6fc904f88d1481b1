import "server-only";
import { z } from "zod";
import { ModelError } from "../errors";
import { modelName, openAIClient } from "./client";
import { toModelError } from "./complete-structured";

const BATCH_SIZE = 64;

const embeddingResponseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) })),
});

/**
 * Embeds texts with the configured embedding model (OPENAI_EMBEDDING_MODEL), in batches,
 * returning one vector per text in input order. Floats are requested explicitly: local
 * OpenAI-compatible servers often do not support the SDK's default base64 encoding.
 */
export async function embedTexts(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += BATCH_SIZE) {
    const batch = texts.slice(start, start + BATCH_SIZE);
    let response: unknown;
    try {
      response = await openAIClient().embeddings.create(
        { model: modelName("embedding"), input: batch, encoding_format: "float" },
        { signal },
      );
    } catch (error) {
      throw toModelError(error);
    }
    const parsed = embeddingResponseSchema.safeParse(response);
    if (!parsed.success) throw new ModelError("malformed_output", `embeddings: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
    const byIndex = new Map(parsed.data.data.map((item) => [item.index, item.embedding]));
    for (let i = 0; i < batch.length; i += 1) {
      const vector = byIndex.get(i);
      if (!vector) throw new ModelError("malformed_output", `embeddings: no vector for input ${start + i}`);
      if (vectors.length > 0 && vector.length !== vectors[0].length) {
        throw new ModelError("malformed_output", `embeddings: vector ${start + i} has ${vector.length} dimensions, expected ${vectors[0].length}`);
      }
      vectors.push(vector);
    }
  }
  return vectors;
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
