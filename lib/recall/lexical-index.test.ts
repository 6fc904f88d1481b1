import { describe, expect, it } from "vitest";
import {
  FIELD_WEIGHTS,
  MEMORY_FIELDS,
  RELATED_WEIGHT,
  documentKeys,
  emptyLexicalIndex,
  idf,
  buildLexicalIndex,
  memoriesMentioning,
  nearestKnownKey,
  searchLexical,
  syncLexicalIndex,
  termKey,
  textKeys,
  type LexicalIndex,
  type MemoryDocument,
  type QueryTerm,
} from "./lexical-index";

// The inverted index (postings per key) must rank exactly as reading every memory for every
// term did: same memories, same scores, same order, same matched words, through additions,
// edits and removals.

/** The straightforward scan the postings replaced: every document, every term. */
function scanLexical(index: LexicalIndex, terms: QueryTerm[], only?: (id: string) => boolean) {
  const avg = index.docs.size ? index.totalLength / index.docs.size : 1;
  const hits = new Map<string, { id: string; score: number; matched: string[]; perTerm: Map<string, { score: number; direct: boolean; aside?: boolean; seen?: boolean; key: string }> }>();
  for (const term of terms) {
    const keyWeights = new Map<string, number>();
    for (const k of term.keys) if (k && !keyWeights.has(k)) keyWeights.set(k, 1);
    for (const k of term.relatedKeys) if (k && !keyWeights.has(k)) keyWeights.set(k, RELATED_WEIGHT);
    const live = [...keyWeights.entries()].filter(([k]) => index.df.has(k)).map(([k, w]) => ({ key: k, weight: w, idf: idf(index, k) }));
    for (const doc of index.docs.values()) {
      let best = 0;
      let bestKey = "";
      let direct = false;
      let aside = false;
      let seen = false;
      for (const { key, weight, idf: keyIdf } of live) {
        const tf = doc.tf.get(key);
        if (!tf) continue;
        const s = weight * keyIdf * ((tf * 2.2) / (tf + 1.2 * (1 - 0.6 + (0.6 * doc.length) / avg)));
        if (s > best) {
          best = s;
          bestKey = key;
          direct = weight === 1 && !doc.asideOnly.has(key);
          aside = weight === 1 && doc.asideOnly.has(key);
          seen = direct && doc.seenOnly.has(key);
        }
      }
      if (best === 0 || (only && !only(doc.id))) continue;
      let hit = hits.get(doc.id);
      if (!hit) hits.set(doc.id, (hit = { id: doc.id, score: 0, matched: [], perTerm: new Map() }));
      hit.score += best;
      if (direct) hit.matched.push(term.term);
      hit.perTerm.set(term.term, { score: best, direct, key: bestKey, ...(aside && { aside }), ...(seen && { seen }) });
    }
  }
  return [...hits.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

function scanMentioning(index: LexicalIndex, phrases: string[][]): string[] {
  const keySets = phrases.map((p) => p.filter((w) => w.length > 1).map(termKey)).filter((k) => k.length && k.every((key) => index.df.has(key)));
  if (keySets.length === 0) return [];
  return [...index.docs.values()].filter((doc) => keySets.some((keys) => keys.every((k) => doc.tf.has(k)))).map((d) => d.id);
}

// A small deterministic generator, so a failure is reproducible.
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const VOCABULARY =
  "hike hiking hiked trail lake lakes Lisbon Porto Kyoto picnic bakery café cafe sister Anna Jim James kayak kayaking sunset beach beaches wine tasting concert guitar birthday cake dinner grandma dog walk walked walking snow ski mountain mountains museum paintings ramen market rain you your your I my . . .".split(
    " ",
  );

function randomDocument(next: () => number, id: string): MemoryDocument {
  const text = (n: number) => Array.from({ length: n }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(" ");
  const fields = Object.fromEntries(MEMORY_FIELDS.map((f) => [f, next() < 0.2 ? "" : text(1 + Math.floor(next() * (f === "userWords" ? 25 : 6)))])) as MemoryDocument["fields"];
  return { id, occurredAt: `202${Math.floor(next() * 5)}-0${1 + Math.floor(next() * 9)}-15T12:00:00.000Z`, fields };
}

function randomTerms(next: () => number): QueryTerm[] {
  const count = 1 + Math.floor(next() * 4);
  return Array.from({ length: count }, () => {
    const pick = () => termKey(VOCABULARY[Math.floor(next() * VOCABULARY.length)]!);
    const keys = [pick(), ...(next() < 0.4 ? [pick()] : []), ...(next() < 0.2 ? ["unknownword"] : [])];
    return { term: keys[0]!, keys, relatedKeys: next() < 0.5 ? [pick(), pick()] : [] };
  });
}

describe("textKeys", () => {
  it("keeps no pronoun's contraction nor the verb a clitic stands for ('I'm', 'it's', 'I'll')", () => {
    expect(textKeys("I'm restoring the motorcycle, it's a Honda, I'll be ill")).toEqual(["restor", "motorcycl", "honda", "ill"]);
  });
});

describe("the inverted lexical index", () => {
  it("ranks exactly as a scan of every memory, through additions, edits and removals", () => {
    const next = random(7);
    const index = emptyLexicalIndex();
    let docs = Array.from({ length: 120 }, (_, i) => randomDocument(next, `m${String(i).padStart(3, "0")}`));
    for (let round = 0; round < 6; round++) {
      syncLexicalIndex(index, docs);
      for (let q = 0; q < 40; q++) {
        const terms = randomTerms(next);
        const only = q % 3 === 0 ? (id: string) => id.endsWith("1") || id.endsWith("4") : undefined;
        const got = searchLexical(index, terms, only);
        expect(got).toEqual(scanLexical(index, terms, only));
        const phrases = [terms[0]!.keys, ...(terms[1] ? [[terms[1].term, terms[0]!.term]] : [])];
        expect(memoriesMentioning(index, phrases)).toEqual(scanMentioning(index, phrases));
      }
      // Edit some, drop some, add some: postings and document frequencies must follow.
      docs = docs
        .filter(() => next() > 0.1)
        .map((d) => (next() < 0.2 ? { ...randomDocument(next, d.id) } : d))
        .concat(Array.from({ length: 10 }, (_, i) => randomDocument(next, `n${round}-${i}`)));
    }
    for (const [key, posting] of index.postings) expect(posting.size).toBe(index.df.get(key));
    expect(index.postings.size).toBe(index.df.size);
  });

  it("gives the same index from stored keys as from the text, and counts fields by weight", () => {
    const doc: MemoryDocument = {
      id: "a",
      occurredAt: null,
      fields: { title: "Hiking to the lakes", summary: "We hiked.", place: "Lisbon, Portugal", details: "Anna", userWords: "my sister Anna came", scene: "a lake" },
    };
    const fromText = emptyLexicalIndex();
    syncLexicalIndex(fromText, [doc]);
    const fromKeys = emptyLexicalIndex();
    syncLexicalIndex(fromKeys, [{ ...doc, keys: documentKeys(doc.fields, doc.occurredAt) }]);
    expect([...fromKeys.docs.get("a")!.tf]).toEqual([...fromText.docs.get("a")!.tf]);
    expect(fromText.docs.get("a")!.tf.get("lake")).toBe(FIELD_WEIGHTS.title + FIELD_WEIGHTS.scene);
    expect(fromText.docs.get("a")!.country).toBe("portugal");
  });

  it("reads a currency sign as its word ('$140': dollar), as a question of price looks for", () => {
    expect(textKeys("The hotel was $140 a night, the tram €3 and the beer £5")).toEqual(expect.arrayContaining(["dollar", "euro", "pound", "140"]));
    expect(textKeys("50% off, #1 & *")).not.toEqual(expect.arrayContaining(["dollar"]));
  });

  it("counts words said only to the listener ('your garden') as weaker matches than the user's own", () => {
    const index = emptyLexicalIndex();
    const doc = (id: string, userWords: string, summary = ""): MemoryDocument => ({ id, occurredAt: null, fields: { title: "", summary, place: "", details: "", userWords, scene: "" } });
    syncLexicalIndex(index, [
      doc("mine", "I dug a new vegetable garden with my neighbour."),
      doc("theirs", "Wow, your garden looks amazing! Did you plant it yourself?"),
      doc("both", "Your garden is so green.", "I started a garden too."),
    ]);
    const term = { term: "garden", keys: [termKey("garden")], relatedKeys: [] };
    const hits = new Map(searchLexical(index, [term]).map((h) => [h.id, h]));
    expect(hits.get("mine")!.perTerm.get("garden")!.direct).toBe(true);
    expect(hits.get("theirs")!.perTerm.get("garden")).toMatchObject({ direct: false, aside: true });
    expect(hits.get("both")!.perTerm.get("garden")!.direct).toBe(true);
    // Still mentioned: a name or place said to the listener is known to the user's memories.
    expect(memoriesMentioning(index, [["garden"]])).toEqual(["mine", "theirs", "both"]);
    expect(documentKeys(doc("x", "Your garden is lovely. I love tulips.").fields, null).aside).toContain(termKey("garden"));
  });
});

describe("nearestKnownKey", () => {
  const fields = (summary: string) => ({ title: "", summary, place: "", details: "", userWords: "", scene: "" });
  const index = buildLexicalIndex([
    { id: "m1", occurredAt: null, fields: fields("A gift from my grandma, in the colors of Ireland.") },
    { id: "m2", occurredAt: null, fields: fields("The tournament in Cork.") },
  ]);

  it("reads a misspelt word as the user's own", () => {
    expect(nearestKnownKey(index, "irland")).toBe(termKey("ireland"));
    expect(nearestKnownKey(index, "torunament")).toBe(termKey("tournament"));
  });

  it("reads a noun of the dictionary as itself, not as its neighbour, unless that is its other spelling", () => {
    expect(nearestKnownKey(index, "grandpa")).toBeNull();
    expect(nearestKnownKey(index, "colour")).toBe(termKey("color"));
  });
});
