import { access, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { AppError } from "@/lib/errors/app-error";
import { saveMemory } from "@/lib/capture/save-memory";
import { resetServerEnvForTests } from "@/lib/env";
import { makePhoto } from "@/lib/testing/make-photo";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { deleteMemory } from "./delete-memory";
import { listMemoryPage } from "./list-memory-page";
import { memoryListQuerySchema } from "./memory-list-query";
import { createTestUser } from "@/lib/testing/test-memories";

const db = useTestDatabase();
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "tobu-delete-"));
  process.env.DATA_DIR = dataDir;
  resetServerEnvForTests();
});

const exists = (relative: string) =>
  access(path.join(dataDir, relative)).then(
    () => true,
    () => false,
  );

async function capturedMemoryWithPhotos(userId: string, photos: Buffer[], title: string) {
  let memoryId: string | undefined;
  for (const [i, bytes] of photos.entries()) memoryId = (await addPhotoToDraft({ userId, memoryId, bytes, fileName: `p${i}.jpg` })).memoryId;
  const prisma = db.prisma();
  await prisma.memory.update({ where: { id: memoryId! }, data: { title } });
  await prisma.memoryDetail.create({ data: { userId, memoryId: memoryId!, kind: "PERSON", value: "Marcus" } });
  await prisma.captureMessage.create({ data: { userId, memoryId: memoryId!, role: "USER", content: "with Marcus" } });
  await saveMemory(userId, memoryId!);
  return memoryId!;
}

describe(`deleteMemory (${testDatabaseKind})`, () => {
  it("removes the memory, its photos' rows and files, details and chat, and queues a DELETE_MEMORY graph job", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "del");
    const memoryId = await capturedMemoryWithPhotos(user.id, [await makePhoto({ color: { r: 1, g: 2, b: 3 } }), await makePhoto({ color: { r: 4, g: 5, b: 6 } })], "Going away");
    const media = await prisma.mediaAsset.findMany({ where: { memoryId } });
    expect(media).toHaveLength(2);
    for (const m of media) expect(await exists(m.originalPath)).toBe(true);

    const result = await deleteMemory(user.id, memoryId);

    expect(result.removedFiles).toBe(2);
    expect(await prisma.memory.findUnique({ where: { id: memoryId } })).toBeNull();
    expect(await prisma.mediaAsset.count({ where: { memoryId } })).toBe(0);
    expect(await prisma.memoryDetail.count({ where: { memoryId } })).toBe(0);
    expect(await prisma.captureMessage.count({ where: { memoryId } })).toBe(0);
    for (const m of media) {
      expect(await exists(m.originalPath)).toBe(false);
      expect(await exists(m.thumbnailPath)).toBe(false);
    }
    const jobs = await prisma.graphJob.findMany({ where: { userId: user.id, memoryId }, orderBy: { createdAt: "asc" } });
    expect(jobs.at(-1)).toMatchObject({ id: result.graphJobId, kind: "DELETE_MEMORY", status: "PENDING" });
    // The pending upsert from saving is superseded: the graph never builds a deleted memory.
    expect(jobs.filter((j) => j.status === "PENDING")).toHaveLength(1);
    const page = await listMemoryPage(user.id, memoryListQuerySchema.parse({ q: "going" }));
    expect(page.items).toEqual([]);
  });

  it("keeps a photo file that another memory of the user still uses (same content)", async () => {
    const prisma = db.prisma();
    const user = await createTestUser(prisma, "shared");
    const shared = await makePhoto({ color: { r: 9, g: 9, b: 9 } });
    const first = await capturedMemoryWithPhotos(user.id, [shared, await makePhoto({ color: { r: 7, g: 7, b: 7 } })], "First");
    const second = await capturedMemoryWithPhotos(user.id, [shared], "Second");
    const sharedAsset = await prisma.mediaAsset.findFirstOrThrow({ where: { memoryId: second } });

    const result = await deleteMemory(user.id, first);

    expect(result.removedFiles).toBe(1);
    expect(await exists(sharedAsset.originalPath)).toBe(true);
    expect(await exists(sharedAsset.thumbnailPath)).toBe(true);
    expect(await prisma.memory.findUnique({ where: { id: second } })).not.toBeNull();
  });

  it("treats another user's memory as not found and leaves it alone", async () => {
    const prisma = db.prisma();
    const owner = await createTestUser(prisma, "owner");
    const intruder = await createTestUser(prisma, "intruder");
    const memoryId = await capturedMemoryWithPhotos(owner.id, [await makePhoto({ color: { r: 50, g: 60, b: 70 } })], "Mine");
    const asset = await prisma.mediaAsset.findFirstOrThrow({ where: { memoryId } });

    const attempt = deleteMemory(intruder.id, memoryId);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "not_found" });

    expect(await prisma.memory.findUnique({ where: { id: memoryId } })).not.toBeNull();
    expect(await exists(asset.originalPath)).toBe(true);
    expect(await prisma.graphJob.count({ where: { memoryId, kind: "DELETE_MEMORY" } })).toBe(0);
  });
});
