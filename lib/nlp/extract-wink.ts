import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

// One wink-nlp instance for the extractors (loading the model takes ~100 ms).
export const wink = winkNLP(model);
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

/** Lemmas of a text, lower-cased ("loved it" → ["love", "it"]). */
export function lemmasOf(text: string): string[] {
  return (wink.readDoc(text).tokens().out(its.lemma as never) as string[]).map((l) => l.toLowerCase());
}
