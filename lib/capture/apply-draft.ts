import "server-only";
import type { Prisma } from "@/lib/db/generated/client.ts";
import { enqueueGraphJob } from "@/lib/jobs/enqueue-graph-job";
import { detailKeys, emptyDetails, type CaptureDetails, type CaptureDraft } from "@/lib/models/capture/capture-draft";
import { parsePerson } from "@/lib/nlp/extract-people";
import { keyByKind, kindByKey } from "@/lib/memories/detail-kinds";
import { loadDismissed } from "@/lib/memories/dismissed-details";
import { isDismissed } from "@/lib/memories/dismissed-match";

type Tx = Prisma.TransactionClient;

/** The memory's details grouped by kind, in their order. */
export async function loadDetails(tx: Tx | Prisma.TransactionClient, userId: string, memoryId: string): Promise<CaptureDetails> {
  const rows = await tx.memoryDetail.findMany({ where: { userId, memoryId }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  const details = emptyDetails();
  for (const row of rows) {
    const key = keyByKind[row.kind];
    if (key) details[key].push(row.value);
  }
  return details;
}

const sameDetail = (key: string, a: string, b: string) => {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  if (key !== "people") return false;
  const pa = parsePerson(a);
  const pb = parsePerson(b);
  return pa.name ? pa.name.toLowerCase() === pb.name?.toLowerCase() : !pb.name && pa.relation === pb.relation;
};

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The draft's last day, when it comes after the first: the range the words or photos gave. */
function lastDayAfter(first: Date | null, endedOn: string | null | undefined): Date | undefined {
  if (!first || !endedOn) return undefined;
  return endedOn > first.toISOString().slice(0, 10) ? noonOf(endedOn) : undefined;
}

/** A draft can extend the memory's last day ("we stayed until the 7th"), never shorten it. */
const laterEnd = (current: Date | null, proposed: Date | undefined) => (proposed && (!current || proposed > current) ? proposed : undefined);

/**
 * Puts a model's draft on the memory: title and summary unless the user wrote them, and the
 * model's details in place of its previous ones. Details the user or EXIF gave stay as they are;
 * details the user removed are not put back.
 */
export async function applyDraft(tx: Tx, userId: string, memoryId: string, draft: CaptureDraft & { sceneDescription?: string }) {
  const memory = await tx.memory.findFirstOrThrow({ where: { id: memoryId, userId } });
  await tx.memory.update({
    where: { id: memory.id, userId },
    data: {
      title: memory.titleEdited ? undefined : draft.title,
      summary: memory.summaryEdited ? undefined : draft.summary,
      sceneDescription: memory.sceneDescription ?? (draft.sceneDescription || null),
      // Only fills a missing date: EXIF or the user's own edit always wins.
      occurredAt: memory.occurredAt ?? (draft.occurredOn ? noonOf(draft.occurredOn) : undefined),
      endedAt: laterEnd(memory.endedAt, lastDayAfter(memory.occurredAt ?? (draft.occurredOn ? noonOf(draft.occurredOn) : null), draft.endedOn)),
    },
  });
  await tx.memoryDetail.deleteMany({ where: { userId, memoryId, source: "MODEL" } });
  const kept = await tx.memoryDetail.findMany({ where: { userId, memoryId } });
  const dismissed = await loadDismissed(tx, userId, memoryId);
  let position = kept.length;
  for (const key of detailKeys) {
    const kind = kindByKey[key];
    const taken = kept.filter((d) => d.kind === kind).map((d) => d.value);
    for (const value of draft.details[key]) {
      if (taken.some((t) => sameDetail(key, t, value)) || isDismissed(dismissed, kind, value)) continue;
      taken.push(value);
      await tx.memoryDetail.create({ data: { userId, memoryId, kind, value, source: "MODEL", position: position++ } });
    }
  }
  if (memory.status === "CAPTURED") await enqueueGraphJob(tx, { userId, memoryId, kind: "UPSERT_MEMORY" });
}
