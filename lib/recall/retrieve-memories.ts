import "server-only";
import type { Usage } from "@/lib/models/openai/complete-structured";
import { memoryIndexFor } from "./load-memory-index";
import { prerankCandidates } from "./prerank-candidates";
import { retrieveFollowUp } from "./follow-up";
import { askInParts, inheritPeople } from "./question-parts";
import { rankForRequest, suggestionNames, withHistory, type Retrieval } from "./rank-for-request";
import { recallModelForEnv, type RecallModel } from "./recall-model";
import { withSinceWindow } from "./since-anchor";
import { selectRelationshipNodesOffline, type CandidateNode, type Facet, type NodeSelection } from "./select-relationship-nodes";
import type { RecallGraph } from "./traverse-to-memories";
import { analyzeInTheirLanguages } from "./written-languages";

export type RetrievalGraph = RecallGraph & {
  listRelationshipNodes(userId: string): Promise<CandidateNode[]>;
};

export type { Retrieval } from "./rank-for-request";

type RetrievalInput = { userId: string; request: string; history: string[]; asOf: Date };

export async function retrieveMemories(input: RetrievalInput, graph?: RetrievalGraph, model: RecallModel = recallModelForEnv()): Promise<Retrieval> {
  const store = graph ?? (await defaultRetrievalGraph());
  // A follow-up refines the request before it (follow-up.ts).
  return retrieveFollowUp(input.request, input.history, {
    withHistory: async () => (await retrieveOne(input, store, model)).retrieval,
    alone: () => retrieveAlone({ ...input, history: [] }, store, model),
  });
}

async function retrieveAlone(input: RetrievalInput, store: RetrievalGraph, model: RecallModel): Promise<Retrieval> {
  const whole = await retrieveOne(input, store, model);
  // Offline, a request asking two things that no memory answers as a whole is asked part by part
  // (question-parts.ts); with a model, its f reads the whole request.
  if (model.kind === "api") return whole.retrieval;
  return askInParts(input.request, whole, (part, people) => retrieveOne({ ...input, request: part }, store, model, people));
}

async function retrieveOne(input: RetrievalInput, store: RetrievalGraph, model: RecallModel, inherited: Facet[] = []): Promise<{ retrieval: Retrieval; selection: NodeSelection }> {
  const { userId } = input;
  // Both revision checks are round trips (the graph store's theme list, the database's
  // lexical index): offline, started first, they run while the request is read. (A model's
  // call takes far longer, and may ask a question that needs no index.)
  const listing = started(store.listRelationshipNodes(userId));
  const indexing = model.kind === "api" ? null : started(memoryIndexFor(userId));
  const whole = await analyzeInTheirLanguages(withHistory(input.request, input.history), input.asOf, indexing);
  const candidates = await listing;
  const analysis = await withSinceWindow(whole, { userId, asOf: input.asOf, candidates, graph: store, index: () => indexing ?? memoryIndexFor(userId) });
  const offline = selectRelationshipNodesOffline(analysis, candidates);
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  const base = { timeWindow: analysis.timeWindow, suggestions: suggestionNames(candidates), usage };
  let selection: NodeSelection = inheritPeople(offline, inherited);
  const chosen =
    model.kind === "api"
      ? await model.chooseNodes({ request: withHistory(input.request, input.history), history: input.history, candidates: prerankCandidates(analysis, candidates, offline), asOf: input.asOf })
      : null;
  if (chosen) {
    usage.promptTokens += chosen.usage.promptTokens;
    usage.completionTokens += chosen.usage.completionTokens;
    if (chosen.selection.clarifyingQuestion && chosen.nodes.length === 0) {
      return { selection, retrieval: { ...base, outcome: "clarify", strategy: "none", nodes: [], memoryIds: [], unknownTerms: [], question: chosen.selection.clarifyingQuestion, explanation: chosen.selection.reason } };
    }
    selection = { facets: modelFacets(chosen.nodes, chosen.selection.combine), ambiguous: null, explainedWords: offline.explainedWords };
  }

  const retrieval = await rankForRequest({ userId, analysis, selection, candidates, graph: store, index: await (indexing ?? memoryIndexFor(userId)), base });
  return { retrieval, selection };
}

/** A promise awaited later: its failure surfaces where it is awaited, never as an unhandled rejection meanwhile. */
export function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function modelFacets(nodes: CandidateNode[], combine: "all" | "any"): Facet[] {
  if (combine === "any") return [{ label: "model", kind: "name", hard: true, nodes, words: [] }];
  return nodes.map((n) => ({ label: n.name, kind: "name", hard: true, nodes: [n], words: [n.id] }));
}

// Imported on first use (the graph store is server-only), then kept: a dynamic import per
// request went through the module loader every time.
let graphModule: Promise<typeof import("@/lib/graph/get-graph-store")> | null = null;
async function defaultRetrievalGraph(): Promise<RetrievalGraph> {
  graphModule ??= import("@/lib/graph/get-graph-store");
  return (await graphModule).getGraphStore();
}
