import "server-only";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { captureModelForEnv } from "@/lib/models/capture/capture-model-for-env";
import { composeDraftText } from "@/lib/models/capture/compose-draft-text";
import { seenInPhotos } from "@/lib/models/capture/describe-seen";
import { loadDetails } from "./apply-draft";
import { photosForModel } from "./photo-facts-of-memory";

/**
 * After the user edits a field or a detail, the offline engine's title and summary are
 * written again from what the memory now holds (a corrected place, a removed person), unless
 * the user wrote them by hand. A model's own prose is left as it is: the next turn redoes it.
 */
export async function recomposeDraftText(tx: Prisma.TransactionClient, userId: string, memoryId: string) {
  if (captureModelForEnv().kind !== "offline") return;
  const memory = await tx.memory.findFirstOrThrow({ where: { id: memoryId, userId } });
  if (memory.titleEdited && memory.summaryEdited) return;
  const answers = await tx.captureMessage.findMany({ where: { userId, memoryId, role: "USER", status: "COMPLETE" }, orderBy: { createdAt: "asc" }, select: { content: true } });
  const photos = await photosForModel(tx, userId, memory);
  const text = composeDraftText({
    details: await loadDetails(tx, userId, memoryId),
    place: memory.place,
    period: { start: memory.occurredAt, end: memory.endedAt },
    scene: memory.sceneDescription,
    seen: seenInPhotos(photos),
    photoCount: photos.length,
    answers: answers.map((a) => a.content),
  });
  await tx.memory.update({
    where: { id: memory.id, userId },
    data: { title: memory.titleEdited ? undefined : text.title, summary: memory.summaryEdited ? undefined : text.summary },
  });
}
