import type { CandidateNode } from "./select-relationship-nodes";

// Work that depends only on the user's relationship nodes is done once per graph revision:
// the graph store hands out the same frozen theme list (and frozen nodes) until the graph
// changes (lib/graph/theme-list-cache.ts), so the result is kept per list or per node object.
// Only frozen ones are kept: what cannot change cannot make the kept result stale.

export function memoByIdentity<K extends object, T>(compute: (key: K) => T): (key: K) => T {
  const kept = new WeakMap<K, T>();
  return (key) => {
    if (!Object.isFrozen(key)) return compute(key);
    if (kept.has(key)) return kept.get(key)!;
    const value = compute(key);
    kept.set(key, value);
    return value;
  };
}

export type NodeList = readonly CandidateNode[];
