import "server-only";
import { createHash } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";
import { normalizeKey } from "@/lib/nlp/fold";
import { INDEX_KEYS_VERSION, KEY_FIELDS, documentKeys, keysSourceOf, type DocumentKeys, type MemoryDocument } from "./lexical-index";

// Each memory's lexical index keys (lemmas and stems of its title, summary, place, details,
// the user's chat turns and what the photos show), stored in MemoryIndexKeys so that loading
// a user's index reads them instead of tokenizing every memory with wink-nlp (a minute at
// 10,000 memories). They are computed by the index's own function (`documentKeys`) when a
// memory's text is written (the UPSERT_MEMORY graph job every such write queues) and, for a
// write that left them stale, when the index next reads the memory. A stored row counts only
// when its `sourceHash` is the hash of the memory's current text and its `version` the
// tokenizer's (INDEX_KEYS_VERSION): read and write can never disagree.

type Db = PrismaClient | Prisma.TransactionClient;

/** The parts of the user's name, folded, as their memories' sentences name them ("Linda told Callum..."). */
async function ownerNamesOf(db: Db, userId: string): Promise<string[]> {
  const user = await db.user.findFirst({ where: { id: userId }, select: { name: true } });
  return user?.name ? normalizeKey(user.name).split(" ").filter(Boolean) : [];
}

/** The user's captured memories (or these of them) as the index reads them: text fields, dates, the user's names. */
export async function loadMemoryDocuments(db: Db, userId: string, memoryIds?: string[]): Promise<MemoryDocument[]> {
  const memories = await db.memory.findMany({
    where: { userId, status: "CAPTURED", ...(memoryIds ? { id: { in: memoryIds } } : {}) },
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
  const ownerNames = await ownerNamesOf(db, userId);
  return memories.map((m) => ({
    id: m.id,
    ownerNames,
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

/** A hash of the text and date a memory's keys are computed from. */
export function keysSourceHash(doc: Pick<MemoryDocument, "fields" | "occurredAt" | "ownerNames">): string {
  return createHash("sha1").update(keysSourceOf(doc)).digest("base64");
}

/** One line per field, then the mentioned days; keys and days separated by spaces (a key has neither). */
export function encodeKeys(keys: DocumentKeys): string {
  return [...KEY_FIELDS.map((f) => keys[f].join(" ")), keys.days.join(" ")].join("\n");
}

export function decodeKeys(text: string): DocumentKeys | null {
  const lines = text.split("\n");
  if (lines.length !== KEY_FIELDS.length + 1) return null;
  const split = (line: string | undefined) => (line ? line.split(" ") : []);
  return { ...Object.fromEntries(KEY_FIELDS.map((f, i) => [f, split(lines[i])])), days: split(lines[KEY_FIELDS.length]) } as DocumentKeys;
}

/**
 * Gives each document its keys: the stored ones when they were computed from its current text
 * by the current tokenizer, else computed now. Returns the documents whose keys were computed
 * (to be stored).
 */
export async function attachIndexKeys(db: Db, userId: string, docs: MemoryDocument[]): Promise<MemoryDocument[]> {
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d.id);
  const rows = await db.memoryIndexKeys.findMany({
    // A few changed memories are looked up by id; a whole index (the first load) reads the user's rows.
    where: { userId, ...(ids.length <= 500 ? { memoryId: { in: ids } } : {}) },
    select: { memoryId: true, version: true, sourceHash: true, keys: true },
  });
  const stored = new Map(rows.map((r) => [r.memoryId, r]));
  const computed: MemoryDocument[] = [];
  for (const doc of docs) {
    const row = stored.get(doc.id);
    const keys = row && row.version === INDEX_KEYS_VERSION && row.sourceHash === keysSourceHash(doc) ? decodeKeys(row.keys) : null;
    if (keys) doc.keys = keys;
    else {
      doc.keys = documentKeys(doc.fields, doc.occurredAt, doc.ownerNames);
      computed.push(doc);
    }
  }
  return computed;
}

/** Stores the keys of these documents (attached by `attachIndexKeys`), replacing older rows. */
export async function storeIndexKeys(db: PrismaClient, userId: string, docs: MemoryDocument[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 500) {
    const chunk = docs.slice(i, i + 500).filter((d) => d.keys);
    await db.$transaction([
      db.memoryIndexKeys.deleteMany({ where: { userId, memoryId: { in: chunk.map((d) => d.id) } } }),
      db.memoryIndexKeys.createMany({
        data: chunk.map((d) => ({ memoryId: d.id, userId, version: INDEX_KEYS_VERSION, sourceHash: keysSourceHash(d), keys: encodeKeys(d.keys!) })),
      }),
    ]);
  }
}

/**
 * When a memory's text was written: computes and stores its keys (nothing when the stored
 * ones are current). Called by the UPSERT_MEMORY graph job that every write to a captured
 * memory, its details, chat turns or photo analysis queues. Returns how many were computed.
 */
export async function refreshMemoryIndexKeys(db: PrismaClient, userId: string, memoryIds: string[]): Promise<number> {
  let computed = 0;
  for (let i = 0; i < memoryIds.length; i += 500) {
    const docs = await loadMemoryDocuments(db, userId, memoryIds.slice(i, i + 500));
    const fresh = await attachIndexKeys(db, userId, docs);
    await storeIndexKeys(db, userId, fresh);
    computed += fresh.length;
  }
  return computed;
}
