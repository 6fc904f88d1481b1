/** Removes diacritics: "António" -> "Antonio", "Graça" -> "Graca". */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/**
 * A comparison key for names and phrases: lower case, no diacritics, apostrophes and
 * punctuation removed, single spaces. "St. John's  Wood" -> "st johns wood".
 */
export function normalizeKey(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** "humboldt park" -> "Humboldt Park"; keeps words that already carry capitals. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
}
