import { normalizeKey } from "@/lib/nlp/fold";
import type { RequestAnalysis } from "./analyze-request";
import type { CandidateNode, NodeSelection } from "./select-relationship-nodes";

// The paper puts every relationship node into the f prompt, which grows with the user's
// life. We send a bounded list: the nodes the offline matcher already selected, then the
// nodes sharing the most words with the request, then the largest themes.

export const MAX_PROMPT_CANDIDATES = 40;

function overlap(node: CandidateNode, words: Set<string>): number {
  const names = [node.name, ...node.aliases, ...node.descriptors].flatMap((n) => normalizeKey(n).split(" "));
  return names.filter((w) => w.length > 2 && words.has(w)).length;
}

export function prerankCandidates(
  analysis: RequestAnalysis,
  candidates: CandidateNode[],
  offline: NodeSelection,
  limit = MAX_PROMPT_CANDIDATES,
): CandidateNode[] {
  const chosen = new Set(offline.facets.flatMap((f) => f.nodes.map((n) => n.id)));
  const words = new Set([...analysis.words, ...analysis.contentLemmas]);
  const scored = candidates.map((node) => ({
    node,
    score: (chosen.has(node.id) ? 1000 : 0) + overlap(node, words) * 10 + Math.log1p(node.memoryCount),
  }));
  scored.sort((a, b) => b.score - a.score || a.node.name.localeCompare(b.node.name));
  return scored.slice(0, limit).map((s) => s.node);
}
