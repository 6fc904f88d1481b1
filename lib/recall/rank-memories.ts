import { isInWindow, searchLexical, termWeight, usedInOwnWords, type LexicalIndex, type QueryTerm } from "./lexical-index";
import type { TimeWindow } from "./time-window";

// Retrieval as ranking. Constraints first (the time window, the people and places the request
// insists on, what it excludes), then every remaining memory earns a score from independent
// signals: the graph (a soft facet, e.g. the Hiking theme, reaching it) and its own words
// (BM25F, synonyms weaker). The score is the share of the request's words a memory accounts
// for, each word weighted by how rare it is among the user's memories. The answer is the
// memories whose score stands close to the best; weak best evidence abstains.

/** `place`: a place the request names (where most memories are, it is no evidence alone). */
export type Requirement = { label: string; ids: Set<string>; nodes: string[]; place?: boolean };
/**
 * `curated`: a concept of the lexicon; every curated signal sharing a word must reach a memory ("cooking class" = cooking AND class).
 * `kindNodes`: the nodes of a kind the request asks for ("what pets"), which no facet of the request names.
 */
export type SoftSignal = { label: string; words: string[]; ids: ReadonlySet<string>; nodes: string[]; curated?: boolean; kindNodes?: { id: string; kind: string; name: string }[] };

/** What the request insists on, prefers and rules out (gather-signals.ts gathers them). */
export type RankSignals = {
  /** Each must hold for a memory (a person AND a place). */
  required: Requirement[];
  /** Graph matches that count as matching their words (a theme reached). */
  soft: SoftSignal[];
  /** Memories the request excludes ("not the winter one", "that wasn't sailing"). */
  excluded: Set<string>;
  /** The request's words the constraints do not already account for. */
  terms: QueryTerm[];
};

export type RankInput = {
  index: LexicalIndex;
  signals: RankSignals;
  window: TimeWindow | null;
  /** The request gathers memories ("all my hikes") rather than picks one. */
  collective: boolean;
  /** A question of inference ("Would I likely ...?", inference-request.ts): weak overlap is no evidence of absence. */
  inference?: boolean;
  /** The request follows one subject through time ("How has my Gaelic gone since June?"), asking for no kind of thing ("what places"). */
  story?: boolean;
};

export type RankedMemory = {
  id: string;
  /** Share of the request's weighted words accounted for, 0..1. */
  score: number;
  nodes: string[];
  words: string[];
  window: string | null;
};

export type Ranking = { memories: RankedMemory[]; weak: boolean; bestScore: number };

/** Below this share of the request's words, the best memory is not evidence enough. */
export const MIN_EVIDENCE = 0.5;
/** Keep memories scoring at least this share of the best (one thing / a collection). */
export const KEEP_SINGLE = 0.8;
export const KEEP_COLLECTIVE = 0.5;
/** A place or person in more than this share of the user's memories says too little to be evidence alone. */
const MOST_MEMORIES = 0.5;
/** A fall in score this large between neighbours ends the answer. */
export const SCORE_DROP = 0.25;
/** A named window this short (a day, a week, a month) is evidence itself: the words need this share of MIN_EVIDENCE. */
export const NARROW_WINDOW_MS = 31 * 86_400_000;
const NARROW_WINDOW_EVIDENCE = 0.5;
/** A word in a memory's own text matches at least this much (a weaker BM25 hit than the best one's). */
const DIRECT_MATCH = 0.7;
/** A word the memory uses only in what the user said to someone else ("your garden") counts this much. */
const ASIDE_SHARE = 0.15;
/** A word none of the memories uses still counts, at this share of the average known word. */
const UNKNOWN_WORD_WEIGHT = 1;
const TUNE = (process.env.RECALL_TUNE ?? "").split(",").map(Number);
const P = { minEvidence: TUNE[0] || MIN_EVIDENCE, keepSingle: TUNE[1] || KEEP_SINGLE, keepCollective: TUNE[2] || KEEP_COLLECTIVE, drop: TUNE[3] || SCORE_DROP, dropCollective: TUNE[4] || 1 };

function inWindow(doc: Parameters<typeof isInWindow>[1] | undefined, window: TimeWindow | null): boolean {
  if (!window) return true;
  return !!doc && isInWindow(window, doc);
}

export function rankMemories(input: RankInput): Ranking {
  const { index, window, collective } = input;
  const { required, soft, excluded, terms } = input.signals;
  const pool: Set<string> | null = required.length
    ? required.slice(1).reduce((acc, r) => new Set([...acc].filter((id) => r.ids.has(id))), new Set(required[0]!.ids))
    : null;
  const allowed = (id: string) => (pool === null || pool.has(id)) && !excluded.has(id) && inWindow(index.docs.get(id), window) && index.docs.has(id);

  const known = terms.map((t) => termWeight(index, t));
  const knownWeights = known.filter((w): w is number => w !== null);
  const fallback = knownWeights.length ? (UNKNOWN_WORD_WEIGHT * knownWeights.reduce((a, b) => a + b, 0)) / knownWeights.length : 1;
  const weights = known.map((w, i) => (w ?? fallback) * (terms[i]!.weight ?? 1));
  // A requirement is a word of the request the pool all matches, weighted by how rare it is.
  const n = index.docs.size;
  const requirementWeights = required.map((r) => Math.max(0.3, Math.log(1 + (n - r.ids.size + 0.5) / (r.ids.size + 0.5))));
  const requiredWeight = requirementWeights.reduce((sum, w) => sum + w, 0);
  // "How has Mum's health been?": her memories in other words ("walking with a stick") are kept too, after those of the hospital.
  const personWeight = required.reduce((sum, r, i) => sum + (r.place ? 0 : requirementWeights[i]!), 0);
  for (const [i, t] of terms.entries()) if (t.aspect && personWeight > 0) weights[i] = Math.min(weights[i]!, personWeight);
  // Following a subject through time ("What have I done to learn Gaelic since June?"), a verb or
  // adjective says how the request is put: rare among the memories, it never outweighs the
  // subject they share (at most its part of speech's share of the heaviest noun or requirement).
  // Not in a question for things of a kind ("What places have I submitted my work to?"): there the
  // verb says which.
  if (input.story) {
    const subject = Math.max(0, ...requirementWeights, ...terms.map((t, i) => ((t.weight ?? 1) >= 1 && known[i] !== null ? weights[i]! : 0)));
    for (const [i, t] of terms.entries()) if (subject > 0 && (t.weight ?? 1) < 1) weights[i] = Math.min(weights[i]!, subject * t.weight!);
  }

  // An event or thing the request insists on ("Anna's wedding", "my knee operation") that no memory mentions: nothing to find.
  // (Said only to someone else, "how was your wedding?", it is theirs, not the user's.) Of things joined by "and"/"or", all must be unknown.
  // (Nor is one the lexicon's theme of it reaches: "when I popped the question", told as "proposed".)
  const themed = (i: number) => soft.some((s) => s.curated && s.ids.size > 0 && s.words.includes(terms[i]!.term));
  const unfound = (i: number) => terms[i]!.essential && !usedInOwnWords(index, terms[i]!.keys, terms[i]!.ownTie) && !themed(i);
  if (!input.inference && slotsOf(terms, weights).some((slot) => slot.options.every((option) => option.some(unfound)))) return { memories: [], weak: true, bestScore: 0 };
  const lexical = new Map(searchLexical(index, terms, allowed).map((h) => [h.id, h]));
  const maxPerTerm = new Map<string, number>();
  for (const hit of lexical.values()) for (const [term, m] of hit.perTerm) maxPerTerm.set(term, Math.max(maxPerTerm.get(term) ?? 0, m.score));

  // Candidates: memories a signal reached, or every allowed memory when constraints alone answer.
  const candidates = new Set<string>([...lexical.keys()]);
  for (const s of soft) for (const id of s.ids) candidates.add(id);
  if (pool) for (const id of pool) candidates.add(id);
  if (terms.length === 0 && (window || excluded.size)) for (const doc of index.docs.values()) candidates.add(doc.id);

  const ranked: (RankedMemory & { tie: number; occurredAt: string | null; termShare: number; missed: number })[] = [];
  // What does not depend on the memory, once per request rather than once per candidate.
  const requiredNodes = required.flatMap((r) => r.nodes);
  const aboutTerm = terms.map((term) => {
    const about = soft.filter((s) => s.words.includes(term.term));
    return { about, curated: about.filter((s) => s.curated) };
  });
  const matchesOf = (id: string) =>
    terms.map((term, i) => {
      let match = 0;
      const { about, curated } = aboutTerm[i]!;
      if (curated.length ? curated.every((s) => s.ids.has(id)) : about.some((s) => s.ids.has(id))) match = about.length ? 1 : 0;
      const m = lexical.get(id)?.perTerm.get(term.term);
      if (m) {
        const strength = DIRECT_MATCH + (1 - DIRECT_MATCH) * (m.score / (maxPerTerm.get(term.term) || m.score));
        // "my dog", where the user only spoke of one ("The poor dog."): maybe a friend's, a weaker match.
        const own = m.direct && !(m.seen && term.possessed);
        match = Math.max(match, own ? strength : (m.aside ? ASIDE_SHARE : 0.4) * strength);
      }
      return match;
    });
  const slots = slotsOf(terms, weights);
  // A verb or adjective no memory uses ("How have I kept Per's memory alive?") says how the request is put, not which memory it means.
  const saysHowOnly = (i: number) => known[i] === null && (terms[i]!.weight ?? 1) < 1 && !terms[i]!.essential;
  const total = slots.reduce((a, slot) => a + slot.weight, 0) + requiredWeight;
  const termTotal = total - requiredWeight;
  for (const id of candidates) {
    const doc = index.docs.get(id);
    if (!doc || !allowed(id)) continue;
    const hit = lexical.get(id);
    const reachedBy = soft.filter((s) => s.ids.has(id));
    const matches = matchesOf(id);
    // A word found through one used alike is named as the memory says it ("thesis" for "phd").
    const matched = terms.filter((_, i) => matches[i]! > 0);
    // "mentions" only what the memory's words say; a theme reaching it is named among its nodes.
    const words = matched.filter((t) => hit?.perTerm.has(t.term)).map((t) => t.alike?.[hit?.perTerm.get(t.term)?.key ?? ""] ?? t.term);
    // An activity or kind of event the lexicon knows ("cooking") is never a word to overlook.
    const conceptMissed = (i: number) => matches[i] === 0 && (aboutTerm[i]!.curated.length > 0 || !!terms[i]!.essential);
    let covered = requiredWeight;
    let missedSlots = 0;
    let missedHow = 0;
    let missedThing = false;
    let missedConcept = false;
    let missedInEachAnswer = false;
    for (const slot of slots) {
      const shares = slot.options.map((option) => option.reduce((a, i) => a + weights[i]! * matches[i]!, 0) / Math.max(1e-9, option.reduce((a, i) => a + weights[i]!, 0)));
      const best = Math.max(...shares);
      covered += slot.weight * best;
      // "How was my sister's wedding?": a memory of the sister with no wedding, or of a wedding with no sister, is no answer.
      if (best === 0 && slot.options.every((option) => option.some((i) => terms[i]!.answerKind || (!collective && terms[i]!.inEachAnswer)))) missedInEachAnswer = true;
      if (best === 0 && slot.options.every((option) => option.every(saysHowOnly))) missedHow++;
      else if (best === 0) {
        missedSlots++;
        if (slot.options.some((option) => option.some((i) => (terms[i]!.weight ?? 1) >= 1))) missedThing = true;
      }
      if (slot.options.every((option, o) => shares[o] === 0 || option.some(conceptMissed)) && slot.options.some((option) => option.some(conceptMissed))) missedConcept = true;
    }
    const score = terms.length === 0 ? 1 : total > 0 ? covered / total : 0;
    if (terms.length > 0 && matched.length === 0 && soft.length > 0 && reachedBy.length === 0 && !pool) continue;
    if (score === 0 || (missedInEachAnswer && !input.inference)) continue;
    ranked.push({
      id,
      score,
      nodes: [...requiredNodes, ...reachedBy.flatMap((s) => s.nodes)],
      words,
      window: window?.label ?? null,
      tie: (hit?.score ?? 0) + reachedBy.length,
      termShare: termTotal > 0 ? (covered - requiredWeight) / termTotal : 1,
      // Unless a thing asked about is missing too: "What did Yuto give me for Christmas?", with no Christmas, misses two words.
      missed: missedConcept ? Infinity : missedThing ? missedSlots + missedHow : missedSlots,
      occurredAt: doc.occurredAt,
    });
  }
  ranked.sort((a, b) => b.score - a.score || b.tie - a.tie || (b.occurredAt ?? "").localeCompare(a.occurredAt ?? ""));
  const best = ranked[0]?.score ?? 0;
  // Earned abstention: the request's own words (beyond whom or where it insists on) must be found.
  // A common word alone never vetoes: when what the request insists on (a person, a place) is
  // found, one word of the rest missing from every such memory is not evidence of absence.
  const bestWords = Math.max(0, ...ranked.map((r) => r.termShare));
  // (Not a place where most of the user's memories are: "the Galway races" asked by someone living in
  // Galway; nor, asking for one memory, the friend every call is with: "When did I tell Roz about
  // the caribou?". Gathering memories of them, "every memory with my mother", they are the subject.)
  const poolNarrows = required.some((r) => r.ids.size <= n * MOST_MEMORIES || (!r.place && collective));
  const insistedOnAndFound = poolNarrows && ranked.some((r) => r.missed <= 1);
  // A day, a week or a month the request names is evidence too ("on 7 July 2023"): the words need less.
  const minEvidence = window && window.to.getTime() - window.from.getTime() <= NARROW_WINDOW_MS ? P.minEvidence * NARROW_WINDOW_EVIDENCE : P.minEvidence;
  if (best === 0 || (bestWords < minEvidence && !(collective && poolNarrows) && !insistedOnAndFound && !input.inference)) return { memories: [], weak: ranked.length > 0, bestScore: best };
  const keep = best * (collective ? P.keepCollective : P.keepSingle);
  const kept = ranked.filter((r) => r.score >= keep);
  // Cut where the scores drop: below a clear gap the rest match for a different reason.
  const gap = kept.findIndex((r, i) => i > 0 && kept[i - 1]!.score - r.score >= (collective ? P.dropCollective : P.drop));
  const memories = (gap > 0 ? kept.slice(0, gap) : kept).map(({ tie: _tie, occurredAt: _o, termShare: _t, missed: _m, ...m }) => m);
  return { memories, weak: false, bestScore: best };
}

/** The request's words as slots of the score: one per word, or one per group of things joined by "and"/"or" (its best option counts). */
type Slot = { options: number[][]; weight: number };

function slotsOf(terms: readonly QueryTerm[], weights: readonly number[]): Slot[] {
  const slots: Slot[] = [];
  const groups = new Map<number, number[][]>();
  terms.forEach((term, i) => {
    if (!term.option) return void slots.push({ options: [[i]], weight: weights[i]! });
    const options = groups.get(term.option.group) ?? [];
    if (!groups.has(term.option.group)) groups.set(term.option.group, options);
    (options[term.option.option] ??= []).push(i);
  });
  for (const options of groups.values()) {
    const present = options.filter((o) => o?.length);
    slots.push({ options: present, weight: Math.max(...present.map((o) => o.reduce((a, i) => a + weights[i]!, 0))) });
  }
  return slots;
}
