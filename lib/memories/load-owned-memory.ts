import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";
import { AppError } from "@/lib/errors/app-error";

export const memoryNotFound = () => new AppError("not_found", "This memory does not exist or is not yours.");

type Tx = PrismaClient | Prisma.TransactionClient;

/**
 * The user's memory, or not_found: another user's memory is indistinguishable from none.
 * Inside a transaction the memory's row stays locked until it ends, so changes to one memory
 * (photos added, capture turns, edits) happen one after another, never interleaved: limits
 * such as "20 photos" and "one capture turn at a time" hold under concurrent requests.
 */
export async function loadOwnedMemory(tx: Tx, userId: string, memoryId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Memory" WHERE "id" = ${memoryId} AND "userId" = ${userId} FOR UPDATE`;
  if (locked.length === 0) throw memoryNotFound();
  const memory = await tx.memory.findFirst({ where: { id: memoryId, userId } });
  if (!memory) throw memoryNotFound();
  return memory;
}
