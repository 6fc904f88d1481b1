import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";


/**
 * Puts a failed job of this user back in the queue with fresh attempts. A job of another
 * user is "not found" (no hint that it exists). Retrying a job that is not failed is a no-op.
 */
export async function retryGraphJob(userId: string, jobId: string): Promise<{ requeued: boolean }> {
  const db = await getDb();
  const job = await db.graphJob.findFirst({ where: { id: jobId, userId }, select: { id: true, status: true } });
  if (!job) throw new AppError("not_found", "That organising job was not found.");
  if (job.status !== "FAILED") return { requeued: false };
  const { count } = await db.graphJob.updateMany({
    where: { id: jobId, userId, status: "FAILED" },
    data: { status: "PENDING", attempts: 0, runAfter: new Date(), finishedAt: null, lockedAt: null, lockedBy: null },
  });
  return { requeued: count === 1 };
}
