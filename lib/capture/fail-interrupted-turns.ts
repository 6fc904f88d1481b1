import "server-only";
import { getDb } from "@/lib/db/client";
import { INTERRUPTED_TURN_MESSAGE, interruptedTurnTest } from "@/lib/jobs/turn-lease";

/**
 * Marks capture turns cut off by a crash (pending, runner gone) as failed, so the chat
 * offers Retry instead of "still working". Runs at start-up; requests apply the same test
 * on read. Returns how many it marked.
 */
export async function failInterruptedCaptureTurns(): Promise<number> {
  const db = await getDb();
  const interrupted = await interruptedTurnTest();
  const pending = await db.captureMessage.findMany({
    where: { status: "PENDING" },
    select: { id: true, userId: true, status: true, runnerId: true, leaseUntil: true, createdAt: true },
  });
  let marked = 0;
  for (const turn of pending.filter((t) => interrupted(t))) {
    const { count } = await db.captureMessage.updateMany({
      where: { id: turn.id, userId: turn.userId, status: "PENDING", runnerId: turn.runnerId },
      data: { status: "FAILED", error: INTERRUPTED_TURN_MESSAGE, runnerId: null, leaseUntil: null },
    });
    marked += count;
  }
  return marked;
}
