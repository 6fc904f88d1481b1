import { describe, expect, it } from "vitest";
import { createTestUser, seedMemory } from "@/lib/testing/test-memories";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { INDEX_KEYS_VERSION, documentKeys } from "./lexical-index";
import { memoryIndexFor } from "./load-memory-index";
import { decodeKeys, encodeKeys, keysSourceHash, loadMemoryDocuments, refreshMemoryIndexKeys } from "./memory-index-keys";

// Recall's index keys are stored per memory so a new process reads them instead of
// tokenizing every memory. They must follow every change of the text they come from (the
// memory's fields, its details, chat turns, photo analysis), stay the user's own, be
// computed again when the tokenizer's version changes, and actually be what the index loads.

const db = useTestDatabase();

/** A new process: the in-process indexes are gone, the stored keys remain. */
function forgetInProcessIndexes() {
  (globalThis as { __tobuMemoryIndexes?: unknown }).__tobuMemoryIndexes = undefined;
}

async function storedKeys(userId: string, memoryId: string) {
  const row = await db.prisma().memoryIndexKeys.findFirst({ where: { userId, memoryId } });
  return row ? { ...row, all: Object.values(decodeKeys(row.keys)!).flat() } : null;
}

describe(`stored recall index keys (${testDatabaseKind})`, () => {
  it("encode and decode to the same keys, empty fields included", () => {
    const keys = documentKeys({ title: "Hiking the falls", summary: "", place: "Porto", details: "", userWords: "we hiked and hiked", scene: "" }, null);
    expect(decodeKeys(encodeKeys(keys))).toEqual(keys);
    const told = documentKeys({ title: "Castles", summary: "", place: "", details: "", userWords: "I saw a castle on my trip last Friday.", scene: "" }, "2023-11-16T00:00:00.000Z");
    expect(told.days).toEqual(["2023-11-10"]);
    expect(decodeKeys(encodeKeys(told))).toEqual(told);
    expect(decodeKeys("just one line")).toBeNull();
  });

  it("are stored when the index first reads a memory, and follow edits of its fields, details, chat turns and photo analysis", async () => {
    const prisma = db.prisma();
    const me = (await createTestUser(prisma, "keys")).id;
    const hike = await seedMemory(prisma, me, { title: "Hike to the falls", summary: "A long hike." });
    await memoryIndexFor(me);
    expect((await storedKeys(me, hike.id))?.all).toContain("fall");

    await prisma.memory.update({ where: { id: hike.id, userId: me }, data: { summary: "A long hike with a picnic." } });
    await memoryIndexFor(me);
    expect((await storedKeys(me, hike.id))?.all).toContain("picnic");

    await prisma.memoryDetail.create({ data: { userId: me, memoryId: hike.id, kind: "PERSON", value: "Gwendolyn" } });
    await memoryIndexFor(me);
    expect((await storedKeys(me, hike.id))?.all).toContain("gwendolyn");

    await prisma.captureMessage.create({ data: { userId: me, memoryId: hike.id, role: "USER", content: "we saw a heron" } });
    await memoryIndexFor(me);
    expect((await storedKeys(me, hike.id))?.all).toContain("heron");

    const media = await prisma.mediaAsset.create({
      data: { userId: me, memoryId: hike.id, sha256: "s", mimeType: "image/jpeg", byteSize: 1, width: 4, height: 2, originalPath: "x", thumbnailPath: "y" },
    });
    await prisma.photoAnalysis.create({ data: { userId: me, mediaId: media.id, status: "DONE", searchText: "waterfall backpack" } });
    await memoryIndexFor(me);
    expect((await storedKeys(me, hike.id))?.all).toContain("backpack");
    // What is stored is what the index computes from the current text.
    const [doc] = await loadMemoryDocuments(prisma, me, [hike.id]);
    expect((await storedKeys(me, hike.id))?.sourceHash).toBe(keysSourceHash(doc!));

    await prisma.memory.deleteMany({ where: { id: hike.id, userId: me } });
    expect(await storedKeys(me, hike.id)).toBeNull();
  });

  it("tell the user's ties from a friend's by the user's name ('his daughter' in a sentence about the friend)", async () => {
    const prisma = db.prisma();
    const me = (await createTestUser(prisma, "Linda Reyes")).id;
    const call = await seedMemory(prisma, me, { title: "Call", summary: "Callum told Linda that his daughter Fiona is expecting. Linda told Callum that her son Jomar made the team." });
    const [doc] = await loadMemoryDocuments(prisma, me, [call.id]);
    expect(doc!.ownerNames).toEqual(["linda", "reyes"]);
    const keys = documentKeys(doc!.fields, doc!.occurredAt, doc!.ownerNames);
    expect(keys.summary).toContain("son");
    expect(keys.summary).not.toContain("daughter");
    expect(keys.theirs).toContain("daughter");
  });

  it("are computed when a memory is written (the graph job's refresh), only for the memory's owner", async () => {
    const prisma = db.prisma();
    const me = (await createTestUser(prisma, "writer")).id;
    const other = (await createTestUser(prisma, "other")).id;
    const memory = await seedMemory(prisma, me, { title: "Kayaking at dawn", people: ["Priya"] });
    expect(await refreshMemoryIndexKeys(prisma, other, [memory.id])).toBe(0);
    expect(await storedKeys(me, memory.id)).toBeNull();
    expect(await refreshMemoryIndexKeys(prisma, me, [memory.id])).toBe(1);
    expect((await storedKeys(me, memory.id))?.all).toEqual(expect.arrayContaining(["kayak", "dawn", "priya"]));
    expect((await storedKeys(me, memory.id))?.userId).toBe(me);
    // Current keys are not computed again.
    expect(await refreshMemoryIndexKeys(prisma, me, [memory.id])).toBe(0);
    await prisma.memoryDetail.create({ data: { userId: me, memoryId: memory.id, kind: "ACTIVITY", value: "birdwatching" } });
    expect(await refreshMemoryIndexKeys(prisma, me, [memory.id])).toBe(1);
    expect((await storedKeys(me, memory.id))?.all).toContain("birdwatch");
  });

  it("are what a new process's index loads, unless their version or text is stale", async () => {
    const prisma = db.prisma();
    const me = (await createTestUser(prisma, "reader")).id;
    const memory = await seedMemory(prisma, me, { title: "Pottery class" });
    await refreshMemoryIndexKeys(prisma, me, [memory.id]);
    // Mark the stored keys so it shows whether the index read them or tokenized the text again.
    const row = (await storedKeys(me, memory.id))!;
    const marked = row.keys.replace(/^[^\n]*/, "potteri marker");
    await prisma.memoryIndexKeys.updateMany({ where: { userId: me, memoryId: memory.id }, data: { keys: marked } });
    forgetInProcessIndexes();
    expect([...(await memoryIndexFor(me)).df.keys()]).toContain("marker");

    // Keys of an older tokenizer are computed again (and stored again).
    await prisma.memoryIndexKeys.updateMany({ where: { userId: me, memoryId: memory.id }, data: { version: INDEX_KEYS_VERSION - 1 } });
    forgetInProcessIndexes();
    expect([...(await memoryIndexFor(me)).df.keys()]).not.toContain("marker");
    expect(await storedKeys(me, memory.id)).toMatchObject({ version: INDEX_KEYS_VERSION, keys: row.keys });

    // Keys of another text (a write that did not refresh them) are computed again too.
    await prisma.memoryIndexKeys.updateMany({ where: { userId: me, memoryId: memory.id }, data: { keys: marked, sourceHash: "stale" } });
    forgetInProcessIndexes();
    expect([...(await memoryIndexFor(me)).df.keys()]).not.toContain("marker");
    expect((await storedKeys(me, memory.id))?.keys).toBe(row.keys);
  });
});
