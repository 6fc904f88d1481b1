import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { listMemoryPage } from "./list-memory-page";
import { memoryListQuerySchema, type MemoryListQueryInput } from "./memory-list-query";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";

const db = useTestDatabase();
const query = (input: MemoryListQueryInput = {}) => memoryListQuerySchema.parse(input);
const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

let alice: string;
let bob: string;
beforeAll(async () => {
  const prisma = db.prisma();
  alice = (await createTestUser(prisma, "alice")).id;
  bob = (await createTestUser(prisma, "bob")).id;
  await seedMemory(prisma, alice, {
    title: "Picnic at the lagoon",
    summary: "Marcus grilled sausages by the water.",
    place: "Humboldt Park, Chicago",
    occurredAt: "2023-06-24T14:30:00Z",
    people: ["Marcus (boyfriend)", "Priya (best friend)"],
    activities: ["picnic", "swimming"],
  });
  await seedMemory(prisma, alice, {
    title: "Rafting the Snake River",
    summary: "Cold water, big rapids.",
    place: "Jackson, Wyoming",
    occurredAt: "2023-08-12T10:00:00Z",
    people: ["James"],
    activities: ["rafting"],
  });
  await seedMemory(prisma, alice, { title: "Sunday pancakes", summary: "100% fun with Marcus", occurredAt: "2023-06-04T09:00:00Z", activities: ["cooking"] });
  // No date: sits on the timeline when it was added.
  await seedMemory(prisma, alice, { title: "Undated draft", status: "DRAFT", createdAt: "2024-01-15T08:00:00Z" });
  await seedMemory(prisma, bob, { title: "Bob's picnic with Marcus", summary: "Marcus again", occurredAt: "2023-06-25T12:00:00Z", people: ["Marcus"], activities: ["picnic"] });
});

describe(`listMemoryPage (${testDatabaseKind})`, () => {
  it("lists the user's memories newest first by when they happened, else when added, and only theirs", async () => {
    const page = await listMemoryPage(alice, query());
    expect(titles(page)).toEqual(["Undated draft", "Rafting the Snake River", "Picnic at the lagoon", "Sunday pancakes"]);
    expect(page.items[0]).toMatchObject({ status: "DRAFT", occurredOn: null, timelineAt: "2024-01-15T08:00:00.000Z", graph: null });
    expect(page.items[2]).toMatchObject({ occurredOn: "2023-06-24", place: "Humboldt Park, Chicago", thumbnailUrl: null, photoCount: 0 });
    expect(page.nextCursor).toBeNull();
  });

  it("moves a memory on the timeline when its date changes (the trigger keeps timelineAt)", async () => {
    const prisma = db.prisma();
    const memory = await seedMemory(prisma, alice, { title: "Moved later", occurredAt: "2020-01-01T00:00:00Z" });
    expect(titles(await listMemoryPage(alice, query())).at(-1)).toBe("Moved later");
    await prisma.memory.update({ where: { id: memory.id }, data: { occurredAt: new Date("2025-03-01T00:00:00Z") } });
    expect(titles(await listMemoryPage(alice, query()))[0]).toBe("Moved later");
    await prisma.memory.update({ where: { id: memory.id }, data: { occurredAt: null } });
    const item = (await listMemoryPage(alice, query())).items.find((i) => i.id === memory.id)!;
    expect(item.timelineAt).toBe(memory.createdAt.toISOString());
    await prisma.memory.delete({ where: { id: memory.id } });
  });

  it("searches free text in title, summary, place and details, every word, case-insensitively", async () => {
    expect(titles(await listMemoryPage(alice, query({ q: "lagoon" })))).toEqual(["Picnic at the lagoon"]);
    expect(titles(await listMemoryPage(alice, query({ q: "RAPIDS" })))).toEqual(["Rafting the Snake River"]);
    expect(titles(await listMemoryPage(alice, query({ q: "wyoming" })))).toEqual(["Rafting the Snake River"]);
    expect(titles(await listMemoryPage(alice, query({ q: "priya" })))).toEqual(["Picnic at the lagoon"]);
    expect(titles(await listMemoryPage(alice, query({ q: "marcus" })))).toEqual(["Picnic at the lagoon", "Sunday pancakes"]);
    expect(titles(await listMemoryPage(alice, query({ q: "marcus water" })))).toEqual(["Picnic at the lagoon"]);
    expect(titles(await listMemoryPage(alice, query({ q: "kayak" })))).toEqual([]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect(titles(await listMemoryPage(alice, query({ q: "100%" })))).toEqual(["Sunday pancakes"]);
    expect(titles(await listMemoryPage(alice, query({ q: "%" })))).toEqual(["Sunday pancakes"]);
    expect(titles(await listMemoryPage(alice, query({ q: "_" })))).toEqual([]);
  });

  it("filters by person, place, activity and date range, combined", async () => {
    expect(titles(await listMemoryPage(alice, query({ person: "marcus" })))).toEqual(["Picnic at the lagoon"]);
    expect(titles(await listMemoryPage(alice, query({ person: "James" })))).toEqual(["Rafting the Snake River"]);
    expect(titles(await listMemoryPage(alice, query({ place: "chicago" })))).toEqual(["Picnic at the lagoon"]);
    expect(titles(await listMemoryPage(alice, query({ activity: "raft" })))).toEqual(["Rafting the Snake River"]);
    expect(titles(await listMemoryPage(alice, query({ from: "2023-06-01", to: "2023-06-30" })))).toEqual(["Picnic at the lagoon", "Sunday pancakes"]);
    // "to" includes the whole day.
    expect(titles(await listMemoryPage(alice, query({ from: "2023-06-24", to: "2023-06-24" })))).toEqual(["Picnic at the lagoon"]);
    expect(titles(await listMemoryPage(alice, query({ from: "2023-07-01" })))).toEqual(["Undated draft", "Rafting the Snake River"]);
    expect(titles(await listMemoryPage(alice, query({ person: "marcus", activity: "rafting" })))).toEqual([]);
  });

  it("never finds another user's memories or details", async () => {
    expect(titles(await listMemoryPage(alice, query({ q: "bob" })))).toEqual([]);
    expect(titles(await listMemoryPage(bob, query({ q: "marcus" })))).toEqual(["Bob's picnic with Marcus"]);
    expect(titles(await listMemoryPage(bob, query({ person: "priya" })))).toEqual([]);
    expect(titles(await listMemoryPage(bob, query({ activity: "rafting" })))).toEqual([]);
  });

  it("shows the graph status of captured memories: organising, failed, done", async () => {
    const prisma = db.prisma();
    const page = await listMemoryPage(alice, query({ q: "lagoon" }));
    expect(page.items[0].graph).toMatchObject({ state: "organising" });
    const jobId = page.items[0].graph!.jobId!;
    await prisma.graphJob.update({ where: { id: jobId }, data: { status: "FAILED", lastError: "graph store unreachable" } });
    expect((await listMemoryPage(alice, query({ q: "lagoon" }))).items[0].graph).toEqual({ state: "failed", jobId, error: "graph store unreachable" });
    await prisma.graphJob.update({ where: { id: jobId }, data: { status: "DONE" } });
    expect((await listMemoryPage(alice, query({ q: "lagoon" }))).items[0].graph).toEqual({ state: "done", jobId });
  });
});

describe(`pagination (${testDatabaseKind})`, () => {
  let carol: string;
  const COUNT = 1500;
  beforeAll(async () => {
    const prisma = db.prisma();
    carol = (await createTestUser(prisma, "carol")).id;
    // Many memories share one day, so the id breaks ties in the cursor.
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      userId: carol,
      status: "CAPTURED" as const,
      title: `Memory ${i}`,
      occurredAt: i % 3 === 0 ? null : new Date(Date.UTC(2020, 0, 1 + Math.floor(i / 10))),
    }));
    await prisma.memory.createMany({ data: rows });
    await prisma.$executeRaw`ANALYZE "Memory"`;
  });

  it("walks every memory exactly once, in timeline order, with a keyset cursor", async () => {
    const seen: { id: string; timelineAt: string }[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await listMemoryPage(carol, query({ cursor, limit: 100 }));
      seen.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen.map((s) => s.id)).size).toBe(COUNT);
    const sorted = [...seen].sort((a, b) => b.timelineAt.localeCompare(a.timelineAt) || (a.id < b.id ? 1 : -1));
    expect(seen.map((s) => s.id)).toEqual(sorted.map((s) => s.id));
  });

  it("rejects a tampered cursor with a clear message", () => {
    const parsed = memoryListQuerySchema.safeParse({ cursor: "not-a-cursor" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("That page link is out of date. Reload the list.");
  });

  it("reads a page through the (userId, timelineAt, id) index, not by sorting all the user's memories", async () => {
    const at = new Date("2020-03-01T00:00:00Z");
    const plan = await db.prisma().$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN SELECT "id" FROM "Memory" WHERE "userId" = ${carol} AND ("timelineAt" < ${at} OR ("timelineAt" = ${at} AND "id" < ${"zzzz"}))
       ORDER BY "timelineAt" DESC, "id" DESC LIMIT 25`;
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("Memory_userId_timelineAt_id_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });
});
