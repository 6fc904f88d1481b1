import type { DetailKey } from "@/lib/models/capture/capture-draft";
import { mediaUrl } from "@/lib/storage/media-url";
import { keyByKind } from "./detail-kinds";
import { byTimeTaken } from "./photo-order";

// A memory's photos and details as every page shows them (memory page, capture page).

export type MemoryDetailItem = { id: string; key: DetailKey; value: string; source: "MODEL" | "USER" | "EXIF" };
export type MemoryPhoto = { id: string; width: number; height: number; takenAt: string | null; place: string | null; latitude: number | null; longitude: number | null; thumbnailUrl: string; originalUrl: string };

type PhotoRow = { id: string; width: number; height: number; takenAt: Date | null; place: string | null; latitude: number | null; longitude: number | null };

export function toMemoryPhoto(p: PhotoRow): MemoryPhoto {
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

/** A memory's photos as the pages show them, in the one photo order (photo-order.ts). */
export function toMemoryPhotos(photos: (PhotoRow & { createdAt: Date })[]): MemoryPhoto[] {
  return byTimeTaken(photos).map(toMemoryPhoto);
}

/** The details of the kinds the pages show, in order. */
export function toMemoryDetails(details: { id: string; kind: keyof typeof keyByKind; value: string; source: MemoryDetailItem["source"] }[]): MemoryDetailItem[] {
  return details.flatMap((d) => {
    const key = keyByKind[d.kind];
    return key ? [{ id: d.id, key, value: d.value, source: d.source }] : [];
  });
}

/** A memory's photos, details and chat: what the capture and memory pages read (photos then go through `toMemoryPhotos`). */
export const memoryContentInclude = {
  media: { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }] },
  details: { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }] },
  messages: { orderBy: { createdAt: "asc" as const } },
};
