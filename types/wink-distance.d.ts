declare module "wink-distance/src/string-levenshtein.js" {
  /** The number of insertions, deletions and substitutions between two strings. */
  export default function levenshtein(a: string, b: string): number;
}
