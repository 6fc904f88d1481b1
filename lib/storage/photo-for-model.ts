import "server-only";
import sharp from "sharp";
import { readFile } from "node:fs/promises";
import { heicToJpeg } from "./decode-heic";
import { absoluteMediaPath } from "./media-paths";
import { uploadLimits } from "./upload-limits";

/** A stored original as sharp can read it: a HEIC becomes a JPEG first (decode-heic.ts). */
async function readableOriginal(originalPath: string): Promise<Buffer | string> {
  const file = absoluteMediaPath(originalPath);
  if (!originalPath.endsWith(".heic")) return file;
  const decoded = await heicToJpeg(await readFile(file), uploadLimits.maxPixels);
  if (!("jpeg" in decoded)) throw new Error("HEIC photo over the pixel limit");
  return decoded.jpeg;
}

/** An image as models see it: a 1024 px JPEG (upright), enough detail at a fraction of the original's size. */
export function jpegForModel(image: Buffer | string): Promise<Buffer> {
  return sharp(image).rotate().resize(1024, 1024, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
}

/** A stored photo as models see it (jpegForModel). */
export async function photoJpegForModel(originalPath: string): Promise<Buffer> {
  return jpegForModel(await readableOriginal(originalPath));
}

/**
 * A stored photo for the offline analysis (lib/vision), whose child process decodes it: a
 * 1024 px JPEG made by sharp (off the main thread), or a HEIC's own bytes, since decoding
 * HEIC (WebAssembly) would hold up this process's requests.
 */
export async function photoForAnalysis(originalPath: string): Promise<{ bytes: Buffer; heic: boolean }> {
  if (originalPath.endsWith(".heic")) return { bytes: await readFile(absoluteMediaPath(originalPath)), heic: true };
  return { bytes: await photoJpegForModel(originalPath), heic: false };
}

/** The same JPEG as a data URL, for capture models. */
export async function photoDataUrlForModel(originalPath: string): Promise<string> {
  return `data:image/jpeg;base64,${(await photoJpegForModel(originalPath)).toString("base64")}`;
}
