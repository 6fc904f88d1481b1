import { buildLexicalIndex, type LexicalIndex, type MemoryDocument } from "@/lib/recall/lexical-index";
import { rankForRequest } from "@/lib/recall/rank-for-request";
import { withSinceWindow } from "@/lib/recall/since-anchor";
import { selectRelationshipNodesOffline, type CandidateNode } from "@/lib/recall/select-relationship-nodes";
import type { RecallGraph } from "@/lib/recall/traverse-to-memories";
import { analyzeInTheirLanguages } from "@/lib/recall/written-languages";

// Recall without a database for the engine's tests: a lexical index over short texts (the
// text is the summary, its first three words the title) and the offline ranking over it.

export function indexOfTexts(memories: { id: string; text: string }[], occurredAt: (id: string) => string = () => "2026-01-10T12:00:00.000Z"): LexicalIndex {
  const docs: MemoryDocument[] = memories.map((m) => ({
    id: m.id,
    occurredAt: occurredAt(m.id),
    fields: { title: m.text.split(" ").slice(0, 3).join(" "), summary: m.text, place: "", details: "", userWords: "", scene: "" },
  }));
  return buildLexicalIndex(docs);
}

/** One memory's indexed fields, the rest empty (occurred 4 October 2025 unless said). */
export function memoryDocument(id: string, fields: Partial<MemoryDocument["fields"]>, occurredAt = "2025-10-04T12:00:00.000Z"): MemoryDocument {
  return { id, occurredAt, fields: { title: "", summary: "", place: "", details: "", userWords: "", scene: "", ...fields } };
}

const noGraph: RecallGraph = { async memoriesForRelationshipNodes() { return []; } };

/** The offline engine's whole retrieval for `request`: outcome, memories, and why each was found. */
export async function rankOffline(index: LexicalIndex, request: string, asOf: Date, candidates: CandidateNode[] = [], graph: RecallGraph = noGraph) {
  const analysis = await withSinceWindow(await analyzeInTheirLanguages(request, asOf, Promise.resolve(index)), { userId: "u", asOf, candidates, graph, index: async () => index });
  const selection = selectRelationshipNodesOffline(analysis, candidates);
  const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
  return rankForRequest({ userId: "u", analysis, selection, candidates, graph, index, base });
}

/** The outcome and the sorted memory ids the offline engine answers `request` with. */
export async function answerOffline(index: LexicalIndex, request: string, asOf: Date, candidates: CandidateNode[] = [], graph: RecallGraph = noGraph) {
  const result = await rankOffline(index, request, asOf, candidates, graph);
  return { outcome: result.outcome, ids: [...result.memoryIds].sort() };
}
