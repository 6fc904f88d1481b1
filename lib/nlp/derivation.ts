// Nouns formed from another word by a productive suffix: "friendship" → "friend",
// "childhood" → "child", "kindness" → "kind". WordNet links these only through other parts
// of speech, so the common English suffixes are stripped here.
const SUFFIXES = ["ship", "hood", "ness", "dom"];

export function derivationalBases(word: string): string[] {
  const w = word.toLowerCase();
  return SUFFIXES.filter((s) => w.endsWith(s) && w.length - s.length >= 3).map((s) => w.slice(0, -s.length));
}
