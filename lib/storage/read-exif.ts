import "server-only";
import exifr from "exifr";
import { cleanText } from "@/lib/text/clean-text";
import { isMemoryYear } from "@/lib/text/memory-date";

export type ExifFacts = {
  /** The camera's wall-clock time, stored as if UTC (EXIF has no reliable time zone). */
  takenAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  /** A small, JSON-safe subset kept for reference. */
  raw: Record<string, string | number> | null;
};

const kept = ["Make", "Model", "DateTimeOriginal", "CreateDate", "OffsetTimeOriginal", "Orientation", "LensModel"] as const;

/** "2023:06:24 14:30:05" → a Date holding that wall-clock time in UTC. */
export function parseExifDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const m = value.match(/^(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/);
  if (!m) return null;
  const [, y, mo, d, h = "12", mi = "00", s = "00"] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  return Number.isNaN(date.getTime()) || !isMemoryYear(+y) ? null : date;
}

const validCoordinate = (v: unknown, limit: number) => typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= limit;

/** Date taken and GPS position; a photo without EXIF (or with broken EXIF) gives nulls, not an error. */
export async function readExif(bytes: Buffer): Promise<ExifFacts> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: false, icc: false, iptc: false, reviveValues: false });
  } catch {
    tags = undefined;
  }
  if (!tags) return { takenAt: null, latitude: null, longitude: null, raw: null };
  const takenAt = parseExifDate(tags.DateTimeOriginal) ?? parseExifDate(tags.CreateDate);
  const gps = await exifr.gps(bytes).catch(() => undefined);
  const hasGps = gps && validCoordinate(gps.latitude, 90) && validCoordinate(gps.longitude, 180) && !(gps.latitude === 0 && gps.longitude === 0);
  const raw: Record<string, string | number> = {};
  for (const key of kept) {
    const v = tags[key];
    // Camera firmware pads strings with NUL, which PostgreSQL text refuses.
    if (typeof v === "string") raw[key] = cleanText(v).trim();
    else if (typeof v === "number" && Number.isFinite(v)) raw[key] = v;
  }
  return {
    takenAt,
    latitude: hasGps ? gps.latitude : null,
    longitude: hasGps ? gps.longitude : null,
    raw: Object.keys(raw).length ? raw : null,
  };
}
