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
  collective = false,
): Promise<Traversal> {
  const occurred = new Map<string, GraphMemoryRef>();
  const remember = (ref: GraphMemoryRef) => {
    occurred.set(ref.id, ref);
    return ref.id;
  };
  const reached = await Promise.all(
    facets.map(async (facet) => ({ facet, ids: new Set((await graph.memoriesForRelationshipNodes(userId, facet.nodes.map((n) => n.id), "any")).map(remember)) })),
  );
  const hard = reached.filter((r) => r.facet.hard);
  const soft = groupSoftFacets(reached.filter((r) => !r.facet.hard && !r.facet.redundant));
  const pool = hard.length ? hard.map((r) => r.ids).reduce((acc, ids) => new Set([...acc].filter((id) => ids.has(id)))) : null;

  let ids: string[];
  if (soft.length === 0) {
    ids = [...(pool ?? [])];
  } else {
    // A memory hits a group when it is in every facet of it ("cooking class": cooking AND classes).
    const hits = new Map<string, number>();
    for (const group of soft) {
      // Within a group the curated concepts must all match; loose name matches only widen it.
      const required = group.filter((r) => r.facet.kind === "concept");
      const candidates = new Set(group.flatMap((r) => [...r.ids]));
      for (const id of candidates) {
        if (pool && !pool.has(id)) continue;
        if (required.length ? required.every((r) => r.ids.has(id)) : true) hits.set(id, (hits.get(id) ?? 0) + 1);
      }
    }
    const best = Math.max(0, ...hits.values());
    // "Every hike and rafting trip": any group will do. "The band for her birthday": the memories matching most.
    ids = [...hits.entries()].filter(([, h]) => (collective ? h > 0 : h === best)).map(([id]) => id);
  }
  ids = ids.filter((id) => inWindow(occurred.get(id)!, timeWindow));
  ids.sort((a, b) => (occurred.get(b)!.occurredAt ?? "").localeCompare(occurred.get(a)!.occurredAt ?? ""));
  const strategy = hard.length && soft.length ? "mixed" : hard.length > 1 ? "all" : soft.length > 1 || facets.some((f) => f.nodes.length > 1) ? "any" : "all";
  return { memoryIds: ids, strategy };
}

type Reached = { facet: Facet; ids: Set<string> };

/** Soft facets that share request words form one group. */
function groupSoftFacets(soft: Reached[]): Reached[][] {
  const groups: Reached[][] = [];
  for (const r of soft) {
    const group = groups.find((g) => g.some((o) => o.facet.words.some((w) => r.facet.words.includes(w))));
    if (group) group.push(r);
    else groups.push([r]);
  }
  return groups;
}
