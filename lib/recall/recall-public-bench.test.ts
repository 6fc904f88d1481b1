import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchFile } from "@/lib/bench/load-bench-file";
import { runBenchmark, type BenchmarkRun } from "@/lib/bench/run-benchmark";
import { createTobuGraphMethod, ingestThroughCapture } from "@/lib/bench/tobugraph-method";
import { getGraphStore, installGraphStoreForTests } from "@/lib/graph/get-graph-store";
import { openKuzuGraphStore } from "@/lib/graph/kuzu-store";
import { publicBenchPath } from "@/lib/testing/bench-memories";
import { useTestDatabase } from "@/lib/testing/test-database";
import { composeAnswer } from "./compose-answer";
import { loadAnswerMemories } from "./load-answer-memories";
import { retrieveMemories } from "./retrieve-memories";

// f, g and h with the offline engine on the public recall set, ingested through the real
// capture domain and graph jobs. Thresholds guard against regressions; the benchmark
// (`npm run bench:recall`) reports the full numbers.

useTestDatabase();
const graphDir = fs.mkdtempSync(path.join(os.tmpdir(), "tobu-recall-bench-"));
let run: BenchmarkRun;

beforeAll(async () => {
  installGraphStoreForTests(openKuzuGraphStore(graphDir));
  const data = await loadBenchFile(publicBenchPath);
  run = await runBenchmark({ data, methods: [createTobuGraphMethod()], ingest: ingestThroughCapture });
}, 600_000);

afterAll(async () => {
  await (await getGraphStore()).close();
  installGraphStoreForTests(undefined);
  fs.rmSync(graphDir, { recursive: true, force: true });
});

describe("recall on recall-public (offline engine)", () => {
  it("retrieves nothing for requests about things that never happened (level 0)", () => {
    const level0 = run.methods[0]!.requests.filter((r) => r.level === 0);
    expect(level0.length).toBeGreaterThan(0);
    for (const r of level0) expect({ id: r.id, retrieved: r.retrieved }).toEqual({ id: r.id, retrieved: [] });
  });

  it("finds the right memories for levels 1-4 well above the RAG baselines", () => {
    const summary = run.methods[0]!.summary;
    expect(summary.overall.f1.mean ?? 0).toBeGreaterThanOrEqual(0.8);
    expect(summary.levels["3"].recall.mean ?? 0).toBeGreaterThanOrEqual(0.8);
    expect(summary.levels["4"].recall.mean ?? 0).toBeGreaterThanOrEqual(0.8);
  });

  it("answers only from retrieved memories, citing each by title", async () => {
    const db = await import("@/lib/db/client").then((m) => m.getDb());
    const dana = await db.user.findFirstOrThrow({ where: { email: "dana@bench.invalid" }, select: { id: true } });
    const asOf = new Date("2025-11-15T12:00:00Z");
    const result = await retrieveMemories({ userId: dana.id, request: "Pull up every hike I've been on", history: [], asOf });
    const memories = await loadAnswerMemories(dana.id, result.memoryIds);
    const answer = composeAnswer({ request: "Pull up every hike I've been on", memories, nodeNames: result.nodes.map((n) => n.name), timeWindow: null });
    expect(memories.length).toBeGreaterThanOrEqual(3);
    for (const m of memories) expect(answer).toContain(`**${m.title}**`);
    expect(answer.match(/^- /gm)).toHaveLength(memories.length);
  });
});
