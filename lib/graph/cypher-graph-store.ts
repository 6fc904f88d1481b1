import { createHash, randomUUID } from "node:crypto";
import type { GraphStore } from "./graph-store";
import type { CypherRunner, Row, RunQuery } from "./cypher-runner";
import * as q from "./queries";
import { ThemeListCache, type ThemeListChange } from "./theme-list-cache";
import type {
  MemoryGraphWrite,
  MemoryMatch,
  MemoryNode,
  MemoryStamp,
  MemoryWithSemanticNodes,
  RelationshipKind,
  RelationshipNode,
  RelationshipNodeWithCount,
  SemanticKind,
  SemanticNode,
  Subgraph,
  SubgraphEdge,
  SubgraphNode,
  SubgraphOptions,
  ThemeWrite,
} from "./types";

// Lists are stored joined by this separator (written values never contain it), which
// keeps one property type across Kuzu and Neo4j and avoids empty-list typing.
const SEP = "\u001f";
const joinList = (list: string[]) => list.join(SEP);
const splitList = (value: string) => (value ? value.split(SEP) : []);
const orNull = (value: string) => (value !== "" ? value : null);
const str = (value: unknown) => (typeof value === "string" ? value : "");
/** Text as stored: without the two separators (control characters no one types). */
const clean = (value: string) => value.replace(/[\u001e\u001f]/g, " ");

/** The fields of a `<prefix>_packed` column (see queries.ts), by name. */
function unpack<F extends string>(row: Row, prefix: string, fields: readonly F[]): Record<F, string> {
  const values = str(row[`${prefix}_packed`]).split(q.FIELD_SEP);
  const record = {} as Record<F, string>;
  for (let i = 0; i < fields.length; i++) record[fields[i]] = values[i] ?? "";
  return record;
}

function toMemoryNode(row: Row, prefix = "m"): MemoryNode {
  const m = unpack(row, prefix, q.MEMORY_FIELDS);
  return { id: m.id, userId: m.userId, title: m.title, summary: m.summary, occurredAt: orNull(m.occurredAt), place: orNull(m.place) };
}

function toRelationshipNode(row: Row, prefix = "r"): RelationshipNode {
  const r = unpack(row, prefix, q.THEME_FIELDS);
  return {
    id: r.id,
    userId: r.userId,
    kind: r.kind as RelationshipKind,
    key: r.key,
    matchKey: r.matchKey,
    name: r.name,
    description: r.description,
    aliases: splitList(r.aliases),
    descriptors: splitList(r.descriptors),
    surname: orNull(r.surname),
  };
}

function toSemanticNode(row: Row): SemanticNode {
  const s = unpack(row, "s", q.SEMANTIC_FIELDS);
  return { id: s.id, userId: s.userId, memoryId: s.memoryId, kind: s.kind as SemanticKind, value: s.value };
}

/** A theme as it will be stored: text without the separators, surname null when missing. */
function cleanTheme(userId: string, t: ThemeWrite): RelationshipNode {
  return {
    id: t.id,
    userId,
    kind: t.kind,
    key: clean(t.key),
    matchKey: clean(t.matchKey),
    name: clean(t.name),
    description: clean(t.description),
    aliases: t.aliases.map(clean),
    descriptors: t.descriptors.map(clean),
    surname: t.surname ? clean(t.surname) : null,
  };
}

/** A theme's row: lists joined, and the hash of its content (rewritten only when it changes). */
function toThemeRow(t: RelationshipNode) {
  const content = { name: t.name, description: t.description, aliases: joinList(t.aliases), descriptors: joinList(t.descriptors), surname: t.surname ?? "" };
  const contentHash = createHash("sha256").update(Object.values(content).join(q.FIELD_SEP)).digest("hex").slice(0, 16);
  return { id: t.id, kind: t.kind, key: t.key, matchKey: t.matchKey, ...content, contentHash };
}

/** Passes $fieldSep to the queries that pack fields (queries.ts). */
function withFieldSeparator(runner: CypherRunner): CypherRunner {
  const bind = (run: RunQuery): RunQuery => (query, params = {}) => run(query, query.includes("$fieldSep") ? { ...params, fieldSep: q.FIELD_SEP } : params);
  return {
    run: bind(runner.run),
    transaction: (work) => runner.transaction((run) => work(bind(run))),
    close: () => runner.close(),
  };
}

const withCount = (row: Row): RelationshipNodeWithCount => ({ ...toRelationshipNode(row), memoryCount: Number(row.memoryCount ?? 0) });
/** The most memories one subgraph holds (the graph view's whole graph for 5,000 memories). */
export const MAX_SUBGRAPH_MEMORIES = 5000;
/** How many of a theme's most recent memories give its co-occurring context. */
const NEIGHBOUR_SAMPLE = 200;
const unique = (ids: string[]) => [...new Set(ids.filter((id) => typeof id === "string" && id !== ""))];

/**
 * The GraphStore over any Cypher engine: every query lives in ./queries.ts, written in the
 * subset Kuzu and Neo4j share. Stores differ only in their runner and schema set-up.
 */
export class CypherGraphStore implements GraphStore {
  private readonly themeLists = new ThemeListCache();

  private readonly runner: CypherRunner;

  constructor(
    readonly kind: "kuzu" | "neo4j",
    runner: CypherRunner,
  ) {
    this.runner = withFieldSeparator(runner);
  }

  async writeMemoryGraph(userId: string, write: MemoryGraphWrite): Promise<void> {
    const memoryId = write.memory.id;
    const semantic = write.semantic.map((s) => ({ id: s.id, kind: s.kind, value: clean(s.value) }));
    const written = write.themes.map((t) => cleanTheme(userId, t));
    const themes = written.map(toThemeRow);
    const revision = randomUUID();
    let before = "";
    let change: ThemeListChange = { written: [], unlinked: [] };
    await this.runner.transaction(async (run) => {
      before = str((await run(q.graphRevision, { userId }))[0]?.revision);
      const [owner] = await run(q.memoryOwner, { memoryId });
      if (owner && str(owner.userId) !== userId) throw new Error(`Memory ${memoryId} belongs to another user's graph`);
      // A new memory has nothing to diff against: skip the two traversals.
      const previous = owner ? (await run(q.themeIdsOfMemory, { userId, memoryId })).map((r) => str(r.id)) : [];
      const previousSemantic = owner ? (await run(q.semanticIdsOfMemory, { userId, memoryId })).map((r) => str(r.id)) : [];
      // Only the differences are written: CREATE is constant-time where MERGE on an edge
      // would scan a popular theme's links.
      const staleSemantic = previousSemantic.filter((id) => !semantic.some((s) => s.id === id));
      if (staleSemantic.length) await run(q.deleteSemanticNodes, { userId, memoryId, semanticIds: staleSemantic });
      const newSemantic = semantic.filter((s) => !previousSemantic.includes(s.id));
      await run(newSemantic.length ? q.upsertMemoryWithSemanticNodes : q.upsertMemory, {
        semantic: newSemantic,
        userId,
        memoryId,
        title: clean(write.memory.title),
        summary: clean(write.memory.summary),
        occurredAt: write.memory.occurredAt ?? "",
        place: clean(write.memory.place ?? ""),
        contentHash: write.contentHash,
        builtAt: new Date().toISOString(),
      });
      const dropped = previous.filter((id) => !themes.some((t) => t.id === id));
      if (dropped.length) await run(q.unlinkThemesOfMemory, { userId, memoryId, themeIds: dropped });
      const added = new Set(themes.filter((t) => !previous.includes(t.id)).map((t) => t.id));
      if (themes.length) await run(q.upsertThemes, { userId, themes: themes.map((t) => ({ ...t, added: added.has(t.id) ? 1 : 0 })) });
      if (added.size) await run(q.linkMemoryToThemes, { userId, memoryId, themeIds: [...added] });
      if (dropped.length) await run(q.deleteOrphanThemes, { userId, themeIds: dropped });
      await run(q.touchGraphRevision, { userId, revision });
      change = { written: written.map((theme) => ({ theme, linked: added.has(theme.id) })), unlinked: dropped };
    });
    this.themeLists.applyWrite(userId, before, revision, change);
  }

  async deleteMemory(userId: string, memoryId: string): Promise<void> {
    const revision = randomUUID();
    let before = "";
    let previous: string[] = [];
    await this.runner.transaction(async (run) => {
      before = str((await run(q.graphRevision, { userId }))[0]?.revision);
      previous = (await run(q.themeIdsOfMemory, { userId, memoryId })).map((r) => str(r.id));
      if (previous.length) await run(q.uncountThemesOfMemory, { userId, memoryId });
      await run(q.deleteSemanticOfMemory, { userId, memoryId });
      await run(q.deleteMemory, { userId, memoryId });
      if (previous.length) await run(q.deleteOrphanThemes, { userId, themeIds: previous });
      await run(q.touchGraphRevision, { userId, revision });
    });
    this.themeLists.applyWrite(userId, before, revision, { written: [], unlinked: previous });
  }

  async deleteUserGraph(userId: string): Promise<void> {
    await this.runner.transaction(async (run) => {
      await run(q.deleteUserSemantic, { userId });
      await run(q.deleteUserMemories, { userId });
      await run(q.deleteUserThemes, { userId });
      await run(q.deleteGraphRevision, { userId });
    });
    this.themeLists.forget(userId);
  }

  async findThemesByMatchKeys(userId: string, matchKeys: string[]): Promise<RelationshipNodeWithCount[]> {
    const keys = unique(matchKeys);
    if (!keys.length) return [];
    const revision = await this.revisionOf(userId);
    let found = this.themeLists.find(userId, revision, new Set(keys));
    // Kuzu has no index on matchKey (every lookup scans the user's themes) and one process
    // owns its files, so it reads the list once and its own writes keep it current. Neo4j
    // has the index, and other processes may write in between.
    if (!found && revision && this.kind === "kuzu") {
      await this.allRelationshipNodes(userId, revision);
      found = this.themeLists.find(userId, revision, new Set(keys));
    }
    return found ?? (await this.runner.run(q.themesByMatchKeys, { userId, matchKeys: keys })).map(withCount);
  }

  private async revisionOf(userId: string): Promise<string> {
    return str((await this.runner.run(q.graphRevision, { userId }))[0]?.revision);
  }

  async themeNeighbourKeys(userId: string, themeIds: string[], excludeMemoryId?: string): Promise<Map<string, string[]>> {
    const ids = unique(themeIds);
    const result = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return result;
    for (const themeId of ids) {
      const rows = await this.runner.run(q.themeNeighbours, { userId, themeId, excludeMemoryId: excludeMemoryId ?? "", sampleSize: NEIGHBOUR_SAMPLE });
      result.set(themeId, rows.map((row) => str(row.otherKey)));
    }
    return result;
  }

  async themeIdsOfMemory(userId: string, memoryId: string): Promise<string[]> {
    // A point lookup first: a memory being built for the first time skips the traversal.
    const [owner] = await this.runner.run(q.memoryOwner, { memoryId });
    if (!owner || str(owner.userId) !== userId) return [];
    return (await this.runner.run(q.themeIdsOfMemory, { userId, memoryId })).map((r) => str(r.id));
  }

  async listMemoryStamps(userId: string): Promise<MemoryStamp[]> {
    return (await this.runner.run(q.memoryStamps, { userId })).map((r) => ({ id: str(r.id), contentHash: str(r.contentHash) }));
  }

  async listUserIdsForReconcile(): Promise<string[]> {
    return (await this.runner.run(q.userIdsWithMemories)).map((r) => str(r.userId));
  }

  async listRelationshipNodes(userId: string, options: { kinds?: RelationshipKind[]; minMemories?: number } = {}): Promise<RelationshipNodeWithCount[]> {
    const kinds = new Set(unique(options.kinds ?? []));
    const minMemories = options.minMemories ?? 1;
    const all = await this.allRelationshipNodes(userId);
    const kept = all.filter((r) => r.memoryCount >= minMemories && (!kinds.size || kinds.has(r.kind)));
    // Nothing filtered out: the kept (frozen) list itself, the same array until the graph
    // changes, so recall can do its per-theme-list work once per graph revision.
    return kept.length === all.length ? (all as RelationshipNodeWithCount[]) : kept;
  }

  /** Every theme of the user (most memories first), read again only when the graph changed. */
  private async allRelationshipNodes(userId: string, knownRevision?: string): Promise<readonly RelationshipNodeWithCount[]> {
    // The revision is read before the list, so a write in between only makes the next read re-list.
    const revision = knownRevision ?? (await this.revisionOf(userId));
    const cached = this.themeLists.get(userId, revision);
    if (cached) return cached;
    const nodes = (await this.runner.run(q.listThemes, { userId })).map(withCount);
    return this.themeLists.set(userId, revision, nodes);
  }

  async memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<MemoryMatch[]> {
    const ids = unique(nodeIds);
    if (!ids.length) return [];
    const byMemory = new Map<string, MemoryMatch>();
    for (const row of await this.runner.run(q.memoriesOfThemes, { userId, themeIds: ids })) {
      const memory = toMemoryNode(row);
      const id = memory.id;
      const match = byMemory.get(id) ?? { ...memory, viaNodeIds: [] };
      if (!match.viaNodeIds.includes(str(row.viaId))) match.viaNodeIds.push(str(row.viaId));
      byMemory.set(id, match);
    }
    return [...byMemory.values()]
      .filter((m) => mode === "any" || m.viaNodeIds.length === ids.length)
      .map((m) => ({ ...m, viaNodeIds: m.viaNodeIds.sort() }))
      .sort((a, b) => (b.occurredAt ?? "").localeCompare(a.occurredAt ?? "") || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async memoryRefsForRelationshipNodes(userId: string, nodeIds: string[]): Promise<{ id: string; occurredAt: string | null }[]> {
    const ids = unique(nodeIds);
    if (!ids.length) return [];
    const refs = new Map<string, { id: string; occurredAt: string | null }>();
    for (const row of await this.runner.run(q.memoryRefsOfThemes, { userId, themeIds: ids })) {
      const [id = "", occurredAt = ""] = str(row.ref).split(q.FIELD_SEP);
      refs.set(id, { id, occurredAt: orNull(occurredAt) });
    }
    return [...refs.values()].sort((a, b) => (b.occurredAt ?? "").localeCompare(a.occurredAt ?? "") || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async getMemoryWithSemanticNodes(userId: string, memoryId: string): Promise<MemoryWithSemanticNodes | null> {
    const [memoryRow] = await this.runner.run(q.memoryById, { userId, memoryId });
    if (!memoryRow) return null;
    const semantic = (await this.runner.run(q.semanticOfMemory, { userId, memoryId })).map(toSemanticNode);
    const themes = (await this.runner.run(q.themesOfMemory, { userId, memoryId })).map((r) => toRelationshipNode(r));
    return { memory: toMemoryNode(memoryRow), semantic, themes };
  }

  async getRelationshipNode(userId: string, nodeId: string): Promise<RelationshipNode | null> {
    const [row] = await this.runner.run(q.themeById, { userId, themeId: nodeId });
    return row ? toRelationshipNode(row) : null;
  }

  async getSubgraph(userId: string, options: SubgraphOptions = {}): Promise<Subgraph> {
    const limit = Math.max(1, Math.min(Math.floor(Number(options.limit ?? 200)) || 1, MAX_SUBGRAPH_MEMORIES));
    const memories = (await this.runner.run(q.recentMemories, { userId, limit })).map((r) => toMemoryNode(r));
    const memoryIds = memories.map((m) => m.id);
    const nodes: SubgraphNode[] = memories.map((m) => ({ type: "memory", id: m.id, label: m.title || m.place || "Memory", memory: m }));
    const edges: SubgraphEdge[] = [];
    if (!memoryIds.length) return { nodes, edges };
    if (options.includeSemantic ?? true) {
      for (const row of await this.runner.run(q.semanticOfMemories, { userId, memoryIds })) {
        const s = toSemanticNode(row);
        nodes.push({ type: "semantic", id: s.id, label: s.value, semantic: s });
        edges.push({ type: "HAS_DETAIL", source: s.memoryId, target: s.id });
      }
    }
    const kinds = new Set(options.relationshipKinds ?? []);
    const minMemories = options.includeSingletons === false ? 2 : 1;
    const themes = new Map((await this.allRelationshipNodes(userId)).map((t) => [t.id, t]));
    const seen = new Set<string>();
    for (const row of await this.runner.run(q.themeLinksOfMemories, { userId, memoryIds })) {
      const theme = themes.get(str(row.themeId));
      // (A theme written after the list was read shows on the next load.)
      if (!theme || (kinds.size && !kinds.has(theme.kind)) || theme.memoryCount < minMemories) continue;
      if (!seen.has(theme.id)) {
        seen.add(theme.id);
        nodes.push({ type: "relationship", id: theme.id, label: theme.name, relationship: theme });
      }
      edges.push({ type: "IN_THEME", source: str(row.memoryId), target: theme.id });
    }
    return { nodes, edges };
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
