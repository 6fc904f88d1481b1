import { isKnownNoun, relatedNouns } from "@/lib/nlp/wordnet";
import type { RequestAnalysis } from "./analyze-request";

type ContentWord = RequestAnalysis["contentWords"][number];
export type CompoundTerm = { phrase: string; words: ContentWord[]; related: string[] };

/**
 * Adjacent words of a request that WordNet knows as one noun ("northern lights", "swimming
 * pool", "golden retriever"): the phrase is the thing asked about, and its synonyms and the
 * one-word names of its broader sense ("aurora", "pool", "retriever") are what a memory may
 * call it. Two-word compounds only; the words must stand side by side in the request.
 */
export function wordNetCompounds(contentWords: ContentWord[]): CompoundTerm[] {
  const out: CompoundTerm[] = [];
  for (let i = 0; i + 1 < contentWords.length; i++) {
    const a = contentWords[i]!;
    const b = contentWords[i + 1]!;
    if (b.position !== a.position + 1) continue;
    const phrase = [`${a.word} ${b.word}`, `${a.word} ${b.lemma}`, `${a.lemma} ${b.lemma}`].find(isKnownNoun);
    if (!phrase) continue;
    const related = relatedNouns(phrase, 1).filter((w) => !w.includes(" ") && !w.includes("-"));
    out.push({ phrase, words: [a, b], related });
    i++;
  }
  return out;
}
