// `npm run bench:graph`: graph construction and read speed on the embedded stack (Kuzu),
// for a synthetic user with 10,000 memories (-- --memories N to change). Prints:
//   - offline graph construction throughput (memories per second),
//   - p50/p95 of listing relationship nodes and of traversing from them to memories,
//   - the model's relation-extraction prompt size at 100, 1,000 and 10,000 memories, with
//     candidate pre-selection (what is sent) and without it (every theme, as in the paper).
// Numbers, not assertions: see README for the targets.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import type { GraphStore } from "@/lib/graph/graph-store";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { proposeThemesOffline } from "@/lib/graph-construction/propose-themes-offline";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { buildRelationPrompt, promptSize, selectCandidateThemes } from "@/lib/graph-construction/relation-prompt";
import { syntheticMemories } from "@/lib/graph-construction/synthetic-memories";

function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await work();
  return [performance.now() - t0, value];
}

async function promptSizes(store: GraphStore, userId: string, probe: ReturnType<typeof syntheticMemories>[number]) {
  const candidates = await selectCandidateThemes(store, probe, proposeThemesOffline(probe));
  const bounded = promptSize(buildRelationPrompt(probe, candidates));
  const all = await store.listRelationshipNodes(userId);
  const unbounded = promptSize(buildRelationPrompt(probe, all));
  return { candidates: candidates.length, bounded, themes: all.length, unbounded };
}

async function main() {
  const total = argNumber("--memories", 10_000);
  const checkpoints = [100, 1_000, 10_000].filter((n) => n <= total);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-bench-graph-"));
  let store = await openKuzuGraphStore(dir);
  const userId = "bench-user";
  const memories = syntheticMemories(userId, total);
  const probes = syntheticMemories(userId, 5, 7).map((m, i) => ({ ...m, id: `probe-${i}` }));
  console.log(`Synthetic user: ${total} memories; graph in ${dir}`);

  const promptRows: string[] = [];
  let built = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let lastReport = started;
  for (const memory of memories) {
    await buildMemoryGraph(store, memory, offlineRelationExtractor);
    built++;
    if (built % 1000 === 0) {
      const now = performance.now();
      console.log(`  built ${built} (${(1000 / ((now - lastReport) / 1000)).toFixed(0)} memories/s for the last 1,000)`);
      lastReport = now;
    }
    if (checkpoints.includes(built)) {
      const sizes = await Promise.all(probes.map((p) => promptSizes(store, userId, p)));
      const max = (f: (s: (typeof sizes)[number]) => number) => Math.max(...sizes.map(f));
      promptRows.push(
        `  ${String(built).padStart(6)} memories | ${String(max((s) => s.themes)).padStart(5)} themes | sent: ${String(max((s) => s.candidates)).padStart(3)} candidates, ${String(max((s) => s.bounded.chars)).padStart(6)} chars (~${max((s) => s.bounded.approxTokens)} tokens) | all themes would be: ${max((s) => s.unbounded.chars)} chars (~${max((s) => s.unbounded.approxTokens)} tokens)`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const themes = await store.listRelationshipNodes(userId);

  // Listing after a memory was rebuilt (the store applies its own writes to the list it
  // keeps), when nothing changed (recall between captures: a revision check), and below,
  // the first read of a fresh process (from the files).
  const afterWriteListTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    await buildMemoryGraph(store, memories[(i * 97) % memories.length], offlineRelationExtractor);
    afterWriteListTimes.push((await time(() => store.listRelationshipNodes(userId)))[0]);
  }
  const listTimes: number[] = [];
  for (let i = 0; i < 50; i++) listTimes.push((await time(() => store.listRelationshipNodes(userId)))[0]);
  const anyTimes: number[] = [];
  const allTimes: number[] = [];
  const detailTimes: number[] = [];
  let returned = 0;
  for (let i = 0; i < 200; i++) {
    const ids = [themes[(i * 7) % themes.length].id, themes[(i * 13 + 1) % Math.min(themes.length, 60)].id].slice(0, 1 + (i % 2));
    const [tAny, found] = await time(() => store.memoriesForRelationshipNodes(userId, ids, "any"));
    anyTimes.push(tAny);
    returned += found.length;
    allTimes.push((await time(() => store.memoriesForRelationshipNodes(userId, ids, "all")))[0]);
    detailTimes.push((await time(() => store.getMemoryWithSemanticNodes(userId, memories[(i * 31) % memories.length].id)))[0]);
  }
  const [subgraphMs] = await time(() => store.getSubgraph(userId, { limit: 500 }));
  // A fresh process (or another process's write): the first list is read from the files.
  const freshListTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    await store.close();
    store = await openKuzuGraphStore(dir);
    freshListTimes.push((await time(() => store.listRelationshipNodes(userId)))[0]);
  }
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log("\nGraph construction (offline engine, Kuzu):");
  console.log(`  ${total} memories in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} memories/s wall clock (target >= 50); ${themes.length} relationship nodes`);
  console.log(`  process CPU time ${cpuSeconds.toFixed(1)} s = ${(total / cpuSeconds).toFixed(0)} memories per CPU-second (Kuzu also uses worker threads); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log("Read API latency (target p95 < 50 ms):");
  console.log(`  listRelationshipNodes (all ${themes.length}, with counts), unchanged since last read: p50 ${ms(percentile(listTimes, 50))}, p95 ${ms(percentile(listTimes, 95))}`);
  console.log(`  listRelationshipNodes right after this process wrote a memory:     p50 ${ms(percentile(afterWriteListTimes, 50))}, p95 ${ms(percentile(afterWriteListTimes, 95))}`);
  console.log(`  listRelationshipNodes, first read of a fresh process (5 runs):     p50 ${ms(percentile(freshListTimes, 50))}, max ${ms(Math.max(...freshListTimes))}`);
  console.log(`  memoriesForRelationshipNodes any: p50 ${ms(percentile(anyTimes, 50))}, p95 ${ms(percentile(anyTimes, 95))} (avg ${(returned / 200).toFixed(0)} memories returned)`);
  console.log(`  memoriesForRelationshipNodes all: p50 ${ms(percentile(allTimes, 50))}, p95 ${ms(percentile(allTimes, 95))}`);
  console.log(`  getMemoryWithSemanticNodes:       p50 ${ms(percentile(detailTimes, 50))}, p95 ${ms(percentile(detailTimes, 95))}`);
  console.log(`  getSubgraph (500 memories):       ${ms(subgraphMs)}`);
  console.log("Model relation-extraction prompt (largest of 5 probe memories):");
  for (const row of promptRows) console.log(row);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
