import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import { installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { openTemporaryGraph } from "@/lib/testing/graph-test-helpers";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { drainGraphJobs } from "@/lib/jobs/graph-job-runner";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { deleteMemory } from "./delete-memory";
import { getMemoryView } from "./get-memory-view";
import { memoryListQuerySchema } from "./memory-list-query";
import { searchMemories } from "./search-memories";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";

const db = useTestDatabase();
let store: GraphStore;
beforeAll(async () => {
  ({ store } = await openTemporaryGraph());
  installGraphStoreForTests(Promise.resolve(store));
});
afterAll(() => installGraphStoreForTests(undefined));

const runJobs = () => drainGraphJobs({ db: db.prisma(), store, extractor: offlineRelationExtractor, workerId: "test" });
const query = (input: Record<string, string>) => memoryListQuerySchema.parse(input);

describe(`memories by relationship node (${testDatabaseKind})`, () => {
  it("lists the memories of a theme from the memory page's links, and forgets the theme when its last memory goes", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "Dana");
    const other = await createTestUser(prisma, "Eve");
    const picnic = await seedMemory(prisma, user.id, { title: "Picnic", summary: "Picnic with Marcus in Humboldt Park.", people: ["Marcus (boyfriend)"], occurredAt: "2023-06-24T12:00:00Z" });
    const game = await seedMemory(prisma, user.id, { title: "Cubs game", summary: "Cubs game with Marcus.", people: ["Marcus"], occurredAt: "2023-08-05T12:00:00Z" });
    await seedMemory(prisma, user.id, { title: "Choir", summary: "Choir concert with Priya.", people: ["Priya"], occurredAt: "2023-09-01T12:00:00Z" });
    await runJobs();

    const view = await getMemoryView(user.id, picnic.id);
    expect(view?.graph).toMatchObject({ state: "done" });
    const marcus = view?.themes?.find((t) => t.kind === "person" && t.name === "Marcus");
    expect(marcus).toBeDefined();

    const result = await searchMemories(user.id, query({ theme: marcus!.id }));
    expect(result.theme).toEqual({ id: marcus!.id, name: "Marcus", kind: "person" });
    expect(result.items.map((i) => i.title)).toEqual(["Cubs game", "Picnic"]);
    // Other filters still apply within the theme.
    expect((await searchMemories(user.id, query({ theme: marcus!.id, q: "cubs" }))).items.map((i) => i.title)).toEqual(["Cubs game"]);
    // Another user cannot use the theme id.
    await expect(searchMemories(other.id, query({ theme: marcus!.id }))).rejects.toMatchObject({ code: "not_found" });

    await deleteMemory(user.id, picnic.id);
    await runJobs();
    expect((await searchMemories(user.id, query({ theme: marcus!.id }))).items.map((i) => i.title)).toEqual(["Cubs game"]);
    await deleteMemory(user.id, game.id);
    await runJobs();
    await expect(searchMemories(user.id, query({ theme: marcus!.id }))).rejects.toMatchObject({ code: "not_found" });
    expect(await store.getMemoryWithSemanticNodes(user.id, game.id)).toBeNull();
  });

  it("shows a memory page without connections when the graph cannot be read", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "Finn");
    const memory = await seedMemory(prisma, user.id, { title: "Offline graph" });
    const down = Promise.reject(new Error("graph store down"));
    down.catch(() => undefined); // rejected for its readers, not unhandled
    installGraphStoreForTests(down);
    try {
      const view = await getMemoryView(user.id, memory.id);
      expect(view).toMatchObject({ title: "Offline graph", themes: null, graph: { state: "organising" } });
    } finally {
      installGraphStoreForTests(Promise.resolve(store));
    }
  });

  it("is null for another user's memory", async () => {
    const prisma = db.prisma();
    const owner = await createTestUser(prisma, "Gus");
    const intruder = await createTestUser(prisma, "Hal");
    const memory = await seedMemory(prisma, owner.id, { title: "Private" });
    expect(await getMemoryView(intruder.id, memory.id)).toBeNull();
    expect(await getMemoryView(owner.id, memory.id)).toMatchObject({ title: "Private" });
  });
});
