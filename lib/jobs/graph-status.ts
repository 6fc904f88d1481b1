import "server-only";
import { getDb } from "@/lib/db/client";

export type GraphStatus =
  | { state: "organising"; jobId: string; attempts: number; lastError: string | null }
  | { state: "failed"; jobId: string; error: string }
  | { state: "done"; jobId: string | null };

/**
 * Where each memory's graph construction stands, from its newest job: "organising" while
 * a job is pending or running (retries included), "failed" when the newest job ran out of
 * attempts (retry with retryGraphJob), "done" otherwise. A pending rebuild of the user's
 * whole graph makes every memory "organising". Only this user's jobs are read.
 */
export async function getGraphStatusForMemories(userId: string, memoryIds: string[]): Promise<Map<string, GraphStatus>> {
  const db = await getDb();
  const ids = [...new Set(memoryIds)];
  const result = new Map<string, GraphStatus>(ids.map((id) => [id, { state: "done", jobId: null }]));
  if (!ids.length) return result;
  const rebuild = await db.graphJob.findFirst({
    where: { userId, kind: "REBUILD_USER", status: { in: ["PENDING", "RUNNING"] } },
    select: { id: true, attempts: true, lastError: true },
  });
  const jobs = await db.graphJob.findMany({
    where: { userId, memoryId: { in: ids } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, memoryId: true, status: true, attempts: true, lastError: true },
  });
  const seen = new Set<string>();
  for (const job of jobs) {
    if (!job.memoryId || seen.has(job.memoryId)) continue;
    seen.add(job.memoryId);
    if (job.status === "PENDING" || job.status === "RUNNING") {
      result.set(job.memoryId, { state: "organising", jobId: job.id, attempts: job.attempts, lastError: job.lastError });
    } else if (job.status === "FAILED") {
      result.set(job.memoryId, { state: "failed", jobId: job.id, error: job.lastError ?? "Organising this memory failed." });
    } else {
      result.set(job.memoryId, { state: "done", jobId: job.id });
    }
  }
  if (rebuild) for (const id of ids) if (result.get(id)?.state !== "failed") result.set(id, { state: "organising", jobId: rebuild.id, attempts: rebuild.attempts, lastError: rebuild.lastError });
  return result;
}
