import type { BenchmarkRun } from "./run-benchmark";
import { CI_METHOD } from "./score";

export type BenchEngineName = "offline" | "api";

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The machine-readable results, in the shape issue 7 fixes:
 * {data, engine, methods: {<name>: {overall, levels, abstention, requests}}}, plus a few
 * extra keys (ciMethod, description, n, timing, nothingRetrieved: the share of level 1-4
 * requests that retrieved nothing, each request's user, text and relevant).
 * Level 0 requests carry precision/recall/f1 null: only abstention is scored for them.
 */
export function toResultsJson(run: BenchmarkRun, engine: BenchEngineName, extra: Record<string, unknown> = {}) {
  const methods: Record<string, unknown> = {};
  for (const m of run.methods) {
    methods[m.name] = {
      description: m.description,
      overall: m.summary.overall,
      levels: m.summary.levels,
      abstention: m.summary.abstention,
      abstentionN: m.summary.abstentionN,
      nothingRetrieved: m.summary.nothingRetrieved,
      nothingRetrievedN: m.summary.nothingRetrievedN,
      requestsPerSecond: Number.isFinite(m.timing.requestsPerSecond) ? round(m.timing.requestsPerSecond) : null,
      timing: { prepareMs: round(m.timing.prepareMs), retrieveMs: round(m.timing.retrieveMs) },
      requests: m.requests.map((r) => ({
        id: r.id,
        userId: r.userId,
        level: r.level,
        text: r.text,
        retrieved: r.retrieved,
        relevant: r.relevant,
        precision: r.precision,
        recall: r.recall,
        f1: r.f1,
        abstained: r.abstained,
      })),
    };
  }
  return { data: run.data, engine, asOf: run.asOf, ciMethod: CI_METHOD, ...extra, methods };
}
