import "server-only";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { mediaUrl } from "@/lib/storage/media-url";
import { getGraphStatusForMemories } from "@/lib/jobs/graph-status";
import { toGraphBadge, type GraphBadge } from "./graph-badge";
import { encodeCursor, isTimelineCursor, type MemoryListQuery } from "./memory-list-query";

export type MemoryCard = {
  id: string;
  status: "DRAFT" | "CAPTURED";
  title: string;
  summary: string;
  /** The day it happened (YYYY-MM-DD), when known. */
  occurredOn: string | null;
  /** The last day when it spans several (YYYY-MM-DD); null for one day. */
  endedOn: string | null;
  /** Where it sits on the timeline (ISO): when it happened, else when it was added. */
  timelineAt: string;
  place: string | null;
  thumbnailUrl: string | null;
  photoCount: number;
  /** Graph construction of a captured memory; null for drafts. */
  graph: GraphBadge | null;
};

export type MemoryPage = { items: MemoryCard[]; nextCursor: string | null };

const MAX_WORDS = 8;

/** ILIKE pattern text: the user's % and _ match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsText = (text: string) => ({ contains: literal(text), mode: "insensitive" as const });

function textWhere(userId: string, q: string): Prisma.MemoryWhereInput[] {
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  return words.map((word) => ({
    OR: [
      { title: containsText(word) },
      { summary: containsText(word) },
      { place: containsText(word) },
      { details: { some: { userId, value: containsText(word) } } },
      // What the offline analysis saw or read in the memory's photos (lib/vision).
      { media: { some: { userId, analysis: { is: { userId, status: "DONE", searchText: containsText(word) } } } } },
    ],
  }));
}

const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00.000Z`);
const nextDayStart = (isoDay: string) => new Date(dayStart(isoDay).getTime() + 86_400_000);

/** The list's filters as a Prisma where (text words, person, place, activity, days, `onlyIds`, a timeline cursor). */
export function memoryListWhere(userId: string, query: MemoryListQuery, onlyIds?: string[]): Prisma.MemoryWhereInput {
  const and: Prisma.MemoryWhereInput[] = [];
  if (query.q) and.push(...textWhere(userId, query.q));
  if (query.person) and.push({ details: { some: { userId, kind: "PERSON", value: containsText(query.person) } } });
  if (query.activity) and.push({ details: { some: { userId, kind: "ACTIVITY", value: containsText(query.activity) } } });
  if (query.place) and.push({ OR: [{ place: containsText(query.place) }, { details: { some: { userId, kind: "LOCATION", value: containsText(query.place) } } }] });
  if (query.from) and.push({ timelineAt: { gte: dayStart(query.from) } });
  if (query.to) and.push({ timelineAt: { lt: nextDayStart(query.to) } });
  if (onlyIds) and.push({ id: { in: onlyIds } });
  if (isTimelineCursor(query.cursor)) {
    const { timelineAt, id } = query.cursor;
    and.push({ OR: [{ timelineAt: { lt: timelineAt } }, { timelineAt, id: { lt: id } }] });
  }
  return { userId, AND: and };
}

/**
 * One page of the user's memories and drafts, newest first on the timeline, filtered by
 * the query. Keyset pagination over the (userId, timelineAt, id) index: the cost of a page
 * does not grow with how far the user has scrolled. `onlyIds` narrows to given memories
 * (a relationship node's).
 */
export async function listMemoryPage(userId: string, query: MemoryListQuery, onlyIds?: string[]): Promise<MemoryPage> {
  const db = await getDb();
  const rows = await db.memory.findMany({
    where: memoryListWhere(userId, query, onlyIds),
    orderBy: [{ timelineAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: cardSelect,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toMemoryCards(userId, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ timelineAt: last.timelineAt, id: last.id }) : null,
  };
}

const cardSelect = {
  id: true,
  status: true,
  title: true,
  summary: true,
  occurredAt: true,
  endedAt: true,
  timelineAt: true,
  place: true,
  media: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], take: 1, select: { id: true } },
  _count: { select: { media: true } },
} satisfies Prisma.MemorySelect;

type CardRow = Prisma.MemoryGetPayload<{ select: typeof cardSelect }>;

async function toMemoryCards(userId: string, rows: CardRow[]): Promise<MemoryCard[]> {
  const statuses = await getGraphStatusForMemories(
    userId,
    rows.filter((m) => m.status === "CAPTURED").map((m) => m.id),
  );
  return rows.map((m) => ({
    id: m.id,
    status: m.status,
    title: m.title,
    summary: m.summary.length > 240 ? `${m.summary.slice(0, 239)}…` : m.summary,
    occurredOn: m.occurredAt?.toISOString().slice(0, 10) ?? null,
    endedOn: m.endedAt?.toISOString().slice(0, 10) ?? null,
    timelineAt: m.timelineAt.toISOString(),
    place: m.place,
    thumbnailUrl: m.media[0] ? mediaUrl(m.media[0].id, "thumbnail") : null,
    photoCount: m._count.media,
    graph: m.status === "CAPTURED" ? toGraphBadge(statuses.get(m.id)) : null,
  }));
}

/** The cards of these memories of the user, in the order given (ids not the user's are left out). */
export async function loadMemoryCards(userId: string, ids: string[]): Promise<MemoryCard[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.memory.findMany({ where: { userId, id: { in: ids } }, select: cardSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toMemoryCards(userId, ids.flatMap((id) => byId.get(id) ?? []));
}
