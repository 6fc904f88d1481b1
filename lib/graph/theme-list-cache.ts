import type { RelationshipNode, RelationshipNodeWithCount } from "./types";

/** What one committed write did to a user's themes (mirrors the write transaction exactly). */
export type ThemeListChange = {
  /** Themes written: content as stored; `linked` when the memory joined the theme (count +1). */
  written: Array<{ theme: RelationshipNode; linked: boolean }>;
  /** Themes the memory left (count -1; a theme left with no memory is gone). */
  unlinked: string[];
};

type Entry = { revision: string; byId: Map<string, RelationshipNodeWithCount>; sorted: readonly RelationshipNodeWithCount[] | null };

const freeze = (node: RelationshipNodeWithCount): RelationshipNodeWithCount => {
  Object.freeze(node.aliases);
  Object.freeze(node.descriptors);
  return Object.freeze(node);
};

/** Most memories first, then by name and id (one order whichever store or path read them). */
function byCount(a: RelationshipNodeWithCount, b: RelationshipNodeWithCount): number {
  return b.memoryCount - a.memoryCount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Each user's relationship nodes, kept in the process with the graph revision they match.
 * Recall lists every theme on every turn and graph construction looks themes up by match
 * key for every memory; a point lookup of the revision tells whether the copy here is
 * current. The store's own writes update the copy (so it stays current while a user's
 * memories are built); a write from anywhere else changes the revision and the copy is read
 * again. Bounded (least recently used users go first); nodes are frozen.
 */
export class ThemeListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxUsers = 32) {}

  private entry(userId: string, revision: string): Entry | undefined {
    const entry = this.entries.get(userId);
    if (!entry || !revision || entry.revision !== revision) return undefined;
    this.entries.delete(userId); // re-insert: most recently used last
    this.entries.set(userId, entry);
    return entry;
  }

  /** Every theme, most memories first; undefined when the copy is not at `revision`. */
  get(userId: string, revision: string): readonly RelationshipNodeWithCount[] | undefined {
    const entry = this.entry(userId, revision);
    if (!entry) return undefined;
    entry.sorted ??= Object.freeze([...entry.byId.values()].sort(byCount));
    return entry.sorted;
  }

  /** Themes with one of the match keys; undefined when the copy is not at `revision`. */
  find(userId: string, revision: string, matchKeys: ReadonlySet<string>): RelationshipNodeWithCount[] | undefined {
    const entry = this.entry(userId, revision);
    if (!entry) return undefined;
    return [...entry.byId.values()].filter((t) => matchKeys.has(t.matchKey)).sort(byCount);
  }

  /** Keeps `nodes` (frozen in place) as the user's themes at `revision`; returns them sorted. */
  set(userId: string, revision: string, nodes: RelationshipNodeWithCount[]): readonly RelationshipNodeWithCount[] {
    const sorted = Object.freeze(nodes.map(freeze).sort(byCount));
    if (!revision) return sorted; // a graph never written has no revision to key on
    this.entries.delete(userId);
    this.entries.set(userId, { revision, byId: new Map(sorted.map((n) => [n.id, n])), sorted });
    while (this.entries.size > this.maxUsers) this.entries.delete(this.entries.keys().next().value!);
    return sorted;
  }

  /**
   * After a committed write that moved the graph from revision `before` to `after`: applies
   * its change to the copy if the copy was at `before`, else drops the copy.
   */
  applyWrite(userId: string, before: string, after: string, change: ThemeListChange): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    if (!before || entry.revision !== before) return this.forget(userId);
    const byId = entry.byId; // (readers hold the sorted snapshots, never this map)
    for (const { theme, linked } of change.written) {
      const current = byId.get(theme.id);
      if (!current && !linked) return this.forget(userId); // the copy missed a theme: read it again
      const base = current ?? { ...theme, memoryCount: 0 };
      // A theme's kind and keys are fixed when it is created; its content follows the write.
      byId.set(theme.id, freeze({
        ...base,
        name: theme.name,
        description: theme.description,
        aliases: [...theme.aliases],
        descriptors: [...theme.descriptors],
        surname: theme.surname,
        memoryCount: base.memoryCount + (linked ? 1 : 0),
      }));
    }
    for (const id of change.unlinked) {
      const current = byId.get(id);
      if (!current) return this.forget(userId);
      if (current.memoryCount <= 1) byId.delete(id);
      else byId.set(id, freeze({ ...current, aliases: [...current.aliases], descriptors: [...current.descriptors], memoryCount: current.memoryCount - 1 }));
    }
    entry.revision = after;
    entry.sorted = null;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
