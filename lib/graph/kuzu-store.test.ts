import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import kuzu from "kuzu";
import { afterAll, describe, expect, test } from "vitest";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { syntheticMemories } from "@/lib/testing/synthetic-life";
import { openKuzuGraphStore } from "./kuzu-store";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A graph as stores wrote it before relationship nodes carried their memory counts. */
async function writeGraphWithoutCounts(directory: string) {
  const db = new kuzu.Database(`${directory}/graph.kuzu`);
  const conn = new kuzu.Connection(db);
  const statements = [
    `CREATE NODE TABLE Memory(id STRING, userId STRING, title STRING, summary STRING, occurredAt STRING, place STRING, contentHash STRING, builtAt STRING, PRIMARY KEY(id))`,
    `CREATE NODE TABLE Semantic(id STRING, userId STRING, memoryId STRING, kind STRING, value STRING, PRIMARY KEY(id))`,
    `CREATE NODE TABLE Relationship(id STRING, userId STRING, kind STRING, key STRING, matchKey STRING, name STRING, description STRING, aliases STRING, descriptors STRING, surname STRING, PRIMARY KEY(id))`,
    `CREATE REL TABLE HAS_DETAIL(FROM Memory TO Semantic)`,
    `CREATE REL TABLE IN_THEME(FROM Memory TO Relationship)`,
    `CREATE (:Memory {id: 'm1', userId: 'u', title: 'Hike', summary: '', occurredAt: '2024-01-01', place: '', contentHash: 'h1', builtAt: ''})`,
    `CREATE (:Memory {id: 'm2', userId: 'u', title: 'Dinner', summary: '', occurredAt: '2024-02-01', place: '', contentHash: 'h2', builtAt: ''})`,
    `CREATE (:Relationship {id: 'r1', userId: 'u', kind: 'person', key: 'person:ana', matchKey: 'name:ana', name: 'Ana', description: '', aliases: '', descriptors: '', surname: ''})`,
    `CREATE (:Relationship {id: 'r2', userId: 'u', kind: 'activity', key: 'concept:hiking', matchKey: 'concept:hiking', name: 'Hiking', description: '', aliases: '', descriptors: '', surname: ''})`,
    `MATCH (m:Memory), (r:Relationship {id: 'r1'}) CREATE (m)-[:IN_THEME]->(r)`,
    `MATCH (m:Memory {id: 'm1'}), (r:Relationship {id: 'r2'}) CREATE (m)-[:IN_THEME]->(r)`,
  ];
  for (const statement of statements) {
    const result = await conn.query(statement);
    for (const r of Array.isArray(result) ? result : [result]) r.close();
  }
  await conn.close();
  await db.close();
}

describe("Kuzu graph store", () => {
  test("opening a graph written before counts were stored counts every theme's memories", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-kuzu-upgrade-"));
    dirs.push(dir);
    await writeGraphWithoutCounts(dir);
    const store = await openKuzuGraphStore(dir);
    try {
      expect((await store.listRelationshipNodes("u")).map((n) => [n.name, n.memoryCount])).toEqual([
        ["Ana", 2],
        ["Hiking", 1],
      ]);
      await store.deleteMemory("u", "m1");
      expect((await store.listRelationshipNodes("u")).map((n) => [n.name, n.memoryCount])).toEqual([["Ana", 1]]);
    } finally {
      await store.close();
    }
  });

  test("the theme list kept up to date by the store's own writes equals a fresh read", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-kuzu-themes-"));
    dirs.push(dir);
    const memories = syntheticMemories("u", 120, 3);
    let store = await openKuzuGraphStore(dir);
    try {
      await store.listRelationshipNodes("u"); // an empty graph: nothing to keep
      for (const memory of memories.slice(0, 60)) await buildMemoryGraph(store, memory, offlineRelationExtractor);
      await store.listRelationshipNodes("u"); // the list is now kept in the process...
      for (const memory of memories.slice(60)) await buildMemoryGraph(store, memory, offlineRelationExtractor); // ...and follows these writes
      for (const memory of memories.slice(0, 10)) await buildMemoryGraph(store, { ...memory, details: memory.details.slice(1), place: null }, offlineRelationExtractor); // edits
      for (const memory of memories.slice(10, 20)) await store.deleteMemory("u", memory.id);
    } catch (error) {
      await store.close();
      throw error;
    }
    const kept = await store.listRelationshipNodes("u");
    const keys = kept.slice(0, 40).map((t) => t.matchKey);
    const keptFound = await store.findThemesByMatchKeys("u", keys);
    await store.close();
    store = await openKuzuGraphStore(dir); // a new process: read from the files
    try {
      expect(kept.length).toBeGreaterThan(50);
      expect(kept).toEqual(await store.listRelationshipNodes("u"));
      expect(keptFound).toEqual(await store.findThemesByMatchKeys("u", keys));
    } finally {
      await store.close();
    }
  });
});
