import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { resetServerEnvForTests } from "@/lib/env";
import { makePhoto } from "@/lib/testing/make-photo";
import { detectImageType } from "./detect-image-type";
import { storePhoto } from "./store-photo";
import { AppError } from "@/lib/errors/app-error";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "tobu-store-"));
  process.env.DATA_DIR = dataDir;
  resetServerEnvForTests();
});

const filesUnder = async (dir: string): Promise<string[]> => {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
};

describe("storePhoto", () => {
  it("keeps the original bytes by content hash, makes a thumbnail, reads EXIF date and GPS", async () => {
    const bytes = await makePhoto({ width: 800, height: 600, takenAt: "2023:06:24 14:30:00", gps: { latitude: 41.8789, longitude: -87.6359 } });
    const stored = await storePhoto("user1", bytes, "picnic.jpg");
    expect(stored.mimeType).toBe("image/jpeg");
    expect([stored.width, stored.height]).toEqual([800, 600]);
    expect(stored.exif.takenAt?.toISOString()).toBe("2023-06-24T14:30:00.000Z");
    expect(stored.exif.latitude).toBeCloseTo(41.8789, 3);
    expect(stored.exif.longitude).toBeCloseTo(-87.6359, 3);
    expect(stored.place).toMatch(/United States/);
    expect(stored.originalPath).toBe(`media/user1/${stored.sha256}.jpg`);
    expect(await readFile(path.join(dataDir, stored.originalPath))).toEqual(bytes);
    const thumb = await sharp(path.join(dataDir, stored.thumbnailPath)).metadata();
    expect(thumb.format).toBe("webp");
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(480);
  });

  it.each(["png", "webp", "avif"] as const)("accepts %s by its content", async (format) => {
    const bytes = await makePhoto({ format });
    expect(detectImageType(bytes)?.extension).toBe(format);
    const stored = await storePhoto("user1", bytes, "no-extension");
    expect(stored.mimeType).toBe(`image/${format}`);
  });

  const refusals: [string, () => Promise<Buffer>, string, RegExp][] = [
    ["an empty file", async () => Buffer.alloc(0), "invalid", /empty/],
    ["a GIF named .jpg", async () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary"), "unsupported", /GIF.*JPEG, PNG, WebP, AVIF or HEIC/],
    ["a text file", async () => Buffer.from("hello, not a photo"), "unsupported", /not a supported image/],
    ["a truncated JPEG", async () => (await makePhoto({ width: 400, height: 300 })).subarray(0, 300), "unreadable", /damaged or incomplete/],
    ["a pixel bomb", async () => sharp({ create: { width: 12000, height: 9000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer(), "unreadable", /12000 × 9000 pixels/],
    ["a file over 25 MB", async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(26 * 1024 * 1024)]), "too_large", /limit is 25 MB/],
  ];
  it.each(refusals)("refuses %s with its own message and writes nothing", async (_name, make, code, message) => {
    const userDir = path.join(dataDir, "media", "user2");
    const error = await storePhoto("user2", await make(), "photo.jpg").catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(await filesUnder(userDir)).toEqual([]);
  });
});
