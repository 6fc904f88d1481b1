import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { GraphStore } from "./graph-store";
import type { MemoryGraphWrite, ThemeWrite } from "./types";

// The behaviour every GraphStore must have. Run against Kuzu always and against Neo4j when
// a server is given (see graph-store.test.ts).

function theme(userId: string, kind: ThemeWrite["kind"], name: string, extra: Partial<ThemeWrite> = {}): ThemeWrite {
  const key = `${kind}:${name.toLowerCase()}`;
  return {
    id: `${userId}-${key}`,
    kind,
    key,
    matchKey: `${kind}:${name.toLowerCase()}`,
    name,
    description: `${kind} ${name}`,
    aliases: [name.toLowerCase()],
    descriptors: [],
    surname: null,
    ...extra,
  };
}

function memory(userId: string, id: string, themes: ThemeWrite[], occurredAt = "2024-01-01T00:00:00.000Z"): MemoryGraphWrite {
  return {
    memory: { id, title: `Title ${id}`, summary: `Summary ${id}`, occurredAt, place: "Chicago, Illinois, United States" },
    contentHash: `hash-${id}`,
    semantic: [
      { id: `${id}:person`, kind: "person", value: "Marcus" },
      { id: `${id}:activity`, kind: "activity", value: "hiking" },
    ],
    themes,
  };
}

export function graphStoreConformance(name: string, open: () => Promise<GraphStore>) {
  /** Closes the store and opens it again on the same graph, as a restart does. */
  const reopen = async (store: GraphStore) => {
    await store.close();
    return open();
  };
  describe(`GraphStore conformance: ${name}`, () => {
    let store: GraphStore;
    const run = randomUUID().slice(0, 8);
    const alice = `alice-${run}`;
    const bob = `bob-${run}`;
    const marcus = theme(alice, "person", "Marcus", { descriptors: ["boyfriend"] });
    const hiking = theme(alice, "activity", "Hiking");
    const chicago = theme(alice, "place", "Chicago");
    const m1 = `${alice}-m1`;
    const m2 = `${alice}-m2`;
    const m3 = `${alice}-m3`;
    const bobMemory = `${bob}-m1`;
    const bobTheme = theme(bob, "person", "Marcus");

    beforeAll(async () => {
      store = await open();
      await store.writeMemoryGraph(alice, memory(alice, m1, [marcus, hiking], "2023-06-01T00:00:00.000Z"));
      await store.writeMemoryGraph(alice, memory(alice, m2, [marcus, chicago], "2024-06-01T00:00:00.000Z"));
      await store.writeMemoryGraph(alice, memory(alice, m3, [hiking, chicago], "2025-06-01T00:00:00.000Z"));
      await store.writeMemoryGraph(bob, memory(bob, bobMemory, [bobTheme]));
    });
    afterAll(async () => {
      await store.deleteUserGraph(alice);
      await store.deleteUserGraph(bob);
      await store.close();
    });

    test("lists a user's relationship nodes with memory counts, most memories first", async () => {
      const nodes = await store.listRelationshipNodes(alice);
      expect(nodes.map((n) => [n.name, n.memoryCount])).toEqual([
        ["Chicago", 2],
        ["Hiking", 2],
        ["Marcus", 2],
      ]);
      expect(nodes.find((n) => n.name === "Marcus")!.descriptors).toEqual(["boyfriend"]);
      expect(await store.listRelationshipNodes(alice, { kinds: ["person"] })).toHaveLength(1);
    });

    test("traverses relationship nodes to memories: union and intersection", async () => {
      const any = await store.memoriesForRelationshipNodes(alice, [marcus.id, hiking.id], "any");
      expect(any.map((m) => m.id)).toEqual([m3, m2, m1]); // newest first
      expect(any.find((m) => m.id === m1)!.viaNodeIds).toEqual([marcus.id, hiking.id].sort());
      const all = await store.memoriesForRelationshipNodes(alice, [marcus.id, hiking.id], "all");
      expect(all.map((m) => m.id)).toEqual([m1]);
      expect(await store.memoriesForRelationshipNodes(alice, [], "any")).toEqual([]);
      // Recall's lighter read: the same memories in the same order, ids and dates only, the user's own.
      expect(await store.memoryRefsForRelationshipNodes(alice, [marcus.id, hiking.id])).toEqual(any.map((m) => ({ id: m.id, occurredAt: m.occurredAt })));
      expect(await store.memoryRefsForRelationshipNodes(alice, [])).toEqual([]);
      expect(await store.memoryRefsForRelationshipNodes("someone-else", [marcus.id, hiking.id])).toEqual([]);
    });

    test("returns a memory with its semantic nodes and themes", async () => {
      const found = await store.getMemoryWithSemanticNodes(alice, m1);
      expect(found?.memory).toMatchObject({ id: m1, userId: alice, title: `Title ${m1}`, occurredAt: "2023-06-01T00:00:00.000Z" });
      expect(found?.semantic.map((s) => s.value).sort()).toEqual(["Marcus", "hiking"]);
      expect(found?.themes.map((t) => t.name).sort()).toEqual(["Hiking", "Marcus"]);
    });

    test("isolation: another user's ids give nothing, whatever is passed", async () => {
      expect(await store.getMemoryWithSemanticNodes(alice, bobMemory)).toBeNull();
      expect(await store.memoriesForRelationshipNodes(alice, [bobTheme.id], "any")).toEqual([]);
      expect(await store.getRelationshipNode(alice, bobTheme.id)).toBeNull();
      expect((await store.listRelationshipNodes(bob)).map((n) => n.id)).toEqual([bobTheme.id]);
      expect((await store.findThemesByMatchKeys(bob, [marcus.matchKey])).map((n) => n.id)).toEqual([bobTheme.id]);
      const sub = await store.getSubgraph(bob);
      expect(sub.nodes.every((n) => n.id.startsWith(bob) || (n.type === "semantic" && n.semantic.userId === bob))).toBe(true);
      await expect(store.writeMemoryGraph(bob, memory(bob, m1, []))).rejects.toThrow(/another user/);
      await store.deleteMemory(bob, m1); // not bob's: nothing happens
      expect(await store.getMemoryWithSemanticNodes(alice, m1)).not.toBeNull();
    });

    test("rewriting a memory is idempotent and replaces its links", async () => {
      const before = await store.getSubgraph(alice);
      await store.writeMemoryGraph(alice, memory(alice, m1, [marcus, hiking], "2023-06-01T00:00:00.000Z"));
      const after = await store.getSubgraph(alice);
      expect(after.nodes.length).toBe(before.nodes.length);
      expect(after.edges.length).toBe(before.edges.length);
    });

    test("co-occurring theme keys, leaving one memory out", async () => {
      const neighbours = await store.themeNeighbourKeys(alice, [marcus.id], m2);
      expect(neighbours.get(marcus.id)).toEqual([hiking.matchKey]);
    });

    test("the subgraph has memory, semantic and relationship nodes and both edge types", async () => {
      const sub = await store.getSubgraph(alice, { limit: 2 });
      const types = new Set(sub.nodes.map((n) => n.type));
      expect(types).toEqual(new Set(["memory", "semantic", "relationship"]));
      expect(sub.nodes.filter((n) => n.type === "memory").map((n) => n.id)).toEqual([m3, m2]);
      expect(new Set(sub.edges.map((e) => e.type))).toEqual(new Set(["HAS_DETAIL", "IN_THEME"]));
      const people = await store.getSubgraph(alice, { relationshipKinds: ["person"], includeSemantic: false });
      expect(people.nodes.filter((n) => n.type === "relationship").map((n) => n.label)).toEqual(["Marcus"]);
    });

    test("deleting a memory removes its nodes and the themes it leaves empty", async () => {
      const lonely = theme(alice, "activity", "Kayaking");
      const m4 = `${alice}-m4`;
      await store.writeMemoryGraph(alice, memory(alice, m4, [lonely, chicago]));
      expect((await store.listRelationshipNodes(alice)).map((n) => n.name)).toContain("Kayaking");
      await store.deleteMemory(alice, m4);
      expect(await store.getMemoryWithSemanticNodes(alice, m4)).toBeNull();
      const names = (await store.listRelationshipNodes(alice)).map((n) => n.name);
      expect(names).not.toContain("Kayaking");
      expect(names).toContain("Chicago");
      expect((await store.listMemoryStamps(alice)).map((s) => s.id).sort()).toEqual([m1, m2, m3].sort());
    });

    test("editing a memory away from a theme removes the theme when it is left empty", async () => {
      const m5 = `${alice}-m5`;
      const skiing = theme(alice, "activity", "Skiing");
      await store.writeMemoryGraph(alice, memory(alice, m5, [skiing]));
      await store.writeMemoryGraph(alice, memory(alice, m5, [hiking]));
      expect((await store.listRelationshipNodes(alice)).map((n) => n.name)).not.toContain("Skiing");
      await store.deleteMemory(alice, m5);
    });

    test("memory counts stay exact through rewrites, edits and deletes", async () => {
      const count = async (themeId: string) => (await store.findThemesByMatchKeys(alice, [marcus.matchKey, hiking.matchKey])).find((t) => t.id === themeId)?.memoryCount;
      const m6 = `${alice}-m6`;
      const listed = async (themeId: string) => (await store.listRelationshipNodes(alice)).find((t) => t.id === themeId)?.memoryCount;
      expect(await listed(marcus.id)).toBe(2); // a list read before the write...
      await store.writeMemoryGraph(alice, memory(alice, m6, [marcus]));
      expect(await count(marcus.id)).toBe(3);
      expect(await listed(marcus.id)).toBe(3); // ...is not served after it
      await store.writeMemoryGraph(alice, memory(alice, m6, [marcus])); // the same input again
      expect(await count(marcus.id)).toBe(3);
      await store.writeMemoryGraph(alice, memory(alice, m6, [hiking, marcus]));
      expect([await count(marcus.id), await count(hiking.id)]).toEqual([3, 3]);
      await store.writeMemoryGraph(alice, memory(alice, m6, [hiking])); // edited away from Marcus
      expect([await count(marcus.id), await count(hiking.id)]).toEqual([2, 3]);
      await store.deleteMemory(alice, m6);
      expect([await count(marcus.id), await count(hiking.id)]).toEqual([2, 2]);
      expect(await listed(marcus.id)).toBe(2);
      const sub = await store.getSubgraph(alice);
      for (const node of await store.listRelationshipNodes(alice)) {
        const edges = sub.edges.filter((e) => e.type === "IN_THEME" && e.target === node.id).length;
        expect([node.name, node.memoryCount]).toEqual([node.name, edges]);
      }
    });

    test("lists only recurring themes when asked for a minimum of memories", async () => {
      const m7 = `${alice}-m7`;
      await store.writeMemoryGraph(alice, memory(alice, m7, [theme(alice, "activity", "Rowing"), chicago]));
      expect((await store.listRelationshipNodes(alice)).map((n) => n.name)).toContain("Rowing");
      const recurring = await store.listRelationshipNodes(alice, { minMemories: 2 });
      expect(recurring.map((n) => n.name)).toEqual(["Chicago", "Hiking", "Marcus"]);
      expect(recurring[0].memoryCount).toBe(3);
      await store.deleteMemory(alice, m7);
    });

    test("a theme's name and relation words change when a write changes them; its count does not", async () => {
      const fuller = { ...marcus, name: "Marcus Reed", descriptors: ["boyfriend", "partner"], surname: "Reed" };
      await store.writeMemoryGraph(alice, memory(alice, m1, [fuller, hiking], "2023-06-01T00:00:00.000Z"));
      const [found] = await store.findThemesByMatchKeys(alice, [marcus.matchKey]);
      expect(found).toMatchObject({ name: "Marcus Reed", descriptors: ["boyfriend", "partner"], surname: "Reed", memoryCount: 2 });
      await store.writeMemoryGraph(alice, memory(alice, m1, [marcus, hiking], "2023-06-01T00:00:00.000Z"));
      expect((await store.findThemesByMatchKeys(alice, [marcus.matchKey]))[0]).toMatchObject({ name: "Marcus", descriptors: ["boyfriend"], surname: null });
    });

    test("text with the store's separator characters reads back whole", async () => {
      const m8 = `${alice}-m8`;
      const odd = theme(alice, "place", "Odd", { name: "Caf\u001eé\u001fRoma", description: "a\u001eb", aliases: ["x\u001fy", "z"] });
      await store.writeMemoryGraph(alice, { ...memory(alice, m8, [odd]), memory: { id: m8, title: "T\u001eitle", summary: "S", occurredAt: null, place: null } });
      const [found] = await store.findThemesByMatchKeys(alice, [odd.matchKey]);
      expect(found).toMatchObject({ id: odd.id, kind: "place", name: "Caf é Roma", description: "a b", aliases: ["x y", "z"], memoryCount: 1 });
      expect((await store.getMemoryWithSemanticNodes(alice, m8))?.memory).toMatchObject({ title: "T itle", occurredAt: null, place: null });
      await store.deleteMemory(alice, m8);
    });

    test("two writes sharing a new theme at the same time leave one theme node linked to both, counts exact", async () => {
      const lake = theme(alice, "place", "Lake Tahoe");
      const sailing = theme(alice, "activity", "Sailing");
      const ids = [1, 2, 3, 4].map((i) => `${alice}-c${i}`);
      // Opposite theme orders: on Neo4j the transactions can deadlock, and the driver retries.
      await Promise.all(ids.map((id, i) => store.writeMemoryGraph(alice, memory(alice, id, i % 2 ? [lake, sailing] : [sailing, lake]))));
      store = await reopen(store); // a restart: set-up runs again, and nothing is served from memory
      const found = await store.findThemesByMatchKeys(alice, [lake.matchKey, sailing.matchKey]);
      expect(found.map((t) => [t.id, t.memoryCount]).sort()).toEqual([[lake.id, 4], [sailing.id, 4]].sort());
      const linked = await store.memoriesForRelationshipNodes(alice, [lake.id, sailing.id], "all");
      expect(linked.map((m) => m.id).sort()).toEqual([...ids].sort());
      expect((await store.listRelationshipNodes(alice)).filter((t) => t.id === lake.id)).toHaveLength(1);
      for (const id of ids) await store.deleteMemory(alice, id);
      expect(await store.findThemesByMatchKeys(alice, [lake.matchKey, sailing.matchKey])).toEqual([]);
    });

    test("a theme id of another user's graph fails the write and leaves that theme alone", async () => {
      const m9 = `${alice}-m9`;
      const stolen = { ...bobTheme, name: "Not Bob's" };
      await expect(store.writeMemoryGraph(alice, memory(alice, m9, [stolen]))).rejects.toThrow();
      expect(await store.getMemoryWithSemanticNodes(alice, m9)).toBeNull(); // nothing half-written
      expect(await store.getRelationshipNode(bob, bobTheme.id)).toMatchObject({ name: "Marcus", userId: bob });
      expect((await store.listRelationshipNodes(bob)).map((t) => [t.id, t.memoryCount])).toEqual([[bobTheme.id, 1]]);
    });

    test("text that looks like Cypher or a parameter is stored as text", async () => {
      const m10 = `${alice}-m10`;
      const sly = theme(alice, "place", "Sly", { name: "x'}) MATCH (n) DETACH DELETE n //", description: "$userId ` \\ \" {id: 1}", aliases: ["a' OR 1=1 --"] });
      const title = "'); MATCH (m:Memory) DETACH DELETE m; //";
      await store.writeMemoryGraph(alice, { ...memory(alice, m10, [sly]), memory: { id: m10, title, summary: "$memoryId", occurredAt: null, place: "`Relationship`" } });
      expect((await store.getMemoryWithSemanticNodes(alice, m10))?.memory).toMatchObject({ title, summary: "$memoryId", place: "`Relationship`" });
      expect((await store.findThemesByMatchKeys(alice, [sly.matchKey]))[0]).toMatchObject({ name: sly.name, description: sly.description, aliases: sly.aliases });
      await store.deleteMemory(alice, m10);
      expect((await store.listMemoryStamps(alice)).map((s) => s.id).sort()).toEqual([m1, m2, m3].sort());
      expect(await store.getSubgraph(alice, { limit: 2.7 })).toMatchObject({ nodes: expect.any(Array) }); // limits are whole numbers
    });

    test("lists users for reconcile and deletes a user's whole graph", async () => {
      const carol = `carol-${run}`;
      await store.writeMemoryGraph(carol, memory(carol, `${carol}-m1`, [theme(carol, "place", "Lisbon")]));
      expect(await store.listUserIdsForReconcile()).toContain(carol);
      await store.deleteUserGraph(carol);
      expect(await store.listUserIdsForReconcile()).not.toContain(carol);
      expect(await store.listRelationshipNodes(carol)).toEqual([]);
    });
  });
}
