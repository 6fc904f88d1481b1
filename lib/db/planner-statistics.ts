import type { SqlRunner } from "./migrate";

// PostgreSQL plans a query from table statistics that its autovacuum daemon refreshes as
// tables grow. PGlite runs no autovacuum: left alone, its tables are never analyzed and the
// planner guesses (about 15 rows for any date range of a user's memories). With that guess
// the timeline's page "before the end of 2021" read every older memory and sorted them
// (a bitmap scan and a sort over 5,582 rows at 10,000 memories) instead of walking the
// (userId, timelineAt, id) index for 25. This gives PGlite what autovacuum gives a server.

type TableSize = { table: string; reltuples: number; relpages: number; pages: number };

/** A table is due when it has data and was never analyzed, or has grown by a fifth (and 8 pages) since. */
export function isStale({ reltuples, relpages, pages }: TableSize): boolean {
  if (pages === 0) return false;
  return reltuples < 0 || pages >= relpages * 1.2 + 8;
}

/** Analyzes the public tables whose statistics are missing or stale; returns their names. */
export async function analyzeStaleTables(db: SqlRunner): Promise<string[]> {
  const tables = await db.query<TableSize>(
    `SELECT c.relname AS "table", c.reltuples::float8 AS reltuples, c.relpages::int AS relpages,
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'`,
  );
  const due = tables.filter(isStale).map((t) => t.table);
  // Names come from the catalog, quoted as identifiers.
  if (due.length) await db.exec(`ANALYZE ${due.map((name) => `"${name.replace(/"/g, '""')}"`).join(", ")}`);
  return due;
}

/** How often an open PGlite database checks for tables that grew (autovacuum's naptime is 1 min; a check costs one catalog read). */
export const STATISTICS_CHECK_MS = 5 * 60_000;
