import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { recomposeDraftText } from "@/lib/capture/recompose-draft-text";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { dismissDetail, liftDismissal } from "@/lib/memories/dismissed-details";
import { loadOwnedMemory } from "@/lib/memories/load-owned-memory";
import { parsePerson } from "@/lib/nlp/extract-people";
import { renamedDetailValue } from "@/lib/people/rename-person";
import { personKey } from "@/lib/people/schemas";
import { photoAnalysisResultSchema } from "./photo-analysis";
import { escapeRegExp } from "@/lib/text/escape-reg-exp";

export const nameFaceSchema = z.object({
  photoId: z.string().trim().min(1).max(40),
  faceIndex: z.number().int().min(0).max(100),
  name: z.string().trim().min(1, "Type a name first.").max(80, "Keep the name under 80 characters."),
});
export type NameFaceInput = z.infer<typeof nameFaceSchema>;

const faceGone = () => new AppError("not_found", "That face is no longer in this memory's photos.");

type Tx = Prisma.TransactionClient;

/**
 * Whether the user still says `name` in this memory apart from the face being renamed: another
 * face of its photos named so, their chat answers, or a title or summary written by hand.
 */
async function nameStillUsed(tx: Tx, userId: string, memoryId: string, name: string, renamed: { mediaId: string; faceIndex: number }) {
  const key = personKey(name);
  const faces = await tx.faceName.findMany({ where: { userId, media: { userId, memoryId } }, select: { mediaId: true, faceIndex: true, name: true } });
  if (faces.some((f) => !(f.mediaId === renamed.mediaId && f.faceIndex === renamed.faceIndex) && personKey(f.name) === key)) return true;
  const said = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name.trim()).replace(/\s+/g, "\\s+")}($|[^\\p{L}\\p{N}])`, "iu");
  const answers = await tx.captureMessage.findMany({ where: { userId, memoryId, role: "USER" }, select: { content: true } });
  if (answers.some((a) => said.test(a.content))) return true;
  const memory = await tx.memory.findFirstOrThrow({ where: { id: memoryId, userId }, select: { title: true, summary: true, titleEdited: true, summaryEdited: true } });
  return (memory.titleEdited && said.test(memory.title)) || (memory.summaryEdited && said.test(memory.summary));
}

/**
 * A face named "Jim" is renamed "James": the person detail Jim's naming made becomes James
 * (keeping its relation), as if the user removed Jim and added James, unless the user still
 * says Jim elsewhere in the memory.
 */
async function replaceRenamedPerson(tx: Tx, userId: string, memoryId: string, from: string, to: string, face: { mediaId: string; faceIndex: number }) {
  if (await nameStillUsed(tx, userId, memoryId, from, face)) return;
  const fromKey = personKey(from);
  const toKey = personKey(to);
  const people = await tx.memoryDetail.findMany({ where: { userId, memoryId, kind: "PERSON" }, select: { id: true, value: true }, orderBy: { position: "asc" } });
  let toPresent = people.some((p) => personKey(parsePerson(p.value).name ?? "") === toKey);
  for (const detail of people.filter((p) => personKey(parsePerson(p.value).name ?? "") === fromKey)) {
    await dismissDetail(tx, userId, memoryId, "PERSON", detail.value);
    if (toPresent) {
      await tx.memoryDetail.deleteMany({ where: { id: detail.id, userId } });
      continue;
    }
    const value = renamedDetailValue(detail.value, to);
    await tx.memoryDetail.updateMany({ where: { id: detail.id, userId }, data: { value } });
    await liftDismissal(tx, userId, memoryId, "PERSON", value);
    toPresent = true;
  }
}

/**
 * The user names a face seen in one of the memory's photos ("that's Jim"): the name is kept
 * for that face and becomes the memory's person detail (added once, as the user's own); a
 * new name for a named face replaces the person the old one made (`replaceRenamedPerson`).
 * The offline title and summary follow. Never applied to other faces: suggesting matches
 * needs the user's yes.
 */
export async function nameFace(userId: string, memoryId: string, input: NameFaceInput) {
  const { photoId, faceIndex, name } = nameFaceSchema.parse(input);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const memory = await loadOwnedMemory(tx, userId, memoryId);
    const photo = await tx.mediaAsset.findFirst({ where: { id: photoId, userId, memoryId }, select: { id: true, analysis: { select: { status: true, result: true } } } });
    if (!photo || photo.analysis?.status !== "DONE") throw faceGone();
    const result = photoAnalysisResultSchema.safeParse(photo.analysis.result);
    if (!result.success || !result.data.faces[faceIndex]) throw faceGone();
    const previous = await tx.faceName.findFirst({ where: { userId, mediaId: photo.id, faceIndex }, select: { name: true } });
    await tx.faceName.upsert({
      where: { userId, mediaId_faceIndex: { mediaId: photo.id, faceIndex } },
      create: { userId, mediaId: photo.id, faceIndex, name },
      update: { name },
    });
    if (previous && personKey(previous.name) !== personKey(name)) await replaceRenamedPerson(tx, userId, memoryId, previous.name, name, { mediaId: photo.id, faceIndex });
    const known = await tx.memoryDetail.findFirst({ where: { userId, memoryId, kind: "PERSON", OR: [{ value: { equals: name, mode: "insensitive" } }, { value: { startsWith: `${name} (`, mode: "insensitive" } }] }, select: { id: true } });
    if (!known) {
      const position = await tx.memoryDetail.count({ where: { userId, memoryId } });
      await tx.memoryDetail.create({ data: { userId, memoryId, kind: "PERSON", value: name, source: "USER", position } });
    }
    await recomposeDraftText(tx, userId, memoryId);
    if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
  });
}
