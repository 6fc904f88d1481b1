import nlp from "compromise";

export type Term = { text: string; normal: string; tags: Set<string>; pre: string; post: string };
export type Sentence = Term[];

type RawTerm = { text: string; normal?: string; tags?: string[]; pre?: string; post?: string };

/** Sentences as compromise terms, with its part-of-speech tags. */
export function sentencesOf(text: string): Sentence[] {
  const json = nlp(text).json() as { terms: RawTerm[] }[];
  return json.map((s) =>
    s.terms.map((t) => ({
      text: t.text,
      normal: (t.normal ?? t.text.toLowerCase()).replace(/['’]s$/, ""),
      tags: new Set(t.tags ?? []),
      pre: t.pre ?? "",
      post: t.post ?? "",
    })),
  );
}

export const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);

export function titleCase(words: string): string {
  return words
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1))
    .join(" ");
}

/** Removes a trailing possessive and punctuation: "Marcus's," → "Marcus". */
export const bareWord = (word: string) => word.replace(/['’]s?$/u, "").replace(/[^\p{L}\p{N}'’-]+$/u, "").replace(/^[^\p{L}\p{N}]+/u, "");

export const uniqueBy = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** Prepositions after which a capitalised name is a place ("in Santos", "up to Monserrate"). */
export const placePrepositions = new Set(["in", "at", "to", "from", "near", "into", "through", "towards", "toward", "around", "outside", "inside", "via", "visiting", "visited"]);

/** Is term i the start of a capitalised name introduced by a place preposition or "the"? */
export function introducedAsPlace(sentence: Term[], i: number): boolean {
  const before = sentence[i - 1]?.normal;
  return before !== undefined && (placePrepositions.has(before) || before === "the");
}
