import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { syntheticMemories } from "@/lib/testing/synthetic-life";
import { idsReached, MAX_KEPT_IDS, type RecallGraph } from "./traverse-to-memories";

// The memories a theme reaches are kept per graph revision: per frozen theme list, which the
// graph store hands out unchanged until the graph changes.

function countingGraph(reached: Record<string, string[]>) {
  const reads: string[][] = [];
  let failNext = false;
  const graph: RecallGraph & { reads: string[][]; failOnce(): void } = {
    reads,
    failOnce: () => void (failNext = true),
    memoriesForRelationshipNodes: async () => {
      throw new Error("full memory rows read");
    },
    async memoryRefsForRelationshipNodes(_userId, nodeIds) {
      reads.push(nodeIds);
      if (failNext) {
        failNext = false;
        throw new Error("graph store down");
      }
      return [...new Set(nodeIds.flatMap((id) => reached[id] ?? []))].map((id) => ({ id, occurredAt: null }));
    },
  };
  return graph;
}

describe("idsReached", () => {
  it("reads a node set once per frozen theme list, whatever the order of its ids", async () => {
    const graph = countingGraph({ a: ["m1", "m2"], b: ["m2", "m3"] });
    const themes = Object.freeze([{ id: "a" }, { id: "b" }]);
    expect([...(await idsReached(graph, "u", ["a", "b"], themes))].sort()).toEqual(["m1", "m2", "m3"]);
    expect([...(await idsReached(graph, "u", ["b", "a"], themes))].sort()).toEqual(["m1", "m2", "m3"]);
    expect([...(await idsReached(graph, "u", ["a"], themes))].sort()).toEqual(["m1", "m2"]);
    expect(graph.reads).toEqual([["a", "b"], ["a"]]);
  });

  it("reads again for a new theme list (the graph changed) and for another user", async () => {
    const graph = countingGraph({ a: ["m1"] });
    const before = Object.freeze([{ id: "a" }]);
    await idsReached(graph, "u", ["a"], before);
    await idsReached(graph, "u", ["a"], Object.freeze([{ id: "a" }]));
    await idsReached(graph, "other", ["a"], before);
    expect(graph.reads).toHaveLength(3);
  });

  it("keeps nothing for a list that is not frozen (it could change under the key)", async () => {
    const graph = countingGraph({ a: ["m1"] });
    const themes = [{ id: "a" }];
    await idsReached(graph, "u", ["a"], themes);
    await idsReached(graph, "u", ["a"], themes);
    expect(graph.reads).toHaveLength(2);
  });

  it("does not keep a failed read", async () => {
    const graph = countingGraph({ a: ["m1"] });
    const themes = Object.freeze([{ id: "a" }]);
    graph.failOnce();
    await expect(idsReached(graph, "u", ["a"], themes)).rejects.toThrow("graph store down");
    expect([...(await idsReached(graph, "u", ["a"], themes))]).toEqual(["m1"]);
    expect(graph.reads).toHaveLength(2);
  });

  it("forgets the least recently used node sets beyond its bound", async () => {
    const big = Array.from({ length: MAX_KEPT_IDS / 2 }, (_, i) => `m${i}`);
    const graph = countingGraph({ a: big, b: big, c: ["m1"] });
    const themes = Object.freeze([{ id: "a" }, { id: "b" }, { id: "c" }]);
    await idsReached(graph, "u", ["a"], themes);
    await idsReached(graph, "u", ["b"], themes);
    await idsReached(graph, "u", ["a"], themes); // used again: b is now the oldest
    await idsReached(graph, "u", ["c"], themes); // over the bound: b goes
    await idsReached(graph, "u", ["a"], themes);
    await idsReached(graph, "u", ["b"], themes);
    expect(graph.reads).toEqual([["a"], ["b"], ["c"], ["b"]]);
  });

  it("reads nothing for no nodes", async () => {
    const graph = countingGraph({});
    expect((await idsReached(graph, "u", [], Object.freeze([]))).size).toBe(0);
    expect(graph.reads).toEqual([]);
  });
});

describe("idsReached on a graph store", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-reached-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("follows every write: a memory joining or leaving a theme is reached at once", async () => {
    const store = await openKuzuGraphStore(dir);
    try {
      const memories = syntheticMemories("u1", 60);
      for (const memory of memories.slice(0, 30)) await buildMemoryGraph(store, memory, offlineRelationExtractor);
      const fresh = async (id: string) => new Set((await store.memoryRefsForRelationshipNodes("u1", [id])).map((r) => r.id));
      const before = await store.listRelationshipNodes("u1");
      expect(Object.isFrozen(before)).toBe(true);
      const theme = before[0]!;
      const reachedBefore = await idsReached(store, "u1", [theme.id], before);
      expect(reachedBefore).toEqual(await fresh(theme.id));
      expect(await store.listRelationshipNodes("u1")).toBe(before); // unchanged graph: the same list, so the ids are kept

      for (const memory of memories.slice(30)) await buildMemoryGraph(store, memory, offlineRelationExtractor);
      const after = await store.listRelationshipNodes("u1");
      expect(after).not.toBe(before);
      const reachedAfter = await idsReached(store, "u1", [theme.id], after);
      expect(reachedAfter).toEqual(await fresh(theme.id));
      expect(reachedAfter.size).toBeGreaterThan(reachedBefore.size);

      const gone = [...reachedAfter][0]!;
      await store.deleteMemory("u1", gone);
      const reachedLast = await idsReached(store, "u1", [theme.id], await store.listRelationshipNodes("u1"));
      expect(reachedLast.has(gone)).toBe(false);
      expect(reachedLast).toEqual(await fresh(theme.id));
    } finally {
      await store.close();
    }
  });
});
