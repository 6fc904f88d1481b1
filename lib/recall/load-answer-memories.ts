import "server-only";
import { getDb } from "@/lib/db/client";
import { mediaUrl } from "@/lib/storage/media-url";

export type AnswerMemory = {
  id: string;
  title: string;
  summary: string;
  occurredAt: Date | null;
  place: string | null;
  details: { kind: string; value: string }[];
  thumbnailUrl: string | null;
};

/** The user's captured memories with these ids, in the given order; ids the user doesn't own are dropped. */
export async function loadAnswerMemories(userId: string, ids: string[]): Promise<AnswerMemory[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.memory.findMany({
    where: { userId, id: { in: ids }, status: "CAPTURED" },
    select: {
      id: true,
      title: true,
      summary: true,
      occurredAt: true,
      place: true,
      details: { where: { userId }, select: { kind: true, value: true }, orderBy: { position: "asc" } },
      media: { where: { userId }, select: { id: true }, orderBy: { position: "asc" }, take: 1 },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const media = r.media[0];
    return [{ ...r, details: r.details.map((d) => ({ kind: d.kind, value: d.value })), thumbnailUrl: media ? mediaUrl(media.id, "thumbnail") : null }];
  });
}
