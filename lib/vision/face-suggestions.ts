import "server-only";
import { getDb } from "@/lib/db/client";
import { photoAnalysisResultSchema } from "./photo-analysis";
import { suggestFaceName, type FaceNameSuggestion, type NamedFaceEmbedding } from "./suggest-face-name";

/** How many of the user's newest named faces a new face is compared with. */
const NAMED_FACES_COMPARED = 500;

export type UnnamedFace = { photoId: string; faceIndex: number; embedding: readonly number[] };

/**
 * "Is this Jim?" for the user's unnamed faces: each compared with the faces the same user
 * named (never another user's), minus the names the user answered no for that face and the
 * names already given to another face of the same photo. Keyed `photoId:faceIndex`.
 */
export async function faceSuggestions(userId: string, faces: readonly UnnamedFace[]): Promise<Map<string, FaceNameSuggestion>> {
  const suggestions = new Map<string, FaceNameSuggestion>();
  if (!faces.length) return suggestions;
  const db = await getDb();
  const photoIds = [...new Set(faces.map((f) => f.photoId))];
  const [namedRows, dismissals] = await Promise.all([
    db.faceName.findMany({
      where: { userId, media: { userId, analysis: { is: { userId, status: "DONE" } } } },
      orderBy: { updatedAt: "desc" },
      take: NAMED_FACES_COMPARED,
      select: { mediaId: true, faceIndex: true, name: true, media: { select: { analysis: { select: { result: true } } } } },
    }),
    db.faceSuggestionDismissal.findMany({ where: { userId, mediaId: { in: photoIds } }, select: { mediaId: true, faceIndex: true, name: true } }),
  ]);
  const named: (NamedFaceEmbedding & { photoId: string })[] = [];
  for (const row of namedRows) {
    const result = photoAnalysisResultSchema.safeParse(row.media.analysis?.result);
    const embedding = result.success ? result.data.faces[row.faceIndex]?.embedding : undefined;
    if (embedding?.length) named.push({ name: row.name, embedding, photoId: row.mediaId });
  }
  if (!named.length) return suggestions;
  for (const face of faces) {
    const excluded = [
      ...dismissals.filter((d) => d.mediaId === face.photoId && d.faceIndex === face.faceIndex).map((d) => d.name),
      ...named.filter((n) => n.photoId === face.photoId).map((n) => n.name),
    ];
    const suggestion = suggestFaceName(face.embedding, named, { excluded });
    if (suggestion) suggestions.set(`${face.photoId}:${face.faceIndex}`, suggestion);
  }
  return suggestions;
}
