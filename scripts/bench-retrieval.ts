// `npm run bench:retrieval`: the whole offline recall retrieval (`retrieveMemories`: request
// analysis, the graph's themes, the per-user lexical index and its revision check, ranking)
// for one synthetic user with 1,000 and with 10,000 memories (-- --memories 1000,10000), on
// an in-memory embedded database (PGlite) and a Kuzu graph in a temporary directory, or on a
// PostgreSQL server (-- --postgres <url of an empty database you created for it>; the
// script fills it and leaves it). 30 requests (people, places, activities, periods, and
// people, places and things no memory has) x 5 runs (-- --runs N). Prints the first
// request's time (the lexical index is loaded then), p50/p95/max of the rest, the revision
// check alone, and the memory search box's ranking (`searchMemoriesRanked`). The memories'
// index keys are stored after seeding, as the graph job stores them when a memory is written
// (timed apart), so the first request reads them.
// Numbers, not assertions: the target is p95 < 50 ms at 10,000 memories.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { installDatabaseForTests } from "@/lib/db/client";
import { migratePostgres, openDatabase } from "@/lib/db/open-database";
import { buildMemoryGraph } from "@/lib/graph-construction/build-memory-graph";
import { offlineRelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { syntheticMemories } from "@/lib/testing/synthetic-life";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { memoryIndexFor } from "@/lib/recall/load-memory-index";
import { refreshMemoryIndexKeys } from "@/lib/recall/memory-index-keys";
import { retrieveMemories } from "@/lib/recall/retrieve-memories";
import { searchMemoriesRanked } from "@/lib/recall/search-memories";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (x: number) => x.toFixed(1).padStart(8);

// Names and places of the synthetic life (lib/testing/synthetic-life.ts), and
// ones it does not have: requests naming something unknown were the slow ones.
const REQUESTS = [
  "What did I do with Marcus?",
  "hiking with Priya",
  "When did I go kayaking in Lisbon?",
  "All my trips to Kyoto",
  "What did I do last summer?",
  "Which places did I visit with my sister?",
  "cooking class in Porto",
  "the wine tasting in Seville",
  "What did I do in 2019?",
  "skiing with Theo in Oslo",
  "How was the concert with Kate?",
  "Show me every picnic in Riverside",
  "What did I do with Jim?",
  "pottery in the Old Town",
  "the birthday party with Sam",
  "What happened at the Blue Fox Café?",
  "my trips to Lisbon and to Kyoto",
  "What did I do in Nashville?",
  "Tell me about the weekend with Bartholomew",
  "When did I go scuba diving in Zanzibar?",
  "the old van that broke down on the way to the mountains",
  "What did I do with Priya but not in Chicago?",
  "that time we went bowling, not the winter one",
  "yoga in Melbourne last year",
  "every road trip with my best friend",
  "the wedding in Naples",
  "dancing in Toronto with Ana and Omar",
  "What did I do at Christmas?",
  "photography in Bergen in autumn 2021",
  "museum visits with my coworker",
];

async function main() {
  const sizes = (arg("--memories") ?? "1000,10000").split(",").map(Number);
  const runs = Number(arg("--runs") ?? 5);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(runs) || runs < 1) throw new Error("--memories takes positive integers (1000,10000), --runs a positive integer");
  const postgres = arg("--postgres");
  if (postgres) await migratePostgres(postgres);
  const opening = openDatabase(postgres ? { kind: "postgres", url: postgres } : { kind: "pglite", dataDir: "memory://" });
  installDatabaseForTests(opening);
  const { prisma, close, kind } = await opening;
  const asOf = new Date("2025-11-15T12:00:00Z");
  const rows: string[] = [];
  // Load the language models (wink, WordNet) once, outside the timings.
  const warm = await prisma.user.create({ data: { email: `bench-retrieval-warm-${Date.now()}@example.com` } });
  const warmDir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-bench-retrieval-"));
  const warmStore = await openKuzuGraphStore(warmDir);
  for (const request of REQUESTS) await retrieveMemories({ userId: warm.id, request, history: [], asOf }, warmStore);
  await warmStore.close();
  fs.rmSync(warmDir, { recursive: true, force: true });

  for (const total of sizes) {
    const user = await prisma.user.create({ data: { email: `bench-retrieval-${total}-${Date.now()}@example.com` } });
    const memories = syntheticMemories(user.id, total);
    let t0 = performance.now();
    for (let i = 0; i < memories.length; i += 500) {
      const chunk = memories.slice(i, i + 500);
      await prisma.memory.createMany({
        data: chunk.map((m) => ({ id: m.id, userId: user.id, status: "CAPTURED", title: m.title, summary: m.summary, place: m.place, occurredAt: m.occurredAt, capturedAt: new Date() })),
      });
      await prisma.memoryDetail.createMany({
        data: chunk.flatMap((m) => m.details.map((d, position) => ({ userId: user.id, memoryId: m.id, kind: d.kind, value: d.value, position }))),
        skipDuplicates: true,
      });
      await prisma.captureMessage.createMany({
        data: chunk.flatMap((m) => m.userTurns.map((content) => ({ userId: user.id, memoryId: m.id, role: "USER" as const, content }))),
      });
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    // Recall's index keys, stored as the graph job stores them when a memory is written.
    t0 = performance.now();
    await refreshMemoryIndexKeys(prisma, user.id, memories.map((m) => m.id));
    const keysSeconds = (performance.now() - t0) / 1000;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-bench-retrieval-"));
    const store = await openKuzuGraphStore(dir);
    t0 = performance.now();
    for (const memory of memories) await buildMemoryGraph(store, memory, offlineRelationExtractor);
    const graphSeconds = (performance.now() - t0) / 1000;
    console.log(`\n${kind}: ${total} memories seeded in ${seedSeconds.toFixed(1)} s, index keys stored in ${keysSeconds.toFixed(1)} s, graph built in ${graphSeconds.toFixed(1)} s (${(await store.listRelationshipNodes(user.id)).length} themes)`);

    const retrieve = (request: string) => retrieveMemories({ userId: user.id, request, history: [], asOf }, store);
    t0 = performance.now();
    await retrieve(REQUESTS[0]!);
    const first = performance.now() - t0;

    const times: number[] = [];
    const perRequest = new Map<string, number[]>();
    let answered = 0;
    for (let run = 0; run < runs; run++) {
      for (const request of REQUESTS) {
        const t = performance.now();
        const result = await retrieve(request);
        const took = performance.now() - t;
        times.push(took);
        perRequest.set(request, [...(perRequest.get(request) ?? []), took]);
        if (run === 0 && result.memoryIds.length) answered++;
      }
    }
    const revision: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await memoryIndexFor(user.id);
      revision.push(performance.now() - t);
    }
    const search: number[] = [];
    for (const request of REQUESTS) {
      const t = performance.now();
      await searchMemoriesRanked({ userId: user.id, text: request, asOf }, store);
      search.push(performance.now() - t);
    }
    const slowest = [...perRequest.entries()].map(([r, ts]) => [r, Math.max(...ts)] as const).sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(`first request (loads the lexical index from the stored keys): ${first.toFixed(0)} ms; ${answered}/${REQUESTS.length} requests retrieved something`);
    console.log(`retrieveMemories x ${times.length}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
    console.log(`revision check (memoryIndexFor, index current): p50 ${percentile(revision, 50).toFixed(1)} ms, p95 ${percentile(revision, 95).toFixed(1)} ms`);
    console.log(`memories search box (searchMemoriesRanked) x ${search.length}: p50 ${percentile(search, 50).toFixed(1)} ms, p95 ${percentile(search, 95).toFixed(1)} ms`);
    console.log(`slowest: ${slowest.map(([r, t]) => `"${r}" ${t.toFixed(0)} ms`).join("; ")}`);
    rows.push(
      `${String(total).padStart(7)} ${ms(first)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(Math.max(...times))} ${ms(percentile(revision, 50))} ${ms(percentile(search, 95))}`,
    );
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${kind}, ${REQUESTS.length} requests x ${runs} runs (ms)`);
  console.log("memories    first      p50      p95      max revision search p95");
  for (const row of rows) console.log(row);
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
