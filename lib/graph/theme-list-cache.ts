import type { RelationshipNodeWithCount } from "./types";

type Entry = { revision: string; nodes: readonly RelationshipNodeWithCount[] };

/**
 * The last full list of relationship nodes read per user, with the graph revision it was
 * read at. Recall lists every theme on every turn while the graph rarely changes between
 * turns; a cheap revision lookup tells whether the list is still current. Bounded (least
 * recently used users go first); entries are frozen so no caller can change them.
 */
export class ThemeListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxUsers = 32) {}

  get(userId: string, revision: string): readonly RelationshipNodeWithCount[] | undefined {
    const entry = this.entries.get(userId);
    if (!entry || !revision || entry.revision !== revision) return undefined;
    this.entries.delete(userId); // re-insert: most recently used last
    this.entries.set(userId, entry);
    return entry.nodes;
  }

  /** Takes ownership of `nodes` (freezes them in place). */
  set(userId: string, revision: string, nodes: RelationshipNodeWithCount[]): readonly RelationshipNodeWithCount[] {
    for (const n of nodes) {
      Object.freeze(n.aliases);
      Object.freeze(n.descriptors);
      Object.freeze(n);
    }
    const frozen = Object.freeze(nodes);
    if (!revision) return frozen; // a graph with no revision yet (nothing written): nothing to key on
    this.entries.delete(userId);
    this.entries.set(userId, { revision, nodes: frozen });
    while (this.entries.size > this.maxUsers) this.entries.delete(this.entries.keys().next().value!);
    return frozen;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
