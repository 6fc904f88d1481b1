import type { RequestAnalysis } from "./analyze-request";

// A question of inference asks what the memories suggest rather than what they say: "Would I
// likely enjoy a cello concert?", "What would my favourite season probably be?", "Would I still
// go climbing if ...?". Its answer is by nature not stated in any memory, so a weak overlap of
// words is no evidence of absence: the ranking answers with the closest memories instead of
// abstaining (rank-memories.ts). A named thing no memory knows still finds nothing.

const LIKELIHOOD = new Set(["likely", "probably", "possibly", "presumably"]);
const HYPOTHETICAL = new Set(["would", "might"]);
// "would I", "would my ... be": the speaker's own hypothetical, not "would you show me".
const ABOUT_SPEAKER = new Set(["i", "my"]);

export function isInferenceRequest(analysis: Pick<RequestAnalysis, "words" | "negated">): boolean {
  const { words, negated } = analysis;
  return words.some((w, i) => !negated.has(i) && (LIKELIHOOD.has(w) || (HYPOTHETICAL.has(w) && ABOUT_SPEAKER.has(words[i + 1] ?? ""))));
}
