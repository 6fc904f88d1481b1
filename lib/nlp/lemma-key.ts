import { infinitive } from "./extract-activities";
import { lemmas } from "./tokens";

const ingForm = /^[a-z]{3,}ing$/;

/**
 * One key for the ways a detail is said: "hiking", "hike" and "hikes" → "hike"; "riding" and
 * "ride" → "ride"; "boats" → "boat". Word by word: an -ing form by compromise's infinitive
 * (wink's small model reads "riding" as "rid"), any other word by wink's lemma. Two details
 * with the same key are one theme.
 */
export function lemmaKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
    .map((word) => (ingForm.test(word) ? infinitive(word) : (lemmas(word)[0] ?? word)))
    .join(" ");
}

/** An -ing word on its own ("hiking", "amazing"): a thing only when no activity says it. */
export const isGerund = (value: string) => ingForm.test(value.trim().toLowerCase());
