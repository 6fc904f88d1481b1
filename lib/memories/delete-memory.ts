import "server-only";
import { getDb } from "@/lib/db/client";
import { loadOwnedMemory } from "./load-owned-memory";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { removeUnusedPhotoFiles } from "@/lib/storage/remove-media";

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
    await tx.memory.delete({ where: { id: memory.id, userId } });
    const job = await enqueueGraphJob(tx, { userId, memoryId: memory.id, kind: "DELETE_MEMORY" });
    return { media, graphJobId: job.id };
  });
  return { graphJobId, removedFiles: await removeUnusedPhotoFiles(userId, media) };
}
