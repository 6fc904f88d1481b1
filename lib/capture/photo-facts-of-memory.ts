import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";
import type { PhotoForModel } from "@/lib/models/capture/capture-model";
import { photoDataUrlForModel } from "@/lib/storage/photo-for-model";
import { seenInPhoto } from "@/lib/vision/analysis-summary";
import { photoAnalysisResultSchema } from "@/lib/vision/photo-analysis";

type Tx = PrismaClient | Prisma.TransactionClient;

/**
 * The memory's photos as the model sees them. A memory captured from given facts (no
 * photo bytes) is one photo made of the memory's own date and place.
 */
export async function photosForModel(tx: Tx, userId: string, memory: { id: string; occurredAt: Date | null; place: string | null; latitude: number | null; longitude: number | null }): Promise<PhotoForModel[]> {
  const media = await tx.mediaAsset.findMany({
    where: { userId, memoryId: memory.id },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    include: { analysis: { select: { status: true, result: true } } },
  });
  if (!media.length) {
    return [{ takenAt: memory.occurredAt, place: memory.place, latitude: memory.latitude, longitude: memory.longitude }];
  }
  return media.map((m) => ({
    takenAt: m.takenAt,
    place: m.place,
    latitude: m.latitude,
    longitude: m.longitude,
    width: m.width,
    height: m.height,
    mimeType: m.mimeType,
    loadDataUrl: () => photoDataUrlForModel(m.originalPath),
    seen: seenOf(m.analysis),
  }));
}

/** Names of people in the user's other memories, so lower-case mentions are recognised. */
export async function knownPeopleOf(tx: Tx, userId: string, exceptMemoryId: string): Promise<string[]> {
  const rows = await tx.memoryDetail.findMany({
    where: { userId, kind: "PERSON", memoryId: { not: exceptMemoryId } },
    select: { value: true },
    distinct: ["value"],
    take: 500,
  });
  return rows.map((r) => r.value.replace(/\s*\(.*\)\s*$/, "")).filter((v) => !/^(my|our)\s/i.test(v));
}

/** What the analysis saw in a photo, when it finished (a result that no longer parses is ignored). */
function seenOf(analysis: { status: string; result: unknown } | null) {
  if (analysis?.status !== "DONE") return undefined;
  const parsed = photoAnalysisResultSchema.safeParse(analysis.result);
  return parsed.success ? seenInPhoto(parsed.data) : undefined;
}
