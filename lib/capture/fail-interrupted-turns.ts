import "server-only";
import { getDb } from "@/lib/db/client";
import { INTERRUPTED_TURN_MESSAGE, failInterruptedTurns } from "@/lib/jobs/turn-lease";

/**
 * Marks capture turns cut off by a crash (pending, runner gone) as failed, so the chat
 * offers Retry instead of "still working". Runs at start-up; requests apply the same test
 * on read. Returns how many it marked.
 */
export async function failInterruptedCaptureTurns(): Promise<number> {
  const db = await getDb();
  return failInterruptedTurns(db.captureMessage, { error: INTERRUPTED_TURN_MESSAGE });
}
