import { FUNCTION_WORD_LANGUAGES, functionWordsOf } from "@/lib/nlp/request-language";
import { isKnownAdjective, isKnownNoun, isKnownVerb } from "@/lib/nlp/wordnet";
import { analyzeRequest, type RequestAnalysis } from "./analyze-request";
import { termKey, type LexicalIndex } from "./lexical-index";

// The languages other than English a person writes their memories in, read from their lexical
// index: English stop words never reach it, another language's function words do ("ng", "ko",
// "sa"; "não", "uma", "com"). A language counts when several of its function words that are
// none of English's are each in a good share of the memories. Languages close to it may count
// too (Tagalog and Cebuano): the request's reading picks among them (request-language.ts).

/** At least this many of a language's function words ... */
const MIN_FUNCTION_WORDS = 5;
/** ... each in at least this share of the memories (and two of them). */
const MIN_SHARE = 0.1;

const kept = new WeakMap<LexicalIndex, { ordinal: number; size: number; languages: readonly string[] }>();

const foreignKeysOf = new Map<string, string[]>();
/** The keys of a language's function words that are none of English's ("me", "no" are both Spanish and English). */
function distinctiveKeys(language: string): string[] {
  let keys = foreignKeysOf.get(language);
  if (!keys) {
    const english = functionWordsOf("eng");
    const englishWord = (w: string) => english.has(w) || isKnownNoun(w) || isKnownVerb(w) || isKnownAdjective(w);
    // In the index's keys: Danish "alle" is English "all" once stemmed, Vietnamese "đây" is "day" once folded.
    keys = [...new Set([...functionWordsOf(language)].filter((w) => w.length > 1 && /^\p{L}+$/u.test(w) && !englishWord(w)).map(termKey))].filter((k) => !englishWord(k));
    foreignKeysOf.set(language, keys);
  }
  return keys;
}

/** Reads every language's function-word keys (a fifth of a second, once per process), as the server does at start. */
export function warmWrittenLanguages(): void {
  for (const language of FUNCTION_WORD_LANGUAGES) distinctiveKeys(language);
}

export function writtenLanguagesOf(index: LexicalIndex): readonly string[] {
  const known = kept.get(index);
  if (known && known.ordinal === index.nextOrdinal && known.size === index.docs.size) return known.languages;
  const least = Math.max(2, index.docs.size * MIN_SHARE);
  const languages = index.docs.size === 0 ? [] : FUNCTION_WORD_LANGUAGES.filter((language) => {
    let used = 0;
    for (const key of distinctiveKeys(language)) if ((index.df.get(key) ?? 0) >= least && ++used >= MIN_FUNCTION_WORDS) return true;
    return false;
  });
  kept.set(index, { ordinal: index.nextOrdinal, size: index.docs.size, languages });
  return languages;
}

/**
 * The request read as it comes (while the index loads), and read again in the languages the
 * person writes in when those make it one of theirs ("ano niluto ko nung 50th ni pare Boyet"
 * from someone who writes in Tagalog). With no index (a model reads the request) it is read once.
 */
export async function analyzeInTheirLanguages(text: string, asOf: Date, indexing: Promise<LexicalIndex> | null): Promise<RequestAnalysis> {
  const first = analyzeRequest(text, asOf);
  if (!indexing) return first;
  const written = writtenLanguagesOf(await indexing);
  if (written.length === 0 || (first.language && written.includes(first.language))) return first;
  const again = analyzeRequest(text, asOf, written);
  return again.language ? again : first;
}
