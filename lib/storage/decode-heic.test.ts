import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { heicToJpeg } from "./decode-heic";
import { detectImageType } from "./detect-image-type";
import { inspectImage } from "./inspect-image";
import { readExif } from "./read-exif";

// The decode runs in a worker thread, never on the thread that answers requests: loading the
// WebAssembly decoder here fails, and every HEIC test below still passes.
vi.mock("heic-decode", () => {
  throw new Error("heic-decode was loaded on the request thread");
});

const heic = () => readFile(path.join(process.cwd(), "lib/testing/fixtures/eiffel.heic"));

describe("HEIC photos", () => {
  it("are recognised by their content", async () => {
    expect(detectImageType(await heic())).toEqual({ mimeType: "image/heic", extension: "heic" });
  });

  it("decode to a JPEG of the same size, refusing one over the pixel limit before decoding", async () => {
    const decoded = await heicToJpeg(await heic(), 100_000_000);
    expect(decoded).toMatchObject({ width: 160, height: 120 });
    if (!("jpeg" in decoded)) throw new Error("not decoded");
    const meta = await sharp(decoded.jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 160, 120]);
    expect(await heicToJpeg(await heic(), 1000)).toEqual({ tooLarge: { width: 160, height: 120 } });
  });

  it("pass the upload checks with a thumbnail, and give their EXIF date and GPS", async () => {
    const inspected = await inspectImage(await heic(), "IMG_0001.HEIC");
    expect(inspected).toMatchObject({ mimeType: "image/heic", extension: "heic", width: 160, height: 120 });
    expect((await sharp(inspected.thumbnail).metadata()).format).toBe("webp");
    const exif = await readExif(await heic());
    expect(exif.takenAt?.toISOString()).toBe("2021-05-04T10:20:30.000Z");
    expect(exif.latitude).toBeCloseTo(48.8584, 4);
    expect(exif.longitude).toBeCloseTo(2.2945, 4);
  });

  it("a damaged HEIC is refused with a clear message", async () => {
    const bytes = await heic();
    await expect(inspectImage(bytes.subarray(0, 200), "cut.heic")).rejects.toThrow(/"cut.heic" looks like a HEIC but is damaged or incomplete/);
  });
});
