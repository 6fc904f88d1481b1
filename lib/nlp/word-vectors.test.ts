import { describe, expect, it } from "vitest";
import { wordSimilarity, wordVectors } from "./word-vectors";

describe("word vectors", () => {
  it("loads the common words once, quantised", () => {
    const vectors = wordVectors();
    expect(vectors).not.toBeNull();
    expect(vectors!.words.length).toBeGreaterThan(50_000);
    expect(vectors!.values.length).toBe(vectors!.words.length * 100);
    expect(wordVectors()).toBe(vectors);
  }, 60_000);

  it("says which words are used alike", () => {
    expect(wordSimilarity("phd", "thesis")).toBeGreaterThan(0.6);
    expect(wordSimilarity("health", "hospital")).toBeGreaterThan(0.6);
    expect(wordSimilarity("phd", "cooking")).toBeLessThan(0.3);
    expect(wordSimilarity("phd", "qwxzy")).toBeNull();
  });
});
