import { describe, expect, it } from "vitest";
import tiny from "../fixtures/tiny-recall.json";
import { parseBenchFile } from "../load-bench-file";
import { chunkMemories, topChunksToMemories, wordWindows, type Chunk } from "./chunk-memories";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
const memories = parseBenchFile(structuredClone(tiny)).users[0].memories;

describe("wordWindows", () => {
  it("cuts 100 words into 50-word windows overlapping by 12 (stride 38)", () => {
    const windows = wordWindows(words(100), 50, 12);
    expect(windows).toHaveLength(3);
    expect(windows[0].split(" ")).toEqual(Array.from({ length: 50 }, (_, i) => `w${i}`));
    expect(windows[1].split(" ")[0]).toBe("w38");
    expect(windows[1].split(" ")).toHaveLength(50);
    expect(windows[2].split(" ")).toEqual(Array.from({ length: 24 }, (_, i) => `w${76 + i}`));
  });

  it("keeps a short text as one window and an empty text as none", () => {
    expect(wordWindows("just a few words", 50, 12)).toEqual(["just a few words"]);
    expect(wordWindows("   ", 50, 12)).toEqual([]);
  });

  it("does not add a window that would only repeat the overlap", () => {
    expect(wordWindows(words(50), 50, 12)).toHaveLength(1);
    expect(wordWindows(words(51), 50, 12)).toHaveLength(2);
  });

  it("rejects an overlap as large as the window", () => {
    expect(() => wordWindows("a b", 10, 10)).toThrow(/overlap/);
  });
});

describe("chunkMemories", () => {
  it("ragv1: summary windows, each tagged with its memory", () => {
    const long = { ...memories[0], summary: words(80) };
    const chunks = chunkMemories("ragv1", [long, memories[2]]);
    expect(chunks.map((c) => [c.id, c.memoryId])).toEqual([
      ["ana-m1#0", "ana-m1"],
      ["ana-m1#1", "ana-m1"],
      ["ana-m3#0", "ana-m3"],
    ]);
  });

  it("ragv2: one chunk per capture conversation, both sides in order", () => {
    const chunks = chunkMemories("ragv2", memories);
    expect(chunks).toHaveLength(3);
    expect(chunks[2]).toEqual({ id: "ana-m3#conversation", memoryId: "ana-m3", text: "Who is this sleepy one?\nMy cat Mango on her favourite windowsill." });
  });

  it("ragv3: one chunk per summary", () => {
    const chunks = chunkMemories("ragv3", memories);
    expect(chunks.map((c) => c.text)).toEqual(memories.map((m) => m.summary));
  });
});

describe("topChunksToMemories", () => {
  const chunk = (id: string, memoryId: string): Chunk => ({ id, memoryId, text: "" });
  const ranked = [chunk("a#0", "a"), chunk("a#1", "a"), chunk("b#0", "b"), chunk("c#0", "c"), chunk("a#2", "a"), chunk("d#0", "d")];

  it("takes the top k chunks and maps them to distinct memories, best first", () => {
    expect(topChunksToMemories(ranked, 5)).toEqual(["a", "b", "c"]);
    expect(topChunksToMemories(ranked, 6)).toEqual(["a", "b", "c", "d"]);
    expect(topChunksToMemories(ranked, 1)).toEqual(["a"]);
  });

  it("maps no chunks to no memories", () => {
    expect(topChunksToMemories([], 5)).toEqual([]);
  });
});
