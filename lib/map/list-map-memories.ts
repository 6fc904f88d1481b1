import "server-only";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { getDb } from "@/lib/db/client";
import type { MapData, MapQuery } from "./map-query";

const DAY_MS = 86_400_000;

/** The timeline window of a period: `from`'s first moment to the moment after `to`'s last (UTC days). */
function periodWhere(query: MapQuery): Prisma.DateTimeFilter | undefined {
  if (!query.from && !query.to) return undefined;
  return {
    ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) } : {}),
  };
}

/**
 * The user's memories (and drafts) that have coordinates, in a period of the timeline
 * (`timelineAt`: when it happened, else when it was added), newest first.
 */
export async function listMapMemories(userId: string, query: MapQuery): Promise<MapData> {
  const db = await getDb();
  const located = { userId, latitude: { not: null }, longitude: { not: null } } satisfies Prisma.MemoryWhereInput;
  const timelineAt = periodWhere(query);
  const [rows, span] = await Promise.all([
    db.memory.findMany({
      where: { ...located, ...(timelineAt ? { timelineAt } : {}) },
      orderBy: [{ timelineAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, place: true, occurredAt: true, latitude: true, longitude: true, status: true },
    }),
    db.memory.aggregate({ where: located, _min: { timelineAt: true }, _max: { timelineAt: true } }),
  ]);
  return {
    memories: rows.map((m) => ({
      id: m.id,
      title: m.title,
      place: m.place,
      occurredOn: m.occurredAt?.toISOString().slice(0, 10) ?? null,
      latitude: m.latitude!,
      longitude: m.longitude!,
      draft: m.status === "DRAFT",
    })),
    years: span._min.timelineAt && span._max.timelineAt ? { first: span._min.timelineAt.getUTCFullYear(), last: span._max.timelineAt.getUTCFullYear() } : null,
  };
}
