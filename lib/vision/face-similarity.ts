/**
 * How alike two faces are: the cosine similarity of their embeddings (-1..1; 1 for the same
 * embedding). Embeddings of different lengths (another engine) are not comparable: 0.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (!a.length || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  if (!normA || !normB) return 0;
  return dot / Math.sqrt(normA * normB);
}

/**
 * The similarity from which a face is offered as "Is this Jim?" (never applied without the
 * user's yes). Measured with `npm run bench:faces` (lib/vision/README.md: source, pairs,
 * precision and recall): 0.12 above the most alike pair of different people measured (0.68),
 * chosen for precision, so many true matches in other light or pose are not offered.
 */
export const FACE_SUGGESTION_THRESHOLD = 0.8;
