import { describe, expect, it } from "vitest";
import { useFakeOpenAI } from "@/lib/testing/use-fake-openai";
import type { Chunk } from "./chunk-memories";
import { createEmbeddingRanker } from "./embedding-ranker";

const fake = useFakeOpenAI();

// A toy embedding: counts of a few words, enough to make cosine similarity meaningful.
const vocabulary = ["beach", "snow", "dog", "cake"];
const toyVector = (text: string) => vocabulary.map((w) => text.toLowerCase().split(/\W+/).filter((t) => t === w).length + 0.01);

const chunks: Chunk[] = [
  { id: "m1#summary", memoryId: "m1", text: "A snow day with the dog" },
  { id: "m2#summary", memoryId: "m2", text: "Birthday cake at the beach" },
  { id: "m3#summary", memoryId: "m3", text: "Beach beach beach" },
];

describe("embedding ranker", () => {
  it("embeds chunks and the query through POST /v1/embeddings and ranks by cosine similarity", async () => {
    fake().fallback((req) => ({ kind: "embeddings", vectors: (req.body.input as string[]).map(toyVector) }));
    const ranker = createEmbeddingRanker("fake-embedding-model");
    await ranker.index(chunks);
    const ranked = await ranker.rank("a day at the beach", 2);
    expect(ranked.map((c) => c.memoryId)).toEqual(["m3", "m2"]);
    const [indexCall, queryCall] = fake().requests;
    expect(indexCall.path).toBe("/v1/embeddings");
    expect(indexCall.body).toMatchObject({ input: chunks.map((c) => c.text), encoding_format: "float" });
    expect(queryCall.body.input).toEqual(["a day at the beach"]);
  });

  it("rejects a reply with a missing vector, naming the problem", async () => {
    fake().reply({ kind: "embeddings", vectors: [[1, 0]] });
    const ranker = createEmbeddingRanker("fake-embedding-model");
    await expect(ranker.index(chunks)).rejects.toMatchObject({ code: "malformed_output", message: expect.stringMatching(/no vector for input 1/) });
  });
});
