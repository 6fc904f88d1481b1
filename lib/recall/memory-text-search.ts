import "server-only";
import { getDb } from "@/lib/db/client";

// Full-text search over what the user wrote about their memories (title, summary, place,
// details and their own words in the capture chat), with PostgreSQL's English stemmer.
// Works the same on PGlite and on a server. Every query is scoped by user id.

const MEMORY_DOCUMENT = `
  coalesce(m."title", '') || ' ' || coalesce(m."summary", '') || ' ' || coalesce(m."place", '') || ' ' ||
  coalesce((SELECT string_agg(d."value", ' ') FROM "MemoryDetail" d WHERE d."memoryId" = m."id" AND d."userId" = m."userId"), '') || ' ' ||
  coalesce((SELECT string_agg(c."content", ' ') FROM "CaptureMessage" c WHERE c."memoryId" = m."id" AND c."userId" = m."userId" AND c."role" = 'USER'), '')`;

/** Only letters and digits reach to_tsquery: user text is never SQL or tsquery syntax. */
function safeTerms(terms: string[]): string[] {
  return [...new Set(terms.map((t) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")).filter((t) => t.length > 1))];
}

/** A tsquery for a term or any of its alternatives: words only, phrases joined with <->. */
export function alternativesQuery(alternatives: string[]): string {
  return [...new Set(alternatives.map((a) => a.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.join(" <-> ") ?? "").filter(Boolean))].join(" | ");
}

/** The terms that no captured memory of the user mentions, in any of their alternative forms (after stemming). */
export async function termsMissingFromMemories(userId: string, terms: { term: string; alternatives: string[] }[]): Promise<string[]> {
  const wanted = terms.map((t) => ({ term: t.term, query: alternativesQuery([t.term, ...t.alternatives]) })).filter((t) => t.query);
  if (wanted.length === 0) return [];
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ term: string }[]>(
    `SELECT t.term::text AS term FROM unnest($2::text[], $3::text[]) AS t(term, q)
     WHERE to_tsquery('english', t.q)::text <> ''
       AND NOT EXISTS (
         SELECT 1 FROM "Memory" m WHERE m."userId" = $1 AND m."status" = 'CAPTURED'
           AND to_tsvector('english', ${MEMORY_DOCUMENT}) @@ to_tsquery('english', t.q))`,
    userId,
    wanted.map((t) => t.term),
    wanted.map((t) => t.query),
  );
  return rows.map((r) => r.term);
}

/** Captured memories matching the terms, best first: those containing the most terms. */
export async function searchMemoriesByTerms(
  userId: string,
  terms: string[],
  options: { minMatched: number; limit?: number; from?: Date; to?: Date },
): Promise<string[]> {
  const wanted = safeTerms(terms);
  if (wanted.length === 0) return [];
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ id: string; matched: number }[]>(
    `WITH docs AS (
       SELECT m."id", to_tsvector('english', ${MEMORY_DOCUMENT}) AS doc, m."occurredAt"
       FROM "Memory" m
       WHERE m."userId" = $1 AND m."status" = 'CAPTURED'
         AND ($4::timestamp IS NULL OR m."occurredAt" >= $4::timestamp)
         AND ($5::timestamp IS NULL OR m."occurredAt" < $5::timestamp))
     SELECT docs."id", count(*)::int AS matched
     FROM docs, unnest($2::text[]) AS t(term)
     WHERE to_tsquery('english', t.term)::text <> '' AND docs.doc @@ to_tsquery('english', t.term)
     GROUP BY docs."id"
     HAVING count(*) >= $3
     ORDER BY matched DESC, docs."id"
     LIMIT ${Math.max(1, Math.min(options.limit ?? 50, 500))}`,
    userId,
    wanted,
    options.minMatched,
    options.from ?? null,
    options.to ?? null,
  );
  return rows.map((r) => r.id);
}

/** Captured memories that happened inside the window, newest first. */
export async function memoriesInWindow(userId: string, from: Date, to: Date, limit = 200): Promise<string[]> {
  const db = await getDb();
  const rows = await db.memory.findMany({
    where: { userId, status: "CAPTURED", occurredAt: { gte: from, lt: to } },
    orderBy: { occurredAt: "desc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * Of these memories, the ones mentioning the most of `terms` — all of them when the terms
 * tell them apart no better (every memory matches as many).
 */
export async function keepBestMatching(userId: string, memoryIds: string[], terms: string[]): Promise<string[]> {
  const wanted = safeTerms(terms);
  if (wanted.length === 0 || memoryIds.length < 2) return memoryIds;
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ id: string; matched: number }[]>(
    `SELECT m."id", count(t.term)::int AS matched
     FROM "Memory" m
     LEFT JOIN unnest($3::text[]) AS t(term)
       ON to_tsquery('english', t.term)::text <> '' AND to_tsvector('english', ${MEMORY_DOCUMENT}) @@ to_tsquery('english', t.term)
     WHERE m."userId" = $1 AND m."id" = ANY($2::text[])
     GROUP BY m."id"`,
    userId,
    memoryIds,
    wanted,
  );
  const matched = new Map(rows.map((r) => [r.id, r.matched]));
  const best = Math.max(0, ...matched.values());
  if (best === 0 || [...matched.values()].every((m) => m === best)) return memoryIds;
  return memoryIds.filter((id) => matched.get(id) === best);
}
