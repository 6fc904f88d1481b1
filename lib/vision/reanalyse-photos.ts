import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client.ts";
import { analyseStoredPhoto, VISION_ENGINE_VERSION, type PhotoAnalyser } from "./analyse-stored-photo";

const BATCH = 50;

/** Photos with no current analysis: never analysed, failed, pending, or from an older engine. */
const staleWhere = (userId?: string) => ({
  ...(userId ? { userId } : {}),
  OR: [{ analysis: { is: null } }, { analysis: { isNot: { status: "DONE" as const, engine: VISION_ENGINE_VERSION } } }],
});

/** How many photos `reanalysePhotos` would analyse. */
export function countPhotosToReanalyse(db: PrismaClient, userId?: string): Promise<number> {
  return db.mediaAsset.count({ where: staleWhere(userId) });
}

/**
 * Analyses, one after another, every photo (of one user, or of everyone) without a current
 * result (`npm run photos:reanalyze`). Resumable: a photo is done once its result of this
 * engine version is stored, so a run stopped half-way continues where it stopped. A photo
 * that fails is recorded as failed and skipped for the rest of this run.
 */
export async function reanalysePhotos(
  db: PrismaClient,
  options: { userId?: string; analyse?: PhotoAnalyser; onPhoto?: (outcome: { mediaId: string; ok: boolean; error?: string }) => void } = {},
): Promise<{ analysed: number; failed: number }> {
  const failedIds = new Set<string>();
  let analysed = 0;
  for (;;) {
    const batch = await db.mediaAsset.findMany({
      where: { ...staleWhere(options.userId), id: { notIn: [...failedIds] } },
      select: { id: true, userId: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (!batch.length) break;
    for (const photo of batch) {
      try {
        // One attempt: a failure is marked FAILED at once (the outbox is not involved here).
        await analyseStoredPhoto(db, { userId: photo.userId, mediaId: photo.id, attempts: 1, maxAttempts: 1 }, options.analyse);
        analysed++;
        options.onPhoto?.({ mediaId: photo.id, ok: true });
      } catch (error) {
        failedIds.add(photo.id);
        options.onPhoto?.({ mediaId: photo.id, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { analysed, failed: failedIds.size };
}
