import { describe, expect, it } from "vitest";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { deleteAccount } from "@/lib/account/delete-account";
import { memoryIndexFor } from "./load-memory-index";

// The in-process lexical index knows the user's memory text changed from a per-user counter
// the database keeps (triggers on Memory, MemoryDetail, CaptureMessage): every kind of write
// must reach the index, and another user's writes must not disturb it.

const db = useTestDatabase();
const revision = async (userId: string) => (await db.prisma().contentRevision.findUnique({ where: { userId } }))?.revision ?? 0n;
const words = (index: Awaited<ReturnType<typeof memoryIndexFor>>) => [...index.df.keys()];

describe(`the memory index follows the database's content revision (${testDatabaseKind})`, () => {
  it("sees new memories, edited fields, added and removed details, chat turns and deletions; one user's writes leave another's revision alone", async () => {
    const prisma = db.prisma();
    const me = (await createTestUser(prisma, "reviser")).id;
    const other = (await createTestUser(prisma, "bystander")).id;
    const hike = await seedMemory(prisma, me, { title: "Hike to the falls", summary: "A long hike." });
    expect(words(await memoryIndexFor(me))).toContain("fall");

    const before = await revision(other);
    await prisma.memory.update({ where: { id: hike.id, userId: me }, data: { summary: "A long hike with a picnic." } });
    expect(words(await memoryIndexFor(me))).toContain("picnic");

    const detail = await prisma.memoryDetail.create({ data: { userId: me, memoryId: hike.id, kind: "PERSON", value: "Gwendolyn" } });
    expect(words(await memoryIndexFor(me))).toContain("gwendolyn");
    await prisma.memoryDetail.deleteMany({ where: { id: detail.id, userId: me } });
    expect(words(await memoryIndexFor(me))).not.toContain("gwendolyn");

    await prisma.captureMessage.create({ data: { userId: me, memoryId: hike.id, role: "USER", content: "we saw a heron" } });
    expect(words(await memoryIndexFor(me))).toContain("heron");

    await prisma.memory.deleteMany({ where: { id: hike.id, userId: me } });
    expect((await memoryIndexFor(me)).docs.size).toBe(0);
    expect(await revision(other)).toBe(before);
  });

  it("is one counter per user, gone with the account", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "leaver");
    await seedMemory(prisma, user.id, { title: "Leaving", people: ["Ana"], queueGraphJob: false });
    expect(await revision(user.id)).toBeGreaterThan(0n);
    await deleteAccount(user.id);
    expect(await prisma.contentRevision.findUnique({ where: { userId: user.id } })).toBeNull();
  });
});
