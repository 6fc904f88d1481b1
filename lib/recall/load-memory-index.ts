import "server-only";
import { getDb } from "@/lib/db/client";
import { emptyLexicalIndex, isIndexed, syncLexicalIndex, type LexicalIndex } from "./lexical-index";
import { attachIndexKeys, loadMemoryDocuments, storeIndexKeys } from "./memory-index-keys";

// One lexical index per user, kept in process and brought up to date when the user's
// captured memories change. The revision is a per-user counter the database bumps on every
// write to memories, details and chat turns (one primary-key read, however long the user's
// life); only when it moves are the memories read again. A memory whose text changed takes
// its stored keys (memory-index-keys.ts), or has them computed and stored when they are
// stale: the first request of a process reads keys instead of tokenizing every memory.

type Cached = { revision: string; index: LexicalIndex };
const globalForIndex = globalThis as unknown as { __tobuMemoryIndexes?: Map<string, Cached> };
const MAX_CACHED_USERS = 200;

function cache(): Map<string, Cached> {
  globalForIndex.__tobuMemoryIndexes ??= new Map();
  return globalForIndex.__tobuMemoryIndexes;
}

/**
 * The user's content revision, kept by database triggers (migration 20261126080000_content_revision):
 * one primary-key read on every request. Written as SQL: Prisma's client engine compiles an
 * ORM query (its WASM query compiler) on every call, 3-4 times the read itself here.
 */
async function userRevision(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ revision: bigint | number | string }[]>`SELECT "revision" FROM "ContentRevision" WHERE "userId" = ${userId}`;
  return row ? String(row.revision) : "0";
}

/** The user's lexical index, current as of this call. */
export async function memoryIndexFor(userId: string): Promise<LexicalIndex> {
  const revision = await userRevision(userId);
  const cached = cache().get(userId);
  if (cached && cached.revision === revision) return cached.index;
  const index = cached?.index ?? emptyLexicalIndex();
  const db = await getDb();
  const docs = await loadMemoryDocuments(db, userId);
  const computed = await attachIndexKeys(db, userId, docs.filter((d) => !isIndexed(index, d)));
  syncLexicalIndex(index, docs);
  // Keys no write stored (or stored stale) are kept for the next process; failing to store them only costs that time.
  if (computed.length) await storeIndexKeys(db, userId, computed).catch((error: Error) => console.warn("recall index keys not stored:", error.message));
  cache().delete(userId);
  cache().set(userId, { revision, index });
  if (cache().size > MAX_CACHED_USERS) cache().delete(cache().keys().next().value!);
  return index;
}
