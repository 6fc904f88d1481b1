import levenshtein from "wink-distance/src/string-levenshtein.js";
import stem from "wink-porter2-stemmer";
import { foldDiacritics, normalizeKey } from "@/lib/nlp/fold";
import { addressedSentences } from "@/lib/nlp/addressed-to-listener";
import { isEnglishWord } from "@/lib/nlp/extract-wink";
import { wordsOneSlipFrom } from "@/lib/nlp/keyboard-slips";
import { saysSomeoneElsesTie } from "@/lib/nlp/whose-tie";
import { tokenize, type Token } from "@/lib/nlp/tokens";
import { mentionedDays } from "@/lib/nlp/mentioned-days";
import { CURRENCY_SIGNS } from "@/lib/nlp/money";
import { isKnownNoun, relatedNouns } from "@/lib/nlp/wordnet";
import { overlapsWindow, type TimeWindow } from "./time-window";

// The memories' own words, ranked: BM25F over a memory's fields (title, summary, place,
// details, the user's own chat turns, what the photos show), each word reduced to the
// Porter2 stem of its wink-nlp lemma so "hiking", "hikes" and "hiked" meet. Kept in process
// per user and updated one memory at a time (see load-memory-index.ts), so a request reads
// no memory text. Our own scorer rather than wink-bm25-text-search: that library needs a
// full rebuild for every change and does not say which words matched, which "How I found
// these" and the abstention need.

export const MEMORY_FIELDS = ["title", "summary", "place", "details", "userWords", "scene"] as const;
export type MemoryField = (typeof MEMORY_FIELDS)[number];

/** A memory as the index reads it; `endedAt` is its last day when it spans several. */
export type MemoryDocument = {
  id: string;
  occurredAt: string | null;
  endedAt?: string | null;
  fields: Record<MemoryField, string>;
  /** The user's own names (folded parts), to tell their ties from others' ("his daughter" in a sentence about a friend: `lib/nlp/whose-tie.ts`). */
  ownerNames?: readonly string[];
  /** Its fields' keys when already known (stored with the memory: memory-index-keys.ts); else they are computed. */
  keys?: DocumentKeys;
};

/**
 * The keys are stored per field, plus `theirs`: relationship words said of someone else's tie
 * (`lib/nlp/whose-tie.ts`), `aside`: the words of the summary's and the user's chat
 * turns' sentences addressed to someone else ("your garden looks lovely": their story, not the
 * user's; lib/nlp/addressed-to-listener.ts), and `mentioned`: the words of the user's chat turns'
 * sentences that do not say "I", "my" or "we" ("The poor dog.", "Good dog."): things the user
 * speaks of, not evidently their own (also as the summary quotes them).
 */
export const KEY_FIELDS = [...MEMORY_FIELDS, "aside", "mentioned", "theirs"] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

/** The index keys of each field of a memory, in order, and the days its words name before its date (`documentKeys`). */
export type DocumentKeys = Record<KeyField, string[]> & { days: string[] };

/** How much a word in each field counts: what the user named it and wrote beats what a photo shows. */
export const FIELD_WEIGHTS: Record<KeyField, number> = { title: 3, summary: 2, place: 2, details: 2, userWords: 1, scene: 0.6, aside: 0.5, mentioned: 1, theirs: 2 };

/** Fields that mention a thing without saying it is the user's (`seenOnly`); the photos are the user's own. */
const SEEN_FIELDS = new Set<KeyField>(["mentioned", "aside"]);

/** Fields whose sentences addressed to the listener go to `aside`. */
const SPOKEN_FIELDS = new Set<MemoryField>(["summary", "userWords"]);

const K1 = 1.2;
const B = 0.6;

type IndexedDocument = {
  id: string;
  occurredAt: string | null;
  endedAt: string | null;
  /** The last part of the memory's place ("Lisbon, Portugal" -> "portugal"), as a key. */
  country: string | null;
  signature: string;
  tf: Map<string, number>;
  /** Keys the memory uses only in sentences addressed to someone else (`aside`): weaker matches. */
  asideOnly: Set<string>;
  /** Keys the memory has only where the user's turns mention them without "I" or "we" (`mentioned`): spoken of, not evidently the user's own. */
  seenOnly: Set<string>;
  /** Keys the memory uses only as someone else's tie (`theirs`: "his daughter" in a sentence about a friend): no match for the user's own ("my daughter"). */
  theirsOnly: Set<string>;
  /** Days its words name in the weeks before its date (ISO days; lib/nlp/mentioned-days.ts). */
  mentionedDays: string[];
  length: number;
  /** Order of addition: `docs` iterates in this order, and so does each posting list. */
  ordinal: number;
};

export type LexicalIndex = {
  docs: Map<string, IndexedDocument>;
  /** In how many documents each key occurs. */
  df: Map<string, number>;
  /** The inverted index: for each key, the documents that use it (in `docs` order). */
  postings: Map<string, Set<IndexedDocument>>;
  totalLength: number;
  nextOrdinal: number;
};

export type QueryTerm = {
  /** The request's word, for explanations ("hike"). */
  term: string;
  /** Index keys that count as this word; the first is the word itself. */
  keys: string[];
  /** Keys of weaker matches (synonyms, broader terms), counted at `relatedWeight`. */
  relatedKeys: string[];
  /** How much the word says about what is asked (a noun more than a verb); 1 when not given. */
  weight?: number;
  /** The user's own thing, as the request says it ("my cat", "our boat"): a memory where the user only mentions one, without "I" or "we", is weaker evidence. */
  possessed?: boolean;
  /** A tie the request says is the user's ("my daughter", "grandpa's gift"): a memory using the word only of someone else's tie (`theirsOnly`) is weaker evidence. */
  ownTie?: boolean;
  /** A one-off event the request is about ("Anna's wedding"): a memory without it is not the answer. */
  essential?: boolean;
  /** A one-off event or a tie the user named ("my sister's wedding"): every memory of a single answer must have it, not only some memory. */
  inEachAnswer?: boolean;
  /** A value asked for ("what colour", "how much did it weigh"): every memory of the answer must say one, a single answer or a gathering. */
  answerKind?: boolean;
  /** Keys found through other words than the request's (used alike, members of its kind, narrower words), with the memories' word for each ("thesi": "thesis"): what "How I found these" names. */
  alike?: Record<string, string>;
  /** A side of a person's life the request follows ("how has Mum's health been"): every memory of the person may tell of it in other words ("walking with a stick"), so it ranks them and never outweighs the person. */
  aspect?: boolean;
  /** One of things joined by "and"/"or" ("festivals and holidays"): a memory of any option of the group answers it. */
  option?: { group: number; option: number };
};

const STOP = new Set(
  "a an the and or but of in on at to for with from by as is was were be been being am are it its this that these those i me my we us our you your he him his she her they them their there here then than so not no do did does have has had will would can could should just very too also into over about up out".split(
    " ",
  ),
);

/** "I'm", "you're", "that's": a pronoun's contraction is the pronoun, kept in one token by the tokenizer. */
const PRONOUN_CONTRACTION = /^(i|you|we|they|he|she|it|that|there|here|what|who|where|how)['’](m|re|ve|ll|d|s)$/;

/** A word the index never keeps ("out" of "call-outs", "the", "I'm"): no word to find. */
export const isStopWord = (word: string) => STOP.has(word.toLowerCase()) || PRONOUN_CONTRACTION.test(word.toLowerCase());

/** The index key of a word or lemma: folded, lower case, Porter2-stemmed. */
export function termKey(word: string): string {
  const w = foldDiacritics(word.toLowerCase()).replace(/[^a-z0-9]/g, "");
  return w.length > 3 && !/\d/.test(w) ? stem(w) : w;
}

/** The keys of a text's words (their lemmas), stop words left out. */
export function textKeys(text: string): string[] {
  if (!text.trim()) return [];
  return tokenKeys(tokenize(text));
}

function tokenKeys(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    // "$300": the sign is the currency's word, what a question of price looks for (lib/nlp/money.ts).
    const currency = t.pos === "SYM" ? CURRENCY_SIGNS[t.value] : undefined;
    if (currency) out.push(termKey(currency));
    if (t.pos === "PUNCT" || t.pos === "SYM" || t.pos === "SPACE") continue;
    if (isStopWord(t.folded) || isStopWord(t.lemma) || t.folded.length < 2) continue;
    const key = termKey(t.lemma || t.folded);
    if (key.length > 1) out.push(key);
  }
  return out;
}

/**
 * The keys of each field of a memory: what the index is built from. The one function both
 * the index and the stored keys (memory-index-keys.ts) use, so they can never disagree;
 * change it and bump INDEX_KEYS_VERSION.
 */
export function documentKeys(fields: Record<MemoryField, string>, occurredAt: string | null, ownerNames: readonly string[] = []): DocumentKeys {
  const keys = { aside: [] as string[], mentioned: [] as string[], theirs: [] as string[], days: mentionedDays(`${fields.summary}\n${fields.userWords}`, occurredAt) } as DocumentKeys;
  const owners = new Set(ownerNames);
  for (const f of MEMORY_FIELDS) {
    if (!SPOKEN_FIELDS.has(f)) {
      keys[f] = textKeys(fields[f]);
      continue;
    }
    keys[f] = [];
    for (const sentence of addressedSentences(fields[f])) {
      // The user's turns, as typed or as the summary quotes them ("In your words: “The poor dog.”").
      const userTurn = f === "userWords" || sentence.quoted;
      const field = sentence.addressed ? keys.aside : userTurn && !sentence.ownVoice ? keys.mentioned : keys[f];
      // "his daughter Fiona" in a sentence about a friend, "Aiko's grandfather": their tie, no word for "my daughter".
      const theirs = sentence.addressed ? [] : sentence.tokens.filter((_, i) => saysSomeoneElsesTie(sentence.tokens, i, owners));
      field.push(...tokenKeys(theirs.length ? sentence.tokens.filter((t) => !theirs.includes(t)) : sentence.tokens));
      keys.theirs.push(...tokenKeys(theirs));
    }
  }
  return keys;
}

/** The version of `textKeys`/`documentKeys` (tokenizer, lemmas, stems, stop words and pronouns' contractions, currency signs, `aside`, `mentioned`, `theirs` (others' ties) and the user's names, `days`): stored keys of another version are computed again. */
export const INDEX_KEYS_VERSION = 16;

export function emptyLexicalIndex(): LexicalIndex {
  return { docs: new Map(), df: new Map(), postings: new Map(), totalLength: 0, nextOrdinal: 0 };
}

/** What a memory's keys depend on: its text fields, its date and the user's names (stored keys are checked against a hash of it). */
export function keysSourceOf(doc: Pick<MemoryDocument, "fields" | "occurredAt" | "ownerNames">): string {
  return `${doc.occurredAt ?? ""}\u0001${MEMORY_FIELDS.map((f) => doc.fields[f]).join("\u0001")}\u0001${(doc.ownerNames ?? []).join(" ")}`;
}

/**
 * Whether a memory belongs to a time window: its own days overlap it, or its words tell of a
 * day in it ("last Friday" in a memory written down on Thursday).
 */
export function isInWindow(window: Pick<TimeWindow, "from" | "to">, doc: Pick<IndexedDocument, "occurredAt" | "endedAt" | "mentionedDays">): boolean {
  return overlapsWindow(window, doc.occurredAt, doc.endedAt) || doc.mentionedDays.some((day) => overlapsWindow(window, day));
}

function signatureOf(doc: MemoryDocument): string {
  return `${doc.endedAt ?? ""}\u0001${keysSourceOf(doc)}`;
}

function removeDocument(index: LexicalIndex, id: string) {
  const old = index.docs.get(id);
  if (!old) return;
  for (const key of old.tf.keys()) {
    const n = (index.df.get(key) ?? 1) - 1;
    if (n > 0) index.df.set(key, n);
    else index.df.delete(key);
    const posting = index.postings.get(key);
    posting?.delete(old);
    if (posting?.size === 0) index.postings.delete(key);
  }
  index.totalLength -= old.length;
  index.docs.delete(id);
}

function addDocument(index: LexicalIndex, doc: MemoryDocument, signature: string) {
  const tf = new Map<string, number>();
  let length = 0;
  const keys = doc.keys ?? documentKeys(doc.fields, doc.occurredAt, doc.ownerNames);
  const own = new Set<string>();
  const owned = new Set<string>();
  const ownTies = new Set<string>();
  for (const field of KEY_FIELDS) {
    const weight = FIELD_WEIGHTS[field];
    for (const key of keys[field] ?? []) {
      tf.set(key, (tf.get(key) ?? 0) + weight);
      length += weight;
      if (field !== "aside") own.add(key);
      if (!SEEN_FIELDS.has(field)) owned.add(key);
      if (field !== "aside" && field !== "theirs") ownTies.add(key);
    }
  }
  const asideOnly = new Set([...tf.keys()].filter((k) => !own.has(k)));
  const seenOnly = new Set([...own].filter((k) => !owned.has(k)));
  const theirsOnly = new Set(keys.theirs.filter((k) => !ownTies.has(k)));
  index.totalLength += length;
  const country = normalizeKey(doc.fields.place.split(",").at(-1) ?? "") || null;
  const indexed: IndexedDocument = { id: doc.id, occurredAt: doc.occurredAt, endedAt: doc.endedAt ?? null, country, signature, tf, asideOnly, seenOnly, theirsOnly, mentionedDays: keys.days ?? [], length, ordinal: index.nextOrdinal++ };
  for (const key of tf.keys()) {
    index.df.set(key, (index.df.get(key) ?? 0) + 1);
    let posting = index.postings.get(key);
    if (!posting) index.postings.set(key, (posting = new Set()));
    posting.add(indexed);
  }
  index.docs.set(doc.id, indexed);
}

/** Whether the index holds this document as it is (same text and dates). */
export function isIndexed(index: LexicalIndex, doc: MemoryDocument): boolean {
  return index.docs.get(doc.id)?.signature === signatureOf(doc);
}

/**
 * Brings the index to exactly these documents: unchanged ones are kept as they are, changed
 * ones re-read, missing ones dropped. Returns how many were (re)tokenized.
 */
export function syncLexicalIndex(index: LexicalIndex, docs: MemoryDocument[]): number {
  const seen = new Set<string>();
  let changed = 0;
  for (const doc of docs) {
    seen.add(doc.id);
    const signature = signatureOf(doc);
    if (index.docs.get(doc.id)?.signature === signature) continue;
    removeDocument(index, doc.id);
    addDocument(index, doc, signature);
    changed++;
  }
  for (const id of [...index.docs.keys()]) if (!seen.has(id)) removeDocument(index, id);
  return changed;
}

export function buildLexicalIndex(docs: MemoryDocument[]): LexicalIndex {
  const index = emptyLexicalIndex();
  syncLexicalIndex(index, docs);
  return index;
}

/** Inverse document frequency (BM25's, floored at a small positive value). */
export function idf(index: LexicalIndex, key: string): number {
  const n = index.docs.size;
  const df = index.df.get(key) ?? 0;
  return Math.max(0.05, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
}

/** Whether any memory of the index mentions one of these keys. */
export function mentionsAny(index: LexicalIndex, keys: string[]): boolean {
  return keys.some((k) => (index.df.get(k) ?? 0) > 0);
}

/** Whether some memory uses one of these keys in the user's own words, not only in what they said to someone else. */
export function usedInOwnWords(index: LexicalIndex, keys: string[], ownTie = false): boolean {
  for (const key of keys) for (const doc of index.postings.get(key) ?? []) if (!doc.asideOnly.has(key) && !(ownTie && doc.theirsOnly.has(key))) return true;
  return false;
}

/** Related keys count this much of a direct match. */
export const RELATED_WEIGHT = 0.35;

/** `aside`: matched only by words said to someone else (the `aside` keys). */
/** `key`: the index key that matched best (which of the term's words the memory uses). */
/** `seen`: matched only where the user mentions it without "I" or "we" (`seenOnly`). */
export type TermMatch = { score: number; direct: boolean; aside?: boolean; seen?: boolean; key: string };
export type LexicalHit = { id: string; score: number; matched: string[]; perTerm: Map<string, TermMatch> };

/**
 * Every memory mentioning at least one term, best first, with the request words it matched
 * (directly or only through a related word). `only` restricts the search (the time window).
 */
export function searchLexical(index: LexicalIndex, terms: QueryTerm[], only?: (id: string, occurredAt: string | null) => boolean): LexicalHit[] {
  const avg = index.docs.size ? index.totalLength / index.docs.size : 1;
  const hits = new Map<string, LexicalHit>();
  for (const term of terms) {
    const keyWeights = new Map<string, number>();
    for (const k of term.keys) if (k && !keyWeights.has(k)) keyWeights.set(k, 1);
    for (const k of term.relatedKeys) if (k && !keyWeights.has(k)) keyWeights.set(k, RELATED_WEIGHT);
    const live = [...keyWeights.entries()].filter(([k]) => index.df.has(k)).map(([k, w]) => ({ key: k, weight: w, idf: idf(index, k) }));
    if (live.length === 0) continue;
    // Only the documents using one of the keys (their postings), not every document.
    const reached = live.length === 1 ? index.postings.get(live[0]!.key)! : new Set(live.flatMap(({ key }) => [...index.postings.get(key)!]));
    for (const doc of reached) {
      let best = 0;
      let bestKey = "";
      let direct = false;
      let aside = false;
      let seen = false;
      for (const { key, weight, idf: keyIdf } of live) {
        const tf = doc.tf.get(key);
        if (!tf) continue;
        const s = weight * keyIdf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / avg)));
        if (s > best) {
          best = s;
          bestKey = key;
          // A word said only to the listener ("your garden") is their story: a weaker match.
          aside = weight === 1 && (doc.asideOnly.has(key) || (!!term.ownTie && doc.theirsOnly.has(key)));
          direct = weight === 1 && !aside;
          seen = direct && doc.seenOnly.has(key);
        }
      }
      if (best === 0 || (only && !only(doc.id, doc.occurredAt))) continue;
      let hit = hits.get(doc.id);
      if (!hit) hits.set(doc.id, (hit = { id: doc.id, score: 0, matched: [], perTerm: new Map() }));
      hit.score += best;
      if (direct) hit.matched.push(term.term);
      hit.perTerm.set(term.term, { score: best, direct, key: bestKey, ...(aside && { aside }), ...(seen && { seen }) });
    }
  }
  return [...hits.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/**
 * The memories whose words include every word of one of these phrases (as keys), in the
 * index's order: through the postings of each phrase's rarest key, not every memory.
 */
export function memoriesMentioning(index: LexicalIndex, phrases: string[][]): string[] {
  const keySets = phrases.map((p) => p.filter((w) => w.length > 1).map(termKey)).filter((k) => k.length && k.every((key) => index.df.has(key)));
  if (keySets.length === 0) return [];
  const found = new Set<IndexedDocument>();
  for (const keys of keySets) {
    const rarest = keys.reduce((a, b) => (index.df.get(b)! < index.df.get(a)! ? b : a));
    for (const doc of index.postings.get(rarest)!) if (keys.every((k) => doc.tf.has(k))) found.add(doc);
  }
  // Each posting list is in `docs` order already: one phrase needs no sort (a name in 1,500 memories).
  const docs = [...found];
  if (docs.some((d, i) => i > 0 && docs[i - 1]!.ordinal > d.ordinal)) docs.sort((a, b) => a.ordinal - b.ordinal);
  return docs.map((d) => d.id);
}

/** How much a term tells memories apart: the idf of its rarest direct key the user's memories use, else null. */
export function termWeight(index: LexicalIndex, term: QueryTerm): number | null {
  const known = term.keys.filter((k) => index.df.has(k));
  return known.length ? Math.max(...known.map((k) => idf(index, k))) : null;
}

/**
 * The user's own word a misspelt one most likely means, as an index key: first a dictionary
 * word one slip of the keys away that the memories use ("educaton" → education,
 * "torunament" → tournament), for a word no dictionary has; else a key of the index one edit
 * away (two for words of ten letters or more) with the same first letter ("irland" →
 * ireland), for a dictionary noun only its other spelling ("colour": color). The most used wins. Short words are never guessed (too many neighbours).
 */
export function nearestKnownKey(index: LexicalIndex, word: string): string | null {
  const folded = foldDiacritics(word.toLowerCase()).replace(/[^a-z0-9]/g, "");
  if (folded.length < 4 || /\d/.test(folded)) return null;
  const found: { key: string; edits: number; df: number }[] = [];
  const consider = (key: string, edits: number) => {
    const df = index.df.get(key);
    if (df) found.push({ key, edits, df });
  };
  // Fewest edits, then the most used; the first found among equals (the sort is stable).
  const best = () => found.sort((a, b) => a.edits - b.edits || b.df - a.df)[0]?.key ?? null;
  if (!isEnglishWord(folded) && !isKnownNoun(folded)) {
    for (const slip of wordsOneSlipFrom(folded)) {
      const key = termKey(slip);
      if (index.df.has(key) && (isKnownNoun(slip) || isEnglishWord(slip))) consider(key, 1);
    }
  }
  if (found.length) return best();
  const key = termKey(folded);
  if (key.length < 5) return null;
  const maxEdits = key.length >= 10 ? 2 : 1;
  // A noun of the dictionary is that noun, not a slip for its neighbour ("grandpa" is no "grandma"), unless
  // the neighbour is its own other spelling ("colour": color).
  const spellings = isKnownNoun(folded) ? new Set(relatedNouns(folded).filter((w) => !/[ -]/.test(w)).map(termKey)) : null;
  for (const known of index.df.keys()) {
    if (known[0] !== key[0] || Math.abs(known.length - key.length) > maxEdits || known.length < 4) continue;
    if (spellings && !spellings.has(known)) continue;
    const edits = levenshtein(known, key);
    if (edits <= maxEdits) consider(known, edits);
  }
  return best();
}

/** The country most of the user's memories with a place are in: home, for "abroad". */
export function homeCountry(index: LexicalIndex): string | null {
  const counts = new Map<string, number>();
  for (const doc of index.docs.values()) if (doc.country) counts.set(doc.country, (counts.get(doc.country) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
