import { CONCRETE_NOUN_FILES, nounSenseFiles } from "@/lib/nlp/wordnet";
import { rowSimilarity, wordVectors, type WordVectors } from "@/lib/nlp/word-vectors";
import { termKey, type LexicalIndex } from "./lexical-index";
import { MAX_NARROWER_SHARE } from "./narrower-terms";

// A word none of the user's memories uses may be what they tell of in other words that no
// dictionary link joins to it: "my PhD" and their "thesis", "my health" and the "hospital".
// Word embeddings (word-vectors.ts) say which of the memories' words are used like it. Only
// for a subject of life (WordNet files the noun's common sense as a state, an act, knowledge,
// a group...): a concrete thing or a pastime has siblings used just like it ("dog" and
// "goat", "knee" and "shoulder", "skiing" and "swimming") that are not it.

/** Words this alike in use are taken for the same subject (unrelated words score 0.0-0.3, "phd"/"thesis" 0.76, "phd"/"degree" 0.69; "cost"/"job" 0.62 is too loose). */
export const MIN_SIMILARITY = 0.65;
const MAX_SIMILAR = 4;

const rowsByKeyOf = new WeakMap<WordVectors, Map<string, number>>();

/** The row of the most common word with each index key (the vectors list words by frequency); once per process. */
function rowsByKey(vectors: WordVectors): Map<string, number> {
  let rows = rowsByKeyOf.get(vectors);
  if (!rows) {
    rows = new Map();
    for (let row = 0; row < vectors.words.length; row++) {
      const key = termKey(vectors.words[row]!);
      if (!rows.has(key)) rows.set(key, row);
    }
    rowsByKeyOf.set(vectors, rows);
  }
  return rows;
}

/** A noun naming a subject of life rather than a thing one could mistake for its sibling. */
export function isSubjectNoun(lemma: string): boolean {
  const files = nounSenseFiles(lemma);
  return files.length > 0 && !CONCRETE_NOUN_FILES.has(files[0]!);
}

/** `similarKeysUsed` with the word each key stands for ("thesi": "thesis"), for "How I found these". */
export function similarWordsUsed(lemma: string, index: LexicalIndex): Record<string, string> {
  const vectors = wordVectors();
  const rows = vectors ? rowsByKey(vectors) : null;
  return Object.fromEntries(similarKeysUsed(lemma, index).map((key) => [key, vectors!.words[rows!.get(key)!]!]));
}

/**
 * Index keys of the memories' words most alike in use to `lemma` (a subject noun, not a
 * pastime: the caller knows the concept lexicon); none when they reach too many memories to
 * say anything.
 */
export function similarKeysUsed(lemma: string, index: LexicalIndex): string[] {
  if (!isSubjectNoun(lemma)) return [];
  const vectors = wordVectors();
  const row = vectors?.rowOf.get(lemma);
  if (!vectors || row === undefined) return [];
  const rows = rowsByKey(vectors);
  const own = termKey(lemma);
  const alike: [string, number][] = [];
  for (const key of index.df.keys()) {
    const other = rows.get(key);
    if (other === undefined || key === own) continue;
    const similarity = rowSimilarity(vectors, row, other);
    // Only nouns: a subject is said in nouns ("cost" is used like "bring" and "enough").
    if (similarity >= MIN_SIMILARITY && nounSenseFiles(vectors.words[other]!).length > 0) alike.push([key, similarity]);
  }
  const keys = alike.sort((a, b) => b[1] - a[1]).slice(0, MAX_SIMILAR).map(([key]) => key);
  const reached = new Set(keys.flatMap((k) => [...(index.postings.get(k) ?? [])]));
  return reached.size > Math.max(2, MAX_NARROWER_SHARE * index.docs.size) ? [] : keys;
}

/** Loads the word vectors and their index keys ahead of the first request (at server start). */
export function warmSimilarTerms(): void {
  const vectors = wordVectors();
  if (vectors) rowsByKey(vectors);
}
