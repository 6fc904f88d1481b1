import "server-only";
import { getDb } from "@/lib/db/client";
import { mediaUrl } from "@/lib/storage/media-url";
import { onThisDayMonthDays, yearsAgo } from "./on-this-day";

export type OnThisDayMemory = { id: string; title: string; occurredOn: string; yearsAgo: number; place: string | null; thumbnailUrl: string | null };

const MAX_SHOWN = 12;

/**
 * The user's saved memories that happened on this calendar day (`day`, the person's own
 * local date, see on-this-day.ts) in earlier years, most recent year first.
 */
export async function listOnThisDay(userId: string, day: string): Promise<OnThisDayMemory[]> {
  const db = await getDb();
  const monthDays = onThisDayMonthDays(day);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Memory"
    WHERE "userId" = ${userId} AND "status" = 'CAPTURED' AND "occurredAt" IS NOT NULL
      AND "occurredAt" < ${new Date(`${day.slice(0, 4)}-01-01T00:00:00Z`)}
      AND to_char("occurredAt", 'MM-DD') = ANY(${monthDays})
    ORDER BY "occurredAt" DESC, "id" DESC LIMIT ${MAX_SHOWN}`;
  if (!rows.length) return [];
  const memories = await db.memory.findMany({
    where: { userId, id: { in: rows.map((r) => r.id) } },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, occurredAt: true, place: true, media: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], take: 1, select: { id: true } } },
  });
  return memories.map((m) => {
    const occurredOn = m.occurredAt!.toISOString().slice(0, 10);
    return { id: m.id, title: m.title, occurredOn, yearsAgo: yearsAgo(day, occurredOn), place: m.place, thumbnailUrl: m.media[0] ? mediaUrl(m.media[0].id, "thumbnail") : null };
  });
}
