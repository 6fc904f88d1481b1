import { buffer } from "node:stream/consumers";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { exportUserDataZip } from "@/lib/account/export-user-data";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { createTestUser } from "@/lib/testing/test-memories";
import { testDatabaseKind, useTestDatabase } from "@/lib/testing/test-database";
import { getMemoryView } from "./get-memory-view";

const db = useTestDatabase();

let userId: string;
let memoryId: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  const prisma = db.prisma();
  userId = (await createTestUser(prisma, "photos")).id;
  memoryId = (await prisma.memory.create({ data: { userId, title: "A day in three photos" } })).id;
  // Uploaded evening first, then a screenshot without EXIF, then the morning photo.
  const uploads: [string, string | null][] = [
    ["evening", "2023-06-24T19:00:00Z"],
    ["screenshot", null],
    ["morning", "2023-06-24T08:00:00Z"],
  ];
  for (const [position, [name, takenAt]] of uploads.entries()) {
    const row = await prisma.mediaAsset.create({
      data: {
        userId, memoryId, position, sha256: name, mimeType: "image/jpeg", byteSize: 1, width: 1, height: 1,
        originalPath: `media/${name}.jpg`, thumbnailPath: `media/${name}.webp`,
        takenAt: takenAt ? new Date(takenAt) : null,
        // Uploaded the day after, in this order; the screenshot sits at its upload time.
        createdAt: new Date(Date.UTC(2023, 5, 25, 9, 0, position)),
      },
    });
    ids[name] = row.id;
  }
});

describe(`photos by time taken on every page (${testDatabaseKind})`, () => {
  const expected = () => [ids.morning, ids.evening, ids.screenshot];

  it("on the memory page and its lightbox", async () => {
    expect((await getMemoryView(userId, memoryId))!.photos.map((p) => p.id)).toEqual(expected());
  });

  it("on the capture page", async () => {
    expect((await getCaptureWorkspace(userId, memoryId))!.photos.map((p) => p.id)).toEqual(expected());
  });

  it("in the export", async () => {
    const zip = await JSZip.loadAsync(await buffer(await exportUserDataZip(userId)));
    const data = JSON.parse(await zip.file("memories.json")!.async("string"));
    const photos = data.memories.find((m: { id: string }) => m.id === memoryId).photos as { sha256: string }[];
    expect(photos.map((p) => p.sha256)).toEqual(["morning", "evening", "screenshot"]);
  });
});
