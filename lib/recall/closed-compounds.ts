import { isEnglishWord } from "@/lib/nlp/extract-wink";
import { isKnownNoun, nounGloss, nounsStartingWith } from "@/lib/nlp/wordnet";
import { termKey, textKeys, type LexicalIndex } from "./lexical-index";

// A word no memory uses may be the first half of a word they do use, written as one: the
// "hail" of a request is in a memory's "hailstorm", the "water" in its "waterfall". A
// compound counts only when WordNet defines it with the word ("hailstorm: a storm during
// which hail falls"): there is no car in a carpet and no pan in a pancake. (A compound's
// head is a narrower term, narrower-terms.ts: "storm" finds the hailstorm that way.)

/** Index keys of one-word compounds beginning with the word that the memories use and WordNet defines with it. */
export function closedCompoundKeysUsed(lemma: string, index: LexicalIndex): string[] {
  const word = lemma.toLowerCase();
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const own = termKey(word);
  const keys = new Set<string>();
  for (const noun of nounsStartingWith(word)) {
    const rest = noun.slice(word.length);
    if (rest.length < 3 || !isKnownNoun(rest)) continue;
    const key = termKey(noun);
    if (!index.df.has(key) || keys.has(key)) continue;
    if (textKeys(nounGloss(noun)).includes(own)) keys.add(key);
  }
  return [...keys];
}

// Prefixes written with a hyphen that no dictionary lists alone ("multi-day", "non-stop").
const HYPHENATED_PREFIXES = new Set(["multi", "non", "pre", "post", "self", "ex", "re", "co", "anti", "mini", "semi", "mid", "over", "under", "sub", "super", "half", "all", "well", "part", "full"]);

/** A lower-case word joined with hyphens from English words ("multi-day", "day-trip", "sea-kayak"): a thing, never an unknown name. */
export function isHyphenatedCompound(word: string): boolean {
  if (!/^[a-z]+(?:-[a-z]+)+$/.test(word)) return false;
  return word.split("-").every((part) => HYPHENATED_PREFIXES.has(part) || isKnownNoun(part) || isEnglishWord(part));
}

/**
 * A lower-case word no dictionary has that is two nouns of four letters or more written as one
 * ("riverfront", "boatshed"): a thing said as people write it, never an unknown name.
 */
export function isCompoundOfNouns(word: string): boolean {
  if (!/^[a-z]{8,}$/.test(word)) return false;
  for (let at = 4; at <= word.length - 4; at++) if (isKnownNoun(word.slice(0, at)) && isKnownNoun(word.slice(at))) return true;
  return false;
}
