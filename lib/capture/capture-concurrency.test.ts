import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resetServerEnvForTests } from "@/lib/env";
import type { CaptureModel } from "@/lib/models/capture/capture-model";
import { offlineCaptureModel } from "@/lib/models/capture/offline-capture-model";
import { uploadLimits } from "@/lib/storage/upload-limits";
import { makePhoto } from "@/lib/testing/make-photo";
import { useTestDatabase } from "@/lib/testing/test-database";
import { addCaptureTurn } from "./add-capture-turn";
import { addPhotoToDraft } from "./add-photo-to-draft";
import { requestFirstDraft } from "./request-first-draft";

// Run on both databases by npm test; on PostgreSQL concurrent requests really interleave.
const db = useTestDatabase();

beforeAll(async () => {
  process.env.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), "tobu-concurrency-"));
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetServerEnvForTests();
});

const slowModel: CaptureModel = {
  kind: "offline",
  draftMemoryFromPhotos: (input) => offlineCaptureModel.draftMemoryFromPhotos(input),
  refineDraftFromChat: async (input) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return offlineCaptureModel.refineDraftFromChat(input);
  },
};

describe("one memory changed by several requests at once", () => {
  it("never takes more photos than a memory holds", async () => {
    const user = await db.prisma().user.create({ data: { email: "uploads@example.com" } });
    const photo = await makePhoto();
    const { memoryId } = await addPhotoToDraft({ userId: user.id, bytes: photo, fileName: "first.jpg" });
    // Fill it to one short of the limit with rows (the files themselves do not matter here).
    const first = await db.prisma().mediaAsset.findFirstOrThrow({ where: { memoryId } });
    for (let i = 1; i < uploadLimits.maxFiles - 1; i++) {
      const { id: _id, createdAt: _createdAt, exif: _exif, ...rest } = first;
      await db.prisma().mediaAsset.create({ data: { ...rest, sha256: `${first.sha256}-${i}`, position: i } });
    }
    const uploads = await Promise.allSettled(
      Array.from({ length: 6 }, async (_, i) => addPhotoToDraft({ userId: user.id, memoryId, bytes: await makePhoto({ color: { r: i * 30, g: 10, b: 10 } }), fileName: `p${i}.jpg` })),
    );
    expect(uploads.filter((u) => u.status === "fulfilled")).toHaveLength(1);
    for (const refused of uploads.filter((u) => u.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    expect(await db.prisma().mediaAsset.count({ where: { memoryId } })).toBe(uploadLimits.maxFiles);
  });

  it("answers one capture message at a time; the others are refused and nothing interleaves", async () => {
    const user = await db.prisma().user.create({ data: { email: "turns@example.com" } });
    const { memoryId } = await addPhotoToDraft({ userId: user.id, bytes: await makePhoto(), fileName: "x.jpg" });
    await requestFirstDraft(user.id, memoryId, slowModel);
    const turns = await Promise.allSettled(["we hiked", "with my sister ana", "it was windy"].map((text) => addCaptureTurn(user.id, memoryId, text, slowModel)));
    expect(turns.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    for (const refused of turns.filter((t) => t.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    const messages = await db.prisma().captureMessage.findMany({ where: { memoryId }, orderBy: { createdAt: "asc" } });
    expect(messages.map((m) => `${m.role}:${m.status}`)).toEqual(["ASSISTANT:COMPLETE", "USER:COMPLETE", "ASSISTANT:COMPLETE"]);
  });
});
