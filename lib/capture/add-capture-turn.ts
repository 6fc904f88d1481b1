import "server-only";
import { getDb } from "@/lib/db/client";
import type { CaptureModel } from "@/lib/models/capture/capture-model";
import { loadOwnedMemory } from "@/lib/memories/load-owned-memory";
import { runAssistantTurn, type TurnOutcome } from "./run-assistant-turn";
import { captureMessageSchema } from "./schemas";
import { assertAssistantIdle, createPendingAssistantMessage } from "./start-assistant-turn";

/**
 * The user answers in the capture chat. Their message and the pending assistant reply are
 * stored first, in one transaction; then the model refines the draft.
 */
export async function addCaptureTurn(userId: string, memoryId: string, text: string, model?: CaptureModel): Promise<TurnOutcome> {
  const content = captureMessageSchema.parse(text);
  const db = await getDb();
  const pending = await db.$transaction(async (tx) => {
    await loadOwnedMemory(tx, userId, memoryId);
    await assertAssistantIdle(tx, userId, memoryId);
    const message = await tx.captureMessage.create({ data: { userId, memoryId, role: "USER", content } });
    return createPendingAssistantMessage(tx, userId, memoryId, message.createdAt);
  });
  return runAssistantTurn(userId, memoryId, pending.id, model);
}
