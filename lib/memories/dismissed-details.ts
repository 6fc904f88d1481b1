import "server-only";
import type { DetailKind, Prisma } from "@/lib/db/generated/client.ts";
import { sameDismissedValue, type DismissedValue } from "./dismissed-match";

type Tx = Prisma.TransactionClient;

/** The details the user removed from this memory. */
export async function loadDismissed(tx: Tx, userId: string, memoryId: string): Promise<DismissedValue[]> {
  return tx.dismissedDetail.findMany({ where: { userId, memoryId }, select: { kind: true, value: true } });
}

/** Remembers a removed detail, so nothing extracted brings it back. */
export async function dismissDetail(tx: Tx, userId: string, memoryId: string, kind: DetailKind, value: string) {
  // ON CONFLICT DO NOTHING: removing the same value twice keeps one row.
  await tx.dismissedDetail.createMany({ data: [{ userId, memoryId, kind, value }], skipDuplicates: true });
}

/** The user adds a removed detail again by hand: it is no longer dismissed. */
export async function liftDismissal(tx: Tx, userId: string, memoryId: string, kind: DetailKind, value: string) {
  const dismissed = await loadDismissed(tx, userId, memoryId);
  const same = dismissed.filter((d) => sameDismissedValue(d, { kind, value })).map((d) => d.value);
  if (same.length) await tx.dismissedDetail.deleteMany({ where: { userId, memoryId, kind, value: { in: same } } });
}
