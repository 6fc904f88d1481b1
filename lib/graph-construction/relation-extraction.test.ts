import { beforeAll, describe, expect, test } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import type { RelationshipNodeWithCount } from "@/lib/graph/types";
import { normalizeKey } from "@/lib/nlp/fold";
import { loadBenchForGraph, type BenchUser } from "@/lib/testing/bench-memories";
import { buildMemoryGraph } from "./build-memory-graph";
import { offlineRelationExtractor } from "./relation-extractor";
import { graphSnapshot, memoryInput, openTemporaryGraph } from "@/lib/testing/graph-test-helpers";

const extractor = offlineRelationExtractor;

async function themesOf(store: GraphStore, userId: string, memoryId: string) {
  return (await store.getMemoryWithSemanticNodes(userId, memoryId))?.themes ?? [];
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, "u").test(text);
}

describe("offline relation extraction on the public recall benchmark", () => {
  let store: GraphStore;
  let users: BenchUser[];
  let nodes: Map<string, RelationshipNodeWithCount[]>;

  beforeAll(async () => {
    ({ store } = await openTemporaryGraph());
    users = await loadBenchForGraph();
    for (const user of users) for (const memory of user.memories) await buildMemoryGraph(store, memory, extractor);
    nodes = new Map();
    for (const user of users) nodes.set(user.id, await store.listRelationshipNodes(user.id));
  }, 120_000);

  // Recurring friends and family of the two users, as the summaries spell them.
  const recurring: Record<string, string[]> = {
    dana: ["Marcus", "Priya", "Denise", "Rafael", "Kelsey", "Lupe", "Pickles"],
    helena: ["António", "Graça", "Tomás", "Inês", "Marta", "Fernanda", "Ricardo", "Sofia"],
  };

  test("every memory whose summary names a recurring person or pet joins that one node", async () => {
    for (const user of users) {
      for (const name of recurring[user.id]) {
        const people = nodes.get(user.id)!.filter((n) => (n.kind === "person" || n.kind === "pet") && normalizeKey(n.name) === normalizeKey(name));
        expect(people, `${user.id}: one node for ${name}`).toHaveLength(1);
        const linked = new Set((await store.memoriesForRelationshipNodes(user.id, [people[0].id], "any")).map((m) => m.id));
        // (A memory whose place has the same name, "the Graça neighbourhood", means the place.)
        const named = user.memories.filter((m) => mentions(m.summary, name) && !m.place?.includes(name)).map((m) => m.id);
        expect(named.length, `${name} recurs`).toBeGreaterThan(1);
        for (const id of named) expect(linked.has(id), `${id} joins ${name}`).toBe(true);
      }
    }
  });

  test("the narrator is never a theme", () => {
    for (const user of users) {
      const own = normalizeKey(user.displayName.split(" ")[0]);
      expect(nodes.get(user.id)!.some((n) => n.kind === "person" && normalizeKey(n.name) === own)).toBe(false);
    }
  });

  test("Graça the friend and Graça the Lisbon neighbourhood stay apart", () => {
    const graca = nodes.get("helena")!.filter((n) => normalizeKey(n.name) === "graca");
    expect(graca.map((n) => n.kind).sort()).toEqual(["person", "place"]);
    expect(graca.find((n) => n.kind === "person")!.memoryCount).toBeGreaterThanOrEqual(8);
  });

  test("places form a hierarchy: neighbourhood and city are both themes", async () => {
    const dana = nodes.get("dana")!;
    const humboldt = dana.find((n) => n.kind === "place" && n.name === "Humboldt Park")!;
    const chicago = dana.find((n) => n.kind === "place" && n.name === "Chicago")!;
    expect((await store.memoriesForRelationshipNodes("dana", [humboldt.id], "any")).map((m) => m.id).sort()).toEqual(
      ["pub-dana-m01", "pub-dana-m10", "pub-dana-m24", "pub-dana-m31"],
    );
    const both = await store.memoriesForRelationshipNodes("dana", [humboldt.id, chicago.id], "all");
    expect(both.map((m) => m.id).sort()).toEqual(["pub-dana-m01", "pub-dana-m10", "pub-dana-m24", "pub-dana-m31"]);
    expect(chicago.memoryCount).toBeGreaterThan(humboldt.memoryCount);
  });

  test("activities, event series and periods recur across memories", () => {
    const dana = nodes.get("dana")!;
    const named = (kind: string, name: string) => dana.find((n) => n.kind === kind && n.name === name);
    expect(named("activity", "Hiking")?.memoryCount).toBeGreaterThanOrEqual(3);
    expect(named("event_series", "Birthdays")?.memoryCount).toBeGreaterThanOrEqual(4);
    expect(named("period", "Christmas")?.memoryCount).toBeGreaterThanOrEqual(2);
    expect(named("period", "2024")?.memoryCount).toBeGreaterThanOrEqual(5);
    expect(named("period", "Summer 2023")?.memoryCount).toBeGreaterThanOrEqual(3);
  });

  test("building a memory again changes nothing (idempotent)", async () => {
    const before = await graphSnapshot(store, "helena");
    for (const memory of users[1].memories.slice(0, 10)) await buildMemoryGraph(store, memory, extractor);
    expect(await graphSnapshot(store, "helena")).toEqual(before);
  });
});

describe("merging what is the same, keeping apart what is not", () => {
  let store: GraphStore;
  beforeAll(async () => {
    ({ store } = await openTemporaryGraph());
  });

  test("a nickname and a full name are one person", async () => {
    const u = "nick-user";
    const a = memoryInput(u, { summary: "Coffee with Kate.", details: [{ kind: "PERSON", value: "Kate" }] });
    const b = memoryInput(u, { summary: "Katherine Smith's birthday.", details: [{ kind: "PERSON", value: "Katherine Smith" }] });
    const c = memoryInput(u, { summary: "Golf with Bill.", details: [{ kind: "PERSON", value: "Bill (uncle)" }] });
    const d = memoryInput(u, { summary: "Uncle William visited.", details: [{ kind: "PERSON", value: "William" }] });
    for (const m of [a, b, c, d]) await buildMemoryGraph(store, m, extractor);
    const people = await store.listRelationshipNodes(u, { kinds: ["person"] });
    expect(people.map((p) => [p.name, p.memoryCount]).sort()).toEqual([["Bill", 2], ["Katherine Smith", 2]]);
  });

  test("synonyms are one activity: hike and trek", async () => {
    const u = "synonym-user";
    await buildMemoryGraph(store, memoryInput(u, { summary: "We went on a long hike.", details: [{ kind: "ACTIVITY", value: "hiking" }] }), extractor);
    await buildMemoryGraph(store, memoryInput(u, { summary: "A three-day trek in the hills.", details: [{ kind: "ACTIVITY", value: "trekking" }] }), extractor);
    const activities = await store.listRelationshipNodes(u, { kinds: ["activity"] });
    expect(activities.filter((a) => a.name === "Hiking").map((a) => a.memoryCount)).toEqual([2]);
  });

  test("a place's two names are one place", async () => {
    const u = "alias-user";
    await buildMemoryGraph(store, memoryInput(u, { summary: "Pizza.", place: "Manhattan, New York City, New York, United States" }), extractor);
    await buildMemoryGraph(store, memoryInput(u, { summary: "Back in NYC.", details: [{ kind: "LOCATION", value: "NYC" }] }), extractor);
    await buildMemoryGraph(store, memoryInput(u, { summary: "Smokies.", place: "Great Smoky Mountains National Park, Tennessee, United States" }), extractor);
    await buildMemoryGraph(store, memoryInput(u, { summary: "Smokies again.", details: [{ kind: "LOCATION", value: "the Smokies" }] }), extractor);
    const places = await store.listRelationshipNodes(u, { kinds: ["place"] });
    expect(places.find((p) => p.name === "New York City")?.memoryCount).toBe(2);
    expect(places.find((p) => p.name === "Great Smoky Mountains National Park")?.memoryCount).toBe(2);
  });

  test("two different people called Sam stay apart; a later mention joins the right one by context", async () => {
    const u = "sam-user";
    const brother = memoryInput(u, { summary: "Lake day with my brother Sam and Mom.", details: [{ kind: "PERSON", value: "Sam (brother)" }, { kind: "PERSON", value: "Ruth (mother)" }] });
    const coworker = memoryInput(u, { summary: "Offsite with Sam Carter and Jill from work.", details: [{ kind: "PERSON", value: "Sam Carter (coworker)" }, { kind: "PERSON", value: "Jill (coworker)" }] });
    const brotherAgain = memoryInput(u, { summary: "Sunday lunch with Sam and Ruth.", details: [{ kind: "PERSON", value: "Sam" }, { kind: "PERSON", value: "Ruth" }] });
    const coworkerAgain = memoryInput(u, { summary: "Sam and Jill at the quarterly review.", details: [{ kind: "PERSON", value: "Sam" }, { kind: "PERSON", value: "Jill" }] });
    for (const m of [brother, coworker, brotherAgain, coworkerAgain]) await buildMemoryGraph(store, m, extractor);
    const sams = (await store.listRelationshipNodes(u, { kinds: ["person"] })).filter((p) => p.name.startsWith("Sam"));
    expect(sams).toHaveLength(2);
    const memoriesOf = async (id: string) => (await store.memoriesForRelationshipNodes(u, [id], "any")).map((m) => m.id).sort();
    const brotherNode = sams.find((s) => s.descriptors.includes("brother"))!;
    const coworkerNode = sams.find((s) => s.surname === "Carter")!;
    expect(await memoriesOf(brotherNode.id)).toEqual([brother.id, brotherAgain.id].sort());
    expect(await memoriesOf(coworkerNode.id)).toEqual([coworker.id, coworkerAgain.id].sort());
  });

  test("editing a memory moves its links; deleting it removes its nodes and orphaned themes", async () => {
    const u = "edit-user";
    const m = memoryInput(u, { summary: "Kayaking with Zoe.", details: [{ kind: "PERSON", value: "Zoe" }, { kind: "ACTIVITY", value: "kayaking" }] });
    await buildMemoryGraph(store, m, extractor);
    await buildMemoryGraph(store, { ...m, summary: "Skiing with Zoe.", details: [{ kind: "PERSON", value: "Zoe" }, { kind: "ACTIVITY", value: "skiing" }] }, extractor);
    const names = (await themesOf(store, u, m.id)).map((t) => t.name);
    expect(names).toContain("Skiing and snowboarding");
    expect(names).not.toContain("Kayaking, canoeing and rafting");
    expect((await store.listRelationshipNodes(u)).map((t) => t.name)).not.toContain("Kayaking, canoeing and rafting");
    await store.deleteMemory(u, m.id);
    expect(await store.listRelationshipNodes(u)).toEqual([]);
    expect(await store.getMemoryWithSemanticNodes(u, m.id)).toBeNull();
  });
});

describe("a crash in the middle of a job", () => {
  test("leaves no partial write and no duplicate nodes after the retry", async () => {
    let failOn: string | undefined;
    const { store } = await openTemporaryGraph({
      beforeStatement: (query) => {
        if (failOn && query.includes(failOn)) throw new Error("simulated crash");
      },
    });
    const u = "crash-user";
    const first = memoryInput(u, { summary: "Hike with Marcus.", place: "Chicago, Illinois, United States", details: [{ kind: "PERSON", value: "Marcus" }] });
    const second = memoryInput(u, { summary: "Another hike with Marcus.", place: "Chicago, Illinois, United States", details: [{ kind: "PERSON", value: "Marcus" }] });
    await buildMemoryGraph(store, first, extractor);
    failOn = "CREATE (m)-[:IN_THEME]->(r)"; // after the memory, semantic and theme nodes are written
    await expect(buildMemoryGraph(store, second, extractor)).rejects.toThrow(/simulated crash/);
    expect(await store.getMemoryWithSemanticNodes(u, second.id)).toBeNull(); // rolled back
    failOn = undefined;
    await buildMemoryGraph(store, second, extractor);
    await buildMemoryGraph(store, second, extractor);
    const people = await store.listRelationshipNodes(u, { kinds: ["person"] });
    expect(people.map((p) => [p.name, p.memoryCount])).toEqual([["Marcus", 2]]);
    const sub = await store.getSubgraph(u);
    expect(new Set(sub.nodes.map((n) => n.id)).size).toBe(sub.nodes.length);
  });
});
