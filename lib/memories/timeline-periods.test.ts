import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { listOnThisDay } from "./list-on-this-day";
import { listTimelinePeriods } from "./list-timeline-periods";

const db = useTestDatabase();

let alice: string;
let bob: string;
beforeAll(async () => {
  const prisma = db.prisma();
  alice = (await createTestUser(prisma, "alice")).id;
  bob = (await createTestUser(prisma, "bob")).id;
  const seed = (userId: string, title: string, occurredAt: string, status: "CAPTURED" | "DRAFT" = "CAPTURED") =>
    seedMemory(prisma, userId, { title, occurredAt, status, queueGraphJob: false });
  await seed(alice, "Lagoon picnic", "2023-06-24T14:30:00Z");
  await seed(alice, "Late swim", "2023-06-24T23:59:00Z");
  await seed(alice, "Rafting", "2023-08-12T10:00:00Z");
  await seed(alice, "Leap day skiing", "2024-02-29T10:00:00Z");
  await seed(alice, "Feb 28 dinner", "2021-02-28T19:00:00Z");
  await seed(alice, "Midsummer 2019", "2019-06-24T12:00:00Z");
  await seed(alice, "Draft from 2020", "2020-06-24T12:00:00Z", "DRAFT");
  await seed(alice, "This year's", "2026-06-24T08:00:00Z");
  await seed(alice, "Day after", "2023-06-25T00:00:00Z");
  await seed(bob, "Bob's midsummer", "2022-06-24T12:00:00Z");
});

describe(`listTimelinePeriods (${testDatabaseKind})`, () => {
  it("lists every month of the user's timeline with its count, newest first, only theirs", async () => {
    expect(await listTimelinePeriods(alice)).toEqual([
      { month: "2026-06", count: 1 },
      { month: "2024-02", count: 1 },
      { month: "2023-08", count: 1 },
      { month: "2023-06", count: 3 },
      { month: "2021-02", count: 1 },
      { month: "2020-06", count: 1 },
      { month: "2019-06", count: 1 },
    ]);
  });
});

describe(`listOnThisDay (${testDatabaseKind})`, () => {
  const titles = async (day: string) => (await listOnThisDay(alice, day)).map((m) => `${m.title} (${m.yearsAgo})`);

  it("gives saved memories of this month and day in earlier years, latest first, with years ago", async () => {
    expect(await titles("2026-06-24")).toEqual(["Late swim (3)", "Lagoon picnic (3)", "Midsummer 2019 (7)"]);
  });

  it("brings back February 29 on February 28 of a year without one", async () => {
    expect(await titles("2026-02-28")).toEqual(["Leap day skiing (2)", "Feb 28 dinner (5)"]);
    expect(await titles("2028-02-28")).toEqual(["Feb 28 dinner (7)"]);
    expect(await titles("2028-02-29")).toEqual(["Leap day skiing (4)"]);
  });

  it("is empty on a day with nothing, and never shows another user's memories", async () => {
    expect(await titles("2026-06-23")).toEqual([]);
    expect((await listOnThisDay(bob, "2026-06-24")).map((m) => m.title)).toEqual(["Bob's midsummer"]);
  });
});
