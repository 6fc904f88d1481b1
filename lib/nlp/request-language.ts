import { franc, francAll } from "franc-min";
import { iso6393To1 } from "iso-639-3";
import * as stopwords from "stopword";
import stopwordsIso from "stopwords-iso";
import { isEnglishWord } from "./extract-wink";
import { isKnownAdjective, isKnownNoun, isKnownVerb } from "./wordnet";

// People ask in the language they live in ("lahat ng memories kasama si Dodong", "todos os
// rolês com a duda"). The reading of a request is English (wink's model, WordNet); a request
// in another language must not have each of its words taken for a name or a thing no memory
// mentions. Two signs together make a request foreign: a language detector (franc, trigrams)
// says it is not English, and fewer than half of its words are English words. Either alone
// misreads short English requests full of names ("everything with zosia and kuba").
// A short request is where franc guesses worst ("ano niluto ko nung 50th ni pare Boyet" reads
// as Serbian): the languages the person writes their memories in come first.

const MIN_ENGLISH_SHARE = 0.5;
/** Shorter than this, franc guesses: three words with two names are no evidence of a language. */
const MIN_LETTERS = 12;

/**
 * Function words the lists lack, as people type them: Tagalog's question and case words
 * ("anong", "ilang", "si", "kay") and its spoken shortenings ("yung" for iyong, "nung" for noong,
 * "dun" for doon, "pag" for kapag, "di" for hindi, "kelan" for kailan); Portuguese chat
 * shortenings ("q" for que, "qnd" for quando, "pq" for porque, "pra" for para, "tava" for estava).
 */
const TYPED_FUNCTION_WORDS: Record<string, readonly string[]> = {
  tgl: ("ano anong sino sinong saan kailan kelan bakit paano gaano ilan ilang alin si sina ni nina kay kina nag mag " +
    "yung iyong yun iyon yan iyan dun doon dito diyan jan nung noong nang pag kapag kung di hindi wala walang meron mayroon " +
    "lang lamang naman din rin daw raw po opo ba pa nga kasi pero tapos yata sana kaya siguro diba lagi palagi parang talaga").split(" "),
  por: "q qnd qdo pq vc vcs tb tbm mto mta td tds cmg ctg pra pro pras pros num numa ta tá tava né msm ja já oq".split(" "),
};

const lists = stopwords as unknown as Record<string, string[] | undefined>;
const isoLists = stopwordsIso as Record<string, string[] | undefined>;
const functionWordSets = new Map<string, ReadonlySet<string>>();

/** Function words of a language (ISO 639-3): both lists' (`stopword` is short for some, "foi" and "quanto" are not in its Portuguese). */
export function functionWordsOf(language: string): ReadonlySet<string> {
  let set = functionWordSets.get(language);
  if (!set) {
    const iso1 = (iso6393To1 as Record<string, string | undefined>)[language];
    set = new Set([...(lists[language] ?? []), ...((iso1 && isoLists[iso1]) || []), ...(TYPED_FUNCTION_WORDS[language] ?? [])].map((w) => w.toLowerCase()));
    functionWordSets.set(language, set);
  }
  return set;
}

/** Every language (ISO 639-3) whose function words are known, English aside. */
export const FUNCTION_WORD_LANGUAGES: readonly string[] = [
  ...new Set([...Object.keys(lists).filter((k) => /^[a-z]{3}$/.test(k) && Array.isArray(lists[k])), ...Object.entries(iso6393To1 as Record<string, string>).filter(([, iso1]) => isoLists[iso1]).map(([iso3]) => iso3)]),
].filter((code) => code !== "eng");

/** The share of English words among the request's words that are not function words of the language franc saw. */
function englishShare(text: string, language: string): number {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !isFunctionWordOf(language, w));
  if (words.length === 0) return 1;
  const english = words.filter((w) => isEnglishWord(w) || isKnownNoun(w) || isKnownVerb(w) || isKnownAdjective(w));
  return english.length / words.length;
}

/** A request of someone who writes in a language, with this many of its function words that are none of English's, is in it ("ano niluto ko nung birthday ni pare Boyet"). */
const MIN_OWN_FUNCTION_WORDS = 2;

function ownFunctionWords(text: string, language: string): number {
  const english = functionWordsOf("eng");
  return new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => isFunctionWordOf(language, w) && !english.has(w))).size;
}

/**
 * The ISO 639-3 code franc gives a request not in English ("tgl", "por"; "und" when unsure), or
 * null for English. Among the languages the person writes in (`written`), half English words
 * is still their language ("pare" and "nung" are English words to WordNet), and so is a request
 * mixing in English words with a few of that language's function words.
 */
export function foreignLanguageOf(text: string, written: readonly string[] = []): string | null {
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  if (written.length) {
    // Of languages close to each other (Tagalog and Cebuano), the detector's first may not be the one whose words these are.
    // Ranked below English ("minhas viagens pra floripa" is short), a language needs both signs.
    let belowEnglish = false;
    for (const [theirs] of francAll(text, { minLength: MIN_LETTERS, only: [...written, "eng"] })) {
      if (theirs === "und") break;
      if (theirs === "eng") {
        belowEnglish = true;
        continue;
      }
      const fewEnglish = englishShare(text, theirs) <= MIN_ENGLISH_SHARE;
      const ownWords = ownFunctionWords(text, theirs) >= MIN_OWN_FUNCTION_WORDS;
      if (belowEnglish ? fewEnglish && ownWords : fewEnglish || ownWords) return theirs;
    }
  }
  const code = franc(text, { minLength: MIN_LETTERS });
  if (code === "eng" || code === "sco") return null;
  return englishShare(text, code) < MIN_ENGLISH_SHARE ? code : null;
}

/** A function word of that language ("ng", "sa" in Tagalog; "os", "com" in Portuguese). */
export function isFunctionWordOf(language: string, word: string): boolean {
  return functionWordsOf(language).has(word.toLowerCase());
}
