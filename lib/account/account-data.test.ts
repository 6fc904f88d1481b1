import { access, mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPhotoToDraft } from "@/lib/capture/add-photo-to-draft";
import { saveMemory } from "@/lib/capture/save-memory";
import { resetServerEnvForTests } from "@/lib/env";
import type { GraphStore } from "@/lib/graph/graph-store";
import { installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { openTemporaryGraph } from "@/lib/testing/graph-test-helpers";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { drainGraphJobs } from "@/lib/jobs/graph-job-runner";
import { seesNothing } from "@/lib/testing/no-photo-analysis";
import { createTestUser } from "@/lib/testing/test-memories";
import { makePhoto } from "@/lib/testing/make-photo";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { deleteAccount } from "./delete-account";
import { exportUserDataZip } from "./export-user-data";

const db = useTestDatabase();
let dataDir: string;
let store: GraphStore;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "tobu-account-"));
  process.env.DATA_DIR = dataDir;
  resetServerEnvForTests();
  ({ store } = await openTemporaryGraph());
  installGraphStoreForTests(Promise.resolve(store));
});
afterAll(() => installGraphStoreForTests(undefined));

const exists = (relative: string) =>
  access(path.join(dataDir, relative)).then(
    () => true,
    () => false,
  );

/** A user with a captured memory (photo, person, chat), a draft, and a recall conversation. */
async function userWithData(name: string) {
  const prisma = db.prisma();
  const user = await createTestUser(prisma, name);
  const photo = await makePhoto({ color: { r: name.length * 20, g: 90, b: 140 } });
  const { memoryId } = await addPhotoToDraft({ userId: user.id, bytes: photo, fileName: "beach.jpg" });
  await prisma.memory.update({ where: { id: memoryId }, data: { title: `${name}'s beach day`, summary: `Swimming with Marcus, said ${name}.` } });
  await prisma.memoryDetail.create({ data: { userId: user.id, memoryId, kind: "PERSON", value: "Marcus" } });
  await prisma.captureMessage.create({ data: { userId: user.id, memoryId, role: "USER", content: "we swam with marcus" } });
  await saveMemory(user.id, memoryId);
  await prisma.memory.create({ data: { userId: user.id, title: "Unfinished draft" } });
  await prisma.conversation.create({
    data: { userId: user.id, title: "Beach days", messages: { create: [{ userId: user.id, role: "USER", content: "When did I swim with Marcus?" }] } },
  });
  await drainGraphJobs({ db: prisma, store, extractor: offlineRelationExtractor, workerId: "test", analysePhoto: seesNothing });
  return { user, memoryId, photo };
}

describe(`account data (${testDatabaseKind})`, () => {
  it("exports memories, drafts, details, chats and conversations as JSON, with the original photos", async () => {
    const { user, memoryId, photo } = await userWithData("Ana");
    await userWithData("Bettina");

    const zip = await JSZip.loadAsync(await buffer(await exportUserDataZip(user.id)));

    const data = JSON.parse(await zip.file("memories.json")!.async("string"));
    expect(data).toMatchObject({ format: "tobu-memories-export", version: 2, user: { id: user.id, email: user.email } });
    expect(data.memories.map((m: { title: string }) => m.title).sort()).toEqual(["Ana's beach day", "Unfinished draft"]);
    const memory = data.memories.find((m: { id: string }) => m.id === memoryId);
    expect(memory).toMatchObject({ status: "CAPTURED", details: [{ kind: "PERSON", value: "Marcus", source: "MODEL" }], captureChat: [{ role: "USER", content: "we swam with marcus" }] });
    expect(data.conversations).toMatchObject([{ title: "Beach days", messages: [{ role: "USER", content: "When did I swim with Marcus?" }] }]);
    expect(JSON.stringify(data)).not.toContain("Bettina");

    expect(memory.photos).toHaveLength(1);
    // Named by the day taken (else uploaded: this photo has no EXIF date) and its upload name, mapped to its ids.
    const asset = await db.prisma().mediaAsset.findFirstOrThrow({ where: { memoryId } });
    const file = `photos/${asset.createdAt.toISOString().slice(0, 10)}_beach.jpg`;
    expect(memory.photos[0]).toMatchObject({ id: asset.id, file, originalName: "beach.jpg" });
    expect(data.photoFiles).toEqual([{ file, photoId: asset.id, memoryId, originalName: "beach.jpg" }]);
    const original = zip.file(memory.photos[0].file);
    expect(original).not.toBeNull();
    expect(Buffer.from(await original!.async("uint8array"))).toEqual(photo);
    expect(Object.keys(zip.files).filter((f) => f.startsWith("photos/") && !f.endsWith("/"))).toHaveLength(1);
  });

  it("lists a photo whose file went missing instead of failing the export", async () => {
    const { user, memoryId } = await userWithData("Cai");
    const asset = await db.prisma().mediaAsset.findFirstOrThrow({ where: { memoryId } });
    await import("node:fs/promises").then((fs) => fs.rm(path.join(dataDir, asset.originalPath)));
    const zip = await JSZip.loadAsync(await buffer(await exportUserDataZip(user.id)));
    expect(await zip.file("missing-photos.txt")!.async("string")).toContain(`_beach.jpg`);
  });

  it("deletes the account: every row, the media files and the graph; other users keep theirs", async () => {
    const prisma = db.prisma();
    const gone = await userWithData("Dov");
    const kept = await userWithData("Eli");
    const goneAsset = await prisma.mediaAsset.findFirstOrThrow({ where: { userId: gone.user.id } });
    const keptAsset = await prisma.mediaAsset.findFirstOrThrow({ where: { userId: kept.user.id } });
    expect((await store.listRelationshipNodes(gone.user.id)).length).toBeGreaterThan(0);

    expect(await deleteAccount(gone.user.id)).toEqual({ graphDeleted: true });

    const where = { where: { userId: gone.user.id } };
    expect(await prisma.user.findUnique({ where: { id: gone.user.id } })).toBeNull();
    const counts = await Promise.all([
      prisma.memory.count(where),
      prisma.mediaAsset.count(where),
      prisma.memoryDetail.count(where),
      prisma.captureMessage.count(where),
      prisma.conversation.count(where),
      prisma.recallMessage.count(where),
      prisma.graphJob.count(where),
      prisma.photoAnalysis.count(where),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await exists(goneAsset.originalPath)).toBe(false);
    expect(await exists(`media/${gone.user.id}`)).toBe(false);
    expect(await store.listRelationshipNodes(gone.user.id)).toEqual([]);
    expect(await store.getMemoryWithSemanticNodes(gone.user.id, gone.memoryId)).toBeNull();

    expect(await prisma.memory.count({ where: { userId: kept.user.id } })).toBe(2);
    expect(await readFile(path.join(dataDir, keptAsset.originalPath))).toEqual(kept.photo);
    expect((await store.listRelationshipNodes(kept.user.id)).length).toBeGreaterThan(0);
  });
});
