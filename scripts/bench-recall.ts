// `npm run bench:recall -- --data <file> [--methods ...] [--k 5] [--out results.json] [--users a,b]`:
// runs the recall benchmark (issue 7) and prints a table per method; --out writes JSON.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ALL_METHOD_NAMES, benchEngine, methodRegistry } from "../lib/bench/bench-methods";
import { formatReport } from "../lib/bench/format-report";
import { loadBenchFile } from "../lib/bench/load-bench-file";
import { BENCH_USAGE, parseBenchArgs } from "../lib/bench/parse-bench-args";
import { toResultsJson } from "../lib/bench/results-json";
import type { RetrievalMethod } from "../lib/bench/retrieval-method";
import { runBenchmark, type IngestStep } from "../lib/bench/run-benchmark";
import { selectBenchUsers } from "../lib/bench/select-bench-users";

// Every run ingests into a fresh embedded database and graph (never the app's DATA_DIR).
async function useFreshEmbeddedStores(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tobu-bench-"));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  delete process.env.NEO4J_URI;
  return dir;
}

async function closeStores(dir: string) {
  const { getGraphStore } = await import("../lib/graph/get-graph-store");
  await (await getGraphStore()).close();
  await rm(dir, { recursive: true, force: true });
}

async function main() {
  const dataDir = await useFreshEmbeddedStores();
  let args;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${BENCH_USAGE}`);
    process.exit(2);
  }
  const unknown = args.methods.filter((name) => !(ALL_METHOD_NAMES as readonly string[]).includes(name) && !methodRegistry[name]);
  if (unknown.length) {
    console.error(`Unknown method(s): ${unknown.join(", ")}. Known: ${ALL_METHOD_NAMES.join(", ")}.\n${BENCH_USAGE}`);
    process.exit(2);
  }
  const data = selectBenchUsers(await loadBenchFile(args.data), args.users);
  const engine = benchEngine();
  const methods: RetrievalMethod[] = [];
  const ingestSteps: IngestStep[] = [];
  for (const name of args.methods) {
    const entry = methodRegistry[name];
    if (!entry) {
      console.log(`Note: method "${name}" is not available yet in this build (not registered); skipping it.`);
      continue;
    }
    methods.push(entry.create({ k: args.k, engine }));
    if (entry.ingest && !ingestSteps.includes(entry.ingest)) ingestSteps.push(entry.ingest);
  }
  if (methods.length === 0) {
    console.error("No runnable method selected.");
    process.exit(2);
  }
  const run = await runBenchmark({
    data,
    methods,
    ingest: ingestSteps.length ? async (d) => { for (const step of ingestSteps) await step(d); } : undefined,
    log: (line) => console.error(line),
  });
  console.log(formatReport(run, engine.name === "offline" ? "offline (BM25)" : "api (embeddings)", { worst: args.worst }));
  if (args.out) {
    const out = path.resolve(args.out);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(toResultsJson(run, engine.name, { k: args.k }), null, 2)}\n`);
    console.log(`\nWrote ${out}`);
  }
  await closeStores(dataDir);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
