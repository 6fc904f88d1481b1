import { CONCRETE_NOUN_FILES, NOUN_FILE, nounSenseFiles } from "@/lib/nlp/wordnet";

// "festivals and holidays", "my driving lessons and the test", "the operation and the first
// walk": occasions joined by "and"/"or" are alternatives, and a memory of either one is part of
// the answer. Only occasions (WordNet files the noun's common senses as acts, events or times):
// other nouns joined so say one thing more exactly ("cheer and joy", "politics and policies",
// "a crust, ganache and raspberries"). People said together are the requirements' to handle.
// A noun phrase is its run of nouns ("driving lessons"), reached through determiners and
// adjectives ("and the first walk").

const JOINS = new Set(["and", "or"]);
const BETWEEN = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "all", "any", "some", "those", "these"]);
const MAX_BETWEEN = 3;
const OCCASION_FILES: ReadonlySet<number> = new Set([NOUN_FILE.act, NOUN_FILE.event, NOUN_FILE.time]);
// A group or a place is no occasion either ("party" is first a political party).
const NO_OCCASION_FILES: ReadonlySet<number> = new Set([...CONCRETE_NOUN_FILES, NOUN_FILE.group, NOUN_FILE.location]);

/** A noun whose common senses are something that happens ("lesson", "test", "festival"), not a thing or a feeling. */
export function isOccasionNoun(lemma: string): boolean {
  const files = nounSenseFiles(lemma);
  return files.length > 0 && !NO_OCCASION_FILES.has(files[0]!) && files.slice(0, 2).some((f) => OCCASION_FILES.has(f));
}

type Request = { words: readonly string[]; lemmaWords: readonly string[]; tokens: readonly { pos: string }[]; namePositions: ReadonlySet<number> };

/** Groups of alternatives; each alternative is the positions (in the request's words) of its nouns. */
export function coordinatedThings({ words, lemmaWords: lemmas, tokens, namePositions }: Request): number[][][] {
  const posOfWords = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE").map((t) => t.pos);
  const isNoun = (p: number) => posOfWords[p] === "NOUN" && !namePositions.has(p) && !BETWEEN.has(words[p]!);
  const groups: number[][][] = [];
  words.forEach((word, i) => {
    if (!JOINS.has(word) || !isNoun(i - 1)) return;
    let start = i - 1;
    while (isNoun(start - 1)) start--;
    const left = range(start, i - 1);
    let k = i + 1;
    while (k < words.length && k <= i + MAX_BETWEEN && !isNoun(k) && (BETWEEN.has(words[k]!) || posOfWords[k] === "ADJ")) k++;
    if (!isNoun(k)) return;
    let end = k;
    while (isNoun(end + 1)) end++;
    const right = range(k, end);
    if (![left, right].every((option) => isOccasionNoun(lemmas[option.at(-1)!]!))) return;
    const chained = groups.find((g) => same(g.at(-1)!, left));
    if (chained) chained.push(right);
    else groups.push([left, right]);
  });
  return groups;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function same(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
