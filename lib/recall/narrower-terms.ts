import { derivedForms, laterSenseSynonyms, nounsDefinedAs, placesWithin } from "@/lib/nlp/wordnet";
import { memberWords, placeNameKey } from "./kind-signals";
import { termKey, type LexicalIndex } from "./lexical-index";

// A noun none of the user's memories uses may still be what they are about in narrower words:
// "sports" are their skiing and skating, "instruments" their fiddle. The narrower words are
// WordNet's hyponyms of the noun's senses (`kindMembers`, counted only when the member's most
// common sense is of the kind) and the nouns WordNet defines as a kind of it (a kitten is a
// "young domestic cat", though its hypernym is "young mammal"), kept when the user's
// memories use them.

/** A noun whose narrower words reach more than this share of the memories says nothing specific. */
export const MAX_NARROWER_SHARE = 0.25;

/**
 * Index keys of the noun's narrower terms that some memory of the index uses; none when they
 * reach so many memories that the noun is too broad to pick any out ("operation" has
 * hundreds of narrower words across its senses: work, sorting, surgery...).
 */
export function narrowerKeysUsed(lemma: string, index: LexicalIndex): string[] {
  return Object.keys(narrowerWordsUsed(lemma, index));
}

/** `narrowerKeysUsed` with the word each key stands for ("kitten" for "cat"), for "How I found these". */
export function narrowerWordsUsed(lemma: string, index: LexicalIndex): Record<string, string> {
  // A noun said in passing means its most common sense: "shave my head" is no manager's.
  const words = new Map(memberWords(lemma, { sameClass: true }));
  for (const noun of nounsDefinedAs(lemma)) if (!words.has(termKey(noun))) words.set(termKey(noun), noun);
  const keys = [...words.keys()].filter((k) => index.df.has(k));
  const reached = new Set(keys.flatMap((k) => [...(index.postings.get(k) ?? [])]));
  return reached.size > Math.max(2, MAX_NARROWER_SHARE * index.docs.size) ? {} : Object.fromEntries(keys.map((k) => [k, words.get(k)!]));
}

/**
 * The words WordNet derives from a word no memory uses, or it from them, that the memories do
 * use, by index key ("musician" for "music", "retirement" for "retire"): "How has the music been
 * since Mossie died?" is the memories of the musicians.
 */
export function derivedWordsUsed(lemma: string, index: LexicalIndex): Record<string, string> {
  const used: Record<string, string> = {};
  for (const form of derivedForms(lemma)) {
    const key = termKey(form);
    if (key !== termKey(lemma) && index.df.has(key)) used[key] = form;
  }
  return used;
}

/**
 * The synonyms of a noun's later senses (`laterSenseSynonyms`) that the memories use, by index
 * key: a word's everyday sense is not always WordNet's first ("my kitty": the kitten, its third).
 */
export function synonymsUsed(lemma: string, index: LexicalIndex): Record<string, string> {
  return Object.fromEntries(laterSenseSynonyms(lemma).map((w) => [termKey(w), w] as const).filter(([key]) => key !== termKey(lemma) && index.df.has(key)));
}

/**
 * The places within a named place that the memories name, by index key ("tampa": "Tampa" for
 * "Florida"; `placesWithin`): "When did I visit Florida?" is the day at the beach in Tampa.
 * One-word names only, as the index keys single words.
 */
export function placesWithinUsed(name: string, index: LexicalIndex): Record<string, string> {
  const used: Record<string, string> = {};
  for (const place of placesWithin(name)) {
    const key = placeNameKey(place);
    if (key && index.df.has(key)) used[key] = place.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  }
  return used;
}
