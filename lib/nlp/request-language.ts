import { franc } from "franc-min";
import * as stopwords from "stopword";
import { isEnglishWord } from "./extract-wink";
import { isKnownAdjective, isKnownNoun, isKnownVerb } from "./wordnet";

// People ask in the language they live in ("lahat ng memories kasama si Dodong", "todos os
// rolês com a duda"). The reading of a request is English (wink's model, WordNet); a request
// in another language must not have each of its words taken for a name or a thing no memory
// mentions. Two signs together make a request foreign: a language detector (franc, trigrams)
// says it is not English, and fewer than half of its words are English words. Either alone
// misreads short English requests full of names ("everything with zosia and kuba").

const MIN_ENGLISH_SHARE = 0.5;
/** Shorter than this, franc guesses: three words with two names are no evidence of a language. */
const MIN_LETTERS = 12;

const lists = stopwords as unknown as Record<string, string[] | undefined>;
const functionWordSets = new Map<string, ReadonlySet<string>>();

/** The share of English words among the request's words that are not function words of the language franc saw. */
function englishShare(text: string, language: string): number {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !isFunctionWordOf(language, w));
  if (words.length === 0) return 1;
  const english = words.filter((w) => isEnglishWord(w) || isKnownNoun(w) || isKnownVerb(w) || isKnownAdjective(w));
  return english.length / words.length;
}

/** The ISO 639-3 code franc gives a request not in English ("tgl", "por"; "und" when unsure), or null for English. */
export function foreignLanguageOf(text: string): string | null {
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const code = franc(text, { minLength: MIN_LETTERS });
  if (code === "eng" || code === "sco") return null;
  return englishShare(text, code) < MIN_ENGLISH_SHARE ? code : null;
}

/** A function word of that language ("ng", "sa" in Tagalog; "os", "com" in Portuguese). */
export function isFunctionWordOf(language: string, word: string): boolean {
  let set = functionWordSets.get(language);
  if (!set) {
    set = new Set(lists[language] ?? []);
    functionWordSets.set(language, set);
  }
  return set.has(word.toLowerCase());
}
