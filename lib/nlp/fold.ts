// Letters Unicode does not decompose into a base letter and a mark, as people type them
// without the diacritic: "działka" is "dzialka", "Søren" is "Soren".
const UNDECOMPOSED: Record<string, string> = { ł: "l", Ł: "L", ø: "o", Ø: "O", đ: "d", Đ: "D", ð: "d", Ð: "D", ħ: "h", Ħ: "H", ı: "i", ŀ: "l", Ŀ: "L", ß: "ss", æ: "ae", Æ: "Ae", œ: "oe", Œ: "Oe", þ: "th", Þ: "Th" };
const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED).join("")}]`, "g");

/** Removes diacritics: "António" -> "Antonio", "Graça" -> "Graca", "Łódź" -> "Lodz". */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").replace(UNDECOMPOSED_PATTERN, (c) => UNDECOMPOSED[c]!);
}

// Recall compares every request with the names and aliases of all the user's relationship
// nodes (thousands for a long life), so the same names are keyed on every request: remember
// the keys (pure function of the text; bounded, forgotten all at once when full).
const KEY_CACHE_LIMIT = 100_000;
const keyCache = new Map<string, string>();

/**
 * A comparison key for names and phrases: lower case, no diacritics, apostrophes and
 * punctuation removed, single spaces. "St. John's  Wood" -> "st johns wood".
 */
export function normalizeKey(text: string): string {
  const known = keyCache.get(text);
  if (known !== undefined) return known;
  const key = foldDiacritics(text)
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (text.length <= 200) {
    if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
    keyCache.set(text, key);
  }
  return key;
}

/** "humboldt park" -> "Humboldt Park"; keeps words that already carry capitals. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
}
