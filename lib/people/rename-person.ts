import "server-only";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { recomposeDraftText } from "@/lib/capture/recompose-draft-text";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { dismissDetail, liftDismissal } from "@/lib/memories/dismissed-details";
import { parsePerson } from "@/lib/nlp/extract-people";
import { personKey, renamePersonSchema, type RenamePersonInput } from "./schemas";

type Tx = Prisma.TransactionClient;

/** "Ana (sister)" renamed to "Anna" is "Anna (sister)": the relation text stays as the user wrote it. */
export function renamedDetailValue(value: string, to: string): string {
  const relation = value.match(/\(([^)]*)\)\s*$/)?.[1];
  return relation ? `${to} (${relation})` : to;
}

const nameOf = (value: string) => parsePerson(value).name;

/**
 * Renames one person in the user's memories inside `tx`: every PERSON detail with that name
 * (any case, any relation) and every face named so. Where a memory already holds the new
 * name, the old detail is dropped rather than doubled. Returns the memories touched, or
 * null when no one has that name.
 */
export async function renameInTx(tx: Tx, userId: string, from: string, to: string): Promise<Set<string> | null> {
  const fromKey = personKey(from);
  const toKey = personKey(to);
  const details = await tx.memoryDetail.findMany({
    where: { userId, kind: "PERSON", value: { startsWith: from.trim().split(/\s+/)[0], mode: "insensitive" } },
    select: { id: true, memoryId: true, value: true },
    orderBy: [{ memoryId: "asc" }, { position: "asc" }],
  });
  const renamed = details.filter((d) => {
    const name = nameOf(d.value);
    return name !== null && personKey(name) === fromKey;
  });
  const faces = await tx.faceName.findMany({ where: { userId, name: { equals: from.trim(), mode: "insensitive" } }, select: { id: true, media: { select: { memoryId: true } } } });
  if (!renamed.length && !faces.length) return null;

  const touched = new Set<string>();
  for (const detail of renamed) {
    touched.add(detail.memoryId);
    const others = await tx.memoryDetail.findMany({ where: { userId, memoryId: detail.memoryId, kind: "PERSON", NOT: { id: detail.id } }, select: { value: true } });
    const value = renamedDetailValue(detail.value, to.trim());
    const alreadyThere = fromKey !== toKey && others.some((o) => o.value === value || personKey(nameOf(o.value) ?? "") === toKey);
    if (alreadyThere) await tx.memoryDetail.deleteMany({ where: { id: detail.id, userId } });
    else await tx.memoryDetail.updateMany({ where: { id: detail.id, userId }, data: { value } });
    if (fromKey !== toKey) {
      // As if the user removed the old name and added the new one: text that still says
      // "Ana" never brings her back as a person (the user's edits win).
      await dismissDetail(tx, userId, detail.memoryId, "PERSON", detail.value);
      await liftDismissal(tx, userId, detail.memoryId, "PERSON", value);
    }
  }
  if (faces.length) {
    await tx.faceName.updateMany({ where: { userId, id: { in: faces.map((f) => f.id) } }, data: { name: to.trim() } });
    for (const face of faces) if (face.media.memoryId) touched.add(face.media.memoryId);
  }
  return touched;
}

/**
 * Memories whose people changed: the offline title and summary are composed again (unless
 * written by hand), and captured ones are rebuilt in the graph (drafts are built when saved).
 */
export async function afterPeopleChanged(tx: Tx, userId: string, memoryIds: Set<string>) {
  for (const memoryId of memoryIds) await recomposeDraftText(tx, userId, memoryId);
  const captured = await tx.memory.findMany({ where: { userId, id: { in: [...memoryIds] }, status: "CAPTURED" }, select: { id: true } });
  for (const memory of captured) await enqueueGraphJob(tx, { userId, memoryId: memory.id, kind: "UPSERT_MEMORY" });
}

export const noOne = (name: string) => new AppError("not_found", `No one called “${name}” is in your memories.`);

/** The user renames a person everywhere: details (keeping their relation) and named faces, in one transaction. */
export async function renamePerson(userId: string, fromName: string, toName: string): Promise<{ memoryCount: number }> {
  const { from, to } = renamePersonSchema.parse({ from: fromName, to: toName } satisfies RenamePersonInput);
  if (from === to) throw new AppError("invalid", "The new name is the same as the old one.", { field: "to" });
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const touched = await renameInTx(tx, userId, from, to);
    if (!touched) throw noOne(from);
    await afterPeopleChanged(tx, userId, touched);
    return { memoryCount: touched.size };
  });
}

