import "server-only";
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { inspectImage } from "./inspect-image";
import { absoluteMediaPath, mediaRelativePaths } from "./media-paths";
import { readExif, type ExifFacts } from "./read-exif";
import { reverseGeocode } from "./reverse-geocode";
import { writeFileAtomic } from "./write-file-atomic";

type StoredPhoto = {
  sha256: string;
  mimeType: string;
  byteSize: number;
  width: number;
  height: number;
  originalPath: string;
  thumbnailPath: string;
  exif: ExifFacts;
  place: string | null;
};

/**
 * Validates a photo and writes the untouched original and a thumbnail under the user's
 * media folder (by content hash, so the same photo is stored once). Nothing is written
 * unless the photo passed every check.
 */
export async function storePhoto(userId: string, bytes: Buffer, fileName: string): Promise<StoredPhoto> {
  const image = await inspectImage(bytes, fileName);
  const exif = await readExif(bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const paths = mediaRelativePaths(userId, sha256, image.extension);
  await writeFileAtomic(absoluteMediaPath(paths.original), bytes);
  try {
    await writeFileAtomic(absoluteMediaPath(paths.thumbnail), image.thumbnail);
  } catch (error) {
    await rm(absoluteMediaPath(paths.original), { force: true });
    throw error;
  }
  const place = exif.latitude !== null && exif.longitude !== null ? reverseGeocode(exif.latitude, exif.longitude) : null;
  return {
    sha256,
    mimeType: image.mimeType,
    byteSize: bytes.length,
    width: image.width,
    height: image.height,
    originalPath: paths.original,
    thumbnailPath: paths.thumbnail,
    exif,
    place,
  };
}
