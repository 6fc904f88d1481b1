import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);

type PhotoSpec = {
  width?: number;
  height?: number;
  color?: { r: number; g: number; b: number };
  format?: "jpeg" | "png" | "webp" | "avif";
  /** "2023:06:24 14:30:00" */
  takenAt?: string;
  gps?: { latitude: number; longitude: number };
};

/** A real, small photo with optional EXIF date and GPS (written by exiftool), for tests. */
export async function makePhoto(spec: PhotoSpec = {}): Promise<Buffer> {
  const { width = 64, height = 48, color = { r: 200, g: 120, b: 40 }, format = "jpeg" } = spec;
  const image = sharp({ create: { width, height, channels: 3, background: color } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="white"/></svg>`) }])
    .toFormat(format);
  const bytes = await image.toBuffer();
  if (!spec.takenAt && !spec.gps) return bytes;
  const dir = await mkdtemp(path.join(os.tmpdir(), "tobu-photo-"));
  const file = path.join(dir, `photo.${format === "jpeg" ? "jpg" : format}`);
  try {
    await writeFile(file, bytes);
    const args = ["-q", "-overwrite_original"];
    if (spec.takenAt) args.push(`-DateTimeOriginal=${spec.takenAt}`);
    if (spec.gps) {
      const { latitude, longitude } = spec.gps;
      args.push(`-GPSLatitude=${Math.abs(latitude)}`, `-GPSLatitudeRef=${latitude >= 0 ? "N" : "S"}`, `-GPSLongitude=${Math.abs(longitude)}`, `-GPSLongitudeRef=${longitude >= 0 ? "E" : "W"}`);
    }
    await run("exiftool", [...args, file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
