import "server-only";
import { randomUUID } from "node:crypto";
import { databaseKind } from "@/lib/db/client";

// An assistant turn (capture or recall) is stored PENDING before the model works on it. If
// the server process dies meanwhile, nothing would ever finish it. So a pending turn names
// its runner (this process) and a lease the runner renews while it works: a pending turn
// whose runner is gone is "interrupted" and may be retried at once. With PGlite (one process
// per data directory) any other runner is gone; with a PostgreSQL server other processes
// may be alive, so their turns are interrupted when the lease runs out (at most LEASE_MS
// after a crash).

const LEASE_MS = 30_000;
const RENEW_MS = 10_000;

// globalThis: Next.js bundles route handlers, server actions and instrumentation apart,
// and all of them must agree on which process this is.
const globalForLease = globalThis as unknown as { __tobuRunnerId?: string };

/** This server process, as the runner of the turns it answers. */
export function thisRunnerId(): string {
  globalForLease.__tobuRunnerId ??= `runner-${process.pid}-${randomUUID().slice(0, 8)}`;
  return globalForLease.__tobuRunnerId;
}

/** The fields a new pending turn is created with. */
export function newTurnLease(now = new Date()) {
  return { runnerId: thisRunnerId(), leaseUntil: new Date(now.getTime() + LEASE_MS) };
}

type PendingTurn = { status: string; runnerId: string | null; leaseUntil: Date | null; createdAt: Date };

export type InterruptedTurnTest = (turn: PendingTurn, now?: Date) => boolean;

/** Whether a pending turn was cut off: its runner is gone (PGlite) or its lease ran out. */
export function isInterruptedTurn(turn: PendingTurn, options: { singleProcess: boolean; now?: Date }): boolean {
  if (turn.status !== "PENDING") return false;
  if (options.singleProcess && turn.runnerId !== thisRunnerId()) return true;
  const leaseUntil = turn.leaseUntil ?? new Date(turn.createdAt.getTime() + LEASE_MS);
  return leaseUntil.getTime() < (options.now ?? new Date()).getTime();
}

/** isInterruptedTurn for the database in use. */
export async function interruptedTurnTest(): Promise<InterruptedTurnTest> {
  const singleProcess = (await databaseKind()) === "pglite";
  return (turn, now) => isInterruptedTurn(turn, { singleProcess, now });
}

/**
 * Renews a turn's lease until the returned function is called (`renew` writes the new
 * leaseUntil). A renewal that fails is ignored: at worst a turn is retried while it runs.
 */
export function keepTurnLease(renew: (leaseUntil: Date) => Promise<unknown>): () => void {
  const timer = setInterval(() => {
    renew(newTurnLease().leaseUntil).catch(() => undefined);
  }, RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs a turn's work while renewing its lease. */
export async function withTurnLease<T>(renew: (leaseUntil: Date) => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  const release = keepTurnLease(renew);
  try {
    return await work();
  } finally {
    release();
  }
}

export const INTERRUPTED_TURN_MESSAGE = "The assistant was interrupted. Try again.";

type LeasedTurn = PendingTurn & { id: string; userId: string };

/** The two calls failInterruptedTurns needs from a turn table (capture or recall messages). */
export type LeasedTurnTable = {
  findMany(args: { where: { status: "PENDING" }; select: Record<keyof LeasedTurn, true> }): Promise<LeasedTurn[]>;
  updateMany(args: {
    where: { id: string; userId: string; status: "PENDING"; runnerId: string | null };
    data: { status: "FAILED"; runnerId: null; leaseUntil: null };
  }): Promise<{ count: number }>;
};

/**
 * Marks the pending turns of a table whose runner is gone as FAILED with `failed`'s fields
 * (each turn only if it is still pending under the same runner). Returns how many it marked.
 */
export async function failInterruptedTurns(table: LeasedTurnTable, failed: { error: string; content?: string }): Promise<number> {
  const interrupted = await interruptedTurnTest();
  const pending = await table.findMany({
    where: { status: "PENDING" },
    select: { id: true, userId: true, status: true, runnerId: true, leaseUntil: true, createdAt: true },
  });
  let marked = 0;
  for (const turn of pending.filter((t) => interrupted(t))) {
    const { count } = await table.updateMany({
      where: { id: turn.id, userId: turn.userId, status: "PENDING", runnerId: turn.runnerId },
      data: { ...failed, status: "FAILED", runnerId: null, leaseUntil: null },
    });
    marked += count;
  }
  return marked;
}
