import { QUESTION_START, REFINEMENT, withHistory, type Retrieval } from "./rank-for-request";

// A short request is read with the one before it (withHistory: "in Lisbon?" after "my trips last
// year"). But a short question of its own ("When did I retire?" after "What was the music
// like?") read that way asks for one memory holding both, and finds nothing: then it is asked
// alone, and what it finds alone is the answer. A refinement ("and in 2019?", "only the ones
// with Priya") is never asked alone: on its own it asks for something else.

export async function retrieveFollowUp(
  request: string,
  history: string[],
  retrieve: { withHistory: () => Promise<Retrieval>; alone: () => Promise<Retrieval> },
): Promise<Retrieval> {
  const read = withHistory(request, history);
  if (read === request) return retrieve.alone();
  const followUp = await retrieve.withHistory();
  const text = request.trim();
  if (followUp.memoryIds.length > 0 || followUp.outcome === "clarify" || REFINEMENT.test(text) || !QUESTION_START.test(text)) return followUp;
  const alone = await retrieve.alone();
  return alone.memoryIds.length > 0 ? alone : followUp;
}
