import { describe, expect, it } from "vitest";
import { meanWithCi, scoreBenchRequest, scoreRequest, summarizeMethod } from "./score";

describe("scoreRequest", () => {
  it("scores a partial hit by hand: 1 of 3 retrieved is relevant, 1 of 2 relevant found", () => {
    const s = scoreRequest(["a", "b", "c"], ["a", "d"]);
    expect(s.precision).toBeCloseTo(1 / 3, 12);
    expect(s.recall).toBeCloseTo(1 / 2, 12);
    expect(s.f1).toBeCloseTo(0.4, 12); // 2 * (1/6) / (5/6)
  });

  it("gives precision 0 (not NaN) when nothing was retrieved", () => {
    expect(scoreRequest([], ["a"])).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it("counts a duplicated retrieved id once", () => {
    const s = scoreRequest(["a", "a", "b", "a"], ["a"]);
    expect(s.precision).toBe(0.5);
    expect(s.recall).toBe(1);
    expect(s.f1).toBeCloseTo(2 / 3, 12);
  });

  it("treats a retrieved id outside the user's memories as a miss that costs precision", () => {
    const s = scoreRequest(["someone-elses-memory", "a"], ["a", "b"]);
    expect(s).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
  });

  it("is perfect only for exactly the relevant set", () => {
    expect(scoreRequest(["b", "a"], ["a", "b"])).toEqual({ precision: 1, recall: 1, f1: 1 });
  });
});

describe("scoreBenchRequest", () => {
  const level0 = { id: "q0", level: 0 as const, text: "never happened", relevant: [] };

  it("does not score precision/recall for level 0, only whether the method abstained", () => {
    expect(scoreBenchRequest(level0, "u", [])).toMatchObject({ abstained: true, precision: null, recall: null, f1: null });
    expect(scoreBenchRequest(level0, "u", ["m1"])).toMatchObject({ abstained: false, precision: null, recall: null, f1: null });
  });

  it("stores the retrieved ids de-duplicated, in order", () => {
    const s = scoreBenchRequest({ id: "q1", level: 1, text: "t", relevant: ["m2"] }, "u", ["m2", "m1", "m2"]);
    expect(s.retrieved).toEqual(["m2", "m1"]);
    expect(s.precision).toBe(0.5);
  });
});

describe("meanWithCi", () => {
  it("gives a zero-width interval for a constant list", () => {
    expect(meanWithCi([0.7, 0.7, 0.7, 0.7])).toEqual({ mean: 0.7, ci95: [0.7, 0.7] });
    expect(meanWithCi([1])).toEqual({ mean: 1, ci95: [1, 1] });
  });

  it("has no mean or interval for an empty list", () => {
    expect(meanWithCi([])).toEqual({ mean: null, ci95: null });
  });

  it("is deterministic and close to the normal approximation for a 50/50 list", () => {
    const values = [...Array(50).fill(0), ...Array(50).fill(1)];
    const a = meanWithCi(values);
    expect(a).toEqual(meanWithCi(values));
    expect(a.mean).toBe(0.5);
    // normal approximation: 0.5 ± 1.96 * 0.05 = [0.402, 0.598]
    expect(a.ci95![0]).toBeGreaterThan(0.38);
    expect(a.ci95![0]).toBeLessThan(0.42);
    expect(a.ci95![1]).toBeGreaterThan(0.58);
    expect(a.ci95![1]).toBeLessThan(0.62);
  });

  it("keeps the interval around the mean and inside the data's range", () => {
    const r = meanWithCi([0, 0, 0, 1]);
    expect(r.mean).toBe(0.25);
    expect(r.ci95![0]).toBeGreaterThanOrEqual(0);
    expect(r.ci95![0]).toBeLessThanOrEqual(0.25);
    expect(r.ci95![1]).toBeGreaterThanOrEqual(0.25);
    expect(r.ci95![1]).toBeLessThanOrEqual(1);
  });
});

describe("summarizeMethod", () => {
  const req = (id: string, level: 0 | 1 | 2 | 3 | 4, relevant: string[], retrieved: string[]) =>
    scoreBenchRequest({ id, level, text: id, relevant }, "u", retrieved);

  it("macro-averages levels 1-4, counts n per level, and rates level 0 abstention", () => {
    const summary = summarizeMethod([
      req("a", 1, ["m1"], ["m1"]), // F1 1
      req("b", 1, ["m1"], []), // F1 0
      req("c", 2, ["m1", "m2"], ["m1", "m3"]), // P .5 R .5 F1 .5
      req("z1", 0, [], []),
      req("z2", 0, [], ["m9"]),
    ]);
    expect(summary.overall.n).toBe(3);
    expect(summary.overall.f1.mean).toBeCloseTo(0.5, 12);
    expect(summary.overall.precision.mean).toBeCloseTo(0.5, 12);
    expect(summary.levels["1"]).toMatchObject({ n: 2, f1: { mean: 0.5 } });
    expect(summary.levels["2"]).toMatchObject({ n: 1, recall: { mean: 0.5, ci95: [0.5, 0.5] } });
    expect(summary.levels["3"]).toEqual({ n: 0, precision: { mean: null, ci95: null }, recall: { mean: null, ci95: null }, f1: { mean: null, ci95: null } });
    expect(summary.abstention).toBe(0.5);
    expect(summary.abstentionN).toBe(2);
    // One of the three answerable requests (b) retrieved nothing; level 0 ones do not count.
    expect(summary.nothingRetrieved).toBeCloseTo(1 / 3, 12);
    expect(summary.nothingRetrievedN).toBe(1);
  });

  it("has no share of empty answers when there are no answerable requests", () => {
    expect(summarizeMethod([req("z", 0, [], [])])).toMatchObject({ nothingRetrieved: null, nothingRetrievedN: 0 });
  });

  it("has no abstention rate when there are no level 0 requests", () => {
    expect(summarizeMethod([req("a", 1, ["m1"], ["m1"])]).abstention).toBeNull();
  });
});
