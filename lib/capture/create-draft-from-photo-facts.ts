import "server-only";
import { getDb } from "@/lib/db/client";
import { recordPhotoFacts } from "./exif-details";
import { photoFactsSchema, type PhotoFactsInput } from "./schemas";

/**
 * A draft from what is known about a photo without its bytes: the EXIF date, the
 * reverse-geocoded place and a description of the scene (as a vision model would give it).
 * Used by imports and the recall benchmark; then `requestFirstDraft`, `addCaptureTurn` and
 * `saveMemory` run exactly as for uploaded photos.
 */
export async function createDraftFromPhotoFacts(userId: string, input: PhotoFactsInput): Promise<{ memoryId: string }> {
  const facts = photoFactsSchema.parse(input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const memory = await tx.memory.create({ data: { userId, sceneDescription: facts.caption }, select: { id: true } });
    await recordPhotoFacts(tx, userId, memory.id, facts);
    return { memoryId: memory.id };
  });
}
