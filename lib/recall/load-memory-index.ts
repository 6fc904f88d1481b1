import "server-only";
import { getDb } from "@/lib/db/client";
import { emptyLexicalIndex, syncLexicalIndex, type LexicalIndex, type MemoryDocument } from "./lexical-index";

// One lexical index per user, kept in process and brought up to date when the user's
// captured memories change. The revision is a per-user counter the database bumps on every
// write to memories, details and chat turns (one primary-key read, however long the user's
// life); only when it moves are the memories read again, and only the ones whose text
// changed are re-tokenized.

type Cached = { revision: string; index: LexicalIndex };
const globalForIndex = globalThis as unknown as { __tobuMemoryIndexes?: Map<string, Cached> };
const MAX_CACHED_USERS = 200;

function cache(): Map<string, Cached> {
  globalForIndex.__tobuMemoryIndexes ??= new Map();
  return globalForIndex.__tobuMemoryIndexes;
}

/** The user's content revision, kept by database triggers (migration 20261126080000_content_revision): one primary-key read. */
async function userRevision(userId: string): Promise<string> {
  const db = await getDb();
  const row = await db.contentRevision.findUnique({ where: { userId }, select: { revision: true } });
  return row ? row.revision.toString() : "0";
}

async function loadDocuments(userId: string): Promise<MemoryDocument[]> {
  const db = await getDb();
  const memories = await db.memory.findMany({
    where: { userId, status: "CAPTURED" },
    select: {
      id: true,
      title: true,
      summary: true,
      place: true,
      occurredAt: true,
      endedAt: true,
      sceneDescription: true,
      details: { select: { value: true }, orderBy: { position: "asc" } },
      messages: { where: { role: "USER" }, select: { content: true }, orderBy: { createdAt: "asc" } },
      media: { where: { userId }, select: { analysis: { select: { status: true, searchText: true } } }, orderBy: { position: "asc" } },
    },
  });
  return memories.map((m) => ({
    id: m.id,
    occurredAt: m.occurredAt ? m.occurredAt.toISOString() : null,
    endedAt: m.endedAt ? m.endedAt.toISOString() : null,
    fields: {
      title: m.title,
      summary: m.summary,
      place: m.place ?? "",
      details: m.details.map((d) => d.value).join(". "),
      userWords: m.messages.map((c) => c.content).join("\n"),
      // The scene: a model's description of the photos and what the offline analysis saw or read in them.
      scene: [m.sceneDescription ?? "", ...m.media.map((p) => (p.analysis?.status === "DONE" ? p.analysis.searchText : ""))].filter(Boolean).join(". "),
    },
  }));
}

/** The user's lexical index, current as of this call. */
export async function memoryIndexFor(userId: string): Promise<LexicalIndex> {
  const revision = await userRevision(userId);
  const cached = cache().get(userId);
  if (cached && cached.revision === revision) return cached.index;
  const index = cached?.index ?? emptyLexicalIndex();
  syncLexicalIndex(index, await loadDocuments(userId));
  cache().delete(userId);
  cache().set(userId, { revision, index });
  if (cache().size > MAX_CACHED_USERS) cache().delete(cache().keys().next().value!);
  return index;
}
