import winkNLP, { type ItemSentence, type ItsFunction, type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { foldDiacritics } from "./fold";

export type Token = {
  /** The text as written. */
  value: string;
  /** wink-nlp's lemma, lower case ("trekked" -> "trek", "dumplings" -> "dumpling"). */
  lemma: string;
  /** Lower case, diacritics removed ("António" -> "antonio"). */
  folded: string;
  /** Universal part of speech (PROPN, NOUN, VERB, ...). */
  pos: string;
  /** Index of the sentence the token is in. */
  sentence: number;
  /** True for the first word of its sentence (capitals there say nothing about names). */
  sentenceStart: boolean;
  /** In the scope of a negation (wink-nlp's flag: "surf" in "I don't surf"). */
  negated: boolean;
};

// The one wink-nlp instance of the app (capture extraction, recall, graph, benchmark). The
// model takes ~100 ms to load: load it on first use, once per process.
const globalForWink = globalThis as unknown as { __tobuWink?: WinkMethods };

export function wink(): WinkMethods {
  globalForWink.__tobuWink ??= winkNLP(model);
  return globalForWink.__tobuWink;
}

/**
 * Words people clip when they type, read as the word they stand for ("my hip op", "since uni"):
 * a request and a memory then meet whichever of the two forms each used.
 */
const CLIPPED_WORDS: Record<string, string> = {
  op: "operation", ops: "operation", uni: "university", convo: "conversation", convos: "conversation", hosp: "hospital",
  vday: "valentine", meds: "medication", appt: "appointment", appts: "appointment",
};

/**
 * wink gives no lemma for some tokens people type ("didnt" before a comma): the word's
 * normal form stands in, so no text can make a lemma lookup throw.
 */
export function safeLemma(lemma: string | undefined, normal: string | undefined, value: string): string {
  return (lemma ?? normal ?? value).toLowerCase();
}

/**
 * wink-nlp splits words at letters beyond Latin-1 ("działka" -> "dzia", "ł", "ka"): it reads
 * the text with each such letter folded to its base letter (one for one, so the offsets stay),
 * and every token keeps the letters as written.
 */
function readableForWink(text: string): { read: string; original: string } {
  const original = text.normalize("NFC");
  if (!/[^\u0000-\u00ff]/.test(original)) return { read: original, original };
  let read = "";
  for (const c of original) {
    const folded = c.charCodeAt(0) > 0xff ? foldDiacritics(c) : c;
    read += folded.length === c.length ? folded : c;
  }
  return { read, original };
}

/**
 * A word all in lower case ending a sentence keeps its full stop apart: wink reads "ill." as an
 * abbreviation ("when I was first taken ill." would name Illinois), as it does "mass." and "cal.".
 * A capitalised one ("Orkney.", "Mrs. Reyes") is left as written.
 */
function sentenceEndsApart(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}.])(\p{Ll}{2,})\.(?=\s*$|\s+["'“‘(]?\p{Lu})/gu, "$1 .");
}

/** Tokenises English text with lemmas and parts of speech (wink-nlp, offline). */
export function tokenize(text: string): Token[] {
  const nlp = wink();
  const its = nlp.its;
  const { read, original } = readableForWink(sentenceEndsApart(text));
  const doc = nlp.readDoc(read);
  let cursor = 0;
  const asWritten = (value: string) => {
    if (read === original) return value;
    const at = read.indexOf(value, cursor);
    if (at < 0) return value;
    cursor = at + value.length;
    return original.slice(at, at + value.length);
  };
  const out: Token[] = [];
  doc.sentences().each((sentence: ItemSentence, sentenceIndex: number) => {
    const tokens = sentence.tokens();
    const values = tokens.out(its.value) as string[];
    const lemmaList = tokens.out(its.lemma as unknown as ItsFunction<string>) as (string | undefined)[];
    const normalList = tokens.out(its.normal) as string[];
    const posList = tokens.out(its.pos) as string[];
    const negations = tokens.out(its.negationFlag) as unknown as boolean[];
    let first = true;
    values.forEach((readValue, i) => {
      const value = asWritten(readValue);
      const pos = posList[i];
      const isWord = pos !== "PUNCT" && pos !== "SYM" && pos !== "SPACE";
      out.push({
        value,
        lemma: CLIPPED_WORDS[value.toLowerCase()] ?? foldDiacritics(safeLemma(lemmaList[i], normalList[i], value)),
        folded: foldDiacritics(value.toLowerCase()),
        pos,
        sentence: sentenceIndex,
        sentenceStart: first && isWord,
        negated: !!negations[i],
      });
      if (isWord) first = false;
    });
  });
  return retagNamesReadAsFunctionWords(out);
}

const FUNCTION_POS = new Set(["ADP", "CCONJ", "SCONJ"]);
const isPossessive = (t: Token | undefined) => !!t && /^['’]s$/.test(t.value);

/**
 * A given name that is also a function word ("Per", Norwegian and Swedish; "Van"): wink tags
 * it as the preposition even where only a name can stand, capitalised and owning something
 * ("Per's grave"), doing something ("the way Per taught me") or after a preposition ("with
 * Per"). Those become names (PROPN).
 */
function retagNamesReadAsFunctionWords(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    if (!FUNCTION_POS.has(t.pos) || !/^\p{Lu}\p{Ll}+$/u.test(t.value)) return;
    const next = tokens[i + 1];
    // "with Per": no preposition follows another.
    const afterPreposition = tokens[i - 1]?.pos === "ADP" && (!next || next.pos === "PUNCT" || next.pos === "CCONJ");
    if (isPossessive(next) || (!t.sentenceStart && (next?.pos === "VERB" || afterPreposition))) {
      t.pos = "PROPN";
      retaggedNames.add(t);
    }
  });
  return tokens;
}

const retaggedNames = new WeakSet<Token>();

/** The names of a text that wink took for function words ("Per" in "Per's grave"), once each, as written. */
export function namesReadAsFunctionWords(text: string): string[] {
  return [...new Set(tokenize(text).filter((t) => retaggedNames.has(t)).map((t) => t.value))];
}

/** Lemmas of the words of a text, lower case and without diacritics. */
export function lemmas(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE")
    .map((t) => t.lemma);
}
