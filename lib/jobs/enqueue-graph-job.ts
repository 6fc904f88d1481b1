import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";

type Tx = PrismaClient | Prisma.TransactionClient;

type GraphJobRequest = {
  userId: string;
  memoryId: string;
  kind: "UPSERT_MEMORY" | "DELETE_MEMORY";
};

/**
 * Records graph work in the outbox, inside the caller's transaction, so the graph is
 * updated if and only if the memory change commits. A pending job for the same memory
 * is superseded: the newest request wins.
 */
export async function enqueueGraphJob(tx: Tx, job: GraphJobRequest) {
  await tx.graphJob.updateMany({
    where: { userId: job.userId, memoryId: job.memoryId, status: "PENDING" },
    data: { status: "DONE", finishedAt: new Date(), lastError: "superseded by a newer job" },
  });
  return tx.graphJob.create({
    data: { userId: job.userId, memoryId: job.memoryId, kind: job.kind },
    select: { id: true },
  });
}
