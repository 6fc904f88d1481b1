import "server-only";
import { engineModes } from "@/lib/env";
import type { Usage } from "@/lib/models/openai/complete-structured";
import { derivationalBases } from "@/lib/nlp/derivation";
import { relatedNouns } from "@/lib/nlp/wordnet";
import { analyzeRequest, type RequestAnalysis } from "./analyze-request";
import type { RecallEvidence } from "./evidence";
import { keepBestMatching, memoriesInWindow, searchMemoriesByTerms, termsMissingFromMemories } from "./memory-text-search";
import { prerankCandidates } from "./prerank-candidates";
import { selectNodesWithModel } from "./select-nodes-with-model";
import { selectRelationshipNodesOffline, type CandidateNode, type Facet, type NodeSelection } from "./select-relationship-nodes";
import type { TimeWindow } from "./time-window";
import { traverseToMemories, type RecallGraph } from "./traverse-to-memories";

export type RetrievalGraph = RecallGraph & {
  listRelationshipNodes(userId: string): Promise<CandidateNode[]>;
};

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
};

const REFINEMENT = /^(and|but|also|only|just|what about|how about|what if|then|and what about)\b/i;

/** A follow-up ("what about in 2023?", "only the ones with Priya") refines the previous request. */
function withHistory(request: string, history: string[]): string {
  const previous = history[history.length - 1];
  if (!previous) return request;
  const words = request.trim().split(/\s+/).length;
  return REFINEMENT.test(request.trim()) || words <= 4 ? `${previous} ${request}` : request;
}

function suggestionNames(nodes: CandidateNode[]): string[] {
  return [...nodes].sort((a, b) => b.memoryCount - a.memoryCount).slice(0, 3).map((n) => n.name);
}

export async function retrieveMemories(
  input: { userId: string; request: string; history: string[]; asOf: Date },
  graph?: RetrievalGraph,
): Promise<Retrieval> {
  const store = graph ?? (await defaultRetrievalGraph());
  const { userId } = input;
  const analysis = analyzeRequest(withHistory(input.request, input.history), input.asOf);
  const candidates = await store.listRelationshipNodes(userId);
  const offline = selectRelationshipNodesOffline(analysis, candidates);
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  const base = { timeWindow: analysis.timeWindow, suggestions: suggestionNames(candidates), usage };
  let selection: NodeSelection = offline;
  if (engineModes().models === "api") {
    const shown = prerankCandidates(analysis, candidates, offline);
    const chosen = await selectNodesWithModel(withHistory(input.request, input.history), input.history, shown, input.asOf);
    usage.promptTokens += chosen.usage.promptTokens;
    usage.completionTokens += chosen.usage.completionTokens;
    if (chosen.selection.clarifyingQuestion && chosen.nodes.length === 0) {
      return { ...base, outcome: "clarify", strategy: "none", nodes: [], memoryIds: [], unknownTerms: [], question: chosen.selection.clarifyingQuestion, explanation: chosen.selection.reason };
    }
    selection = { facets: modelFacets(chosen.nodes, chosen.selection.combine), ambiguous: null, explainedWords: offline.explainedWords };
    if (chosen.nodes.length === 0) return directSearch(userId, analysis, base);
  }

  if (selection.ambiguous) {
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

  const unexplained = engineModes().models === "api" ? [] : analysis.nounLemmas.filter((w) => !selection.explainedWords.has(w));
  const unknownTerms = await termsMissingFromMemories(
    userId,
    unexplained.map((term) => ({ term, alternatives: [...relatedNouns(term), ...derivationalBases(term)] })),
  );
  if (unknownTerms.length > 0) {
    return {
      ...base,
      outcome: "nothing_found",
      strategy: "none",
      nodes: [],
      memoryIds: [],
      unknownTerms,
      explanation: `No memory mentions ${unknownTerms.join(", ")}.`,
    };
  }

  if (selection.facets.length > 0) {
    const traversal = await traverseToMemories(store, userId, selection.facets, analysis.timeWindow, analysis.collective);
    if (!analysis.collective && traversal.memoryIds.length > 1) {
      // A question about one thing: prefer the memories that also mention the request's other words.
      const leftover = [...analysis.contentLemmas.filter((w) => !selection.explainedWords.has(w)), ...analysis.ordinalForms];
      traversal.memoryIds = await keepBestMatching(userId, traversal.memoryIds, leftover);
    }
    const nodes = selection.facets.flatMap((f) => f.nodes.map((n) => ({ id: n.id, kind: n.kind, name: n.name })));
    const how = selection.facets.map((f) => `${f.label} (${f.nodes.length} node${f.nodes.length === 1 ? "" : "s"}${f.hard ? ", required" : ""})`).join(" + ");
    return {
      ...base,
      outcome: traversal.memoryIds.length ? "answered" : "nothing_found",
      strategy: traversal.strategy,
      nodes,
      memoryIds: traversal.memoryIds,
      unknownTerms: [],
      explanation: `Relationship nodes: ${how}${analysis.timeWindow ? `; time: ${analysis.timeWindow.label}` : ""}.`,
    };
  }

  return directSearch(userId, analysis, base);
}

function modelFacets(nodes: CandidateNode[], combine: "all" | "any"): Facet[] {
  if (combine === "any") return [{ label: "model", kind: "name", hard: true, nodes, words: [] }];
  return nodes.map((n) => ({ label: n.name, kind: "name", hard: true, nodes: [n], words: [n.id] }));
}

/** When no relationship node fits: the time window alone, or a search of the memories' own words. */
async function directSearch(userId: string, analysis: RequestAnalysis, base: Pick<Retrieval, "timeWindow" | "suggestions" | "usage">): Promise<Retrieval> {
  const window = analysis.timeWindow;
  const terms = analysis.contentLemmas;
  if (terms.length === 0 && !window) {
    return { ...base, outcome: "clarify", strategy: "none", nodes: [], memoryIds: [], unknownTerms: [], explanation: "The request names no person, place, activity or time." };
  }
  const memoryIds =
    terms.length === 0
      ? await memoriesInWindow(userId, window!.from, window!.to)
      : await searchMemoriesByTerms(userId, terms, { minMatched: Math.max(1, Math.ceil(terms.length / 2)), limit: 20, from: window?.from, to: window?.to });
  return {
    ...base,
    outcome: memoryIds.length ? "answered" : "nothing_found",
    strategy: "direct_search",
    nodes: [],
    memoryIds,
    unknownTerms: [],
    explanation: terms.length ? `No relationship node fits; searched the memories for ${terms.join(", ")}.` : `All memories from ${window!.label}.`,
  };
}

async function defaultRetrievalGraph(): Promise<RetrievalGraph> {
  const { getGraphStore } = await import("@/lib/graph/get-graph-store");
  return getGraphStore();
}
