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
};

// The model takes ~100 ms to load: load it on first use, once per process.
const globalForWink = globalThis as unknown as { __tobuWink?: WinkMethods };

function wink(): WinkMethods {
  globalForWink.__tobuWink ??= winkNLP(model);
  return globalForWink.__tobuWink;
}

/** Tokenises English text with lemmas and parts of speech (wink-nlp, offline). */
export function tokenize(text: string): Token[] {
  const nlp = wink();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const out: Token[] = [];
  doc.sentences().each((sentence: ItemSentence, sentenceIndex: number) => {
    const tokens = sentence.tokens();
    const values = tokens.out(its.value) as string[];
    const lemmaList = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
    const posList = tokens.out(its.pos) as string[];
    let first = true;
    values.forEach((value, i) => {
      const pos = posList[i];
      const isWord = pos !== "PUNCT" && pos !== "SYM" && pos !== "SPACE";
      out.push({
        value,
        lemma: foldDiacritics((lemmaList[i] ?? value).toLowerCase()),
        folded: foldDiacritics(value.toLowerCase()),
        pos,
        sentence: sentenceIndex,
        sentenceStart: first && isWord,
      });
      if (isWord) first = false;
    });
  });
  return out;
}

/** Lemmas of the words of a text, lower case and without diacritics. */
export function lemmas(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE")
    .map((t) => t.lemma);
}
