import { emotionLexicon } from "./extract-lexicons";
import { its, wink } from "./extract-wink";
import { safeLemma } from "./tokens";

const emotionByWord = new Map<string, string>();
for (const [emotion, words] of Object.entries(emotionLexicon)) for (const w of words) emotionByWord.set(w, emotion);

/**
 * Feelings the user names ("so easy and happy", "loved it", "I was a nervous wreck"), as
 * canonical emotions, matched on words and their lemmas. A negated word ("not happy") is skipped.
 */
export function extractEmotions(text: string): string[] {
  const found = new Set<string>();
  const tokens = wink.readDoc(text).tokens();
  tokens.each((token: { out: (f: unknown) => unknown }) => {
    if (token.out(its.negationFlag)) return;
    const normal = String(token.out(its.normal)).toLowerCase();
    const lemma = safeLemma(token.out(its.lemma) as string | undefined, normal, normal);
    const emotion = emotionByWord.get(normal) ?? emotionByWord.get(lemma);
    if (emotion) found.add(emotion);
  });
  return [...found];
}
