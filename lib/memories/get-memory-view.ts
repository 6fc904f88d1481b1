import "server-only";
import { getDb } from "@/lib/db/client";
import { memoryContentInclude, toMemoryDetails, toMemoryPhotos, type MemoryDetailItem, type MemoryPhoto } from "./memory-content";
import { getGraphStore } from "@/lib/graph/get-graph-store";
import type { RelationshipKind } from "@/lib/graph/types";
import { getGraphStatusForMemories } from "@/lib/jobs/graph-status";
import { toGraphBadge, type GraphBadge } from "./graph-badge";

export type MemoryTheme = { id: string; kind: RelationshipKind; name: string; description: string };
export type MemoryChatMessage = { id: string; role: "user" | "assistant"; content: string; failed: boolean };

export type MemoryView = {
  id: string;
  status: "DRAFT" | "CAPTURED";
  title: string;
  summary: string;
  occurredOn: string | null;
  place: string | null;
  /** Where it happened (from a photo's GPS), for the small map; null without coordinates. */
  coordinates: { latitude: number; longitude: number } | null;
  createdAt: string;
  photos: MemoryPhoto[];
  details: MemoryDetailItem[];
  messages: MemoryChatMessage[];
  graph: GraphBadge | null;
  /** The relationship nodes (themes) this memory belongs to; null when the graph store could not be read. */
  themes: MemoryTheme[] | null;
};

async function themesOf(userId: string, memoryId: string): Promise<MemoryTheme[] | null> {
  try {
    const node = await (await getGraphStore()).getMemoryWithSemanticNodes(userId, memoryId);
    return (node?.themes ?? []).map((t) => ({ id: t.id, kind: t.kind, name: t.name, description: t.description }));
  } catch (error) {
    console.error("memory page: could not read the graph", error);
    return null;
  }
}

/** Everything the memory page shows, or null when the user has no such memory (another user's included). */
export async function getMemoryView(userId: string, memoryId: string): Promise<MemoryView | null> {
  const db = await getDb();
  const memory = await db.memory.findFirst({
    where: { id: memoryId, userId },
    include: memoryContentInclude,
  });
  if (!memory) return null;
  const captured = memory.status === "CAPTURED";
  const [statuses, themes] = await Promise.all([
    captured ? getGraphStatusForMemories(userId, [memory.id]) : Promise.resolve(null),
    captured ? themesOf(userId, memory.id) : Promise.resolve([]),
  ]);
  return {
    id: memory.id,
    status: memory.status,
    title: memory.title,
    summary: memory.summary,
    occurredOn: memory.occurredAt?.toISOString().slice(0, 10) ?? null,
    place: memory.place,
    coordinates: memory.latitude !== null && memory.longitude !== null ? { latitude: memory.latitude, longitude: memory.longitude } : null,
    createdAt: memory.createdAt.toISOString(),
    photos: toMemoryPhotos(memory.media),
    details: toMemoryDetails(memory.details),
    messages: memory.messages
      .filter((m) => m.status !== "PENDING")
      .map((m) => ({ id: m.id, role: m.role === "USER" ? "user" : "assistant", content: m.content, failed: m.status === "FAILED" })),
    graph: captured ? toGraphBadge(statuses?.get(memory.id)) : null,
    themes,
  };
}
