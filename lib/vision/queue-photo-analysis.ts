import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";
import { serverEnv } from "@/lib/env";

type Tx = PrismaClient | Prisma.TransactionClient;

export const ANALYSIS_MAX_ATTEMPTS = 3;

/**
 * Queues the offline analysis of one photo, inside the transaction that stores it: a
 * PENDING analysis row ("Looking at your photos…") and an ANALYZE_PHOTO job in the outbox
 * (lib/jobs), run by the graph worker after the upload answered. The job names the photo,
 * not the memory, so it never counts as the memory's graph state.
 */
export async function queuePhotoAnalysis(tx: Tx, request: { userId: string; mediaId: string }) {
  if (serverEnv().PHOTO_ANALYSIS === "off") return null;
  const { userId, mediaId } = request;
  await tx.photoAnalysis.upsert({
    where: { mediaId, userId },
    create: { userId, mediaId },
    update: { status: "PENDING", error: null },
  });
  // An analysis already waiting for this photo is superseded: one run is enough.
  await tx.graphJob.updateMany({
    where: { userId, mediaId, kind: "ANALYZE_PHOTO", status: "PENDING" },
    data: { status: "DONE", finishedAt: new Date(), lastError: "superseded by a newer job" },
  });
  return tx.graphJob.create({ data: { userId, mediaId, kind: "ANALYZE_PHOTO", maxAttempts: ANALYSIS_MAX_ATTEMPTS }, select: { id: true } });
}
