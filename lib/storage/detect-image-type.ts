// Identifies an image by its first bytes (magic numbers), never by file name or browser type.

export type ImageType = { mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/heic"; extension: "jpg" | "png" | "webp" | "avif" | "heic" };

// HEIF brands whose image is HEVC (HEIC) or generic HEIF: decoded by decode-heic.ts.
const heifBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mimeType: "image/jpeg", extension: "jpg" };
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === "PNG" && bytes[0] === 0x89 && bytes[4] === 0x0d && bytes[5] === 0x0a) {
    return { mimeType: "image/png", extension: "png" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { mimeType: "image/webp", extension: "webp" };
  // ISO-BMFF: size, "ftyp", major brand; AVIF lists avif/avis among its brands (and often
  // mif1 too: AVIF wins), HEIC heic/heix/mif1...
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
    let heif = false;
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return { mimeType: "image/avif", extension: "avif" };
      if (at !== 12 && heifBrands.has(brand)) heif = true; // bytes 12-15 are the minor version
    }
    if (heif) return { mimeType: "image/heic", extension: "heic" };
  }
  return null;
}

/** A short human name for what the bytes look like, for error messages. */
export function describeUnsupported(bytes: Uint8Array): string {
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "a GIF image";
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === "%PDF") return "a PDF document";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && /hei|mif1|heix/.test(ascii(bytes, 8, 12))) return "a HEIC/HEIF image";
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === "BM") return "a BMP image";
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*")) return "a TIFF image";
  return "not a supported image";
}
