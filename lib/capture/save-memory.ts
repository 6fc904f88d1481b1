import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { AppError } from "@/lib/errors/app-error";
import { loadOwnedMemory } from "@/lib/memories/load-owned-memory";

const saveOptionsSchema = z.object({ summary: z.string().trim().min(1).max(4000).optional(), title: z.string().trim().min(1).max(120).optional() });

/**
 * "Save memory": the draft becomes a captured memory and its graph construction is
 * scheduled in the same transaction. A final summary/title given here (e.g. by an import)
 * counts as written by the user.
 */
export async function saveMemory(userId: string, memoryId: string, options: { summary?: string; title?: string } = {}) {
  const final = saveOptionsSchema.parse(options);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const memory = await loadOwnedMemory(tx, userId, memoryId);
    const title = final.title ?? memory.title;
    if (!title.trim()) throw new AppError("invalid", "Give the memory a title before saving.");
    const saved = await tx.memory.update({
      where: { id: memory.id, userId },
      data: {
        status: "CAPTURED",
        capturedAt: memory.capturedAt ?? new Date(),
        title,
        ...(final.title ? { titleEdited: true } : {}),
        ...(final.summary ? { summary: final.summary, summaryEdited: true } : {}),
      },
      select: { id: true, status: true, capturedAt: true },
    });
    await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
    return saved;
  });
}
