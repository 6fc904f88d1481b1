import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client.ts";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { photoForAnalysis } from "@/lib/storage/photo-for-model";
import { searchTextOf } from "./analysis-summary";
import type { PhotoAnalysisResult } from "./photo-analysis";
import { visionEngine } from "./vision-engine";

/** Names the models and thresholds behind a result; bump it when they change (photos:reanalyze). */
export const VISION_ENGINE_VERSION = "human-3.3.6+ppocr-v4/1";

export type PhotoAnalyser = (image: Buffer, options: { heic: boolean }) => Promise<PhotoAnalysisResult>;

const defaultAnalyser: PhotoAnalyser = (image, options) => visionEngine().analyse(image, options);

/**
 * The ANALYZE_PHOTO job: analyses one of the user's photos and stores what was seen. When
 * its memory is already saved, the memory's graph is queued again so objects and text
 * become semantic nodes. A failure is recorded on the analysis and rethrown (the outbox
 * retries with back-off); on the last attempt the analysis is marked FAILED.
 */
export async function analyseStoredPhoto(
  db: PrismaClient,
  job: { userId: string; mediaId: string; attempts: number; maxAttempts: number },
  analyse: PhotoAnalyser = defaultAnalyser,
): Promise<void> {
  const { userId, mediaId } = job;
  const photo = await db.mediaAsset.findFirst({ where: { id: mediaId, userId }, select: { id: true, originalPath: true, memoryId: true } });
  if (!photo) return; // removed since: nothing to analyse
  let result: PhotoAnalysisResult;
  try {
    const image = await photoForAnalysis(photo.originalPath);
    result = await analyse(image.bytes, { heic: image.heic });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db.photoAnalysis.updateMany({ where: { mediaId, userId }, data: { error: message, ...(job.attempts >= job.maxAttempts ? { status: "FAILED" as const } : {}) } });
    throw error;
  }
  await db.$transaction(async (tx) => {
    await tx.photoAnalysis.upsert({
      where: { mediaId, userId },
      create: { userId, mediaId, status: "DONE", engine: VISION_ENGINE_VERSION, result, searchText: searchTextOf(result), analysedAt: new Date() },
      update: { status: "DONE", engine: VISION_ENGINE_VERSION, result, searchText: searchTextOf(result), error: null, analysedAt: new Date() },
    });
    if (!photo.memoryId) return;
    const memory = await tx.memory.findFirst({ where: { id: photo.memoryId, userId }, select: { status: true } });
    if (memory?.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId: photo.memoryId, kind: "UPSERT_MEMORY" });
  });
}
