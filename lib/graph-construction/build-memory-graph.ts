import type { GraphStore } from "@/lib/graph/graph-store";
import type { MemoryGraphWrite, SemanticKind } from "@/lib/graph/types";
import { contentHash, shortHash } from "./content-hash";
import type { MemoryForGraph } from "./memory-for-graph";
import type { RelationExtractor } from "./relation-extractor";
import { resolveThemes } from "./resolve-themes";
import { withoutDismissed } from "./without-dismissed";

/** Step 1 (semantic node extraction): one semantic node per detail, ids stable per memory, kind and value. */
function semanticNodesFor(memory: MemoryForGraph): MemoryGraphWrite["semantic"] {
  const seen = new Set<string>();
  const nodes: MemoryGraphWrite["semantic"] = [];
  for (const detail of memory.details) {
    const value = detail.value.trim();
    const kind = detail.kind.toLowerCase() as SemanticKind;
    const id = `s_${shortHash(memory.id, kind, value.toLowerCase())}`;
    if (!value || seen.has(id)) continue;
    seen.add(id);
    nodes.push({ id, kind, value });
  }
  return nodes;
}

/**
 * Builds (or rebuilds) one memory's part of the graph: semantic nodes, then relation
 * extraction merged with the user's existing themes, written atomically. Safe to run any
 * number of times: the same input gives the same graph.
 */
export async function buildMemoryGraph(store: GraphStore, memory: MemoryForGraph, extractor: RelationExtractor): Promise<MemoryGraphWrite> {
  const proposals = withoutDismissed(await extractor.propose(memory, store), memory.dismissed ?? []);
  const themes = await resolveThemes(store, memory.userId, memory.id, proposals);
  const write: MemoryGraphWrite = {
    memory: {
      id: memory.id,
      title: memory.title,
      summary: memory.summary,
      occurredAt: memory.occurredAt?.toISOString() ?? null,
      place: memory.place,
    },
    contentHash: contentHash(memory),
    semantic: semanticNodesFor(memory),
    themes,
  };
  await store.writeMemoryGraph(memory.userId, write);
  return write;
}

/** Rebuilds a user's whole graph from their memories, oldest first (so themes form as they did in life). */
export async function rebuildUserGraph(store: GraphStore, userId: string, memories: MemoryForGraph[], extractor: RelationExtractor): Promise<number> {
  await store.deleteUserGraph(userId);
  for (const memory of memories) await buildMemoryGraph(store, memory, extractor);
  return memories.length;
}
