// A photo's file name in the export: `YYYY-MM-DD_<the name it was uploaded with>`, the day
// it was taken (else uploaded), unique within the export (`-2`, `-3` before the extension).

const MAX_NAME = 100;

/** The uploaded name made safe as one zip entry name: no folders, no control or reserved characters. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "").replace(/^\.+/, "").trim().slice(-MAX_NAME);
}

const extensionOf = (path: string) => path.slice(path.lastIndexOf(".") + 1).toLowerCase();

type ExportedPhoto = { originalName: string | null; originalPath: string; sha256: string; takenAt: Date | null; createdAt: Date };

/** Picks the photo's name and remembers it in `used` (lower-cased: zips open on case-insensitive disks too). */
export function exportFileName(photo: ExportedPhoto, used: Set<string>): string {
  const day = (photo.takenAt ?? photo.createdAt).toISOString().slice(0, 10);
  const extension = extensionOf(photo.originalPath);
  let name = safeName(photo.originalName ?? "") || `photo-${photo.sha256.slice(0, 12)}.${extension}`;
  if (!name.includes(".")) name = `${name}.${extension}`;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = [name.slice(0, dot), name.slice(dot)];
  let candidate = `${day}_${stem}${ext}`;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${day}_${stem}-${n}${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}
