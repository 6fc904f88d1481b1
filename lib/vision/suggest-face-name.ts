import { faceSimilarity, FACE_SUGGESTION_THRESHOLD } from "./face-similarity";

/** A face the user named, with its embedding. */
export type NamedFaceEmbedding = { name: string; embedding: readonly number[] };

export type FaceNameSuggestion = { name: string; similarity: number };

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** Two names closer than this to the face are too close to call: nothing is offered. */
const AMBIGUOUS_MARGIN = 0.02;

/**
 * The person a face may be ("Is this Jim?"): the name whose named faces come closest, when
 * the closest reaches `threshold` and no other name is about as close. Names in `excluded`
 * (answered no for this face, or already given to another face of the same photo) are never
 * offered. A suggestion only: the face is named when the user says yes.
 */
export function suggestFaceName(
  embedding: readonly number[],
  named: readonly NamedFaceEmbedding[],
  options: { threshold?: number; excluded?: Iterable<string> } = {},
): FaceNameSuggestion | null {
  const threshold = options.threshold ?? FACE_SUGGESTION_THRESHOLD;
  const excluded = new Set([...(options.excluded ?? [])].map(key));
  const best = new Map<string, FaceNameSuggestion>();
  for (const face of named) {
    const k = key(face.name);
    if (excluded.has(k)) continue;
    const similarity = faceSimilarity(embedding, face.embedding);
    if (similarity > (best.get(k)?.similarity ?? -Infinity)) best.set(k, { name: face.name, similarity });
  }
  const [first, second] = [...best.values()].sort((a, b) => b.similarity - a.similarity);
  if (!first || first.similarity < threshold) return null;
  if (second && first.similarity - second.similarity < AMBIGUOUS_MARGIN) return null;
  return first;
}
