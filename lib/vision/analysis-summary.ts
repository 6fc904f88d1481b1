import type { PhotoAnalysisResult } from "./photo-analysis";

/** What one or more photos show, in the words drafts, search and the graph use. */
export type PhotosSeen = {
  /** The most faces seen in any one photo (the same people recur across photos). */
  people: number;
  /** Object labels, most photos first, without "person" (faces and people count that). */
  objects: string[];
  /** Confident lines of text read in the photos, in order, without repeats. */
  textLines: string[];
};

const normalizeText = (text: string) => text.replace(/\s+/g, " ").trim();

/** Sums up analyses of a memory's photos; empty when nothing was analysed. */
export function summarizeAnalyses(results: PhotoAnalysisResult[]): PhotosSeen {
  const objectCounts = new Map<string, number>();
  let people = 0;
  const textLines: string[] = [];
  const seenText = new Set<string>();
  for (const result of results) {
    const personBoxes = result.objects.filter((object) => object.label === "person").length;
    people = Math.max(people, result.faces.length, personBoxes);
    for (const label of new Set(result.objects.map((object) => object.label))) {
      if (label !== "person") objectCounts.set(label, (objectCounts.get(label) ?? 0) + 1);
    }
    for (const line of result.textLines) {
      const text = normalizeText(line.text);
      if (!text || seenText.has(text.toLowerCase())) continue;
      seenText.add(text.toLowerCase());
      textLines.push(text);
    }
  }
  const objects = [...objectCounts.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
  return { people, objects, textLines };
}

/** One photo's searchable words: its object labels and the text read in it. */
export function searchTextOf(result: PhotoAnalysisResult): string {
  const seen = summarizeAnalyses([result]);
  return [...(seen.people ? ["person", "people"] : []), ...seen.objects, ...seen.textLines].join(". ");
}
