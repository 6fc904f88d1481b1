import "server-only";
import { readFile } from "node:fs/promises";
import { getDb } from "@/lib/db/client";
import { absoluteMediaPath } from "@/lib/storage/media-paths";
import { heicToJpeg } from "./decode-heic";
import { uploadLimits } from "./upload-limits";

/** A photo's bytes for its owner only; null for anyone else or a missing file. */
export async function readOwnedMedia(userId: string, photoId: string, variant: "thumbnail" | "original") {
  const db = await getDb();
  const asset = await db.mediaAsset.findFirst({ where: { id: photoId, userId } });
  if (!asset) return null;
  const relative = variant === "thumbnail" ? asset.thumbnailPath : asset.originalPath;
  try {
    const bytes = await readFile(absoluteMediaPath(relative));
    // Browsers mostly cannot show HEIC: they get a JPEG of it (made per request, cached by the browser for a year).
    if (variant === "original" && asset.mimeType === "image/heic") {
      const decoded = await heicToJpeg(bytes, uploadLimits.maxPixels);
      if ("jpeg" in decoded) return { bytes: decoded.jpeg, mimeType: "image/jpeg", sha256: asset.sha256 };
      return null;
    }
    return { bytes, mimeType: variant === "thumbnail" ? "image/webp" : asset.mimeType, sha256: asset.sha256 };
  } catch {
    return null;
  }
}
