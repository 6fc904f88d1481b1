import "server-only";
import { getDb } from "@/lib/db/client";
import { failInterruptedTurns } from "@/lib/jobs/turn-lease";
import { INTERRUPTED_ANSWER } from "./conversations";

/**
 * Marks recall answers cut off by a crash (pending, runner gone) as failed, so the chat
 * shows "interrupted" instead of an empty answer for ever. Runs at start-up; reading a
 * conversation applies the same test. Returns how many it marked.
 */
export async function failInterruptedRecallAnswers(): Promise<number> {
  const db = await getDb();
  return failInterruptedTurns(db.recallMessage, { content: INTERRUPTED_ANSWER, error: "interrupted (server stopped)" });
}
