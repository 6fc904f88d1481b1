import "server-only";
import sharp from "sharp";

// HEIC/HEIF (what iPhones take): sharp's prebuilt libvips has no HEVC decoder, so these
// decode with libheif compiled to WebAssembly (`heic-decode` → `libheif-js`, bundled in the
// package: nothing is downloaded at run time), then go through sharp like any photo. The
// original file is what is stored and exported; browsers (which mostly cannot show HEIC)
// and models get JPEGs made from it.

type HeicImage = { width: number; height: number; decode: () => Promise<{ data: Uint8ClampedArray }> };
type HeicImages = HeicImage[] & { dispose?: () => void };
type HeicDecode = { all: (input: { buffer: Uint8Array }) => Promise<HeicImages> };

let decoder: Promise<HeicDecode> | undefined;
const loadDecoder = () => (decoder ??= import("heic-decode").then((m) => ((m as { default?: unknown }).default ?? m) as HeicDecode));

export type DecodedHeic = { jpeg: Buffer; width: number; height: number };

/**
 * The HEIC's primary image as a full-size JPEG. Its size is read before decoding: an image
 * over `maxPixels` is not decoded and comes back as `{ tooLarge }`.
 */
export async function heicToJpeg(bytes: Buffer, maxPixels: number, quality = 90): Promise<DecodedHeic | { tooLarge: { width: number; height: number } }> {
  const images = await (await loadDecoder()).all({ buffer: bytes });
  try {
    const image = images[0];
    if (!image) throw new Error("no image in the HEIF file");
    const { width, height } = image;
    if (width * height > maxPixels) return { tooLarge: { width, height } };
    const { data } = await image.decode();
    const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .jpeg({ quality })
      .toBuffer();
    return { jpeg, width, height };
  } finally {
    images.dispose?.();
  }
}
