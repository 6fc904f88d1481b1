import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { syntheticGraphWrites } from "@/lib/testing/synthetic-graph-writes";
import { installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { useTestDatabase } from "@/lib/testing/test-database";
import { parseGraphQuery } from "./graph-query";
import { loadGraphNode } from "./load-graph-node";
import { loadGraphView } from "./load-graph-view";

const database = useTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-graph-view-"));
const store = openKuzuGraphStore(dir);
const alice = syntheticGraphWrites({ userId: "alice", count: 12, idPrefix: "alice-m" });
const bob = syntheticGraphWrites({ userId: "bob", count: 3, idPrefix: "bob-m", seed: 7 });

beforeAll(async () => {
  installGraphStoreForTests(store);
  // The saved memories (the database's count says how many the view leaves out): all of Alice's, and one draft.
  const prisma = database.prisma();
  for (const [userId, memories] of [["alice", alice], ["bob", bob]] as const) {
    await prisma.user.create({ data: { id: userId, email: `${userId}@example.com` } });
    await prisma.memory.createMany({ data: memories.map((m) => ({ id: m.id, userId, status: "CAPTURED" as const, title: m.title })) });
  }
  await prisma.memory.create({ data: { userId: "alice", status: "DRAFT", title: "not saved yet" } });
  const s = await store;
  for (const m of alice) await s.writeMemoryGraph("alice", m.graph);
  for (const m of bob) await s.writeMemoryGraph("bob", m.graph);
});
afterAll(async () => {
  installGraphStoreForTests(undefined);
  await (await store).close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function query(text: string) {
  const parsed = parseGraphQuery(new URLSearchParams(text));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.query;
}

describe("loadGraphView", () => {
  test("a user's memories and themes, without details unless asked", async () => {
    const data = await loadGraphView("alice", query("kinds=memory,relationship"));
    expect(data.nodes.filter((n) => n.type === "memory")).toHaveLength(12);
    expect(data).toMatchObject({ memoryCount: 12, totalMemories: 12, truncated: false });
    expect(data.nodes.some((n) => n.type === "semantic")).toBe(false);
    expect(data.nodes.some((n) => n.type === "relationship")).toBe(true);
    expect(data.nodes.every((n) => !n.id.startsWith("bob"))).toBe(true);
    const withDetails = await loadGraphView("alice", query(""));
    expect(withDetails.nodes.some((n) => n.type === "semantic")).toBe(true);
  });

  test("relationship kind filter and limit reach the store", async () => {
    const data = await loadGraphView("alice", query("relationshipKinds=place&limit=5&kinds=memory,relationship"));
    expect(data.nodes.filter((n) => n.type === "memory")).toHaveLength(5);
    expect(data).toMatchObject({ memoryCount: 5, totalMemories: 12, truncated: true });
    expect(new Set(data.nodes.flatMap((n) => (n.type === "relationship" ? [n.kind] : [])))).toEqual(new Set(["place"]));
  });

  test("a user with no memories gets an empty graph", async () => {
    expect(await loadGraphView("carol", query(""))).toMatchObject({ nodes: [], edges: [], memoryCount: 0, totalMemories: 0, truncated: false });
  });
});

describe("loadGraphNode", () => {
  test("a theme comes with its memories", async () => {
    const themeId = alice[0].graph.themes[0].id;
    const details = await loadGraphNode("alice", themeId);
    expect(details?.type).toBe("relationship");
    if (details?.type !== "relationship") return;
    expect(details.node.id).toBe(themeId);
    expect(details.memories.map((m) => m.id)).toContain(alice[0].id);
  });

  test("a memory comes with its details and themes", async () => {
    const details = await loadGraphNode("alice", alice[3].id);
    expect(details?.type).toBe("memory");
    if (details?.type !== "memory") return;
    expect(details.memory.title).toBe(alice[3].title);
    expect(details.semantic.length).toBe(alice[3].graph.semantic.length);
    expect(details.themes.length).toBe(alice[3].graph.themes.length);
  });

  test("another user's nodes and unknown ids are not found", async () => {
    expect(await loadGraphNode("alice", bob[0].id)).toBeNull();
    expect(await loadGraphNode("alice", bob[0].graph.themes[0].id)).toBeNull();
    expect(await loadGraphNode("bob", alice[0].id)).toBeNull();
    expect(await loadGraphNode("alice", "no-such-node")).toBeNull();
  });
});
