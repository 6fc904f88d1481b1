import "server-only";
import { readFile } from "node:fs/promises";
import { getDb } from "@/lib/db/client";
import { absoluteMediaPath } from "@/lib/storage/media-paths";

/** A photo's bytes for its owner only; null for anyone else or a missing file. */
export async function readOwnedMedia(userId: string, photoId: string, variant: "thumbnail" | "original") {
  const db = await getDb();
  const asset = await db.mediaAsset.findFirst({ where: { id: photoId, userId } });
  if (!asset) return null;
  const relative = variant === "thumbnail" ? asset.thumbnailPath : asset.originalPath;
  try {
    const bytes = await readFile(absoluteMediaPath(relative));
    return { bytes, mimeType: variant === "thumbnail" ? "image/webp" : asset.mimeType, sha256: asset.sha256 };
  } catch {
    return null;
  }
}
