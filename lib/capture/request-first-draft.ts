import "server-only";
import { getDb } from "@/lib/db/client";
import type { CaptureModel } from "@/lib/models/capture/capture-model";
import { AppError } from "@/lib/errors/app-error";
import { loadOwnedMemory } from "@/lib/memories/load-owned-memory";
import { runAssistantTurn, type TurnOutcome } from "./run-assistant-turn";
import { assertAssistantIdle, createPendingAssistantMessage } from "./start-assistant-turn";

/** Asks the model for the first draft (title, summary, details, first question), once per memory. */
export async function requestFirstDraft(userId: string, memoryId: string, model?: CaptureModel): Promise<TurnOutcome> {
  const db = await getDb();
  const pending = await db.$transaction(async (tx) => {
    await loadOwnedMemory(tx, userId, memoryId);
    const started = await tx.captureMessage.count({ where: { userId, memoryId, status: { not: "FAILED" } } });
    if (started) throw new AppError("invalid", "This memory already has a draft.");
    await assertAssistantIdle(tx, userId, memoryId);
    return createPendingAssistantMessage(tx, userId, memoryId);
  });
  return runAssistantTurn(userId, memoryId, pending.id, model);
}
