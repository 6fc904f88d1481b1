import type { Usage } from "@/lib/models/openai/complete-structured";
import { normalizeKey } from "@/lib/nlp/fold";
import { withGatheringWordSlipsMended } from "@/lib/nlp/keyboard-slips";
import type { RequestAnalysis } from "./analyze-request";
import type { RecallEvidence } from "./evidence";
import { gatherSignals } from "./gather-signals";
import { isInferenceRequest } from "./inference-request";
import { termWeight, type LexicalIndex } from "./lexical-index";
import { memoByIdentity } from "./memo-by-identity";
import { asksForPattern } from "./pattern-request";
import { latestMonthOrSeasonWithMemories, widenEmptyDay } from "./widen-empty-day";
import { NARROW_WINDOW_MS, rankMemories, type RankedMemory } from "./rank-memories";
import type { CandidateNode, Facet, NodeSelection } from "./select-relationship-nodes";
import type { TimeWindow } from "./time-window";
import type { RecallGraph } from "./traverse-to-memories";

// The part of retrieval that needs no database of its own: from the analysed request and the
// chosen relationship nodes, through the signals, to the ranked memories and why each was found.

export type Retrieval = {
  outcome: RecallEvidence["outcome"];
  strategy: RecallEvidence["strategy"];
  nodes: { id: string; kind: string; name: string }[];
  memoryIds: string[];
  timeWindow: TimeWindow | null;
  /** Words of the request that none of the memories mention (for "nothing found"). */
  unknownTerms: string[];
  /** Names to suggest in a clarifying question. */
  suggestions: string[];
  explanation: string;
  /** The model's own clarifying question, when it asked one. */
  question?: string;
  usage: Usage;
  /** Why each memory was found: the nodes, words and time window behind it. */
  found?: RankedMemory[];
  /** Nothing found because the request names something neither the graph nor any memory knows. */
  unknownName?: boolean;
};

export const REFINEMENT = /^(and|but|also|only|just|what about|how about|what if|then|and what about)\b/i;

export const QUESTION_START = /^(who|what|when|where|which|why|how|did|do|does|was|were|is|are|have|has)\b/i;
/** "everything with tita Lorna", "all my trips to Kyoto", "every christmas": a whole gathering of its own, not "all of them", "all the ones with Priya". */
const GATHERING_START = /^(everything|everyone|every|all|anything)\b(?!\s+(of\s+(them|those|these)|the\s+ones|those|these|that)\b)/i;

/**
 * A follow-up ("what about in 2023?", "only the ones with Priya", "in Lisbon?", "who was
 * there?") refines the previous request; a short question that names its own subject, with a
 * capital or as the user's ("How was Elin's wedding?", "What are my hobbies?"), is a new one, and
 * so is one asking for a whole gathering ("everything with tita Lorna", "all my trips to Kyoto").
 */
export function withHistory(request: string, history: string[]): string {
  const previous = history[history.length - 1];
  if (!previous) return request;
  const text = request.trim();
  const words = text.split(/\s+/);
  // "How was Elin's wedding?", "What are my hobbies?": a question with its own subject, a name or a thing of the user's.
  const namesItsSubject = QUESTION_START.test(text) && words.slice(1).some((w, i) => (/^\p{Lu}/u.test(w) && w !== "I" && !/^I['’]/.test(w)) || (/^(my|our)$/i.test(w) && !!words[i + 2]));
  // Typed as people type: "evrything with tita Lorna" (keyboard-slips.ts).
  const gathers = GATHERING_START.test(withGatheringWordSlipsMended(text));
  return REFINEMENT.test(text) || (words.length <= 4 && !namesItsSubject && !gathers) ? `${previous} ${request}` : request;
}

/** The three largest themes (once per theme list: memo-by-identity.ts). */
const largestThemes = memoByIdentity((nodes: readonly CandidateNode[]): string[] => [...nodes].sort((a, b) => b.memoryCount - a.memoryCount).slice(0, 3).map((n) => n.name));
export function suggestionNames(nodes: CandidateNode[]): string[] {
  return [...largestThemes(nodes)];
}

export async function rankForRequest(input: {
  userId: string;
  analysis: RequestAnalysis;
  selection: NodeSelection;
  candidates: CandidateNode[];
  graph: RecallGraph;
  index: LexicalIndex;
  base: { timeWindow: TimeWindow | null; suggestions: string[]; usage: Usage };
}): Promise<Retrieval> {
  const { userId, analysis, selection, candidates, index, base } = input;
  const store = input.graph;
  if (selection.ambiguous) {
    const settled = await settleByContext(input, selection.ambiguous);
    if (settled) return settled;
    const names = selection.ambiguous.nodes.map((n) => n.name);
    return {
      ...base,
      outcome: "clarify",
      strategy: "none",
      nodes: [],
      memoryIds: [],
      unknownTerms: [],
      suggestions: names,
      explanation: `More than one person is called “${selection.ambiguous.label}”.`,
    };
  }

  // "the June saints festivities" names a holiday, not the month of June.
  const window = analysis.timeWindow;
  if (window && selection.facets.some((f) => f.kind === "period" && normalizeKey(f.label).split(" ").some((w) => normalizeKey(window.text).split(" ").includes(w)))) {
    analysis.timeWindow = null;
    base.timeWindow = null;
  }
  if (analysis.timeWindow) analysis.timeWindow = base.timeWindow = latestMonthOrSeasonWithMemories(widenEmptyDay(analysis.timeWindow, index, analysis.asOf), index);
  const signals = await gatherSignals(store, userId, analysis, selection, candidates, index);
  if (signals.unknownNames.length > 0) {
    return {
      ...base,
      outcome: "nothing_found",
      strategy: "none",
      nodes: [],
      memoryIds: [],
      unknownTerms: signals.unknownNames,
      unknownName: true,
      explanation: `Nothing in your memories or their graph is called ${signals.unknownNames.join(", ")}.`,
    };
  }
  if (signals.required.length === 0 && signals.soft.length === 0 && signals.terms.length === 0 && !analysis.timeWindow && signals.excluded.size === 0) {
    return { ...base, outcome: "clarify", strategy: "none", nodes: [], memoryIds: [], unknownTerms: [], explanation: "The request names no person, place, activity or time." };
  }
  // A subject followed through time: a pattern asked for, or a span longer than one moment ("since last June"); no kind of thing asked for.
  const span = analysis.timeWindow ? analysis.timeWindow.to.getTime() - analysis.timeWindow.from.getTime() : 0;
  const story = analysis.collective && (span > NARROW_WINDOW_MS || asksForPattern(analysis.text)) && analysis.kindNouns.length === 0 && analysis.kindWords.length === 0;
  const ranking = rankMemories({ index, signals, window: analysis.timeWindow, collective: analysis.collective, inference: isInferenceRequest(analysis), story });
  const usedFacets = selection.facets.filter((f) => !signals.negatedFacets.has(f));
  // One node reached by two facets ("Mum": her name and the tie) is one node of the answer.
  const facetNodes = usedFacets.flatMap((f) => f.nodes.map((n) => ({ id: n.id, kind: n.kind, name: n.name }))).filter((n, i, all) => all.findIndex((o) => o.id === n.id) === i);
  // The nodes of a kind asked for ("what pets", "my hobbies") are nodes the answer came through too.
  const kindNodes = signals.soft.flatMap((s) => s.kindNodes ?? []).filter((n, i, all) => all.findIndex((o) => o.id === n.id) === i && !facetNodes.some((f) => f.id === n.id));
  const nodes = [...facetNodes, ...kindNodes];
  const how = [
    ...signals.required.map((r) => `${r.label} (required)`),
    ...signals.soft.map((s) => s.label),
    ...(signals.terms.length ? [`words: ${signals.terms.map((t) => t.term).join(", ")}`] : []),
  ].join(" + ");
  return {
    ...base,
    outcome: ranking.memories.length ? "answered" : "nothing_found",
    strategy: nodes.length === 0 ? "direct_search" : usedFacets.length === 0 ? "any" : signals.required.length && (signals.soft.length || signals.terms.length) ? "mixed" : signals.required.length > 1 ? "all" : "any",
    nodes,
    memoryIds: ranking.memories.map((m) => m.id),
    found: ranking.memories,
    unknownTerms: ranking.memories.length ? [] : signals.terms.filter((t) => termWeight(index, t) === null).map((t) => t.term),
    explanation: `${how || "time window"}${analysis.timeWindow ? `; time: ${analysis.timeWindow.label}` : analysis.excludedTime ? `; time: ${analysis.excludedTime.label}` : ""}${ranking.weak ? "; the best match was too weak" : ""}.`,
  };
}

const bestScore = (r: Retrieval) => Math.max(0, ...(r.found ?? []).map((m) => m.score));
/** "Pretz" and "Pretzel": one name is the other's short form, so they are one and the same. */
const nameVariants = (nodes: CandidateNode[]) => {
  const keys = nodes.map((n) => normalizeKey(n.name)).sort((a, b) => a.length - b.length);
  return keys.every((k) => k.startsWith(keys[0]!));
};

/**
 * Two people share the name the request used ("Sam"): the rest of the request may decide
 * ("when did Sam and I go bouldering" is the Sam of the bouldering memories). Each is tried
 * alone; the one whose memories answer the rest clearly better is meant. Null: ask which.
 */
async function settleByContext(input: Parameters<typeof rankForRequest>[0], ambiguous: NonNullable<NodeSelection["ambiguous"]>): Promise<Retrieval | null> {
  const { selection, analysis } = input;
  const facet = selection.facets.find((f) => f.kind === "person" && f.label === ambiguous.label);
  if (!facet) return null;
  const saysMore = analysis.timeWindow || analysis.contentWords.some((w) => !facet.words.includes(w.word) && !facet.words.includes(w.lemma));
  if (!saysMore) return null;
  const withNodes = (nodes: CandidateNode[]) =>
    rankForRequest({ ...input, analysis: { ...analysis }, base: { ...input.base }, selection: { ...selection, ambiguous: null, facets: selection.facets.map((f) => (f === facet ? { ...f, nodes } : f)) } });
  const tries: { node: CandidateNode; result: Retrieval }[] = [];
  for (const node of ambiguous.nodes) tries.push({ node, result: await withNodes([node]) });
  const answered = tries.filter((t) => t.result.outcome === "answered").sort((a, b) => bestScore(b.result) - bestScore(a.result));
  if (answered.length === 0) return null;
  if (answered.length === 1 || bestScore(answered[0]!.result) - bestScore(answered[1]!.result) >= CLEARLY_BETTER) return answered[0]!.result;
  return nameVariants(ambiguous.nodes) ? withNodes(ambiguous.nodes) : null;
}

/** How much better one person's memories must answer the rest of the request to settle who is meant. */
const CLEARLY_BETTER = 0.15;
