import levenshtein from "wink-distance/src/string-levenshtein.js";
import { isEnglishWord } from "./extract-wink";
import { isListedGivenName } from "./nicknames";
import { isKnownAdjective, isKnownNoun, isKnownVerb, isProperNoun } from "./wordnet";

// People type fast: "iwth her mother", "what items des I mention". A short lower-case word
// that no dictionary has and that is one slip of the keys (a letter more, less, changed, or
// two swapped) from a function word is that function word, not a thing to find or a name
// that nothing is called. Given names stay names ("ann" is not "and").

const FUNCTION_WORDS = (
  "the and with what when where which who does did have has had that this those these from they them their there " +
  "your you about would could should were was for not but how why are our its into onto"
).split(" ");

function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/** A letter more, less or changed, or two neighbours swapped. */
function isOneSlip(typed: string, meant: string): boolean {
  return Math.abs(meant.length - typed.length) <= 1 && (levenshtein(meant, typed) <= 1 || swappedOnce(meant, typed));
}

/** "iwth" → true (with), "des" → true (does), "ann" → false (a name), "hail" → false (a word). */
export function isSlipOfFunctionWord(word: string): boolean {
  if (!/^[a-z]{3,5}$/.test(word) || FUNCTION_WORDS.includes(word)) return false;
  // WordNet's acronyms ("DES") typed in lower case are likelier slips than what was meant.
  if (isEnglishWord(word) || (isKnownNoun(word) && !isProperNoun(word)) || isListedGivenName(word)) return false;
  return FUNCTION_WORDS.some((f) => isOneSlip(word, f));
}

/** Words that say how much a request gathers ("evrything with biscuit in it" is everything with it). */
const GATHERING_WORDS = ["everything", "everyone", "everybody", "anything", "something", "every", "memories"];

/**
 * The text with each lower-case word that no dictionary has and that is one slip of the keys
 * from a word saying how much is asked for written as that word ("evrything" → everything,
 * "evry" → every): the request then gathers, and the slip is no word to find.
 */
export function withGatheringWordSlipsMended(text: string): string {
  return text.replace(/(?<![\p{L}'’])[a-z]{4,11}(?![\p{L}'’])/gu, (word) => {
    if (GATHERING_WORDS.includes(word) || isEnglishWord(word) || isKnownNoun(word) || isKnownVerb(word) || isKnownAdjective(word) || isListedGivenName(word)) return word;
    return GATHERING_WORDS.find((meant) => isOneSlip(word, meant)) ?? word;
  });
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every word one slip of the keys away from `word` (two neighbours swapped, a letter left
 * out, added or changed): the words it may have meant ("torunament" → "tournament",
 * "educaton" → "education"). Four-letter words only by a swap or a letter left out: a
 * changed or extra letter reaches too many other words that short.
 */
export function wordsOneSlipFrom(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) out.add(head + c + tail);
    if (word.length < 5) continue;
    if (tail) out.add(head + tail.slice(1));
    if (tail) for (const c of LETTERS) out.add(head + c + tail.slice(1));
  }
  out.delete(word);
  return [...out];
}

/**
 * The dictionary word a word no dictionary has is one slip of the keys from ("persue" →
 * pursue, "educaton" → education), or null: such a word is a misspelling, not a name.
 */
export function dictionaryWordOneSlipFrom(word: string): string | null {
  if (!/^[a-z]{5,}$/.test(word) || isEnglishWord(word) || isKnownNoun(word) || isListedGivenName(word)) return null;
  // WordNet's word lists only: a lookup in memory for each of the few hundred candidates.
  return wordsOneSlipFrom(word).find((w) => isKnownAdjective(w) || isKnownVerb(w) || (isKnownNoun(w) && !isProperNoun(w))) ?? null;
}
