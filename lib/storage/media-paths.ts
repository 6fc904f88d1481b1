import "server-only";
import path from "node:path";
import { serverEnv } from "@/lib/env";

// Media live under DATA_DIR/media/<userId>/ named by content hash; the database stores paths
// relative to DATA_DIR so a moved data directory keeps working.

/** An id that is safe as one path segment (user ids, photo ids). */
export const safeSegment = /^[A-Za-z0-9_-]+$/;

export function mediaRelativePaths(userId: string, sha256: string, extension: string) {
  if (!safeSegment.test(userId) || !/^[a-f0-9]{64}$/.test(sha256)) throw new Error("unsafe media path segment");
  return {
    original: path.posix.join("media", userId, `${sha256}.${extension}`),
    thumbnail: path.posix.join("media", userId, "thumbs", `${sha256}.webp`),
  };
}

/** DATA_DIR/media/<userId>: everything of the user's media. */
export function userMediaDirectory(userId: string): string {
  if (!safeSegment.test(userId)) throw new Error("unsafe media path segment");
  return path.join(serverEnv().DATA_DIR, "media", userId);
}

export function absoluteMediaPath(relativePath: string): string {
  const root = path.join(serverEnv().DATA_DIR, "media");
  const full = path.resolve(/*turbopackIgnore: true*/ serverEnv().DATA_DIR, relativePath);
  if (!full.startsWith(root + path.sep)) throw new Error("media path outside the media directory");
  return full;
}
