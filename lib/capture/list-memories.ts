import "server-only";
import { getDb } from "@/lib/db/client";
import { mediaUrl } from "./get-capture-workspace";

export type MemoryListItem = {
  id: string;
  status: "DRAFT" | "CAPTURED";
  title: string;
  occurredOn: string | null;
  createdAt: string;
  thumbnailUrl: string | null;
  photoCount: number;
};

/** The user's memories and drafts, newest first (by when they happened, else when captured). */
export async function listMemories(userId: string, options: { take?: number } = {}): Promise<MemoryListItem[]> {
  const db = await getDb();
  const memories = await db.memory.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }],
    take: options.take ?? 200,
    include: { media: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], take: 1, select: { id: true } }, _count: { select: { media: true } } },
  });
  return memories.map((m) => ({
    id: m.id,
    status: m.status,
    title: m.title,
    occurredOn: m.occurredAt?.toISOString().slice(0, 10) ?? null,
    createdAt: m.createdAt.toISOString(),
    thumbnailUrl: m.media[0] ? mediaUrl(m.media[0].id, "thumbnail") : null,
    photoCount: m._count.media,
  }));
}
