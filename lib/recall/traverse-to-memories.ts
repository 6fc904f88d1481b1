// g(R', G') → M': the graph reads recall needs. Which memories a set of relationship nodes
// reaches; rank-memories.ts turns the reached sets into requirements and signals.

export type GraphMemoryRef = { id: string; occurredAt: string | null };

export interface RecallGraph {
  memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<GraphMemoryRef[]>;
  /** The same as `memoriesForRelationshipNodes(…, "any")` without the memories' fields (a graph store has it). */
  memoryRefsForRelationshipNodes?(userId: string, nodeIds: string[]): Promise<GraphMemoryRef[]>;
}

/** The memories any of these nodes reaches: ids and dates only when the graph can read just those. */
export function memoriesReached(graph: RecallGraph, userId: string, nodeIds: string[]): Promise<GraphMemoryRef[]> {
  return graph.memoryRefsForRelationshipNodes ? graph.memoryRefsForRelationshipNodes(userId, nodeIds) : graph.memoriesForRelationshipNodes(userId, nodeIds, "any");
}

// Which memories a theme reaches changes only when the graph does, and a big theme (a person
// in 1,500 memories, every city for "which cities") costs a graph read of that many rows. So
// the reached ids are kept per graph revision: per theme list, which the graph store hands out
// frozen and unchanged until the graph changes (memo-by-identity.ts; any write, from this
// process or another, gives a new list). A list that is not frozen keeps nothing.
type Kept = { sets: Map<string, Promise<ReadonlySet<string>>>; sizes: Map<string, number>; ids: number };
const reachedByList = new WeakMap<object, Kept>();
/** Memory ids kept per theme list at most (a few megabytes; least recently used node sets go first). */
export const MAX_KEPT_IDS = 100_000;

function forget(kept: Kept, key: string): void {
  kept.sets.delete(key);
  kept.ids -= kept.sizes.get(key) ?? 0;
  kept.sizes.delete(key);
}

/** The ids of the memories any of these nodes reaches, kept per graph revision (`themes`: the theme list they were chosen from). */
export async function idsReached(graph: RecallGraph, userId: string, nodeIds: string[], themes: readonly object[]): Promise<ReadonlySet<string>> {
  const read = async (): Promise<ReadonlySet<string>> => new Set((await memoriesReached(graph, userId, nodeIds)).map((r) => r.id));
  if (nodeIds.length === 0) return new Set();
  if (!Object.isFrozen(themes)) return read();
  let kept = reachedByList.get(themes);
  if (!kept) reachedByList.set(themes, (kept = { sets: new Map(), sizes: new Map(), ids: 0 }));
  const key = `${userId}\u0000${[...new Set(nodeIds)].sort().join("\u0000")}`;
  const found = kept.sets.get(key);
  if (found) {
    kept.sets.delete(key); // re-inserted: most recently used last
    kept.sets.set(key, found);
    return found;
  }
  const ids = read();
  kept.sets.set(key, ids);
  try {
    const size = (await ids).size;
    if (kept.sets.get(key) === ids) {
      kept.sizes.set(key, size);
      kept.ids += size;
      while (kept.ids > MAX_KEPT_IDS && kept.sets.size > 1) forget(kept, kept.sets.keys().next().value!);
    }
  } catch (error) {
    if (kept.sets.get(key) === ids) forget(kept, key); // a failed read is not kept
    throw error;
  }
  return ids;
}
