import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { test } from "vitest";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { loadBenchForGraph } from "@/lib/testing/bench-memories";
test("inspect", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "g-"));
  const store = await openKuzuGraphStore(dir);
  const users = loadBenchForGraph();
  const t0 = performance.now();
  for (const u of users) for (const m of u.memories) await buildMemoryGraph(store, m, offlineRelationExtractor);
  console.log("build ms", performance.now() - t0);
  for (const u of users) {
    const nodes = await store.listRelationshipNodes(u.id);
    const lines = [];
    for (const n of nodes) {
      const ms = await store.memoriesForRelationshipNodes(u.id, [n.id], "any");
      lines.push(`${n.kind} | ${n.name} | ${n.memoryCount} | ${n.descriptors.join(",")} | ${ms.map(m => m.id.replace(/pub-\w+-/, "")).sort().join(" ")}`);
    }
    fs.writeFileSync(`/tmp/graph-${u.id}.txt`, lines.join("\n"));
  }
  await store.close();
}, 120000);
