import "server-only";
import { getDb } from "@/lib/db/client";
import { interruptedTurnTest } from "@/lib/jobs/turn-lease";
import { INTERRUPTED_ANSWER } from "./conversations";

/**
 * Marks recall answers cut off by a crash (pending, runner gone) as failed, so the chat
 * shows "interrupted" instead of an empty answer for ever. Runs at start-up; reading a
 * conversation applies the same test. Returns how many it marked.
 */
export async function failInterruptedRecallAnswers(): Promise<number> {
  const db = await getDb();
  const interrupted = await interruptedTurnTest();
  const pending = await db.recallMessage.findMany({
    where: { status: "PENDING" },
    select: { id: true, userId: true, status: true, runnerId: true, leaseUntil: true, createdAt: true },
  });
  let marked = 0;
  for (const turn of pending.filter((t) => interrupted(t))) {
    const { count } = await db.recallMessage.updateMany({
      where: { id: turn.id, userId: turn.userId, status: "PENDING", runnerId: turn.runnerId },
      data: { status: "FAILED", content: INTERRUPTED_ANSWER, error: "interrupted (server stopped)", runnerId: null, leaseUntil: null },
    });
    marked += count;
  }
  return marked;
}
