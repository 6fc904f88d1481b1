import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client.ts";
import { AppError } from "@/lib/errors/app-error";

export const memoryNotFound = () => new AppError("not_found", "This memory does not exist or is not yours.");

type Tx = PrismaClient | Prisma.TransactionClient;

/** The user's memory, or not_found: another user's memory is indistinguishable from none. */
export async function loadOwnedMemory(tx: Tx, userId: string, memoryId: string) {
  const memory = await tx.memory.findFirst({ where: { id: memoryId, userId } });
  if (!memory) throw memoryNotFound();
  return memory;
}
