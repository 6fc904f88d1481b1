import "server-only";
import { getDb } from "@/lib/db/client";
import type { DetailKey } from "@/lib/models/capture/capture-draft";
import { keyByKind } from "./detail-kinds";
import { pendingIsStale } from "./run-assistant-turn";

export type WorkspaceDetail = { id: string; key: DetailKey; value: string; source: "MODEL" | "USER" | "EXIF" };
export type WorkspaceMessage = { id: string; role: "user" | "assistant"; content: string; status: "complete" | "pending" | "failed"; error: string | null };
export type WorkspacePhoto = { id: string; width: number; height: number; takenAt: string | null; place: string | null; latitude: number | null; longitude: number | null; thumbnailUrl: string; originalUrl: string };

export type CaptureWorkspace = {
  id: string;
  status: "DRAFT" | "CAPTURED";
  title: string;
  summary: string;
  titleEdited: boolean;
  summaryEdited: boolean;
  occurredOn: string | null;
  place: string | null;
  photos: WorkspacePhoto[];
  details: WorkspaceDetail[];
  messages: WorkspaceMessage[];
  assistant: "idle" | "pending" | "failed" | "not_started";
};

export const mediaUrl = (photoId: string, variant: "thumbnail" | "original") => `/api/media/${photoId}/${variant}`;

type PhotoRow = { id: string; width: number; height: number; takenAt: Date | null; place: string | null; latitude: number | null; longitude: number | null };

export function toWorkspacePhoto(p: PhotoRow): WorkspacePhoto {
  return {
    id: p.id,
    width: p.width,
    height: p.height,
    takenAt: p.takenAt?.toISOString() ?? null,
    place: p.place,
    latitude: p.latitude,
    longitude: p.longitude,
    thumbnailUrl: mediaUrl(p.id, "thumbnail"),
    originalUrl: mediaUrl(p.id, "original"),
  };
}

/** The details of the kinds the capture page shows, in order. */
export function toWorkspaceDetails(details: { id: string; kind: keyof typeof keyByKind; value: string; source: WorkspaceDetail["source"] }[]): WorkspaceDetail[] {
  return details.flatMap((d) => {
    const key = keyByKind[d.kind];
    return key ? [{ id: d.id, key, value: d.value, source: d.source }] : [];
  });
}

/** A memory's photos, details and chat, in their order: what the capture and memory pages read. */
export const memoryContentInclude = {
  media: { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }] },
  details: { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }] },
  messages: { orderBy: { createdAt: "asc" as const } },
};

/** Everything the capture page shows for the user's memory, or null (another user's memory is "not found"). */
export async function getCaptureWorkspace(userId: string, memoryId: string): Promise<CaptureWorkspace | null> {
  const db = await getDb();
  const memory = await db.memory.findFirst({
    where: { id: memoryId, userId },
    include: memoryContentInclude,
  });
  if (!memory) return null;
  const messages: WorkspaceMessage[] = memory.messages.map((m) => {
    const stale = m.status === "PENDING" && pendingIsStale(m.createdAt);
    return {
      id: m.id,
      role: m.role === "USER" ? "user" : "assistant",
      content: m.content,
      status: stale ? "failed" : m.status === "PENDING" ? "pending" : m.status === "FAILED" ? "failed" : "complete",
      error: stale ? "The assistant was interrupted. Try again." : m.error,
    };
  });
  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  return {
    id: memory.id,
    status: memory.status,
    title: memory.title,
    summary: memory.summary,
    titleEdited: memory.titleEdited,
    summaryEdited: memory.summaryEdited,
    occurredOn: memory.occurredAt?.toISOString().slice(0, 10) ?? null,
    place: memory.place,
    photos: memory.media.map(toWorkspacePhoto),
    details: toWorkspaceDetails(memory.details),
    messages,
    assistant: !lastAssistant ? "not_started" : lastAssistant.status === "pending" ? "pending" : lastAssistant.status === "failed" ? "failed" : "idle",
  };
}
