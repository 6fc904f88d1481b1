import "server-only";
import { getDb } from "@/lib/db/client";
import { loadOwnedMemory } from "@/lib/capture/load-owned-memory";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { removePhotoFiles } from "@/lib/storage/store-photo";

/**
 * Deletes the user's memory: in one transaction the memory goes (its photos' rows, details
 * and capture chat by cascade) and a DELETE_MEMORY graph job is queued (the graph drops the
 * memory node, its semantic nodes and themes left empty). After the commit, photo files that
 * no other record of the user still uses are removed (media are stored by content hash, so
 * two memories may share one file). Another user's memory is "not found".
 */
export async function deleteMemory(userId: string, memoryId: string): Promise<{ graphJobId: string; removedFiles: number }> {
  const db = await getDb();
  const { media, graphJobId } = await db.$transaction(async (tx) => {
    const memory = await loadOwnedMemory(tx, userId, memoryId);
    const media = await tx.mediaAsset.findMany({
      where: { userId, memoryId: memory.id },
      select: { sha256: true, originalPath: true, thumbnailPath: true },
    });
    await tx.memory.delete({ where: { id: memory.id } });
    const job = await enqueueGraphJob(tx, { userId, memoryId: memory.id, kind: "DELETE_MEMORY" });
    return { media, graphJobId: job.id };
  });
  return { graphJobId, removedFiles: await removeUnusedPhotoFiles(userId, media) };
}

/** Removes the files of photos whose content no media row of the user references any more. */
export async function removeUnusedPhotoFiles(userId: string, photos: { sha256: string; originalPath: string; thumbnailPath: string }[]): Promise<number> {
  if (!photos.length) return 0;
  const db = await getDb();
  const stillUsed = await db.mediaAsset.findMany({
    where: { userId, sha256: { in: [...new Set(photos.map((p) => p.sha256))] } },
    select: { sha256: true },
  });
  const used = new Set(stillUsed.map((m) => m.sha256));
  const unused = [...new Map(photos.filter((p) => !used.has(p.sha256)).map((p) => [p.originalPath, p])).values()];
  let removed = 0;
  for (const photo of unused) {
    try {
      await removePhotoFiles(photo);
      removed += 1;
    } catch (error) {
      // The memory is gone either way; an orphaned file is only disk space.
      console.error("could not remove a deleted memory's photo files", error);
    }
  }
  return removed;
}
