import "server-only";
import { getDb } from "@/lib/db/client";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { AppError } from "@/lib/errors/app-error";
import { loadOwnedMemory } from "./load-owned-memory";
import { memoryFieldsSchema, type MemoryFieldsInput } from "./schemas";

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
    if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
  });
}
