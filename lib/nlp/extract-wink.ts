import { safeLemma, wink as sharedWink } from "./tokens";

// The capture extractors read with the app's one wink-nlp instance (lib/nlp/tokens.ts).
export const wink = sharedWink();
export const its = wink.its;

// wink numbers the words of its English vocabulary first and gives every unseen word the next
// free id, so the id of a nonsense word read first marks where the vocabulary ends.
const firstUnknownId = wink.readDoc("qxzqvjkwzx").tokens().itemAt(0).out(its.uniqueId) as number;
const vocabularyCache = new Map<string, boolean>();

/** True when the word is in wink's English vocabulary (a common word, not a rare name). */
export function isEnglishWord(word: string): boolean {
  const key = word.toLowerCase();
  let known = vocabularyCache.get(key);
  if (known === undefined) {
    // wink throws on itemAt(0) when the text has no token ("+", "", spaces).
    const tokens = wink.readDoc(key).tokens();
    const id = tokens.length() > 0 ? (tokens.itemAt(0).out(its.uniqueId) as number) : undefined;
    known = id !== undefined && id < firstUnknownId;
    vocabularyCache.set(key, known);
  }
  return known;
}

/** Lemmas of a text, lower-cased ("loved it" → ["love", "it"]; "didnt" → "didnt"). */
export function lemmasOf(text: string): string[] {
  const tokens = wink.readDoc(text).tokens();
  const lemmas = tokens.out(its.lemma as never) as (string | undefined)[];
  const normals = tokens.out(its.normal) as string[];
  const values = tokens.out(its.value) as string[];
  return values.map((value, i) => safeLemma(lemmas[i], normals[i], value));
}
