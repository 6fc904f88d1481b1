import type { BenchFile } from "./bench-file";
import type { RetrievalMethod } from "./retrieval-method";
import { scoreBenchRequest, summarizeMethod, type MethodSummary, type ScoredRequest } from "./score";

/**
 * Runs once before any method is prepared: puts the file's users and memories wherever the
 * methods read them from (e.g. through the capture domain into a fresh database, then the
 * graph jobs). The RAG baselines index the file's text directly and need none.
 */
export type IngestStep = (data: BenchFile) => Promise<void>;

export type MethodRun = {
  name: string;
  description: string;
  summary: MethodSummary;
  requests: ScoredRequest[];
  timing: { prepareMs: number; retrieveMs: number; requestsPerSecond: number };
};

export type BenchmarkRun = { data: string; asOf: string; methods: MethodRun[] };

export type RunBenchmarkOptions = {
  data: BenchFile;
  methods: readonly RetrievalMethod[];
  ingest?: IngestStep;
  log?: (line: string) => void;
  clock?: () => number;
};

/**
 * The requests' "today". Noon UTC, so the calendar date is the file's asOf in every time
 * zone from UTC-11 to UTC+11.
 */
export function asOfDate(asOf: string): Date {
  return new Date(`${asOf}T12:00:00Z`);
}

async function runMethod(data: BenchFile, method: RetrievalMethod, clock: () => number): Promise<MethodRun> {
  const asOf = asOfDate(data.asOf);
  const prepareStart = clock();
  for (const user of data.users) await method.prepare(user);
  const prepareMs = clock() - prepareStart;
  const requests: ScoredRequest[] = [];
  let retrieveMs = 0;
  for (const user of data.users) {
    for (const request of user.requests) {
      const start = clock();
      const retrieved = await method.retrieve(user.id, request.text, asOf);
      retrieveMs += clock() - start;
      requests.push(scoreBenchRequest(request, user.id, retrieved));
    }
  }
  await method.dispose?.();
  const requestsPerSecond = retrieveMs > 0 ? requests.length / (retrieveMs / 1000) : Number.POSITIVE_INFINITY;
  return {
    name: method.name,
    description: method.description,
    summary: summarizeMethod(requests),
    requests,
    timing: { prepareMs, retrieveMs, requestsPerSecond },
  };
}

export async function runBenchmark(options: RunBenchmarkOptions): Promise<BenchmarkRun> {
  const clock = options.clock ?? (() => performance.now());
  const log = options.log ?? (() => {});
  if (options.ingest) {
    log(`Ingesting ${options.data.users.length} user(s)...`);
    await options.ingest(options.data);
  }
  const methods: MethodRun[] = [];
  for (const method of options.methods) {
    log(`Running ${method.name} (${method.description})...`);
    methods.push(await runMethod(options.data, method, clock));
  }
  return { data: options.data.name, asOf: options.data.asOf, methods };
}
