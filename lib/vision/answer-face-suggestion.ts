import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { nameFace, nameFaceSchema } from "./name-face";

export const answerFaceSuggestionSchema = nameFaceSchema.extend({ answer: z.enum(["yes", "no"]) });
export type AnswerFaceSuggestionInput = z.infer<typeof answerFaceSuggestionSchema>;

/**
 * The user's answer to "Is this Jim?" for a face of the memory's photos: yes names the face
 * exactly as typing the name would (`nameFace`); no keeps that name from being offered for
 * this face again.
 */
export async function answerFaceSuggestion(userId: string, memoryId: string, input: AnswerFaceSuggestionInput) {
  const { answer, ...face } = answerFaceSuggestionSchema.parse(input);
  if (answer === "yes") return nameFace(userId, memoryId, face);
  const db = await getDb();
  const photo = await db.mediaAsset.findFirst({ where: { id: face.photoId, userId, memoryId, memory: { userId } }, select: { id: true } });
  if (!photo) throw new AppError("not_found", "That face is no longer in this memory's photos.");
  await db.faceSuggestionDismissal.upsert({
    where: { userId, mediaId_faceIndex_name: { mediaId: photo.id, faceIndex: face.faceIndex, name: face.name } },
    create: { userId, mediaId: photo.id, faceIndex: face.faceIndex, name: face.name },
    update: {},
  });
}
