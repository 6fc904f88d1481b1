import type { BenchmarkRun, MethodRun } from "./run-benchmark";
import { CI_METHOD, type MeanWithCi, type ScoredRequest } from "./score";

const num = (x: number) => x.toFixed(3);
const cell = (m: MeanWithCi) => (m.mean === null ? "-" : `${num(m.mean)} [${num(m.ci95[0])}, ${num(m.ci95[1])}]`);
const pct = (x: number | null) => (x === null ? "-" : `${(x * 100).toFixed(1)}%`);
const pad = (s: string, n: number) => s.padEnd(n);
const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function methodTable(m: MethodRun): string[] {
  const rows: [string, { n: number; precision: MeanWithCi; recall: MeanWithCi; f1: MeanWithCi }][] = [
    ["overall", m.summary.overall],
    ...(["1", "2", "3", "4"] as const).map((l) => [`level ${l}`, m.summary.levels[l]] as [string, MethodRun["summary"]["overall"]]),
  ];
  const widths = [9, 5, 24, 24, 24];
  const line = (cols: string[]) => cols.map((c, i) => pad(c, widths[i])).join(" ").trimEnd();
  const zero = m.requests.filter((r) => r.level === 0);
  const rps = Number.isFinite(m.timing.requestsPerSecond) ? m.timing.requestsPerSecond.toFixed(1) : "∞";
  return [
    `== ${m.name}: ${m.description}`,
    line(["", "n", "precision [95% CI]", "recall [95% CI]", "F1 [95% CI]"]),
    ...rows.map(([label, s]) => line([label, String(s.n), cell(s.precision), cell(s.recall), cell(s.f1)])),
    `level 0 abstention: ${pct(m.summary.abstention)} (${zero.filter((r) => r.abstained).length}/${zero.length} requests retrieved nothing)`,
    `answerable requests that retrieved nothing: ${pct(m.summary.nothingRetrieved)} (${m.summary.nothingRetrievedN}/${m.summary.overall.n})`,
    `speed: ${rps} requests/s (${m.requests.length} requests in ${m.timing.retrieveMs.toFixed(0)} ms; prepare ${m.timing.prepareMs.toFixed(0)} ms)`,
  ];
}

/** Lowest F1 first (ties by id); then level 0 requests that retrieved something. */
export function mostWrong(requests: readonly ScoredRequest[], limit: number): ScoredRequest[] {
  const scored = requests
    .filter((r) => r.level !== 0 && (r.f1 ?? 0) < 1)
    .sort((a, b) => (a.f1 ?? 0) - (b.f1 ?? 0) || a.id.localeCompare(b.id));
  const falseAlarms = requests.filter((r) => r.level === 0 && !r.abstained);
  return [...scored, ...falseAlarms].slice(0, limit);
}

function wrongList(m: MethodRun, limit: number): string[] {
  if (limit === 0) return [];
  const worst = mostWrong(m.requests, limit);
  if (worst.length === 0) return [`Most wrong (${m.name}): none, every request scored F1 1 and every level 0 request abstained.`];
  return [
    `Most wrong (${m.name}):`,
    ...worst.flatMap((r) => {
      const relevant = new Set(r.relevant);
      const retrieved = r.retrieved.length ? r.retrieved.map((id) => (relevant.has(id) ? id : `${id}✗`)).join(", ") : "(nothing)";
      const retrievedSet = new Set(r.retrieved);
      const missed = r.relevant.filter((id) => !retrievedSet.has(id));
      const score = r.level === 0 ? "should abstain" : `F1 ${num(r.f1 ?? 0)} P ${num(r.precision ?? 0)} R ${num(r.recall ?? 0)}`;
      return [
        `  ${r.id} (level ${r.level}, ${score}): "${truncate(r.text, 100)}"`,
        `      retrieved: ${retrieved}`,
        `      relevant:  ${r.relevant.length ? r.relevant.join(", ") : "(none)"}${missed.length ? `  — missed ${missed.length}` : ""}`,
      ];
    }),
  ];
}

function comparison(run: BenchmarkRun): string[] {
  const widths = [10, 8, 8, 8, 11, 9, 10];
  const line = (cols: string[]) => cols.map((c, i) => pad(c, widths[i])).join(" ").trimEnd();
  const mean = (m: MeanWithCi) => (m.mean === null ? "-" : num(m.mean));
  return [
    "== Summary (macro over level 1-4 requests; nothing = answerable requests that retrieved nothing)",
    line(["method", "P", "R", "F1", "abstention", "nothing", "req/s"]),
    ...run.methods.map((m) =>
      line([
        m.name,
        mean(m.summary.overall.precision),
        mean(m.summary.overall.recall),
        mean(m.summary.overall.f1),
        pct(m.summary.abstention),
        pct(m.summary.nothingRetrieved),
        Number.isFinite(m.timing.requestsPerSecond) ? m.timing.requestsPerSecond.toFixed(1) : "∞",
      ]),
    ),
  ];
}

/** The results for a person: a table per method, its worst requests, then a summary. */
export function formatReport(run: BenchmarkRun, engine: string, options: { worst?: number } = {}): string {
  const worst = options.worst ?? 5;
  const header = [`Recall benchmark "${run.data}" (as of ${run.asOf}), engine: ${engine}`, `95% CIs: ${CI_METHOD}`];
  const sections = run.methods.map((m) => {
    const wrong = wrongList(m, worst);
    return [...methodTable(m), ...(wrong.length ? ["", ...wrong] : [])].join("\n");
  });
  return [header.join("\n"), ...sections, comparison(run).join("\n")].join("\n\n");
}
