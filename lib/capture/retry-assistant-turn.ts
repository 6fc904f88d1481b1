import "server-only";
import { getDb } from "@/lib/db/client";
import type { CaptureModel } from "@/lib/models/capture/capture-model";
import { AppError } from "@/lib/errors/app-error";
import { loadOwnedMemory } from "@/lib/memories/load-owned-memory";
import { interruptedTurnTest, newTurnLease } from "@/lib/jobs/turn-lease";
import { runAssistantTurn, type TurnOutcome } from "./run-assistant-turn";

/** Runs the latest failed (or interrupted) assistant turn again. */
export async function retryAssistantTurn(userId: string, memoryId: string, model?: CaptureModel): Promise<TurnOutcome> {
  const db = await getDb();
  const interrupted = await interruptedTurnTest();
  const message = await db.$transaction(async (tx) => {
    await loadOwnedMemory(tx, userId, memoryId);
    const last = await tx.captureMessage.findFirst({ where: { userId, memoryId, role: "ASSISTANT" }, orderBy: { createdAt: "desc" } });
    const retryable = last && (last.status === "FAILED" || interrupted(last));
    if (!last || !retryable) throw new AppError("conflict", "There is nothing to retry.");
    return tx.captureMessage.update({ where: { id: last.id, userId }, data: { status: "PENDING", error: null, ...newTurnLease() } });
  });
  return runAssistantTurn(userId, memoryId, message.id, model);
}
