import "server-only";
import sharp from "sharp";
import { heicToJpeg } from "./decode-heic";
import { describeUnsupported, detectImageType, type ImageType } from "./detect-image-type";
import { AppError } from "@/lib/errors/app-error";
import { formatMegabytes, uploadLimits } from "./upload-limits";

type InspectedImage = ImageType & { width: number; height: number; thumbnail: Buffer };

const thumbnailSize = 480;

/**
 * Checks an upload by content: size, magic bytes, pixel count (before decoding, against
 * pixel bombs), then a full decode (which catches truncated and corrupt files) that also
 * produces the thumbnail. Throws AppError with a message naming the problem.
 */
export async function inspectImage(bytes: Buffer, fileName: string): Promise<InspectedImage> {
  if (bytes.length === 0) throw new AppError("invalid", `"${fileName}" is empty (0 bytes).`);
  if (bytes.length > uploadLimits.maxBytes) {
    throw new AppError("too_large", `"${fileName}" is ${formatMegabytes(bytes.length)}; the limit is ${formatMegabytes(uploadLimits.maxBytes)} per photo.`);
  }
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError("unsupported", `"${fileName}" is ${describeUnsupported(bytes)}. Upload a ${uploadLimits.acceptedLabel} photo.`);
  }
  const corrupt = () => new AppError("unreadable", `"${fileName}" looks like a ${type.extension.toUpperCase()} but is damaged or incomplete and cannot be read.`);
  const tooLarge = (width: number, height: number) =>
    new AppError("unreadable", `"${fileName}" is ${width} × ${height} pixels; photos up to ${uploadLimits.maxPixels / 1_000_000} megapixels are accepted.`);
  // HEIC: decoded to a JPEG first (its size checked before decoding); the rest reads that.
  let readable = bytes;
  if (type.extension === "heic") {
    const decoded = await heicToJpeg(bytes, uploadLimits.maxPixels).catch(() => null);
    if (!decoded) throw corrupt();
    if ("tooLarge" in decoded) throw tooLarge(decoded.tooLarge.width, decoded.tooLarge.height);
    readable = decoded.jpeg;
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(readable, { limitInputPixels: false }).metadata());
  } catch {
    throw corrupt();
  }
  if (!width || !height) throw corrupt();
  if (width * height > uploadLimits.maxPixels) throw tooLarge(width, height);
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(readable, { limitInputPixels: uploadLimits.maxPixels, failOn: "error" })
      .rotate() // apply EXIF orientation
      .resize(thumbnailSize, thumbnailSize, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw corrupt();
  }
  return { ...type, width, height, thumbnail };
}
