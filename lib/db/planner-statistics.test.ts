import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "./generated/client.ts";
import { applyMigrations } from "./migrate";
import { pgliteRunner } from "./open-database";
import { analyzeStaleTables, isStale } from "./planner-statistics";

// The timeline's page from the end of a year back: what a jump to that year asks for.
const COUNT = 3000;
let pglite: PGlite;
let prisma: PrismaClient;
let userId: string;

async function yearPagePlan() {
  const before = new Date("2022-01-01T00:00:00Z");
  const rows = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN SELECT "id" FROM "Memory" WHERE "userId" = ${userId} AND "timelineAt" < ${before}
     ORDER BY "timelineAt" DESC, "id" DESC LIMIT 25`;
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

beforeAll(async () => {
  pglite = await PGlite.create();
  await applyMigrations(pgliteRunner(pglite));
  prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  userId = (await prisma.user.create({ data: { email: "stats@example.com" } })).id;
  const start = Date.UTC(2016, 0, 1);
  const step = (Date.UTC(2026, 0, 1) - start) / COUNT;
  await prisma.memory.createMany({
    data: Array.from({ length: COUNT }, (_, i) => ({ userId, status: "CAPTURED" as const, title: `Memory ${i}`, summary: "", occurredAt: new Date(start + i * step) })),
  });
});

afterAll(async () => {
  await prisma.$disconnect();
  await pglite.close();
});

describe("PGlite planner statistics", () => {
  it("a table never analyzed makes the year page sort every older memory; analyzing gives the index walk", async () => {
    // What PGlite does with no autovacuum: guesses, and sorts (the slow jump to a year).
    expect(await yearPagePlan()).toMatch(/\bSort\b/);

    const analyzed = await analyzeStaleTables(pgliteRunner(pglite));
    expect(analyzed).toContain("Memory");
    expect(analyzed).not.toContain("Conversation"); // empty tables are left alone

    const plan = await yearPagePlan();
    expect(plan).toContain("Memory_userId_timelineAt_id_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("analyzes again only once a table has grown", async () => {
    expect(await analyzeStaleTables(pgliteRunner(pglite))).toEqual([]);
    await prisma.memory.createMany({
      data: Array.from({ length: COUNT }, (_, i) => ({ userId, status: "CAPTURED" as const, title: `Later ${i}`, summary: "", occurredAt: new Date(Date.UTC(2026, 0, 2) + i * 60_000) })),
    });
    expect(await analyzeStaleTables(pgliteRunner(pglite))).toContain("Memory");
  });

  it("isStale: data never analyzed, or grown by a fifth and 8 pages", () => {
    expect(isStale({ table: "t", reltuples: -1, relpages: 0, pages: 0 })).toBe(false);
    expect(isStale({ table: "t", reltuples: -1, relpages: 0, pages: 1 })).toBe(true);
    expect(isStale({ table: "t", reltuples: 1000, relpages: 100, pages: 120 })).toBe(false);
    expect(isStale({ table: "t", reltuples: 1000, relpages: 100, pages: 128 })).toBe(true);
  });
});
