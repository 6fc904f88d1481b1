import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { loadOwnedMemory } from "@/lib/memories/load-owned-memory";
import { photoAnalysisResultSchema } from "./photo-analysis";

export const nameFaceSchema = z.object({
  photoId: z.string().trim().min(1).max(40),
  faceIndex: z.number().int().min(0).max(100),
  name: z.string().trim().min(1, "Type a name first.").max(80, "Keep the name under 80 characters."),
});
export type NameFaceInput = z.infer<typeof nameFaceSchema>;

const faceGone = () => new AppError("not_found", "That face is no longer in this memory's photos.");

/**
 * The user names a face seen in one of the memory's photos ("that's Jim"): the name is kept
 * for that face and becomes the memory's person detail (added once, as the user's own). Never
 * applied to other faces: suggesting matches needs the user's yes.
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
    await tx.faceName.upsert({
      where: { userId, mediaId_faceIndex: { mediaId: photo.id, faceIndex } },
      create: { userId, mediaId: photo.id, faceIndex, name },
      update: { name },
    });
    const known = await tx.memoryDetail.findFirst({ where: { userId, memoryId, kind: "PERSON", OR: [{ value: { equals: name, mode: "insensitive" } }, { value: { startsWith: `${name} (`, mode: "insensitive" } }] }, select: { id: true } });
    if (!known) {
      const position = await tx.memoryDetail.count({ where: { userId, memoryId } });
      await tx.memoryDetail.create({ data: { userId, memoryId, kind: "PERSON", value: name, source: "USER", position } });
    }
    if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
  });
}
