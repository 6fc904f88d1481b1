import { describe, expect, it } from "vitest";
import { formatReport, mostWrong } from "./format-report";
import { scoreBenchRequest, summarizeMethod } from "./score";

const req = (id: string, level: 0 | 1 | 2, relevant: string[], retrieved: string[]) =>
  scoreBenchRequest({ id, level, text: `text of ${id}`, relevant }, "u", retrieved);

const requests = [
  req("b", 1, ["m1"], ["m1"]), // perfect: never listed
  req("c", 2, ["m1", "m2"], ["m1"]), // F1 2/3
  req("a", 1, ["m1"], ["m2"]), // F1 0
  req("d", 1, ["m1"], []), // F1 0
  req("z", 0, [], ["m3"]), // should have abstained
  req("y", 0, [], []), // abstained: fine
];

describe("mostWrong", () => {
  it("lists lowest F1 first (ties by id), then level 0 requests that retrieved something", () => {
    expect(mostWrong(requests, 10).map((r) => r.id)).toEqual(["a", "d", "c", "z"]);
    expect(mostWrong(requests, 2).map((r) => r.id)).toEqual(["a", "d"]);
  });
});

describe("formatReport", () => {
  it("prints a table per method with CIs, abstention, speed and the worst requests", () => {
    const run = {
      data: "tiny",
      asOf: "2025-06-01",
      methods: [{ name: "ragv3", description: "bm25", summary: summarizeMethod(requests), requests, timing: { prepareMs: 5, retrieveMs: 12, requestsPerSecond: 500 } }],
    };
    const text = formatReport(run, "offline (BM25)", { worst: 2 });
    expect(text).toMatch(/engine: offline \(BM25\)/);
    expect(text).toMatch(/overall\s+4\s+0\.500 \[/);
    expect(text).toMatch(/level 3\s+0\s+-/);
    expect(text).toMatch(/level 0 abstention: 50\.0% \(1\/2 requests retrieved nothing\)/);
    expect(text).toMatch(/answerable requests that retrieved nothing: 25\.0% \(1\/4\)/);
    expect(text).toMatch(/method\s+P\s+R\s+F1\s+abstention\s+nothing\s+req\/s\nragv3\s+\S+\s+\S+\s+\S+\s+50\.0%\s+25\.0%\s+500\.0/);
    expect(text).toMatch(/speed: 500\.0 requests\/s/);
    expect(text).toMatch(/a \(level 1, F1 0\.000[^\n]*\n\s+retrieved: m2✗\n\s+relevant:\s+m1 {2}— missed 1/);
    expect(text).not.toMatch(/\bc \(level 2/);
  });

  it("prints no most-wrong list with --worst 0, and never claims every request was right when some were not", () => {
    const run = {
      data: "tiny",
      asOf: "2025-06-01",
      methods: [{ name: "ragv3", description: "bm25", summary: summarizeMethod(requests), requests, timing: { prepareMs: 5, retrieveMs: 12, requestsPerSecond: 500 } }],
    };
    const text = formatReport(run, "offline (BM25)", { worst: 0 });
    expect(text).not.toMatch(/Most wrong/);
    expect(text).not.toMatch(/every request scored F1 1/);
  });
});
