import "server-only";
import { getDb } from "@/lib/db/client";
import { searchMemoriesRanked } from "@/lib/recall/search-memories";
import { loadMemoryCards, memoryListWhere, type MemoryCard } from "./list-memory-page";
import { encodeCursor, isRankCursor, type MemoryListQuery } from "./memory-list-query";

export type RankedMemoryCard = MemoryCard & { /** What the search matched (a theme, a word); empty for a literal match. */ matched: string[] };
export type RankedMemoryPage = { items: RankedMemoryCard[]; nextCursor: string | null };

const hasFilters = (query: MemoryListQuery) => !!(query.person || query.place || query.activity || query.from || query.to);

/**
 * One page of a text search (`q`), best match first: the captured memories recall's engine
 * ranks (nicknames, lemmas, synonyms weaker, see lib/recall/search-memories.ts), then any
 * other memory or draft that contains every typed word literally (part of a word, a draft's
 * text), newest first. The other filters and a theme's memories narrow both. Paged by
 * position in that order; the order is computed again for each page from the in-process
 * index, so a memory saved between two pages can shift the later ones by a place.
 */
export async function listRankedMemoryPage(userId: string, query: MemoryListQuery & { q: string }, onlyIds?: string[], asOf = new Date()): Promise<RankedMemoryPage> {
  const db = await getDb();
  const base = { ...query, cursor: undefined };
  const [ranked, literal, narrowed] = await Promise.all([
    searchMemoriesRanked({ userId, text: query.q, asOf }),
    db.memory.findMany({ where: memoryListWhere(userId, base, onlyIds), orderBy: [{ timelineAt: "desc" }, { id: "desc" }], select: { id: true } }),
    hasFilters(query) || onlyIds
      ? db.memory.findMany({ where: memoryListWhere(userId, { ...base, q: undefined }, onlyIds), select: { id: true } }).then((rows) => new Set(rows.map((r) => r.id)))
      : null,
  ]);
  const matched = new Map<string, string[]>();
  for (const hit of ranked) if (!narrowed || narrowed.has(hit.id)) matched.set(hit.id, hit.why);
  for (const { id } of literal) if (!matched.has(id)) matched.set(id, []);
  const order = [...matched.keys()];

  const offset = isRankCursor(query.cursor) ? query.cursor.offset : 0;
  const ids = order.slice(offset, offset + query.limit);
  const cards = await loadMemoryCards(userId, ids);
  const end = offset + query.limit;
  return {
    items: cards.map((card) => ({ ...card, matched: matched.get(card.id) ?? [] })),
    nextCursor: end < order.length ? encodeCursor({ offset: end }) : null,
  };
}
