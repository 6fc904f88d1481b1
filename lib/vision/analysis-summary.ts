import type { PhotoAnalysisResult } from "./photo-analysis";

/** What one or more photos show, in the words drafts, search and the graph use. */
export type PhotosSeen = {
  /** The most people seen in any one photo (faces or person boxes; the same people recur across photos). */
  people: number;
  /** Object labels, most photos first, without "person" (people counts those). */
  objects: string[];
  /** Confident lines of text read in the photos, in order, without repeats. */
  textLines: string[];
};

const normalizeText = (text: string) => text.replace(/\s+/g, " ").trim();

/** What one analysed photo shows. */
export function seenInPhoto(result: PhotoAnalysisResult): PhotosSeen {
  const personBoxes = result.objects.filter((object) => object.label === "person").length;
  return {
    people: Math.max(result.faces.length, personBoxes),
    objects: [...new Set(result.objects.map((object) => object.label).filter((label) => label !== "person"))],
    textLines: result.textLines.map((line) => normalizeText(line.text)).filter(Boolean),
  };
}

/** What a memory's photos show together; all zero and empty when none was analysed. */
export function combineSeen(photos: PhotosSeen[]): PhotosSeen {
  const objectCounts = new Map<string, number>();
  const textLines: string[] = [];
  const seenText = new Set<string>();
  for (const photo of photos) {
    for (const label of photo.objects) objectCounts.set(label, (objectCounts.get(label) ?? 0) + 1);
    for (const text of photo.textLines) {
      if (seenText.has(text.toLowerCase())) continue;
      seenText.add(text.toLowerCase());
      textLines.push(text);
    }
  }
  return {
    people: Math.max(0, ...photos.map((photo) => photo.people)),
    objects: [...objectCounts.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label),
    textLines,
  };
}

/** One photo's searchable words: its object labels and the text read in it. */
export function searchTextOf(result: PhotoAnalysisResult): string {
  const seen = seenInPhoto(result);
  return [...(seen.people ? [seen.people > 1 ? "people" : "person"] : []), ...seen.objects, ...seen.textLines].join(". ");
}
