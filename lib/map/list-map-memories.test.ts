import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { listMapMemories } from "./list-map-memories";
import { mapQuerySchema } from "./map-query";

const db = useTestDatabase();
const period = (input: { from?: string; to?: string } = {}) => mapQuerySchema.parse(input);
const titles = (data: { memories: { title: string }[] }) => data.memories.map((m) => m.title);

let alice: string;
let bob: string;
beforeAll(async () => {
  const prisma = db.prisma();
  alice = (await createTestUser(prisma, "alice")).id;
  bob = (await createTestUser(prisma, "bob")).id;
  await seedMemory(prisma, alice, { title: "Picnic in Chicago", place: "Chicago", coordinates: [41.9006, -87.7052], occurredAt: "2023-06-24T14:30:00Z" });
  await seedMemory(prisma, alice, { title: "New Year in Lisbon", place: "Lisbon", coordinates: [38.7223, -9.1393], occurredAt: "2021-12-31T23:30:00Z" });
  await seedMemory(prisma, alice, { title: "Lisbon again", place: "Lisbon", coordinates: [38.71, -9.14], occurredAt: "2022-01-01T00:10:00Z" });
  await seedMemory(prisma, alice, { title: "Draft in Oslo", status: "DRAFT", coordinates: [59.91, 10.75], createdAt: "2024-03-01T08:00:00Z" });
  await seedMemory(prisma, alice, { title: "Somewhere without GPS", place: "Home", occurredAt: "2023-06-25T10:00:00Z" });
  await seedMemory(prisma, bob, { title: "Bob in Chicago", coordinates: [41.88, -87.63], occurredAt: "2023-06-24T12:00:00Z" });
});

describe(`listMapMemories (${testDatabaseKind})`, () => {
  it("gives the user's memories with coordinates, newest first, and only theirs", async () => {
    const data = await listMapMemories(alice, period());
    expect(titles(data)).toEqual(["Draft in Oslo", "Picnic in Chicago", "Lisbon again", "New Year in Lisbon"]);
    expect(data.memories[1]).toMatchObject({ place: "Chicago", occurredOn: "2023-06-24", latitude: 41.9006, longitude: -87.7052, draft: false });
    expect(data.memories[0]).toMatchObject({ draft: true, occurredOn: null });
    expect(data.years).toEqual({ first: 2021, last: 2024 });
    expect(titles(await listMapMemories(bob, period()))).toEqual(["Bob in Chicago"]);
  });

  it("leaves out memories without coordinates, even when they name a place", async () => {
    expect(titles(await listMapMemories(alice, period({ from: "2023-06-25", to: "2023-06-25" })))).toEqual([]);
  });

  it("keeps a period of whole days, both ends included", async () => {
    expect(titles(await listMapMemories(alice, period({ from: "2022-01-01", to: "2023-12-31" })))).toEqual(["Picnic in Chicago", "Lisbon again"]);
    expect(titles(await listMapMemories(alice, period({ to: "2021-12-31" })))).toEqual(["New Year in Lisbon"]);
    expect(titles(await listMapMemories(alice, period({ from: "2024-01-01" })))).toEqual(["Draft in Oslo"]);
    // The range of years stays the whole map's, whatever the period.
    expect((await listMapMemories(alice, period({ from: "2024-01-01" }))).years).toEqual({ first: 2021, last: 2024 });
  });

  it("has no years for a user without any place", async () => {
    const carol = (await createTestUser(db.prisma(), "carol")).id;
    expect(await listMapMemories(carol, period())).toEqual({ memories: [], years: null });
  });
});

describe("the map's query", () => {
  it("takes a period of dates and refuses a reversed or malformed one", () => {
    expect(mapQuerySchema.parse({ from: "2022-01-01", to: "" })).toEqual({ from: "2022-01-01", to: undefined });
    expect(mapQuerySchema.safeParse({ from: "2023-01-01", to: "2022-01-01" }).error?.issues[0]?.message).toBe("The start date is after the end date.");
    expect(mapQuerySchema.safeParse({ from: "2022-13-01" }).error?.issues[0]?.message).toBe("Use a start date like 2024-06-24.");
  });
});
