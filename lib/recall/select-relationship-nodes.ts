import { findConcepts } from "@/lib/nlp/concepts";
import { isEnglishWord } from "@/lib/nlp/extract-wink";
import { normalizeKey } from "@/lib/nlp/fold";
import { canonicalGivenNames, isListedGivenName } from "@/lib/nlp/nicknames";
import { placeKey } from "@/lib/nlp/places";
import { isFunctionWordOf } from "@/lib/nlp/request-language";
import { genderConflicts, relationFamilies, relationFamily } from "@/lib/nlp/relations";
import { tokenize } from "@/lib/nlp/tokens";
import { isKnownNoun, placesWithin } from "@/lib/nlp/wordnet";
import { META_WORDS, type RequestAnalysis } from "./analyze-request";
import { memoByIdentity } from "./memo-by-identity";

// f(q, R) → R' for the offline engine. Relationship nodes are matched to the request by
// name (with nicknames and diacritics folded), relationship words ("my daughter"),
// concepts (synonyms: "trek" finds the Hiking node), holidays and place names. Matches
// are grouped into facets: a memory must belong to every hard facet (a person AND a
// place), and to at least one soft facet (one activity OR another) when there are any.

export type CandidateNode = {
  id: string;
  kind: string;
  name: string;
  aliases: string[];
  descriptors: string[];
  surname: string | null;
  memoryCount: number;
};

export type Facet = {
  /** What the request said that chose these nodes ("marcus", "my daughter", "hiking"). */
  label: string;
  kind: "person" | "relation" | "place" | "concept" | "period" | "name";
  hard: boolean;
  nodes: CandidateNode[];
  /** The request's words behind it; soft facets from the same words ("cooking class") must all match. */
  words: string[];
  /** A soft facet that never narrows the result (a "trip" when a place is named). */
  redundant?: boolean;
  /** Nodes the same words could name that the request ruled out ("Theo, my cousin" is not Theo the coworker). */
  ruledOut?: CandidateNode[];
  /** A place the request names, said in memories as a place within it ("in Spain": Zaragoza). */
  within?: string[];
};

export type NodeSelection = {
  facets: Facet[];
  /** Several people share the name the request used (two Sams): ask which. */
  ambiguous: { label: string; nodes: CandidateNode[] } | null;
  /** Content words the selected nodes account for. */
  explainedWords: Set<string>;
};

export const PERSON_KINDS: ReadonlySet<string> = new Set(["person", "pet"]);
const FUNCTION_WORDS = new Set("the a an and or but of in on at to for with from by my our your his her their this that these those i me we you it".split(" "));
const SEASON_OR_YEAR = /^(spring|summer|autumn|fall|winter)\b|^\d{4}\b/i;

// Every request compares its words with every node's names: the split names are kept per
// node of the graph's theme list (memo-by-identity.ts), else per name and aliases (a pure
// function of them; forgotten all at once when the map is full).
const nodeWordsCache = new Map<string, string[][]>();
const nodeWords = memoByIdentity(splitNodeWords);
function splitNodeWords(node: CandidateNode): string[][] {
  const cacheKey = node.aliases.length ? `${node.name}\u0001${node.aliases.join("\u0001")}` : node.name;
  let words = nodeWordsCache.get(cacheKey);
  if (!words) {
    words = [node.name, ...node.aliases].map((n) => normalizeKey(n).split(" ").filter(Boolean)).filter((w) => w.length);
    if (nodeWordsCache.size >= 100_000) nodeWordsCache.clear();
    nodeWordsCache.set(cacheKey, words);
  }
  return words;
}

function containsSequence(words: string[], seq: string[]): number {
  if (seq.length === 0) return 0;
  const first = seq[0];
  for (let i = 0; i + seq.length <= words.length; i++) {
    if (words[i] !== first) continue;
    let k = 1;
    while (k < seq.length && words[i + k] === seq[k]) k++;
    if (k === seq.length) return i;
  }
  return -1;
}

// The request's words as canonical given names, once per request rather than once per person node.
const givenFormsOfWords = new WeakMap<string[], string[][]>();
function givenFormsOf(words: string[]): string[][] {
  let forms = givenFormsOfWords.get(words);
  if (!forms) givenFormsOfWords.set(words, (forms = words.map((w) => canonicalGivenNames(w))));
  return forms;
}

/** Query positions that can be a name: not function words ("will", "may" as verbs). */
function nameWordPositions(analysis: RequestAnalysis): Set<number> {
  const positions = new Set<number>();
  let i = 0;
  for (const t of analysis.tokens) {
    if (t.pos === "PUNCT" || t.pos === "SYM" || t.pos === "SPACE") continue;
    if (["PROPN", "NOUN", "ADJ", "X"].includes(t.pos) || /^\p{Lu}/u.test(t.value)) positions.add(i);
    i++;
  }
  // A request in another language: its function words ("ko", "sa") name no one.
  const language = analysis.language;
  if (language) for (const [k, w] of analysis.words.entries()) if (isFunctionWordOf(language, w)) positions.delete(k);
  // "my mother in law": the tie's words name no one called "Mother".
  for (const rel of analysis.relationWords) {
    const seq = rel.split(" ");
    const at = seq.length > 1 ? containsSequence(analysis.words, seq) : -1;
    if (at >= 0) seq.forEach((_, k) => positions.delete(at + k));
  }
  return positions;
}

/**
 * "pretz" for Pretzel: a clipped name, not an English word ("what" is no short form of WhatsApp).
 * Names are clipped at the front too ("Ceição" for Conceição, "Lupe" for Guadalupe), unless the
 * short one is a given name of its own ("Anna" is not Joanna; the table knows "Beth" for Elizabeth)
 * or an English word ("children" is no short form of a node called "Grandchildren").
 */
function isShortFormOf(word: string, given: string): boolean {
  if (word.length < 4 || given.length <= word.length + 1 || META_WORDS.has(word) || isKnownNoun(word) || /^(what|when|where|which|with|that|this|them|they|then|there|those|these|every|some)/.test(word)) return false;
  return given.startsWith(word) || (given.endsWith(word) && !isListedGivenName(word) && !isEnglishWord(word));
}

/** "Mati" and "Matías", "Pretz" and "Pretzel": each name a short form of the longest, so one person. */
function shortFormsOfOne(nodes: CandidateNode[]): boolean {
  const keys = nodes.map((n) => normalizeKey(n.name)).sort((a, b) => b.length - a.length);
  return keys.slice(1).every((k) => isShortFormOf(k, keys[0]!));
}

/** The canonical forms of the given name of each of a node's names: once per node (every person is tried on every request). */
const nodeGivenForms = memoByIdentity((node: CandidateNode) => nodeWords(node).map((seq) => canonicalGivenNames(seq[0]!)));

/**
 * Each of a node's descriptors as a key: once per node. A person the user calls by the tie
 * itself ("Mom", "Grandmother") has that tie though no text said "my mom Thandi".
 */
const nodeDescriptorKeys = memoByIdentity((node: CandidateNode) => {
  const keys = node.descriptors.map(normalizeKey);
  const name = normalizeKey(node.name);
  return node.kind === "person" && relationFamily(name) && !keys.includes(name) ? [...keys, name] : keys;
});

function matchPerson(node: CandidateNode, analysis: RequestAnalysis, namePositions: Set<number>): string | null {
  const words = analysis.words;
  const wordForms = givenFormsOf(words);
  const forms = nodeGivenForms(node);
  for (const [j, seq] of nodeWords(node).entries()) {
    if (seq.length > 1) {
      const at = containsSequence(words, seq);
      if (at >= 0) return seq.join(" ");
    }
    const given = seq[0]!;
    const givenForms = forms[j]!;
    for (let i = 0; i < words.length; i++) {
      if (!namePositions.has(i) || FUNCTION_WORDS.has(words[i]!)) continue;
      // The request's own word: "Krysia" for Krystyna is then explained, not searched as text.
      if (words[i] === given || wordForms[i]!.some((c) => givenForms.includes(c))) return words[i]!;
      // A short form of an unusual name ("Pretz" for Pretzel, "Krysia" is in the table), either way round ("Matías" reaches the user's "Mati").
      if ((isShortFormOf(words[i]!, given) || isShortFormOf(given, words[i]!)) && seq.length === 1) return words[i]!;
      // A possessive typed without its apostrophe ("fers sign language", "dads heart op"): no word of its own.
      if (words[i] === `${given}s` && !isEnglishWord(words[i]!) && !isKnownNoun(words[i]!)) return words[i]!;
    }
  }
  return null;
}

function matchRelation(node: CandidateNode, relationWords: string[]): string | null {
  const mine = nodeDescriptorKeys(node);
  for (const rel of relationWords) if (mine.includes(rel)) return rel;
  return null;
}

function matchRelationFamily(node: CandidateNode, relationWords: string[]): string | null {
  const ties = nodeDescriptorKeys(node);
  const families = new Set(ties.map(relationFamily).filter(Boolean));
  // "my brother" is not the user's sister, though both are siblings.
  for (const rel of relationWords) if (relationFamilies(rel).some((f) => families.has(f)) && !genderConflicts(rel, ties)) return rel;
  return null;
}

// Words that say what kind of place it is rather than which ("Jardim da Estrela" is found by "Estrela").
const PLACE_DESIGNATORS = new Set(
  "park parque parc garden gardens jardim jardin street rua avenue avenida road square praca plaza beach praia lake lago river rio state national county city town village neighborhood neighbourhood district de da do das dos del la le the of in".split(" "),
);

/** A place node's names as place keys, and their distinctive words: once per node. */
const placeNames = memoByIdentity((node: CandidateNode) =>
  nodeWords(node).map((seq) => ({ seq, target: placeKey(seq.join(" ")).split(" "), distinctive: seq.filter((w) => !PLACE_DESIGNATORS.has(w)) })),
);

// The words of a request and their lemmas, as a set: most nodes share none of them and are passed over at once.
const wordSets = new WeakMap<string[], { lemmas: string[]; set: Set<string> }>();
function wordSetOf(words: string[], lemmas: string[]): Set<string> {
  let kept = wordSets.get(words);
  if (kept?.lemmas !== lemmas) wordSets.set(words, (kept = { lemmas, set: new Set([...words, ...lemmas]) }));
  return kept.set;
}

function matchName(node: CandidateNode, words: string[], lemmas: string[], placeLike: boolean): string | null {
  if (!placeLike) {
    const said = wordSetOf(words, lemmas);
    for (const seq of nodeWords(node)) if (seq.length && said.has(seq[0]!) && (containsSequence(words, seq) >= 0 || containsSequence(lemmas, seq) >= 0)) return seq.join(" ");
    return null;
  }
  for (const { seq, target, distinctive } of placeNames(node)) {
    if (target.length && (containsSequence(words, target) >= 0 || containsSequence(lemmas, target) >= 0)) return target.join(" ");
    if (distinctive.length && distinctive.length < seq.length && distinctive.every((w) => words.includes(w))) return distinctive.join(" ");
  }
  return null;
}

const conceptCache = new Map<string, string | undefined>();
function conceptOfNode(node: CandidateNode): string | undefined {
  if (!conceptCache.has(node.name)) conceptCache.set(node.name, findConcepts(tokenize(node.name.toLowerCase()))[0]?.concept.id);
  return conceptCache.get(node.name);
}

/**
 * The place matched is the whole place the request names, said as itself: "Mexico" is no
 * name for "outside Mexico City", nor for what "not in Mexico" leaves out.
 */
function namesWholePlace(analysis: RequestAnalysis, label: string): boolean {
  const seq = label.split(" ");
  const at = containsSequence(analysis.words, seq);
  if (at < 0) return false;
  const next = at + seq.length;
  return !analysis.namePositions.has(next) && !seq.some((_, k) => analysis.negated.has(at + k));
}

function addTo(facets: Map<string, Facet>, key: string, facet: Omit<Facet, "nodes" | "words">, node: CandidateNode, words: string) {
  const existing = facets.get(key);
  if (existing) {
    if (!existing.nodes.some((n) => n.id === node.id)) existing.nodes.push(node);
  } else facets.set(key, { ...facet, nodes: [node], words: words.split(" ") });
}

/**
 * In a compound of two concepts ("birthday celebrations", "hiking trips") the first names
 * the kind and the head adds nothing: the head's facet is marked redundant.
 */
function dropCompoundHeads(facets: Facet[], words: string[], lemmas: string[]): Facet[] {
  const soft = facets.filter((f) => !f.hard);
  const position = (seq: string[]) => Math.max(containsSequence(words, seq), containsSequence(lemmas, seq));
  for (const head of soft) {
    const at = position(head.words);
    if (at <= 0) continue;
    const modifier = soft.find((f) => f !== head && !f.redundant && !f.words.some((w) => head.words.includes(w)) && position(f.words) >= 0 && position(f.words) + f.words.length === at);
    if (modifier) head.redundant = true;
  }
  return facets;
}

/** Hard facets that came from the same words (Graça the friend and Graça the neighbourhood) become one "either" facet. */
function mergeSameWordFacets(facets: Facet[]): Facet[] {
  const out: Facet[] = [];
  for (const facet of facets) {
    const twin = facet.hard && out.find((f) => f.hard && f.words.join(" ") === facet.words.join(" "));
    if (twin) facet.nodes.forEach((n) => twin.nodes.some((m) => m.id === n.id) || twin.nodes.push(n));
    else out.push(facet);
  }
  return out;
}

/**
 * The user's relationship nodes indexed once per theme list (memo-by-identity.ts): the nodes
 * tried whatever the request says (people and pets: matched by nickname, relation word or
 * short form), by concept, the periods, by kind, and the others by the first word of each of
 * their names (places: of their place keys and distinctive words).
 */
const nodeIndex = memoByIdentity((candidates: readonly CandidateNode[]) => {
  const ordinal = new Map<CandidateNode, number>();
  const always: CandidateNode[] = [];
  const periods: CandidateNode[] = [];
  const byConcept = new Map<string, CandidateNode[]>();
  const byFirstWord = new Map<string, CandidateNode[]>();
  const byKind = new Map<string, CandidateNode[]>();
  const add = (map: Map<string, CandidateNode[]>, key: string, node: CandidateNode) => {
    const list = map.get(key);
    if (!list) map.set(key, [node]);
    else if (list.at(-1) !== node) list.push(node);
  };
  candidates.forEach((node, i) => {
    ordinal.set(node, i);
    add(byKind, node.kind, node);
    if (PERSON_KINDS.has(node.kind)) always.push(node);
    if (node.kind === "period") periods.push(node);
    if (node.kind === "place") {
      // A place is matched by its place key or its distinctive words (matchName): by their first word.
      for (const { seq, target, distinctive } of placeNames(node)) {
        add(byFirstWord, target[0] ?? "", node);
        if (distinctive.length && distinctive.length < seq.length) add(byFirstWord, distinctive[0]!, node);
      }
      return;
    }
    const concept = conceptOfNode(node);
    if (concept) add(byConcept, concept, node);
    for (const seq of nodeWords(node)) if (seq[0]) add(byFirstWord, seq[0], node);
  });
  return { ordinal, always, periods, byConcept, byFirstWord, byKind };
});

/**
 * The nodes the matching below can take, in the theme list's order: every node that could
 * match (a name of it begins with a word or lemma of the request, its concept is asked for,
 * a holiday is named, it is of a kind the request asks for, or it is a person or pet),
 * instead of every node of the user's life. A new way to match a node must be added here.
 */
function nodesToTry(analysis: RequestAnalysis, candidates: CandidateNode[], concepts: Set<string>, holidays: boolean): CandidateNode[] {
  const index = nodeIndex(candidates);
  const found = new Set<CandidateNode>(index.always);
  const addAll = (nodes: CandidateNode[] | undefined) => nodes?.forEach((n) => found.add(n));
  for (const concept of concepts) addAll(index.byConcept.get(concept));
  if (holidays) addAll(index.periods);
  for (const kind of analysis.kindWords) addAll(index.byKind.get(kind));
  for (const word of [...analysis.words, ...analysis.lemmaWords]) addAll(index.byFirstWord.get(word));
  if (found.size === candidates.length) return candidates;
  return [...found].sort((a, b) => index.ordinal.get(a)! - index.ordinal.get(b)!);
}

export function selectRelationshipNodesOffline(analysis: RequestAnalysis, candidates: CandidateNode[]): NodeSelection {
  const facets = new Map<string, Facet>();
  const explained = new Set<string>();
  const namePositions = nameWordPositions(analysis);
  const queryConcepts = new Set(analysis.concepts.map((c) => c.concept.id));
  const queryHolidays = new Set(analysis.holidays.map((h) => normalizeKey(h.label)));
  const placeWords = analysis.words.map((w) => w);
  // Generic name matches must rest on a word that carries meaning, not "show" or "remind".
  const contentWords = new Set([...analysis.contentLemmas, ...analysis.words.filter((_, i) => namePositions.has(i) && !FUNCTION_WORDS.has(analysis.words[i]!))].filter((w) => !META_WORDS.has(w)));

  for (const node of nodesToTry(analysis, candidates, queryConcepts, queryHolidays.size > 0)) {
    if (node.kind === "pet" && queryConcepts.has("pets")) {
      const term = analysis.concepts.find((c) => c.concept.id === "pets")!.term;
      addTo(facets, "concept:pets", { label: term, kind: "concept", hard: false }, node, term);
      term.split(" ").forEach((w) => explained.add(w));
    }
    if (PERSON_KINDS.has(node.kind)) {
      const name = matchPerson(node, analysis, namePositions);
      if (name) {
        addTo(facets, `person:${canonicalGivenNames(name.split(" ")[0]!).sort().join("|")}`, { label: name, kind: "person", hard: true }, node, name.split(" ")[0]!);
        name.split(" ").forEach((w) => explained.add(w));
        continue;
      }
      const rel = matchRelation(node, analysis.relationWords);
      if (rel) {
        addTo(facets, `relation:${rel}`, { label: `my ${rel}`, kind: "relation", hard: true }, node, rel);
        rel.split(" ").forEach((w) => explained.add(w));
      }
      continue;
    }
    if (node.kind === "place") {
      const hit = matchName(node, placeWords, analysis.lemmaWords, true);
      if (hit && hit.split(" ").some((w) => contentWords.has(w))) {
        addTo(facets, `place:${hit}`, { label: hit, kind: "place", hard: true }, node, hit);
        hit.split(" ").forEach((w) => explained.add(w));
      }
      continue;
    }
    const concept = conceptOfNode(node);
    if (concept && queryConcepts.has(concept)) {
      const match = analysis.concepts.find((c) => c.concept.id === concept)!;
      addTo(facets, `concept:${concept}`, { label: match.term, kind: "concept", hard: false }, node, match.term);
      match.term.split(" ").forEach((w) => explained.add(w));
      continue;
    }
    if (node.kind === "period" && queryHolidays.size && [...queryHolidays].some((h) => normalizeKey(node.name).includes(h))) {
      addTo(facets, `period:${normalizeKey(node.name)}`, { label: node.name, kind: "period", hard: true }, node, normalizeKey(node.name));
      normalizeKey(node.name).split(" ").forEach((w) => explained.add(w));
      continue;
    }
    if (node.kind === "period" && SEASON_OR_YEAR.test(node.name)) continue; // seasons and years are time windows
    const hit = matchName(node, analysis.words, analysis.lemmaWords, false);
    if (hit && hit.split(" ").some((w) => contentWords.has(w))) {
      addTo(facets, `name:${hit}`, { label: hit, kind: "name", hard: false }, node, hit);
      hit.split(" ").forEach((w) => explained.add(w));
    }
  }

  // "in Spain" is also the call about the workshop in Zaragoza (gather-signals.ts).
  for (const facet of facets.values()) if (facet.kind === "place" && namesWholePlace(analysis, facet.label)) facet.within = [...placesWithin(facet.label)];

  // "my daughter" when no one is called the user's daughter exactly: fall back to the family of the word.
  for (const rel of analysis.relationWords) {
    if (facets.has(`relation:${rel}`) || [...facets.values()].some((f) => f.kind === "person")) continue;
    for (const node of candidates) {
      if (!PERSON_KINDS.has(node.kind)) continue;
      if (matchRelationFamily(node, [rel])) addTo(facets, `relation:${rel}`, { label: `my ${rel}`, kind: "relation", hard: true }, node, rel);
    }
  }

  // A full name in the request ("Sam Okafor") settles which of the people sharing a first name it means.
  for (const facet of facets.values()) {
    if (facet.kind !== "person" || facet.nodes.length < 2) continue;
    const full = facet.nodes.filter((n) => nodeWords(n).some((seq) => seq.length > 1 && containsSequence(analysis.words, seq) >= 0));
    if (full.length) {
      facet.nodes = full;
      facet.label = normalizeKey(full[0]!.name);
    }
  }
  // "Theo, my cousin": the relation word the request gives settles which Theo.
  for (const facet of facets.values()) {
    if (facet.kind !== "person" || facet.nodes.length < 2) continue;
    const said = analysis.relationWords;
    const exact = facet.nodes.filter((n) => matchRelation(n, said));
    const family = exact.length ? exact : facet.nodes.filter((n) => matchRelationFamily(n, said));
    if (family.length && family.length < facet.nodes.length) {
      facet.ruledOut = facet.nodes.filter((n) => !family.includes(n));
      facet.nodes = family;
      for (const rel of said.filter((r) => family.some((n) => matchRelation(n, [r]) || matchRelationFamily(n, [r])))) {
        facet.words.push(...rel.split(" "));
        rel.split(" ").forEach((w) => explained.add(w));
      }
    }
  }
  // "my cousin" reaches Theo the cousin; memories of another Theo must not come in through the name's text.
  for (const facet of facets.values()) {
    if (facet.kind !== "relation") continue;
    const names = new Set(facet.nodes.map((n) => normalizeKey(n.name.split(" ")[0]!)));
    const namesakes = candidates.filter((n) => PERSON_KINDS.has(n.kind) && !facet.nodes.includes(n) && names.has(normalizeKey(n.name.split(" ")[0]!)));
    if (namesakes.length) facet.ruledOut = [...(facet.ruledOut ?? []), ...namesakes];
  }
  let ambiguous: NodeSelection["ambiguous"] = null;
  for (const facet of facets.values()) {
    const people = facet.nodes.filter((n) => n.kind === "person");
    if (facet.kind === "person" && people.length > 1 && !shortFormsOfOne(people)) ambiguous = { label: facet.label, nodes: facet.nodes };
  }
  const merged = dropCompoundHeads(mergeSameWordFacets([...facets.values()]), analysis.words, analysis.lemmaWords);
  // A trip to a named place is just being there: "trips to Porto" are the Porto memories.
  if (merged.some((f) => f.kind === "place")) for (const f of merged) if (f.kind === "concept" && f.nodes.every((n) => conceptOfNode(n) === "travel")) f.redundant = true;
  return { facets: merged, ambiguous, explainedWords: explained };
}
