import { describe, expect, it } from "vitest";
import tiny from "../fixtures/tiny-recall.json";
import { parseBenchFile } from "../load-bench-file";
import { createBm25Ranker } from "./bm25-ranker";
import { chunkMemories, type Chunk } from "./chunk-memories";
import { createRagMethod } from "./rag-method";

const file = parseBenchFile(structuredClone(tiny));
const [ana, ben] = file.users;
const asOf = new Date("2025-06-01T12:00:00Z");

describe("BM25 ranker", () => {
  it("ranks the chunk that shares the rarer terms first, matching inflections by stem", async () => {
    const ranker = createBm25Ranker();
    await ranker.index(chunkMemories("ragv3", ana.memories));
    const ranked = await ranker.rank("hiking to the waterfalls", 5);
    expect(ranked[0].memoryId).toBe("ana-m1");
  });

  it("retrieves nothing when no term matches", async () => {
    const ranker = createBm25Ranker();
    await ranker.index(chunkMemories("ragv3", ana.memories));
    expect(await ranker.rank("xylophone zeppelin", 5)).toEqual([]);
    expect(await ranker.rank("the of and", 5)).toEqual([]);
  });

  it("works with fewer than three chunks and with none", async () => {
    const one: Chunk[] = [{ id: "x#0", memoryId: "x", text: "a red kayak on the lake" }];
    const ranker = createBm25Ranker();
    await ranker.index(one);
    expect((await ranker.rank("kayak", 5)).map((c) => c.id)).toEqual(["x#0"]);
    expect(await ranker.rank("bicycle", 5)).toEqual([]);
    const empty = createBm25Ranker();
    await empty.index([]);
    expect(await empty.rank("kayak", 5)).toEqual([]);
  });

  it("breaks ties by chunk order", async () => {
    const same: Chunk[] = ["c", "a", "b"].map((id) => ({ id, memoryId: id, text: "picnic in the park" }));
    const ranker = createBm25Ranker();
    await ranker.index(same);
    expect((await ranker.rank("picnic", 5)).map((c) => c.id)).toEqual(["c", "a", "b"]);
  });
});

describe("RAG method", () => {
  it("keeps each user's index to that user's memories", async () => {
    const method = createRagMethod("ragv3", { k: 5, createRanker: createBm25Ranker });
    await method.prepare(ana);
    await method.prepare(ben);
    // "half marathon" only exists in Ben's memories.
    expect(await method.retrieve("ana", "half marathon race", asOf)).toEqual([]);
    expect((await method.retrieve("ben", "half marathon race", asOf)).sort()).toEqual(["ben-m1", "ben-m2"]);
  });

  it("returns at most k distinct memories, from the top k chunks", async () => {
    const method = createRagMethod("ragv1", { k: 1, createRanker: createBm25Ranker });
    await method.prepare(ana);
    expect(await method.retrieve("ana", "Leo brother family Yosemite Christmas", asOf)).toHaveLength(1);
  });

  it("refuses an unprepared user and a bad k", async () => {
    const method = createRagMethod("ragv2", { createRanker: createBm25Ranker });
    await expect(method.retrieve("nobody", "x", asOf)).rejects.toThrow(/not prepared/);
    expect(() => createRagMethod("ragv2", { k: 0, createRanker: createBm25Ranker })).toThrow(/k must be/);
  });
});
