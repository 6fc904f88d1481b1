import "server-only";
import { normalizeKey } from "@/lib/nlp/fold";
import { gatherSignals } from "./gather-signals";
import { isInWindow, searchLexical } from "./lexical-index";
import { memoryIndexFor } from "./load-memory-index";
import { rankMemories } from "./rank-memories";
import { started, type RetrievalGraph } from "./retrieve-memories";
import { selectRelationshipNodesOffline, type CandidateNode, type NodeSelection } from "./select-relationship-nodes";
import type { RecallGraph } from "./traverse-to-memories";
import { analyzeInTheirLanguages } from "./written-languages";

// The memories page's search box, ranked by recall's engine: the same request analysis,
// relationship nodes (nicknames: "Jim" finds James's theme), per-user lexical index
// (lemmas: "hiking" finds "hiked"; synonyms weaker) and fusion. Unlike a recall answer, a
// search lists every memory that matches, best first: first the memories recall itself
// would answer with, then the other memories a signal reached (weaker matches), within the
// same constraints (people and places insisted on, time window, negations). Always offline:
// a search never calls a model.

export type MemorySearchHit = {
  id: string;
  /** Higher is better; answers of recall score above 1, weaker matches below. */
  score: number;
  /** What matched: relationship nodes and request words. */
  why: string[];
};

const noGraph: RecallGraph & { listRelationshipNodes(): Promise<CandidateNode[]> } = {
  listRelationshipNodes: async () => [],
  memoriesForRelationshipNodes: async () => [],
};

/** A search with a name two people share ("Sam") looks for both rather than asking which. */
function withoutAmbiguity(selection: NodeSelection): NodeSelection {
  if (!selection.ambiguous) return selection;
  const { label, nodes } = selection.ambiguous;
  const words = normalizeKey(label).split(" ").filter(Boolean);
  return { ...selection, ambiguous: null, facets: [...selection.facets, { label, kind: "person", hard: true, nodes, words }] };
}

/** The user's captured memories matching a search, best first (empty when nothing does). */
/** Each thing that matched said once, whatever its case ("Hiking" theme, "hiking" word): the first spelling wins. */
function namedOnce(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

export async function searchMemoriesRanked(input: { userId: string; text: string; asOf: Date }, graph?: RetrievalGraph): Promise<MemorySearchHit[]> {
  const { userId } = input;
  // The lexical index's revision check (a round trip) runs while the graph is listed and the search read.
  const indexing = started(memoryIndexFor(userId));
  // The search works from the memories' own words when the graph store cannot be read.
  let store: RetrievalGraph = graph ?? noGraph;
  let candidates: CandidateNode[] = [];
  try {
    if (!graph) {
      const { getGraphStore } = await import("@/lib/graph/get-graph-store");
      store = await getGraphStore();
    }
    candidates = await store.listRelationshipNodes(userId);
  } catch (error) {
    console.warn("memory search without the graph:", (error as Error).message);
    store = noGraph;
  }
  const analysis = await analyzeInTheirLanguages(input.text, input.asOf, indexing);
  const selection = withoutAmbiguity(selectRelationshipNodesOffline(analysis, candidates));
  // As in recall: "the June festival" names a holiday, not the month of June.
  const window = analysis.timeWindow;
  if (window && selection.facets.some((f) => f.kind === "period" && normalizeKey(f.label).split(" ").some((w) => normalizeKey(window.text).split(" ").includes(w)))) {
    analysis.timeWindow = null;
  }
  const index = await indexing;
  const signals = await gatherSignals(store, userId, analysis, selection, candidates, index).catch(async (error: Error) => {
    console.warn("memory search without the graph:", error.message);
    return gatherSignals(noGraph, userId, analysis, { ...selection, facets: [] }, [], index);
  });
  if (signals.unknownNames.length > 0) return [];
  if (signals.required.length === 0 && signals.soft.length === 0 && signals.terms.length === 0 && !analysis.timeWindow) return [];

  const ranking = rankMemories({ index, signals, window: analysis.timeWindow, collective: true });
  const hits: MemorySearchHit[] = ranking.memories.map((m) => ({ id: m.id, score: 1 + m.score, why: namedOnce([...m.nodes, ...m.words]) }));
  const taken = new Set(hits.map((h) => h.id));

  // The weaker matches: any memory a word (or a synonym of it) or a theme of the request
  // reached, within the constraints recall applies.
  const pool = signals.required.length
    ? signals.required.slice(1).reduce((acc, r) => new Set([...acc].filter((id) => r.ids.has(id))), new Set(signals.required[0]!.ids))
    : null;
  const allowed = (id: string) => {
    if (taken.has(id) || signals.excluded.has(id) || (pool && !pool.has(id)) || !index.docs.has(id)) return false;
    const doc = index.docs.get(id)!;
    return !analysis.timeWindow || isInWindow(analysis.timeWindow, doc);
  };
  const weaker = new Map<string, MemorySearchHit & { direct: number }>();
  for (const hit of searchLexical(index, signals.terms, allowed)) {
    const direct = [...hit.perTerm.values()].filter((m) => m.direct).length;
    weaker.set(hit.id, { id: hit.id, score: hit.score, direct, why: [...hit.perTerm.keys()] });
  }
  for (const soft of signals.soft) {
    for (const id of soft.ids) {
      if (!allowed(id)) continue;
      const hit = weaker.get(id) ?? { id, score: 0, direct: 0, why: [] };
      hit.score += 1;
      hit.direct += 1;
      hit.why.push(...soft.nodes);
      weaker.set(id, hit);
    }
  }
  // Most request words matched directly first, then by lexical score; scored below 1, in order.
  const rest = [...weaker.values()]
    .sort((a, b) => b.direct - a.direct || b.score - a.score || a.id.localeCompare(b.id))
    .map((h, i, all) => ({ id: h.id, score: (all.length - i) / (all.length + 1), why: namedOnce(h.why) }));
  return [...hits, ...rest];
}
