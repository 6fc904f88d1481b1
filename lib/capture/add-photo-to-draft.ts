import "server-only";
import { getDb } from "@/lib/db/client";
import { removeUnusedPhotoFiles } from "@/lib/storage/remove-media";
import { storePhoto } from "@/lib/storage/store-photo";
import { uploadLimits } from "@/lib/storage/upload-limits";
import { AppError } from "@/lib/errors/app-error";
import { loadOwnedMemory, memoryNotFound } from "@/lib/memories/load-owned-memory";
import { queuePhotoAnalysis } from "@/lib/vision/queue-photo-analysis";
import { recordPhotoFacts } from "./exif-details";

type AddedPhoto = { memoryId: string; photoId: string };

async function assertRoom(userId: string, memoryId: string | undefined) {
  if (!memoryId) return;
  const db = await getDb();
  const memory = await db.memory.findFirst({ where: { id: memoryId, userId }, select: { _count: { select: { media: true } } } });
  if (!memory) throw memoryNotFound();
  if (memory._count.media >= uploadLimits.maxFiles) {
    throw new AppError("conflict", `A memory holds at most ${uploadLimits.maxFiles} photos; this one is full.`);
  }
}

/**
 * Stores a photo and attaches it to the user's draft, creating the draft with the first
 * photo. Files are written only after every check passed, and removed again if the
 * database write fails, so a refused or failed upload leaves nothing behind.
 */
export async function addPhotoToDraft(input: { userId: string; memoryId?: string; bytes: Buffer; fileName: string }): Promise<AddedPhoto> {
  const { userId, memoryId } = input;
  await assertRoom(userId, memoryId);
  const stored = await storePhoto(userId, input.bytes, input.fileName);
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      const memory = memoryId
        ? { id: (await loadOwnedMemory(tx, userId, memoryId)).id, _count: { media: await tx.mediaAsset.count({ where: { userId, memoryId } }) } }
        : await tx.memory.create({ data: { userId }, select: { id: true, _count: { select: { media: true } } } });
      if (memory._count.media >= uploadLimits.maxFiles) {
        throw new AppError("conflict", `A memory holds at most ${uploadLimits.maxFiles} photos; this one is full.`);
      }
      const photo = await tx.mediaAsset.create({
        data: {
          userId,
          memoryId: memory.id,
          sha256: stored.sha256,
          mimeType: stored.mimeType,
          byteSize: stored.byteSize,
          width: stored.width,
          height: stored.height,
          originalPath: stored.originalPath,
          thumbnailPath: stored.thumbnailPath,
          originalName: input.fileName,
          takenAt: stored.exif.takenAt,
          latitude: stored.exif.latitude,
          longitude: stored.exif.longitude,
          place: stored.place,
          exif: stored.exif.raw ?? undefined,
          position: memory._count.media,
        },
        select: { id: true },
      });
      await queuePhotoAnalysis(tx, { userId, mediaId: photo.id });
      await recordPhotoFacts(tx, userId, memory.id, { takenAt: stored.exif.takenAt, place: stored.place, latitude: stored.exif.latitude, longitude: stored.exif.longitude });
      return { memoryId: memory.id, photoId: photo.id };
    });
  } catch (error) {
    await removeUnusedPhotoFiles(userId, [stored]);
    throw error;
  }
}
