import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { GraphStore } from "@/lib/graph/graph-store";
import { openKuzuGraphStore, type KuzuStoreOptions } from "@/lib/graph/kuzu-store";
import type { MemoryForGraph } from "@/lib/graph-construction/memory-for-graph";

const opened: { store: GraphStore; dir: string }[] = [];
afterAll(async () => {
  for (const { store, dir } of opened.splice(0)) {
    await store.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A fresh Kuzu graph in a temporary directory (or `dir`), closed and removed after the file's tests. */
export async function openTemporaryGraph(options: KuzuStoreOptions & { dir?: string } = {}): Promise<{ store: GraphStore; dir: string }> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "tobu-graph-test-"));
  const store = await openKuzuGraphStore(dir, options);
  opened.push({ store, dir });
  return { store, dir };
}

let counter = 0;

/** A memory for graph construction with sensible empty defaults. */
export function memoryInput(userId: string, partial: Partial<MemoryForGraph> & { summary: string }): MemoryForGraph {
  counter++;
  return {
    id: partial.id ?? `mem-${userId}-${counter}`,
    userId,
    title: "",
    occurredAt: null,
    place: null,
    latitude: null,
    details: [],
    userTurns: [],
    ownerNames: [],
    ...partial,
  };
}

/** The whole graph of a user as comparable text: themes with their memories. */
export async function graphSnapshot(store: GraphStore, userId: string): Promise<string[]> {
  const lines: string[] = [];
  for (const node of await store.listRelationshipNodes(userId)) {
    const memories = await store.memoriesForRelationshipNodes(userId, [node.id], "any");
    lines.push(`${node.id} ${node.kind} ${node.name} [${node.descriptors.join(",")}] <- ${memories.map((m) => m.id).sort().join(" ")}`);
  }
  const sub = await store.getSubgraph(userId, { limit: 2000 });
  lines.push(`nodes=${sub.nodes.length} edges=${sub.edges.length}`);
  for (const n of sub.nodes.filter((n) => n.type === "semantic")) lines.push(`semantic ${n.id} ${n.label}`);
  return lines.sort();
}
