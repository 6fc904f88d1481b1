import type { GraphStore } from "./graph-store";
import type { CypherRunner, Row } from "./cypher-runner";
import * as q from "./queries";
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
} from "./types";

// Lists are stored joined by this separator (a control character no user text contains),
// which keeps one property type across Kuzu and Neo4j and avoids empty-list typing.
const SEP = "\u001f";
const joinList = (list: string[]) => list.join(SEP);
const splitList = (value: unknown) => (typeof value === "string" && value ? value.split(SEP) : []);
const orNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const str = (value: unknown) => (typeof value === "string" ? value : "");

export function toMemoryNode(row: Row, prefix = "m"): MemoryNode {
  return {
    id: str(row[`${prefix}_id`]),
    userId: str(row[`${prefix}_userId`]),
    title: str(row[`${prefix}_title`]),
    summary: str(row[`${prefix}_summary`]),
    occurredAt: orNull(row[`${prefix}_occurredAt`]),
    place: orNull(row[`${prefix}_place`]),
  };
}

export function toRelationshipNode(row: Row, prefix = "r"): RelationshipNode {
  return {
    id: str(row[`${prefix}_id`]),
    userId: str(row[`${prefix}_userId`]),
    kind: str(row[`${prefix}_kind`]) as RelationshipKind,
    key: str(row[`${prefix}_key`]),
    matchKey: str(row[`${prefix}_matchKey`]),
    name: str(row[`${prefix}_name`]),
    description: str(row[`${prefix}_description`]),
    aliases: splitList(row[`${prefix}_aliases`]),
    descriptors: splitList(row[`${prefix}_descriptors`]),
    surname: orNull(row[`${prefix}_surname`]),
  };
}

function toSemanticNode(row: Row): SemanticNode {
  return {
    id: str(row.s_id),
    userId: str(row.s_userId),
    memoryId: str(row.s_memoryId),
    kind: str(row.s_kind) as SemanticKind,
    value: str(row.s_value),
  };
}

const withCount = (row: Row): RelationshipNodeWithCount => ({ ...toRelationshipNode(row), memoryCount: Number(row.memoryCount ?? 0) });
/** How many of a theme's most recent memories give its co-occurring context. */
const NEIGHBOUR_SAMPLE = 200;
const unique = (ids: string[]) => [...new Set(ids.filter((id) => typeof id === "string" && id !== ""))];

/**
 * The GraphStore over any Cypher engine: every query lives in ./queries.ts, written in the
 * subset Kuzu and Neo4j share. Stores differ only in their runner and schema set-up.
 */
export class CypherGraphStore implements GraphStore {
  constructor(
    readonly kind: "kuzu" | "neo4j",
    private readonly runner: CypherRunner,
  ) {}

  async writeMemoryGraph(userId: string, write: MemoryGraphWrite): Promise<void> {
    const memoryId = write.memory.id;
    const semantic = write.semantic.map((s) => ({ id: s.id, kind: s.kind, value: s.value }));
    const themes = write.themes.map((t) => ({
      id: t.id,
      kind: t.kind,
      key: t.key,
      matchKey: t.matchKey,
      name: t.name,
      description: t.description,
      aliases: joinList(t.aliases),
      descriptors: joinList(t.descriptors),
      surname: t.surname ?? "",
    }));
    await this.runner.transaction(async (run) => {
      const current = await run(q.memoryOwnerAndThemes, { memoryId });
      if (current.length && str(current[0].userId) !== userId) throw new Error(`Memory ${memoryId} belongs to another user's graph`);
      const previous = current.map((r) => r.id).filter((id): id is string => typeof id === "string" && id !== "");
      await run(q.upsertMemory, {
        userId,
        memoryId,
        title: write.memory.title,
        summary: write.memory.summary,
        occurredAt: write.memory.occurredAt ?? "",
        place: write.memory.place ?? "",
        contentHash: write.contentHash,
        builtAt: new Date().toISOString(),
      });
      // Only the differences are written: CREATE is constant-time where MERGE on an edge
      // would scan a popular theme's links.
      const previousSemantic = current.length ? (await run(q.semanticIdsOfMemory, { userId, memoryId })).map((r) => str(r.id)) : [];
      const staleSemantic = previousSemantic.filter((id) => !semantic.some((s) => s.id === id));
      if (staleSemantic.length) await run(q.deleteSemanticNodes, { userId, memoryId, semanticIds: staleSemantic });
      const newSemantic = semantic.filter((s) => !previousSemantic.includes(s.id));
      if (newSemantic.length) await run(q.createSemanticNodes, { userId, memoryId, semantic: newSemantic });
      const dropped = previous.filter((id) => !themes.some((t) => t.id === id));
      if (dropped.length) await run(q.unlinkThemesOfMemory, { userId, memoryId, themeIds: dropped });
      if (themes.length) await run(q.upsertThemes, { userId, themes });
      const added = themes.filter((t) => !previous.includes(t.id)).map((t) => t.id);
      if (added.length) await run(q.linkMemoryToThemes, { userId, memoryId, themeIds: added });
      if (dropped.length) await run(q.deleteOrphanThemes, { userId, themeIds: dropped });
    });
  }

  async deleteMemory(userId: string, memoryId: string): Promise<void> {
    await this.runner.transaction(async (run) => {
      const previous = (await run(q.themeIdsOfMemory, { userId, memoryId })).map((r) => str(r.id));
      await run(q.deleteSemanticOfMemory, { userId, memoryId });
      await run(q.deleteMemory, { userId, memoryId });
      if (previous.length) await run(q.deleteOrphanThemes, { userId, themeIds: previous });
    });
  }

  async deleteUserGraph(userId: string): Promise<void> {
    await this.runner.transaction(async (run) => {
      await run(q.deleteUserSemantic, { userId });
      await run(q.deleteUserMemories, { userId });
      await run(q.deleteUserThemes, { userId });
    });
  }

  async findThemesByMatchKeys(userId: string, matchKeys: string[], options: { withCounts?: boolean } = {}): Promise<RelationshipNodeWithCount[]> {
    const keys = unique(matchKeys);
    if (!keys.length) return [];
    const rows = await this.runner.run(options.withCounts ? q.themesByMatchKeysWithCounts : q.themesByMatchKeys, { userId, matchKeys: keys });
    return rows.map(withCount);
  }

  async countMemoriesOfThemes(userId: string, themeIds: string[]): Promise<Map<string, number>> {
    const ids = unique(themeIds);
    if (!ids.length) return new Map();
    const rows = await this.runner.run(q.memoryCounts, { userId, themeIds: ids });
    return new Map(rows.map((r) => [str(r.id), Number(r.memoryCount ?? 0)]));
  }

  async themeNeighbourKeys(userId: string, themeIds: string[], excludeMemoryId?: string): Promise<Map<string, string[]>> {
    const ids = unique(themeIds);
    const result = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return result;
    for (const themeId of ids) {
      const rows = await this.runner.run(q.themeNeighbours(NEIGHBOUR_SAMPLE), { userId, themeId, excludeMemoryId: excludeMemoryId ?? "" });
      result.set(themeId, rows.map((row) => str(row.otherKey)));
    }
    return result;
  }

  async themeIdsOfMemory(userId: string, memoryId: string): Promise<string[]> {
    return (await this.runner.run(q.themeIdsOfMemory, { userId, memoryId })).map((r) => str(r.id));
  }

  async listMemoryStamps(userId: string): Promise<MemoryStamp[]> {
    return (await this.runner.run(q.memoryStamps, { userId })).map((r) => ({ id: str(r.id), contentHash: str(r.contentHash) }));
  }

  async listUserIdsForReconcile(): Promise<string[]> {
    return (await this.runner.run(q.userIdsWithMemories)).map((r) => str(r.userId));
  }

  async listRelationshipNodes(userId: string, options: { kinds?: RelationshipKind[]; minMemories?: number } = {}): Promise<RelationshipNodeWithCount[]> {
    const kinds = unique(options.kinds ?? []);
    const rows = kinds.length
      ? await this.runner.run(q.listThemesOfKinds, { userId, kinds })
      : await this.runner.run(q.listThemes, { userId });
    const min = options.minMemories ?? 1;
    return rows.map(withCount).filter((r) => r.memoryCount >= min);
  }

  async memoriesForRelationshipNodes(userId: string, nodeIds: string[], mode: "any" | "all"): Promise<MemoryMatch[]> {
    const ids = unique(nodeIds);
    if (!ids.length) return [];
    const byMemory = new Map<string, MemoryMatch>();
    for (const row of await this.runner.run(q.memoriesOfThemes, { userId, themeIds: ids })) {
      const id = str(row.m_id);
      const match = byMemory.get(id) ?? { ...toMemoryNode(row), viaNodeIds: [] };
      if (!match.viaNodeIds.includes(str(row.viaId))) match.viaNodeIds.push(str(row.viaId));
      byMemory.set(id, match);
    }
    return [...byMemory.values()]
      .filter((m) => mode === "any" || m.viaNodeIds.length === ids.length)
      .map((m) => ({ ...m, viaNodeIds: m.viaNodeIds.sort() }))
      .sort((a, b) => (b.occurredAt ?? "").localeCompare(a.occurredAt ?? "") || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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
    const limit = Math.max(1, Math.min(options.limit ?? 200, 2000));
    const memories = (await this.runner.run(q.recentMemories(limit), { userId })).map((r) => toMemoryNode(r));
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
    const seen = new Set<string>();
    for (const row of await this.runner.run(q.themeLinksOfMemories, { userId, memoryIds })) {
      const theme = withCount(row);
      if ((kinds.size && !kinds.has(theme.kind)) || theme.memoryCount < minMemories) continue;
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
