// The one order of a memory's photos everywhere (memory page, lightbox, capture, export):
// by when each was taken (its EXIF date), a photo without one by when it was uploaded,
// then upload order for ties. Pure, so any reader of photo rows sorts the same way.

type TimedPhoto = { id: string; takenAt: Date | null; createdAt: Date };

const timeOf = (p: TimedPhoto) => (p.takenAt ?? p.createdAt).getTime();

export function byTimeTaken<T extends TimedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => timeOf(a) - timeOf(b) || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
