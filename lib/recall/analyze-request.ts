import { conceptById, findConcepts, type ConceptMatch } from "@/lib/nlp/concepts";
import { normalizeKey } from "@/lib/nlp/fold";
import { holidaysInText, type Holiday } from "@/lib/nlp/periods";
import { RELATION_WORDS } from "@/lib/nlp/relations";
import { tokenize, type Token } from "@/lib/nlp/tokens";
import { resolveTimeWindow, type TimeWindow } from "./time-window";

// What a recall request asks for, read offline: its time window, the concepts, holidays and
// relationship words it names, and the remaining content words (for matching relationship
// node names, direct search, and noticing words that none of the user's memories contain).

export type RequestAnalysis = {
  text: string;
  tokens: Token[];
  /** Folded words of the request, in order, punctuation removed. */
  words: string[];
  /** Their lemmas, in the same order ("working" → "work"). */
  lemmaWords: string[];
  /** The request wants every matching memory ("all", "every", "each time"), not the one that best fits. */
  collective: boolean;
  timeWindow: TimeWindow | null;
  concepts: ConceptMatch[];
  holidays: Holiday[];
  /** Relationship words said with a possessive ("my daughter", "my best friend"). */
  relationWords: string[];
  /** Nouns, proper nouns, adjectives and verbs that carry meaning, as lemmas. */
  contentLemmas: string[];
  /** Ordinals said as birthdays ("my 30th"), with their spellings: 30th, thirtieth, thirty, 30. */
  ordinalForms: string[];
  /** Nouns and proper nouns among them: a request about things none of the memories mention finds nothing. */
  nounLemmas: string[];
};

// Words that say how to ask, not what about.
export const META_WORDS = new Set(
  (
    "memory memories photo photos picture pictures thing things stuff time times life everything anything something " +
    "remind show tell pull find recall remember happen happened get go went do did done make made take taken have had " +
    "see seen look looked way ways kind sort lot day days moment moments bit part parts question together again " +
    "different difference change changed compare compared first second last next other another same each every all " +
    "exactly name called who what when where which why how whose ever up i me my we us our you your mine " +
    "feel feeling feelings felt time over since until ago year years month months week weeks summer winter spring autumn fall season seasons " +
    "around whole best good great new old people person someone anyone one two three some many much"
  ).split(" "),
);

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ"]);
// Words of requests that gather memories (every hike, how something changed over time) rather than pick one.
const COLLECTIVE = new Set([
  "all", "every", "everything", "each", "ever", "times", "included", "including", "together", "both",
  "change", "changed", "changes", "until", "since", "through", "different", "differ", "compare", "compared",
]);

const TENS = ["", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred"];

/** "30th" → 30th, 30, thirty, thirtieth (round decades, the birthdays people name). */
function ordinalSpellings(ordinal: string): string[] {
  const n = parseInt(ordinal, 10);
  const forms = [ordinal, String(n)];
  if (n % 10 === 0 && n >= 20 && n <= 100) forms.push(TENS[n / 10]!, `${TENS[n / 10]!.replace(/y$/, "ie")}th`);
  return forms;
}

/** "my 30th", "her 70th": in English an ordinal after a possessive is a birthday. */
function withOrdinalBirthdays(concepts: ConceptMatch[], words: string[]): ConceptMatch[] {
  if (concepts.some((c) => c.concept.id === "birthday")) return concepts;
  const birthday = conceptById.get("birthday");
  const at = words.findIndex((w, i) => /^\d+(st|nd|rd|th)$/.test(w) && ["my", "her", "his", "our", "their"].includes(words[i - 1] ?? ""));
  return birthday && at >= 0 ? [...concepts, { concept: birthday, term: words[at]! }] : concepts;
}

function possessiveRelationWords(words: string[]): string[] {
  const found: string[] = [];
  for (const rel of RELATION_WORDS) {
    const relWords = rel.split(" ");
    for (let i = 1; i + relWords.length <= words.length; i++) {
      if (relWords.every((w, k) => words[i + k] === w) && ["my", "our"].includes(words[i - 1]!)) {
        if (!found.some((f) => f.includes(rel))) found.push(rel);
      }
    }
  }
  return found;
}

export function analyzeRequest(text: string, asOf: Date): RequestAnalysis {
  const timeWindow = resolveTimeWindow(text, asOf);
  const tokens = tokenize(text);
  const wordTokens = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE");
  const words = wordTokens.map((t) => normalizeKey(t.value));
  const lemmaWords = wordTokens.map((t) => normalizeKey(t.lemma));
  const timeWords = new Set(timeWindow ? normalizeKey(timeWindow.text).split(" ") : []);
  const content = wordTokens.filter(
    (t) => CONTENT_POS.has(t.pos) && !META_WORDS.has(t.lemma) && !META_WORDS.has(t.folded) && !timeWords.has(t.folded) && t.folded.length > 1 && !/^\d+$/.test(t.folded),
  );
  const unique = (xs: string[]) => [...new Set(xs)];
  return {
    text,
    tokens,
    words,
    lemmaWords,
    collective: words.some((w) => COLLECTIVE.has(w)) || (timeWindow !== null && !/\b(when|which|who|where)\b/i.test(text)),
    timeWindow,
    concepts: withOrdinalBirthdays(findConcepts(tokens), words),
    holidays: holidaysInText(tokens),
    relationWords: possessiveRelationWords(words),
    contentLemmas: unique(content.map((t) => t.lemma)),
    ordinalForms: words.filter((w) => /^\d+(st|nd|rd|th)$/.test(w)).flatMap(ordinalSpellings),
    nounLemmas: unique(content.filter((t) => t.pos === "NOUN" || t.pos === "PROPN").map((t) => t.lemma)),
  };
}
