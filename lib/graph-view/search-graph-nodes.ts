import type { GraphViewNode } from "./graph-view-data";

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
const TYPE_RANK = { relationship: 0, memory: 1, semantic: 2 } as const;

/**
 * Nodes whose label contains the text (case and accents ignored): labels that start with it
 * first, then themes before memories before details, then bigger themes.
 */
export function searchGraphNodes(nodes: readonly GraphViewNode[], text: string, max: number): GraphViewNode[] {
  const needle = fold(text);
  if (!needle) return [];
  const scored: Array<{ node: GraphViewNode; score: number }> = [];
  for (const node of nodes) {
    const label = fold(node.label);
    const at = label.indexOf(needle);
    if (at < 0) continue;
    const prefix = at === 0 || /\W/.test(label[at - 1]) ? 0 : 1;
    const size = node.type === "relationship" ? node.memoryCount : 0;
    scored.push({ node, score: prefix * 1e7 + TYPE_RANK[node.type] * 1e6 - Math.min(size, 999_999) });
  }
  return scored.sort((a, b) => a.score - b.score || a.node.label.localeCompare(b.node.label)).slice(0, max).map((s) => s.node);
}
