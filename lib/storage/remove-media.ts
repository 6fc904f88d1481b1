import "server-only";
import { rm } from "node:fs/promises";
import { getDb } from "@/lib/db/client";
import { absoluteMediaPath, userMediaDirectory } from "./media-paths";

type PhotoFiles = { sha256: string; originalPath: string; thumbnailPath: string };

/**
 * Removes the files of photos whose content no media row of the user references any more
 * (media are stored by content hash, so two memories may share one file). A file that
 * cannot be removed is logged: the rows are gone either way, an orphan is only disk space.
 */
export async function removeUnusedPhotoFiles(userId: string, photos: PhotoFiles[]): Promise<number> {
  if (!photos.length) return 0;
  const db = await getDb();
  const stillUsed = await db.mediaAsset.findMany({
    where: { userId, sha256: { in: [...new Set(photos.map((p) => p.sha256))] } },
    select: { sha256: true },
  });
  const used = new Set(stillUsed.map((m) => m.sha256));
  const unused = [...new Map(photos.filter((p) => !used.has(p.sha256)).map((p) => [p.originalPath, p])).values()];
  let removed = 0;
  for (const photo of unused) {
    try {
      await rm(absoluteMediaPath(photo.originalPath), { force: true });
      await rm(absoluteMediaPath(photo.thumbnailPath), { force: true });
      removed += 1;
    } catch (error) {
      console.error("could not remove unused photo files", error);
    }
  }
  return removed;
}

/** Removes the user's whole media folder (account deletion). */
export async function removeUserMedia(userId: string): Promise<void> {
  await rm(userMediaDirectory(userId), { recursive: true, force: true });
}
