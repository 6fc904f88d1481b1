import type { TimeWindow } from "./time-window";
import type { Facet } from "./select-relationship-nodes";

// g(R', G') → M': from the selected relationship nodes to memory nodes. A memory must be
// linked to every hard facet (a person AND a place); when the request also named
// activities or kinds of events (soft facets), it must be linked to at least one of them,
// and when it matches several, the memories matching the most are kept.

export type GraphMemoryRef = { id: string; occurredAt: string | null };

export interface RecallGraph {
  memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<GraphMemoryRef[]>;
}

export type Traversal = { memoryIds: string[]; strategy: "all" | "any" | "mixed" };

function inWindow(ref: GraphMemoryRef, window: TimeWindow | null): boolean {
  if (!window) return true;
  if (!ref.occurredAt) return false;
  const t = new Date(ref.occurredAt).getTime();
  return t >= window.from.getTime() && t < window.to.getTime();
}

export async function traverseToMemories(
  graph: RecallGraph,
  userId: string,
  facets: Facet[],
  timeWindow: TimeWindow | null,
): Promise<Traversal> {
  const reached = await Promise.all(
    facets.map(async (facet) => ({ facet, refs: await graph.memoriesForRelationshipNodes(userId, facet.nodes.map((n) => n.id), "any") })),
  );
  const occurred = new Map<string, GraphMemoryRef>();
  for (const { refs } of reached) for (const r of refs) occurred.set(r.id, r);

  const hard = reached.filter((r) => r.facet.hard);
  const soft = reached.filter((r) => !r.facet.hard);
  const pool = hard.length
    ? hard
        .map(({ refs }) => new Set(refs.map((r) => r.id)))
        .reduce((acc, ids) => new Set([...acc].filter((id) => ids.has(id))))
    : null;
  let ids: string[];
  if (soft.length === 0) {
    ids = [...(pool ?? [])];
  } else {
    const score = new Map<string, number>();
    for (const { refs } of soft) for (const r of refs) if (!pool || pool.has(r.id)) score.set(r.id, (score.get(r.id) ?? 0) + 1);
    const best = Math.max(0, ...score.values());
    ids = [...score.entries()].filter(([, s]) => s === best).map(([id]) => id);
  }
  ids = ids.filter((id) => inWindow(occurred.get(id)!, timeWindow));
  ids.sort((a, b) => (occurred.get(b)!.occurredAt ?? "").localeCompare(occurred.get(a)!.occurredAt ?? ""));
  const strategy = hard.length + (soft.length ? 1 : 0) > 1 ? (soft.length > 1 ? "mixed" : "all") : soft.length > 1 || facets.some((f) => f.nodes.length > 1) ? "any" : "all";
  return { memoryIds: ids, strategy };
}
