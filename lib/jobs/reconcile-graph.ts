import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client.ts";
import type { GraphStore } from "@/lib/graph/graph-store";
import { contentHash } from "@/lib/graph-construction/content-hash";
import { loadMemoriesForGraph } from "@/lib/graph-construction/memory-for-graph";
import { enqueueGraphJob } from "./enqueue-graph-job";

type ReconcileReport = { users: number; upserts: number; deletes: number; removedUsers: number };

/**
 * Compares the graph with the database (the source of truth) and queues the jobs that
 * repair it: memories missing from the graph or built from different content are
 * upserted, graph memories with no captured memory behind them are deleted, and graphs of
 * users that no longer exist are removed. Memories with a job already queued are left to it.
 */
export async function reconcileGraph(db: PrismaClient, store: GraphStore): Promise<ReconcileReport> {
  const report: ReconcileReport = { users: 0, upserts: 0, deletes: 0, removedUsers: 0 };
  const dbUsers = await db.memory.findMany({ where: { status: "CAPTURED" }, distinct: ["userId"], select: { userId: true } });
  const graphUsers = await store.listUserIdsForReconcile();
  const userIds = new Set([...dbUsers.map((u) => u.userId), ...graphUsers]);
  for (const userId of userIds) {
    const exists = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!exists) {
      await store.deleteUserGraph(userId);
      report.removedUsers++;
      continue;
    }
    report.users++;
    const queued = new Set(
      (await db.graphJob.findMany({ where: { userId, status: { in: ["PENDING", "RUNNING"] } }, select: { memoryId: true } })).map((j) => j.memoryId),
    );
    const stamps = new Map((await store.listMemoryStamps(userId)).map((s) => [s.id, s.contentHash]));
    const memories = await loadMemoriesForGraph(db, userId);
    for (const memory of memories) {
      if (queued.has(memory.id) || stamps.get(memory.id) === contentHash(memory)) continue;
      await enqueueGraphJob(db, { userId, memoryId: memory.id, kind: "UPSERT_MEMORY" });
      report.upserts++;
    }
    const captured = new Set(memories.map((m) => m.id));
    for (const memoryId of stamps.keys()) {
      if (captured.has(memoryId) || queued.has(memoryId)) continue;
      await enqueueGraphJob(db, { userId, memoryId, kind: "DELETE_MEMORY" });
      report.deletes++;
    }
  }
  return report;
}
