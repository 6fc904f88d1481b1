import "server-only";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { AppError } from "@/lib/errors/app-error";
import { INTERRUPTED_TURN_MESSAGE, interruptedTurnTest, newTurnLease } from "@/lib/jobs/turn-lease";

type Tx = Prisma.TransactionClient;

/** Refuses a new turn while the assistant is still answering the previous one. */
export async function assertAssistantIdle(tx: Tx, userId: string, memoryId: string) {
  const pending = await tx.captureMessage.findFirst({ where: { userId, memoryId, role: "ASSISTANT", status: "PENDING" }, orderBy: { createdAt: "desc" } });
  const interrupted = await interruptedTurnTest();
  if (pending && !interrupted(pending)) {
    throw new AppError("conflict", "The assistant is still working on your last answer. Your text is kept; send it when it's done.");
  }
  if (pending) await tx.captureMessage.update({ where: { id: pending.id, userId }, data: { status: "FAILED", error: INTERRUPTED_TURN_MESSAGE, runnerId: null, leaseUntil: null } });
}

/** Records the pending assistant message that the model call will fill. */
export async function createPendingAssistantMessage(tx: Tx, userId: string, memoryId: string, after?: Date) {
  const createdAt = new Date(Math.max(Date.now(), (after?.getTime() ?? 0) + 1));
  return tx.captureMessage.create({ data: { userId, memoryId, role: "ASSISTANT", status: "PENDING", content: "", createdAt, ...newTurnLease() } });
}
