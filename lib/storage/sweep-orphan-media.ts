import "server-only";
import { readdir, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { safeSegment } from "./media-paths";

type SweepReport = { removedFiles: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))));
  return nested.flat();
}

/**
 * Removes media files that no media row references: the original and thumbnail of an
 * upload cut off between writing its files and committing its row (a crash), half-written
 * temporary files, and the folders of users that no longer exist. Only files last written
 * before `writtenBefore` are touched, so an upload in flight is never swept.
 */
export async function sweepOrphanMedia(writtenBefore: Date): Promise<SweepReport> {
  const db = await getDb();
  const mediaRoot = path.join(serverEnv().DATA_DIR, "media");
  const userDirs = await readdir(mediaRoot, { withFileTypes: true }).catch(() => []);
  let removedFiles = 0;
  for (const entry of userDirs) {
    if (!entry.isDirectory() || !safeSegment.test(entry.name)) continue;
    const userId = entry.name;
    const rows = await db.mediaAsset.findMany({ where: { userId }, select: { originalPath: true, thumbnailPath: true } });
    const referenced = new Set(rows.flatMap((r) => [r.originalPath, r.thumbnailPath]));
    const userDir = path.join(mediaRoot, userId);
    for (const file of await filesUnder(userDir)) {
      const relative = path.relative(serverEnv().DATA_DIR, file).split(path.sep).join(path.posix.sep);
      if (referenced.has(relative)) continue;
      const info = await stat(file).catch(() => null);
      if (!info || info.mtime >= writtenBefore) continue;
      await rm(file, { force: true });
      removedFiles++;
    }
    // Empty folders go too (a removed account's, a thumbs/ left empty); rmdir refuses non-empty ones.
    await rmdir(path.join(userDir, "thumbs")).catch(() => undefined);
    await rmdir(userDir).catch(() => undefined);
  }
  return { removedFiles };
}
