import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client.ts";
import type { GraphStore } from "@/lib/graph/graph-store";
import { buildMemoryGraph, rebuildUserGraph } from "@/lib/graph-construction/build-memory-graph";
import { loadMemoriesForGraph, loadMemoryForGraph } from "@/lib/graph-construction/memory-for-graph";
import type { RelationExtractor } from "@/lib/graph-construction/relation-extractor";
import { refreshMemoryIndexKeys } from "@/lib/recall/memory-index-keys";
import { analyseStoredPhoto, type PhotoAnalyser } from "@/lib/vision/analyse-stored-photo";

type ClaimedGraphJob = {
  id: string;
  userId: string;
  memoryId: string | null;
  mediaId: string | null;
  kind: "UPSERT_MEMORY" | "DELETE_MEMORY" | "REBUILD_USER" | "ANALYZE_PHOTO";
  attempts: number;
  maxAttempts: number;
};

/** Opens (or returns the open) graph store; may throw while the store is down. */
export type GraphStoreOpener = () => Promise<GraphStore>;

export type GraphJobDeps = {
  db: PrismaClient;
  /**
   * The graph store, or how to open it. An opener is called after a job is claimed, so a
   * store that is down fails the job like any other error (back-off, then FAILED with
   * Retry) instead of leaving every job pending and the memories "organising" for ever.
   */
  store: GraphStore | GraphStoreOpener;
  extractor: RelationExtractor;
  workerId: string;
  now?: () => Date;
  /** Runs the photo analysis of ANALYZE_PHOTO jobs (default: the vision engine's child process). */
  analysePhoto?: PhotoAnalyser;
};

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 10 * 60_000;

/** Wait before attempt n+1 after n failed attempts: 2 s, 4 s, 8 s ... capped at 10 minutes. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * Claims the next ready job (pending, due; fair between people, see below), skipping memories that already have a running
 * job so one memory's jobs run in order. The claim is a conditional update (status still
 * PENDING): two workers never run the same job.
 */
export async function claimNextGraphJob(db: PrismaClient, workerId: string, now: Date): Promise<ClaimedGraphJob | null> {
  const due = { status: "PENDING" as const, runAfter: { lte: now } };
  const select = { id: true, userId: true, memoryId: true } as const;
  // Fair between people: the one with the fewest jobs waiting goes first, so one person's
  // bulk import never holds up another's draft or "Organising…". Within a person, graph work
  // first (quick, and a saved memory shows it), then photo analyses newest first (the draft
  // of the photo just uploaded is the one being looked at).
  const waiting = await db.graphJob.groupBy({ by: ["userId"], where: due, _count: { _all: true } });
  const users = waiting.sort((x, y) => x._count._all - y._count._all).slice(0, 5).map((w) => w.userId);
  const ready: { id: string; userId: string; memoryId: string | null }[] = [];
  for (const userId of users) {
    ready.push(
      ...(await db.graphJob.findMany({ where: { ...due, userId, kind: { not: "ANALYZE_PHOTO" } }, orderBy: [{ runAfter: "asc" }, { createdAt: "asc" }], take: 10, select })),
      ...(await db.graphJob.findMany({ where: { ...due, userId, kind: "ANALYZE_PHOTO" }, orderBy: [{ createdAt: "desc" }], take: 10, select })),
    );
  }
  for (const job of ready) {
    if (job.memoryId) {
      const running = await db.graphJob.count({ where: { userId: job.userId, memoryId: job.memoryId, status: "RUNNING" } });
      if (running) continue;
    }
    const { count } = await db.graphJob.updateMany({
      where: { id: job.id, userId: job.userId, status: "PENDING" },
      data: { status: "RUNNING", attempts: { increment: 1 }, lockedAt: now, lockedBy: workerId },
    });
    if (count !== 1) continue; // another worker took it
    return db.graphJob.findUniqueOrThrow({
      where: { id: job.id },
      select: { id: true, userId: true, memoryId: true, mediaId: true, kind: true, attempts: true, maxAttempts: true },
    });
  }
  return null;
}

/** Does the graph work of one job. Idempotent: running it again gives the same graph. */
async function processGraphJob(job: ClaimedGraphJob, deps: Pick<GraphJobDeps, "db" | "store" | "extractor" | "analysePhoto">): Promise<void> {
  const { db, extractor } = deps;
  if (job.kind === "ANALYZE_PHOTO") {
    // Needs no graph store: a graph that is down does not hold up the photos.
    if (!job.mediaId) throw new Error(`ANALYZE_PHOTO job ${job.id} has no photo id`);
    await analyseStoredPhoto(db, { ...job, mediaId: job.mediaId }, deps.analysePhoto);
    return;
  }
  const store = typeof deps.store === "function" ? await deps.store() : deps.store;
  if (job.kind === "REBUILD_USER") {
    await rebuildUserGraph(store, job.userId, await loadMemoriesForGraph(db, job.userId), extractor);
    return;
  }
  if (!job.memoryId) throw new Error(`${job.kind} job ${job.id} has no memory id`);
  if (job.kind === "DELETE_MEMORY") {
    await store.deleteMemory(job.userId, job.memoryId);
    return;
  }
  const memory = await loadMemoryForGraph(db, job.userId, job.memoryId);
  // Gone or back to draft since the job was queued: it has no place in the graph.
  if (!memory) await store.deleteMemory(job.userId, job.memoryId);
  else {
    await buildMemoryGraph(store, memory, extractor);
    // The memory's text was written: store recall's index keys for it now, not on the next
    // process's first request. Only a cache: recall computes them itself when they are missing.
    await refreshMemoryIndexKeys(db, job.userId, [job.memoryId]).catch((error: Error) => console.warn("recall index keys not stored:", error.message));
  }
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** Runs one claimed job and records the outcome: done, retry later (back-off), or failed for good. */
export async function runClaimedGraphJob(job: ClaimedGraphJob, deps: GraphJobDeps): Promise<"done" | "retry" | "failed"> {
  const now = deps.now ?? (() => new Date());
  try {
    await processGraphJob(job, deps);
    await deps.db.graphJob.updateMany({
      where: { id: job.id, userId: job.userId, status: "RUNNING", lockedBy: deps.workerId },
      data: { status: "DONE", finishedAt: now(), lockedAt: null, lockedBy: null, lastError: null },
    });
    return "done";
  } catch (error) {
    const lastError = describeError(error);
    const giveUp = job.attempts >= job.maxAttempts;
    await deps.db.graphJob.updateMany({
      where: { id: job.id, userId: job.userId, status: "RUNNING", lockedBy: deps.workerId },
      data: giveUp
        ? { status: "FAILED", finishedAt: now(), lockedAt: null, lockedBy: null, lastError }
        : { status: "PENDING", runAfter: new Date(now().getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null, lastError },
    });
    return giveUp ? "failed" : "retry";
  }
}

/** One attempt to open the store per drain: while it is down, every due job fails fast with the same error. */
function openOncePerDrain(store: GraphStore | GraphStoreOpener): GraphStore | GraphStoreOpener {
  if (typeof store !== "function") return store;
  let opening: Promise<GraphStore> | undefined;
  return () => (opening ??= store());
}

/** Runs due jobs one after another until none is ready. Returns how many ran. */
export async function drainGraphJobs(deps: GraphJobDeps, limit = Infinity): Promise<number> {
  const now = deps.now ?? (() => new Date());
  const run = { ...deps, store: openOncePerDrain(deps.store) };
  let ran = 0;
  while (ran < limit) {
    const job = await claimNextGraphJob(deps.db, deps.workerId, now());
    if (!job) break;
    await runClaimedGraphJob(job, run);
    ran++;
  }
  return ran;
}

/**
 * Puts jobs left RUNNING by a worker that stopped (crash, restart) back in the queue:
 * those locked before `lockedBefore`. A job out of attempts is marked failed instead.
 */
export async function reclaimStaleGraphJobs(db: PrismaClient, lockedBefore: Date): Promise<number> {
  const stale = await db.graphJob.findMany({
    where: { status: "RUNNING", OR: [{ lockedAt: { lt: lockedBefore } }, { lockedAt: null }] },
    select: { id: true, userId: true, attempts: true, maxAttempts: true },
  });
  for (const job of stale) {
    const giveUp = job.attempts >= job.maxAttempts;
    await db.graphJob.updateMany({
      where: { id: job.id, userId: job.userId, status: "RUNNING" },
      data: giveUp
        ? { status: "FAILED", finishedAt: new Date(), lockedAt: null, lockedBy: null, lastError: "The worker stopped while running this job, and it is out of attempts." }
        : { status: "PENDING", runAfter: new Date(), lockedAt: null, lockedBy: null, lastError: "The worker stopped while running this job; retrying." },
    });
  }
  return stale.length;
}

/** When the earliest pending job is due, if any. */
export async function nextGraphJobDue(db: PrismaClient): Promise<Date | null> {
  const next = await db.graphJob.findFirst({ where: { status: "PENDING" }, orderBy: { runAfter: "asc" }, select: { runAfter: true } });
  return next?.runAfter ?? null;
}
