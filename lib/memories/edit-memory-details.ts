import "server-only";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { recomposeDraftText } from "@/lib/capture/recompose-draft-text";
import { AppError } from "@/lib/errors/app-error";
import { kindByKey } from "./detail-kinds";
import { dismissDetail, liftDismissal } from "./dismissed-details";
import { loadOwnedMemory } from "./load-owned-memory";
import { detailInputSchema } from "./schemas";

/** The user adds a person, activity, place... by hand (source USER: the model keeps it). */
export async function addMemoryDetail(userId: string, memoryId: string, input: { key: string; value: string }) {
  const { key, value } = detailInputSchema.parse(input);
  const db = await getDb();
  try {
    await db.$transaction(async (tx) => {
      const memory = await loadOwnedMemory(tx, userId, memoryId);
      const position = await tx.memoryDetail.count({ where: { userId, memoryId } });
      await tx.memoryDetail.create({ data: { userId, memoryId, kind: kindByKey[key], value, source: "USER", position } });
      await liftDismissal(tx, userId, memoryId, kindByKey[key], value);
      await recomposeDraftText(tx, userId, memoryId);
      if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("invalid", `“${value}” is already there.`);
    throw error;
  }
}

/** The user removes a detail, whoever proposed it; it stays removed (drafts and the graph never re-add it). */
export async function removeMemoryDetail(userId: string, memoryId: string, detailId: string) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const memory = await loadOwnedMemory(tx, userId, memoryId);
    const detail = await tx.memoryDetail.findFirst({ where: { id: detailId, userId, memoryId } });
    const removed = await tx.memoryDetail.deleteMany({ where: { id: detailId, userId, memoryId } });
    if (!detail || !removed.count) throw new AppError("not_found", "That detail is already gone.");
    await dismissDetail(tx, userId, memoryId, detail.kind, detail.value);
    await recomposeDraftText(tx, userId, memoryId);
    if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
  });
}
