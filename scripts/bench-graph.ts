// `npm run bench:graph`: graph construction and read speed for a synthetic user with 10,000
// memories (-- --memories N to change), on the embedded store (Kuzu, the default), on Neo4j
// (-- --store neo4j) or on both in one run, side by side (-- --store both). Neo4j is the
// server at NEO4J_URI (NEO4J_USER, NEO4J_PASSWORD), else an in-process test server started
// here (tools/neo4j-test-server: java and mvn). Prints:
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
import { openNeo4jGraphStore, type Neo4jConfig } from "@/lib/graph/neo4j-store";
import { neo4jConfigFromEnv } from "@/lib/graph/neo4j-config-from-env";
import { startNeo4jTestServer } from "@/tools/neo4j-test-server/start-server.mjs";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { proposeThemesOffline } from "@/lib/graph-construction/propose-themes-offline";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { buildRelationPrompt, promptSize, selectCandidateThemes } from "@/lib/graph-construction/relation-prompt";
import { syntheticMemories } from "@/lib/testing/synthetic-life";

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

type StoreKind = "kuzu" | "neo4j";
type Opener = { label: string; open: () => Promise<GraphStore>; cleanUp: () => Promise<void> };

async function kuzuOpener(): Promise<Opener> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-bench-graph-"));
  return { label: `Kuzu 0.11 (embedded), graph in ${dir}`, open: () => openKuzuGraphStore(dir), cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function neo4jOpener(): Promise<Opener> {
  const given = neo4jConfigFromEnv();
  const server = given ? undefined : await startNeo4jTestServer();
  const config: Neo4jConfig = given ?? { uri: server!.uri, user: server!.user, password: server!.password };
  const where = given ? `at ${config.uri}` : `in-process test server at ${config.uri}`;
  return { label: `Neo4j (${where})`, open: () => openNeo4jGraphStore(config), cleanUp: async () => server?.stop() };
}

type Figures = {
  label: string;
  seconds: number;
  cpuSeconds: number;
  themes: number;
  list: number[];
  afterWrite: number[];
  fresh: number[];
  any: number[];
  all: number[];
  detail: number[];
  returned: number;
  subgraphMs: number;
  promptRows: string[];
};

async function benchStore(kind: StoreKind, total: number): Promise<Figures> {
  const checkpoints = [100, 1_000, 10_000].filter((n) => n <= total);
  const opener = kind === "kuzu" ? await kuzuOpener() : await neo4jOpener();
  let store = await opener.open();
  const userId = "bench-user";
  await store.deleteUserGraph(userId); // a server may hold an earlier run's graph
  const memories = syntheticMemories(userId, total);
  const probes = syntheticMemories(userId, 5, 7).map((m, i) => ({ ...m, id: `probe-${i}` }));
  console.log(`\nSynthetic user: ${total} memories; ${opener.label}`);

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
  await store.getSubgraph(userId, { limit: 500 }); // planned once (Neo4j plans a query on its first run)
  const [subgraphMs] = await time(() => store.getSubgraph(userId, { limit: 500 }));
  // A fresh process (or another process's write): the first list is read from the files.
  const freshListTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    await store.close();
    store = await opener.open();
    freshListTimes.push((await time(() => store.listRelationshipNodes(userId)))[0]);
  }
  await store.deleteUserGraph(userId);
  await store.close();
  await opener.cleanUp();
  const figures: Figures = {
    label: opener.label,
    seconds,
    cpuSeconds,
    themes: themes.length,
    list: listTimes,
    afterWrite: afterWriteListTimes,
    fresh: freshListTimes,
    any: anyTimes,
    all: allTimes,
    detail: detailTimes,
    returned,
    subgraphMs,
    promptRows,
  };
  printFigures(figures, total);
  return figures;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

function printFigures(f: Figures, total: number) {
  console.log(`\nGraph construction (offline engine, ${f.label}):`);
  console.log(`  ${total} memories in ${f.seconds.toFixed(1)} s = ${(total / f.seconds).toFixed(0)} memories/s wall clock (target >= 50); ${f.themes} relationship nodes`);
  console.log(`  this process's CPU time ${f.cpuSeconds.toFixed(1)} s = ${(total / f.cpuSeconds).toFixed(0)} memories per CPU-second (Kuzu also uses worker threads; Neo4j works in its own process); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log("Read API latency (target p95 < 50 ms):");
  console.log(`  listRelationshipNodes (all ${f.themes}, with counts), unchanged since last read: p50 ${ms(percentile(f.list, 50))}, p95 ${ms(percentile(f.list, 95))}`);
  console.log(`  listRelationshipNodes right after this process wrote a memory:     p50 ${ms(percentile(f.afterWrite, 50))}, p95 ${ms(percentile(f.afterWrite, 95))}`);
  console.log(`  listRelationshipNodes, first read of a fresh process (5 runs):     p50 ${ms(percentile(f.fresh, 50))}, max ${ms(Math.max(...f.fresh))}`);
  console.log(`  memoriesForRelationshipNodes any: p50 ${ms(percentile(f.any, 50))}, p95 ${ms(percentile(f.any, 95))} (avg ${(f.returned / 200).toFixed(0)} memories returned)`);
  console.log(`  memoriesForRelationshipNodes all: p50 ${ms(percentile(f.all, 50))}, p95 ${ms(percentile(f.all, 95))}`);
  console.log(`  getMemoryWithSemanticNodes:       p50 ${ms(percentile(f.detail, 50))}, p95 ${ms(percentile(f.detail, 95))}`);
  console.log(`  getSubgraph (500 memories):       ${ms(f.subgraphMs)}`);
  console.log("Model relation-extraction prompt (largest of 5 probe memories):");
  for (const row of f.promptRows) console.log(row);
}

/** Both stores in one table (Markdown, for the README). */
function printSideBySide(kuzu: Figures, neo4j: Figures, total: number) {
  const p = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
  const rows: [string, (f: Figures) => string][] = [
    ["construction, offline engine (memories/s)", (f) => `${(total / f.seconds).toFixed(0)}`],
    [`\`listRelationshipNodes\` unchanged, p50 / p95`, (f) => p(f.list)],
    ["`listRelationshipNodes` after a write, p50 / p95", (f) => p(f.afterWrite)],
    ["`listRelationshipNodes` fresh process, p50 / max", (f) => `${ms(percentile(f.fresh, 50))} / ${ms(Math.max(...f.fresh))}`],
    ["`memoriesForRelationshipNodes` any, p50 / p95", (f) => p(f.any)],
    ["`memoriesForRelationshipNodes` all, p50 / p95", (f) => p(f.all)],
    ["`getMemoryWithSemanticNodes`, p50 / p95", (f) => p(f.detail)],
    ["`getSubgraph` (500 memories)", (f) => ms(f.subgraphMs)],
    ["prompt at the last checkpoint", (f) => (f.promptRows.at(-1) ?? "").replace(/.*sent: /, "").replace(/ \| all.*/, "")],
  ];
  console.log(`\nSide by side, ${total} memories, one run (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores):\n`);
  console.log("| | Kuzu | Neo4j |");
  console.log("| --- | --- | --- |");
  for (const [name, value] of rows) console.log(`| ${name} | ${value(kuzu)} | ${value(neo4j)} |`);
}

async function main() {
  const total = argNumber("--memories", 10_000);
  const i = process.argv.indexOf("--store");
  const wanted = i >= 0 ? process.argv[i + 1] : "kuzu";
  if (wanted !== "kuzu" && wanted !== "neo4j" && wanted !== "both") throw new Error("--store must be kuzu, neo4j or both");
  if (wanted !== "both") {
    await benchStore(wanted, total);
    return;
  }
  const kuzu = await benchStore("kuzu", total);
  const neo4j = await benchStore("neo4j", total);
  printSideBySide(kuzu, neo4j, total);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
