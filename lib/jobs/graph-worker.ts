import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { engineModes } from "@/lib/env";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import { defaultRelationExtractor } from "@/lib/graph-construction/default-relation-extractor";
import { drainGraphJobs, nextGraphJobDue, reclaimStaleGraphJobs, type GraphJobDeps } from "./graph-job-runner";
import { reconcileGraph } from "./reconcile-graph";

const POLL_MS = 5_000; // picks up jobs queued by code paths that did not kick the worker
const LEASE_MS = 5 * 60_000; // a RUNNING job older than this on a shared graph (Neo4j) is stale

/**
 * The in-process graph worker: runs outbox jobs in the Next.js server. Started by
 * instrumentation.ts (and lazily by kickGraphWorker); on start it reclaims jobs left
 * running by a previous process and reconciles the graph with the database.
 */
class GraphWorker {
  readonly id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private started: Promise<void> | undefined;

  start(): Promise<void> {
    this.started ??= this.boot();
    return this.started;
  }

  private async boot() {
    try {
      const db = await getDb();
      // Kuzu allows one process per graph directory, so any RUNNING job is from a process that is gone.
      const lease = engineModes().graph === "kuzu" ? 0 : LEASE_MS;
      await reclaimStaleGraphJobs(db, new Date(Date.now() - lease));
      const report = await reconcileGraph(db, await getGraphStore());
      if (report.upserts || report.deletes || report.removedUsers) console.info("graph reconcile on start", report);
    } catch (error) {
      console.error("graph worker: reclaim/reconcile on start failed (jobs still run)", error);
    }
    this.kick();
  }

  /** Runs due jobs now (coalesces concurrent kicks). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      } else void this.schedule();
    });
  }

  private async drain() {
    try {
      // The store is opened per job (getGraphStore), so while it is down jobs fail visibly with Retry.
      const deps: GraphJobDeps = { db: await getDb(), store: getGraphStore, extractor: defaultRelationExtractor(), workerId: this.id };
      await drainGraphJobs(deps);
    } catch (error) {
      console.error("graph worker: could not run jobs", error);
    }
  }

  private async schedule() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    let wait = POLL_MS;
    try {
      const due = await nextGraphJobDue(await getDb());
      if (due) wait = Math.max(50, Math.min(POLL_MS, due.getTime() - Date.now()));
    } catch {
      // keep polling
    }
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

const globalForWorker = globalThis as unknown as { __tobuGraphWorker?: GraphWorker };

/** Starts the worker once per process. */
export function startGraphWorker(): Promise<void> {
  if (!globalForWorker.__tobuGraphWorker) {
    const created = new GraphWorker();
    globalForWorker.__tobuGraphWorker = created;
    process.once("SIGTERM", () => void created.stop());
  }
  return globalForWorker.__tobuGraphWorker.start();
}

/**
 * Call after the transaction that enqueued a graph job commits: runs it right away. Starts
 * the worker if needed, except under Vitest, where tests drive jobs explicitly.
 */
export function kickGraphWorker(): void {
  const worker = globalForWorker.__tobuGraphWorker;
  if (worker) {
    worker.kick();
    return;
  }
  if (process.env.VITEST) return;
  void startGraphWorker();
}
