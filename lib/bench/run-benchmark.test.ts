import { describe, expect, it } from "vitest";
import tiny from "./fixtures/tiny-recall.json";
import { parseBenchFile } from "./load-bench-file";
import { createBm25Ranker } from "./rag/bm25-ranker";
import { createRagMethod } from "./rag/rag-method";
import { toResultsJson } from "./results-json";
import type { RetrievalMethod } from "./retrieval-method";
import { asOfDate, runBenchmark } from "./run-benchmark";

const data = parseBenchFile(structuredClone(tiny), "tiny-recall.json");
const baselines = () => (["ragv1", "ragv2", "ragv3"] as const).map((v) => createRagMethod(v, { k: 5, createRanker: createBm25Ranker }));

const meanCi = { mean: expect.any(Number), ci95: [expect.any(Number), expect.any(Number)] };
const metrics = { precision: meanCi, recall: meanCi, f1: meanCi };

function withoutTiming(json: any) {
  const copy = structuredClone(json);
  for (const m of Object.values<any>(copy.methods)) {
    delete m.timing;
    delete m.requestsPerSecond;
  }
  return copy;
}

describe("runBenchmark on a trimmed file", () => {
  it("runs the three baselines and writes the issue's JSON shape", async () => {
    const run = await runBenchmark({ data, methods: baselines() });
    const json = JSON.parse(JSON.stringify(toResultsJson(run, "offline", { k: 5 })));
    expect(json).toMatchObject({ data: "tiny-recall", engine: "offline", asOf: "2025-06-01", k: 5 });
    expect(Object.keys(json.methods)).toEqual(["ragv1", "ragv2", "ragv3"]);
    for (const method of Object.values<any>(json.methods)) {
      expect(method.overall).toMatchObject({ ...metrics, n: 4 });
      for (const level of ["1", "2", "3", "4"]) expect(method.levels[level]).toMatchObject({ ...metrics, n: 1 });
      expect(method.abstention).toEqual(expect.any(Number));
      const empty = method.requests.filter((r: any) => r.level !== 0 && r.retrieved.length === 0).length;
      expect(method).toMatchObject({ nothingRetrieved: empty / 4, nothingRetrievedN: empty });
      expect(method.requestsPerSecond).toEqual(expect.any(Number));
      expect(method.requests).toHaveLength(6);
      for (const r of method.requests) {
        expect(Object.keys(r)).toEqual(expect.arrayContaining(["id", "level", "retrieved", "precision", "recall", "f1"]));
        expect(r.retrieved.length).toBeLessThanOrEqual(5);
      }
      const level0 = method.requests.find((r: any) => r.id === "ben-q3");
      expect(level0).toMatchObject({ level: 0, precision: null, recall: null, f1: null });
    }
    // No chunk of either user mentions scuba diving or a xylophone: BM25 finds nothing.
    expect(json.methods.ragv3.abstention).toBe(1);
    const q1 = json.methods.ragv3.requests.find((r: any) => r.id === "ana-q1");
    expect(q1.retrieved[0]).toBe("ana-m1");
    expect(q1.recall).toBe(1);
  });

  it("gives the same numbers twice offline", async () => {
    const first = toResultsJson(await runBenchmark({ data, methods: baselines() }), "offline");
    const second = toResultsJson(await runBenchmark({ data, methods: baselines() }), "offline");
    expect(withoutTiming(second)).toEqual(withoutTiming(first));
  });

  it("runs the ingestion step once before any method is prepared, and passes the asOf date", async () => {
    const events: string[] = [];
    const oracle: RetrievalMethod = {
      name: "oracle",
      description: "returns exactly the relevant memories",
      async prepare(user) {
        events.push(`prepare ${user.id}`);
      },
      async retrieve(userId, text, asOf) {
        events.push(`retrieve ${asOf.toISOString()}`);
        const request = data.users.find((u) => u.id === userId)!.requests.find((r) => r.text === text)!;
        return request.relevant;
      },
    };
    const run = await runBenchmark({
      data,
      methods: [oracle],
      ingest: async (d) => {
        events.push(`ingest ${d.users.length}`);
      },
    });
    expect(events.slice(0, 3)).toEqual(["ingest 2", "prepare ana", "prepare ben"]);
    expect(events[3]).toBe(`retrieve ${asOfDate("2025-06-01").toISOString()}`);
    const summary = run.methods[0].summary;
    expect(summary.overall.f1).toEqual({ mean: 1, ci95: [1, 1] });
    expect(summary.abstention).toBe(1);
  });
});
