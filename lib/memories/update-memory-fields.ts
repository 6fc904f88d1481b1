import "server-only";
import { getDb } from "@/lib/db/client";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { recomposeDraftText } from "@/lib/capture/recompose-draft-text";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { AppError } from "@/lib/errors/app-error";
import { dismissDetail, liftDismissal } from "./dismissed-details";
import { loadOwnedMemory } from "./load-owned-memory";
import { memoryFieldsSchema, type MemoryFieldsInput } from "./schemas";

/**
 * A corrected place replaces the old one among the details too (the photo's geocoded town
 * becomes the place the user typed), and the old one is dismissed so no photo brings it back.
 */
async function replacePlaceDetail(tx: Prisma.TransactionClient, userId: string, memoryId: string, oldPlace: string | null, newPlace: string | null) {
  const old = oldPlace ? await tx.memoryDetail.findMany({ where: { userId, memoryId, kind: "LOCATION", value: { equals: oldPlace, mode: "insensitive" } } }) : [];
  const already = newPlace ? await tx.memoryDetail.findFirst({ where: { userId, memoryId, kind: "LOCATION", value: { equals: newPlace, mode: "insensitive" } } }) : null;
  for (const [i, detail] of old.entries()) {
    if (i === 0 && newPlace && !already) await tx.memoryDetail.update({ where: { id: detail.id, userId }, data: { value: newPlace, source: "USER" } });
    else await tx.memoryDetail.deleteMany({ where: { id: detail.id, userId } });
  }
  if (!old.length && newPlace && !already) {
    await tx.memoryDetail.create({ data: { userId, memoryId, kind: "LOCATION", value: newPlace, source: "USER", position: -1 } });
  }
  if (oldPlace) await dismissDetail(tx, userId, memoryId, "LOCATION", oldPlace);
  if (newPlace) await liftDismissal(tx, userId, memoryId, "LOCATION", newPlace);
}

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The last day the user set, kept only after the first day (an end before the start, or without one, is dropped). */
function endDateChange(memory: { occurredAt: Date | null; endedAt: Date | null }, fields: MemoryFieldsInput): { endedAt?: Date | null } {
  if (fields.endedOn === undefined && fields.occurredOn === undefined) return {};
  const start = fields.occurredOn !== undefined ? fields.occurredOn || null : (memory.occurredAt?.toISOString().slice(0, 10) ?? null);
  const end = fields.endedOn !== undefined ? fields.endedOn || null : (memory.endedAt?.toISOString().slice(0, 10) ?? null);
  if (start && end && end < start) throw new AppError("invalid", "The last day comes before the first day.");
  return { endedAt: start && end && end > start ? noonOf(end) : null };
}

/**
 * The user edits the title, summary, date or place by hand. A hand-written title or
 * summary is no longer overwritten by the model. Editing a captured memory reschedules
 * its graph update in the same transaction.
 */
export async function updateMemoryFields(userId: string, memoryId: string, input: MemoryFieldsInput) {
  const fields = memoryFieldsSchema.parse(input);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const memory = await loadOwnedMemory(tx, userId, memoryId);
    await tx.memory.update({
      where: { id: memory.id, userId },
      data: {
        ...(fields.title !== undefined && fields.title !== memory.title ? { title: fields.title, titleEdited: true } : {}),
        ...(fields.summary !== undefined && fields.summary !== memory.summary ? { summary: fields.summary, summaryEdited: true } : {}),
        ...(fields.occurredOn !== undefined ? { occurredAt: fields.occurredOn ? new Date(`${fields.occurredOn}T12:00:00Z`) : null } : {}),
        ...endDateChange(memory, fields),
        ...(fields.place !== undefined ? { place: fields.place || null } : {}),
      },
    });
    if (fields.place !== undefined && (fields.place || null) !== memory.place) await replacePlaceDetail(tx, userId, memoryId, memory.place, fields.place || null);
    if (fields.place !== undefined || fields.occurredOn !== undefined || fields.endedOn !== undefined) await recomposeDraftText(tx, userId, memoryId);
    if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
  });
}
