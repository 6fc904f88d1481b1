import type { BenchLevel } from "./bench-file";
import { seededRandom } from "./seeded-random";

// Scoring as ../shared/bench/FORMAT.md defines it. Retrieved ids are a set: duplicates
// count once. A retrieved id that is not among the user's memories is simply not relevant.

export type RequestScore = { precision: number; recall: number; f1: number };

export function scoreRequest(retrieved: readonly string[], relevant: readonly string[]): RequestScore {
  const got = new Set(retrieved);
  const wanted = new Set(relevant);
  let hits = 0;
  for (const id of got) if (wanted.has(id)) hits += 1;
  const precision = got.size === 0 ? 0 : hits / got.size;
  const recall = wanted.size === 0 ? 0 : hits / wanted.size;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Distinct ids in first-seen order. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

// 95% confidence interval of a mean: percentile bootstrap (B resamples of the scores with
// replacement, 2.5th and 97.5th percentiles of the resampled means, linear interpolation
// between order statistics). A fixed seed makes it deterministic: same scores, same interval.
export const BOOTSTRAP_RESAMPLES = 10_000;
export const BOOTSTRAP_SEED = 0x7b0b;
export const CI_METHOD = `percentile bootstrap, ${BOOTSTRAP_RESAMPLES} resamples, fixed seed`;

export type MeanWithCi = { mean: number; ci95: [number, number] } | { mean: null; ci95: null };

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

// Floating-point sums of resampled constants can drift by an ulp; clamp the interval to the
// data's range and make sure it holds the mean.
function tidy(mean: number, lo: number, hi: number, min: number, max: number): [number, number] {
  return [Math.max(min, Math.min(lo, mean)), Math.min(max, Math.max(hi, mean))];
}

export function meanWithCi(values: readonly number[], resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED): MeanWithCi {
  const n = values.length;
  if (n === 0) return { mean: null, ci95: null };
  const mean = sum(values) / n;
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (min === max) return { mean, ci95: [mean, mean] };
  const random = seededRandom(seed);
  const means = new Array<number>(resamples);
  for (let b = 0; b < resamples; b += 1) {
    let total = 0;
    for (let i = 0; i < n; i += 1) total += values[Math.floor(random() * n)];
    means[b] = total / n;
  }
  means.sort((x, y) => x - y);
  return { mean, ci95: tidy(mean, quantile(means, 0.025), quantile(means, 0.975), min, max) };
}

export type ScoredRequest = {
  id: string;
  userId: string;
  level: BenchLevel;
  text: string;
  relevant: string[];
  retrieved: string[];
  /** null for level 0: there is nothing to find, only whether the method abstained. */
  precision: number | null;
  recall: number | null;
  f1: number | null;
  abstained: boolean;
};

export type MetricSummary = { precision: MeanWithCi; recall: MeanWithCi; f1: MeanWithCi };
export type LevelSummary = MetricSummary & { n: number };
export type MethodSummary = {
  overall: MetricSummary & { n: number };
  levels: Record<"1" | "2" | "3" | "4", LevelSummary>;
  /** Share of level 0 requests where nothing was retrieved; null when the file has none. */
  abstention: number | null;
  abstentionN: number;
  /** Share of answerable (level 1-4) requests that retrieved nothing; null when there are none. */
  nothingRetrieved: number | null;
  /** How many answerable requests retrieved nothing. */
  nothingRetrievedN: number;
};

export function scoreBenchRequest(
  request: { id: string; level: BenchLevel; text: string; relevant: readonly string[] },
  userId: string,
  retrieved: readonly string[],
): ScoredRequest {
  const ids = distinctIds(retrieved);
  const base = { id: request.id, userId, level: request.level, text: request.text, relevant: [...request.relevant], retrieved: ids, abstained: ids.length === 0 };
  if (request.level === 0) return { ...base, precision: null, recall: null, f1: null };
  return { ...base, ...scoreRequest(ids, request.relevant) };
}

function summarizeMetrics(scored: readonly ScoredRequest[]): MetricSummary & { n: number } {
  const pick = (key: "precision" | "recall" | "f1") => meanWithCi(scored.map((s) => s[key] as number));
  return { precision: pick("precision"), recall: pick("recall"), f1: pick("f1"), n: scored.length };
}

/** Macro averages over requests (level 1-4), per level, the level 0 abstention rate, and how many answerable requests retrieved nothing. */
export function summarizeMethod(scored: readonly ScoredRequest[]): MethodSummary {
  const answerable = scored.filter((s) => s.level !== 0);
  const levelZero = scored.filter((s) => s.level === 0);
  const level = (l: BenchLevel) => summarizeMetrics(answerable.filter((s) => s.level === l));
  const empty = answerable.filter((s) => s.retrieved.length === 0).length;
  return {
    overall: summarizeMetrics(answerable),
    levels: { "1": level(1), "2": level(2), "3": level(3), "4": level(4) },
    abstention: levelZero.length === 0 ? null : levelZero.filter((s) => s.abstained).length / levelZero.length,
    abstentionN: levelZero.length,
    nothingRetrieved: answerable.length === 0 ? null : empty / answerable.length,
    nothingRetrievedN: empty,
  };
}
