import { findConcepts } from "@/lib/nlp/concepts";
import { normalizeKey } from "@/lib/nlp/fold";
import { canonicalGivenNames } from "@/lib/nlp/nicknames";
import { placeKey } from "@/lib/nlp/places";
import { relationFamily } from "@/lib/nlp/relations";
import { tokenize } from "@/lib/nlp/tokens";
import type { RequestAnalysis } from "./analyze-request";

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
};

export type NodeSelection = {
  facets: Facet[];
  /** Several people share the name the request used (two Sams): ask which. */
  ambiguous: { label: string; nodes: CandidateNode[] } | null;
  /** Content words the selected nodes account for. */
  explainedWords: Set<string>;
};

const PERSON_KINDS = new Set(["person", "pet"]);

function nodeWords(node: CandidateNode): string[][] {
  return [node.name, ...node.aliases].map((n) => normalizeKey(n).split(" ").filter(Boolean)).filter((w) => w.length);
}

function containsSequence(words: string[], seq: string[]): number {
  for (let i = 0; i + seq.length <= words.length; i++) if (seq.every((w, k) => words[i + k] === w)) return i;
  return -1;
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
  return positions;
}

function matchPerson(node: CandidateNode, analysis: RequestAnalysis, namePositions: Set<number>): string | null {
  const words = analysis.words;
  for (const seq of nodeWords(node)) {
    if (seq.length > 1) {
      const at = containsSequence(words, seq);
      if (at >= 0) return seq.join(" ");
    }
    const given = seq[0]!;
    const givenForms = canonicalGivenNames(given);
    for (let i = 0; i < words.length; i++) {
      if (!namePositions.has(i)) continue;
      if (words[i] === given || canonicalGivenNames(words[i]!).some((c) => givenForms.includes(c))) return given;
    }
  }
  return null;
}

function matchRelation(node: CandidateNode, relationWords: string[]): string | null {
  const mine = node.descriptors.map(normalizeKey);
  for (const rel of relationWords) if (mine.includes(rel)) return rel;
  return null;
}

function matchRelationFamily(node: CandidateNode, relationWords: string[]): string | null {
  const families = new Set(node.descriptors.map(relationFamily).filter(Boolean));
  for (const rel of relationWords) if (families.has(relationFamily(rel))) return rel;
  return null;
}

function matchName(node: CandidateNode, words: string[], placeLike: boolean): string | null {
  for (const seq of nodeWords(node)) {
    const target = placeLike ? placeKey(seq.join(" ")).split(" ") : seq;
    if (target.length && containsSequence(words, target) >= 0) return target.join(" ");
  }
  return null;
}

const conceptCache = new Map<string, string | undefined>();
function conceptOfNode(node: CandidateNode): string | undefined {
  if (!conceptCache.has(node.name)) conceptCache.set(node.name, findConcepts(tokenize(node.name.toLowerCase()))[0]?.concept.id);
  return conceptCache.get(node.name);
}

function addTo(facets: Map<string, Facet>, key: string, facet: Omit<Facet, "nodes">, node: CandidateNode) {
  const existing = facets.get(key);
  if (existing) {
    if (!existing.nodes.some((n) => n.id === node.id)) existing.nodes.push(node);
  } else facets.set(key, { ...facet, nodes: [node] });
}

export function selectRelationshipNodesOffline(analysis: RequestAnalysis, candidates: CandidateNode[]): NodeSelection {
  const facets = new Map<string, Facet>();
  const explained = new Set<string>();
  const namePositions = nameWordPositions(analysis);
  const queryConcepts = new Set(analysis.concepts.map((c) => c.concept.id));
  const queryHolidays = new Set(analysis.holidays.map((h) => normalizeKey(h.label)));
  const placeWords = analysis.words.map((w) => w);

  for (const node of candidates) {
    if (PERSON_KINDS.has(node.kind)) {
      const name = matchPerson(node, analysis, namePositions);
      if (name) {
        addTo(facets, `person:${canonicalGivenNames(name.split(" ")[0]!).sort().join("|")}`, { label: name, kind: "person", hard: true }, node);
        name.split(" ").forEach((w) => explained.add(w));
        continue;
      }
      const rel = matchRelation(node, analysis.relationWords);
      if (rel) {
        addTo(facets, `relation:${rel}`, { label: `my ${rel}`, kind: "relation", hard: true }, node);
        rel.split(" ").forEach((w) => explained.add(w));
      }
      continue;
    }
    if (node.kind === "place") {
      const hit = matchName(node, placeWords, true);
      if (hit) {
        addTo(facets, "place", { label: hit, kind: "place", hard: true }, node);
        hit.split(" ").forEach((w) => explained.add(w));
      }
      continue;
    }
    const concept = conceptOfNode(node);
    if (concept && queryConcepts.has(concept)) {
      const match = analysis.concepts.find((c) => c.concept.id === concept)!;
      addTo(facets, `concept:${concept}`, { label: match.term, kind: "concept", hard: false }, node);
      match.term.split(" ").forEach((w) => explained.add(w));
      continue;
    }
    if (node.kind === "period" && queryHolidays.size && [...queryHolidays].some((h) => normalizeKey(node.name).includes(h))) {
      addTo(facets, `period:${normalizeKey(node.name)}`, { label: node.name, kind: "period", hard: true }, node);
      normalizeKey(node.name).split(" ").forEach((w) => explained.add(w));
      continue;
    }
    if (node.kind === "period") continue; // seasons and years are handled as time windows
    const hit = matchName(node, analysis.words, false);
    if (hit) {
      addTo(facets, `name:${hit}`, { label: hit, kind: "name", hard: false }, node);
      hit.split(" ").forEach((w) => explained.add(w));
    }
  }

  // "my daughter" when no one is called the user's daughter exactly: fall back to the family of the word.
  for (const rel of analysis.relationWords) {
    if (facets.has(`relation:${rel}`) || [...facets.values()].some((f) => f.kind === "person")) continue;
    for (const node of candidates) {
      if (!PERSON_KINDS.has(node.kind)) continue;
      if (matchRelationFamily(node, [rel])) addTo(facets, `relation:${rel}`, { label: `my ${rel}`, kind: "relation", hard: true }, node);
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
  let ambiguous: NodeSelection["ambiguous"] = null;
  for (const facet of facets.values()) {
    if (facet.kind === "person" && facet.nodes.length > 1) ambiguous = { label: facet.label, nodes: facet.nodes };
  }
  return { facets: [...facets.values()], ambiguous, explainedWords: explained };
}
