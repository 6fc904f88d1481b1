import "server-only";
import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import archiver from "archiver";
import type { Readable } from "node:stream";
import { getDb } from "@/lib/db/client";
import { byTimeTaken } from "@/lib/memories/photo-order";
import { exportFileName } from "./export-file-name";
import { absoluteMediaPath } from "@/lib/storage/media-paths";

// 2: photos are `photos/YYYY-MM-DD_<original name>`, with `photoFiles` mapping each to its ids.
const EXPORT_FORMAT_VERSION = 2;

/** Everything the user entered, as one JSON-ready object, with where each original photo goes in the zip. */
async function collectUserData(userId: string) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, name: true, createdAt: true } });
  const memories = await db.memory.findMany({
    where: { userId },
    orderBy: [{ timelineAt: "desc" }, { id: "desc" }],
    include: {
      details: { where: { userId }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
      media: { where: { userId }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
      messages: { where: { userId }, orderBy: { createdAt: "asc" } },
    },
  });
  const conversations = await db.conversation.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: { messages: { where: { userId }, orderBy: { createdAt: "asc" } } },
  });
  const photos: { zipPath: string; originalPath: string }[] = [];
  const photoFiles: { file: string; photoId: string; memoryId: string; originalName: string | null }[] = [];
  const usedNames = new Set<string>();
  const data = {
    format: "tobu-memories-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    user,
    memories: memories.map((m) => ({
      id: m.id,
      status: m.status,
      title: m.title,
      summary: m.summary,
      occurredAt: m.occurredAt,
      endedAt: m.endedAt,
      place: m.place,
      latitude: m.latitude,
      longitude: m.longitude,
      capturedAt: m.capturedAt,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
      details: m.details.map((d) => ({ kind: d.kind, value: d.value, source: d.source })),
      photos: byTimeTaken(m.media).map((p) => {
        const zipPath = `photos/${exportFileName(p, usedNames)}`;
        photos.push({ zipPath, originalPath: p.originalPath });
        photoFiles.push({ file: zipPath, photoId: p.id, memoryId: m.id, originalName: p.originalName });
        return { id: p.id, file: zipPath, originalName: p.originalName, mimeType: p.mimeType, width: p.width, height: p.height, byteSize: p.byteSize, sha256: p.sha256, takenAt: p.takenAt, latitude: p.latitude, longitude: p.longitude, place: p.place, exif: p.exif };
      }),
      captureChat: m.messages.map((c) => ({ role: c.role, content: c.content, status: c.status, createdAt: c.createdAt })),
    })),
    /** Which memory and photo each file in photos/ is. */
    photoFiles,
    conversations: conversations.map((c) => ({
      id: c.id,
      title: c.title,
      createdAt: c.createdAt,
      messages: c.messages.map((r) => ({ role: r.role, content: r.content, evidence: r.evidence, status: r.status, createdAt: r.createdAt })),
    })),
  };
  return { data, photos };
}

/**
 * A zip of all the user's data, streamed: `memories.json` (memories with details and capture
 * chats, recall conversations) and every original photo under `photos/<memoryId>/`. A photo
 * whose file is missing on disk is listed in `missing-photos.txt` instead of failing the export.
 */
export async function exportUserDataZip(userId: string): Promise<Readable> {
  const { data, photos } = await collectUserData(userId);
  const archive = archiver("zip", { zlib: { level: 6 } });
  archive.append(JSON.stringify(data, null, 2), { name: "memories.json" });
  archive.append(README, { name: "README.txt" });
  const missing: string[] = [];
  for (const photo of photos) {
    const absolute = absoluteMediaPath(photo.originalPath);
    try {
      await access(absolute);
      // Photos are already compressed: store them as they are.
      archive.append(createReadStream(absolute), { name: photo.zipPath, store: true });
    } catch {
      missing.push(photo.zipPath);
    }
  }
  if (missing.length) archive.append(`These photos were missing on the server when you exported:\n${missing.join("\n")}\n`, { name: "missing-photos.txt" });
  void archive.finalize();
  return archive;
}

const README = `Your Tobu memories export.

memories.json   your memories (title, summary, date, place, details, capture chat),
                drafts included, and your recall conversations
photos/         the original photos you uploaded, named by the day they were taken
                and the name you uploaded them with (YYYY-MM-DD_name.jpg);
                memories.json says which file belongs to which memory (photoFiles)
`;
