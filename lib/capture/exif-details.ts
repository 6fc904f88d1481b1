import "server-only";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { loadDismissed } from "@/lib/memories/dismissed-details";
import { isDismissed } from "@/lib/memories/dismissed-match";
import { formatDay } from "@/lib/nlp/extract-dates";

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The photos' span: a photo taken on a later day than the others moves the memory's last day. */
function photoSpanEnd(memory: { occurredAt: Date | null; endedAt: Date | null }, takenAt: Date | null): Date | null | undefined {
  if (!takenAt || !memory.occurredAt) return undefined;
  const first = takenAt < memory.occurredAt ? takenAt : memory.occurredAt;
  const last = [memory.occurredAt, memory.endedAt, takenAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0];
  return dayOf(last) > dayOf(first) ? last : undefined;
}

/** Adds the photo's date and place as EXIF details (once per value) and fills the memory's own when empty. */
export async function recordPhotoFacts(
  tx: Prisma.TransactionClient,
  userId: string,
  memoryId: string,
  facts: { takenAt: Date | null; place: string | null; latitude: number | null; longitude: number | null },
) {
  const memory = await tx.memory.findFirstOrThrow({ where: { id: memoryId, userId } });
  const earlier = facts.takenAt && (!memory.occurredAt || facts.takenAt < memory.occurredAt);
  await tx.memory.update({
    where: { id: memoryId, userId },
    data: {
      occurredAt: earlier ? facts.takenAt : undefined,
      endedAt: photoSpanEnd(memory, facts.takenAt),
      place: memory.place ?? facts.place ?? undefined,
      latitude: memory.latitude ?? facts.latitude ?? undefined,
      longitude: memory.longitude ?? facts.longitude ?? undefined,
    },
  });
  const values: { kind: "DATE" | "LOCATION"; value: string }[] = [];
  if (facts.takenAt) values.push({ kind: "DATE", value: formatDay(facts.takenAt) });
  if (facts.place) values.push({ kind: "LOCATION", value: facts.place });
  else if (facts.latitude !== null && facts.longitude !== null) values.push({ kind: "LOCATION", value: `${facts.latitude.toFixed(5)}, ${facts.longitude.toFixed(5)}` });
  const dismissed = await loadDismissed(tx, userId, memoryId);
  for (const { kind, value } of values) {
    if (isDismissed(dismissed, kind, value)) continue;
    const exists = await tx.memoryDetail.findFirst({ where: { userId, memoryId, kind, value: { equals: value, mode: "insensitive" } } });
    if (!exists) await tx.memoryDetail.create({ data: { userId, memoryId, kind, value, source: "EXIF", position: -1 } });
  }
}
