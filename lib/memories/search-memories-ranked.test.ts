import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import { installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { drainGraphJobs } from "@/lib/jobs/graph-job-runner";
import { openTemporaryGraph } from "@/lib/testing/graph-test-helpers";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { memoryListQuerySchema, type MemoryListQueryInput } from "./memory-list-query";
import { searchMemories, type MemorySearchResult } from "./search-memories";

// The memories page's search box ranks with recall's engine (lib/recall/search-memories.ts).

const db = useTestDatabase();
let store: GraphStore;
let me: string;
let other: string;
const asOf = new Date("2024-03-01T12:00:00Z");
const query = (input: MemoryListQueryInput) => memoryListQuerySchema.parse(input);
const titles = (page: MemorySearchResult) => page.items.map((i) => i.title);
const search = (input: MemoryListQueryInput, userId = me) => searchMemories(userId, query(input), asOf);

beforeAll(async () => {
  ({ store } = await openTemporaryGraph());
  installGraphStoreForTests(Promise.resolve(store));
  const prisma = db.prisma();
  me = (await createTestUser(prisma, "searcher")).id;
  other = (await createTestUser(prisma, "neighbour")).id;
  await seedMemory(prisma, me, { title: "Top of Mount Tam", summary: "We hiked to the summit with James and ate sandwiches.", people: ["James (brother)"], occurredAt: "2023-05-06T10:00:00Z" });
  await seedMemory(prisma, me, { title: "Glacier walk", summary: "A long trek across the ice in Iceland.", place: "Iceland", occurredAt: "2023-07-14T10:00:00Z" });
  await seedMemory(prisma, me, { title: "Pasta night", summary: "Cooked pasta at home with James.", people: ["James"], occurredAt: "2023-09-02T19:00:00Z" });
  await seedMemory(prisma, me, { title: "Beach day", summary: "Swimming with Priya at Montrose beach.", people: ["Priya"], occurredAt: "2023-08-12T13:00:00Z" });
  await seedMemory(prisma, me, { title: "Sunrise hike", summary: "Hiking up Pinnacle Peak before dawn with Priya.", people: ["Priya"], occurredAt: "2023-10-01T06:00:00Z" });
  await seedMemory(prisma, me, { title: "Draft about hiking boots", status: "DRAFT", createdAt: "2024-01-10T08:00:00Z" });
  await seedMemory(prisma, other, { title: "Someone else's hike with Jim", summary: "Hiking with Jim.", people: ["James"], occurredAt: "2023-06-01T10:00:00Z" });
  await drainGraphJobs({ db: prisma, store, extractor: offlineRelationExtractor, workerId: "test" });
});
afterAll(() => installGraphStoreForTests(undefined));

describe(`the memories search ranks with recall's engine (${testDatabaseKind})`, () => {
  it("finds James's memories for “Jim” (the nicknames the graph uses), only the user's", async () => {
    const result = await search({ q: "Jim" });
    expect(result.order).toBe("relevance");
    expect(titles(result).sort()).toEqual(["Pasta night", "Top of Mount Tam"]);
    expect(result.items[0]).toMatchObject({ matched: expect.arrayContaining(["James"]) });
    expect(titles(await search({ q: "Jim" }, other))).toEqual(["Someone else's hike with Jim"]);
  });

  it("finds “hike” and “hiked” for “hiking”, best matches first, synonyms weaker, drafts by their words last", async () => {
    const result = await search({ q: "hiking" });
    const found = titles(result);
    expect(found.slice(0, 2).sort()).toEqual(["Sunrise hike", "Top of Mount Tam"]);
    expect(found.indexOf("Glacier walk")).toBeGreaterThan(1); // "trek": a weaker match
    expect(found.at(-1)).toBe("Draft about hiking boots");
    expect(found).not.toContain("Someone else's hike with Jim");
    expect(found).not.toContain("Beach day");
    // What matched is said once, whatever its case ("Hiking" theme, "hiking" word).
    for (const item of result.items) {
      const matched = "matched" in item ? item.matched : [];
      expect(new Set(matched.map((m) => m.toLowerCase())).size).toBe(matched.length);
    }
  });

  it("keeps the other filters: person, dates, and a theme", async () => {
    expect(titles(await search({ q: "hiking", person: "priya" }))).toEqual(["Sunrise hike"]);
    expect(titles(await search({ q: "hiking", from: "2023-01-01", to: "2023-06-30" }))).toEqual(["Top of Mount Tam"]);
    const priya = (await store.listRelationshipNodes(me)).find((n) => n.kind === "person" && n.name === "Priya");
    expect(priya).toBeDefined();
    expect(titles(await search({ q: "hiking", theme: priya!.id }))).toEqual(["Sunrise hike"]);
  });

  it("a request with words and a name ranks the memories matching both first", async () => {
    const found = titles(await search({ q: "hiking with Jim" }));
    expect(found[0]).toBe("Top of Mount Tam");
    expect(found).not.toContain("Beach day");
  });

  it("pages through the ranked results without repeating or losing one", async () => {
    const all = titles(await search({ q: "hiking" }));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ q: "hiking", limit: "2", ...(cursor ? { cursor } : {}) } as MemoryListQueryInput);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...titles(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(all.length).toBeGreaterThan(2);
  });

  it("finds nothing for a word none of the memories use, and refuses a timeline cursor on a search", async () => {
    expect(titles(await search({ q: "kayak" }))).toEqual([]);
    const timeline = await search({ limit: "1" } as MemoryListQueryInput);
    expect(timeline.order).toBe("timeline");
    await expect(search({ q: "hiking", cursor: timeline.nextCursor! })).rejects.toMatchObject({ code: "invalid" });
  });

  it("still searches the memories' own words when the graph cannot be read", async () => {
    const down = Promise.reject(new Error("graph store down"));
    down.catch(() => undefined);
    installGraphStoreForTests(down);
    try {
      const found = titles(await search({ q: "hiking" }));
      expect(found.slice(0, 2).sort()).toEqual(["Sunrise hike", "Top of Mount Tam"]);
    } finally {
      installGraphStoreForTests(Promise.resolve(store));
    }
  });
});
