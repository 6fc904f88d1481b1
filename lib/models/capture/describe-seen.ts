import { combineSeen, type PhotosSeen } from "@/lib/vision/analysis-summary";
import type { PhotoFacts } from "./capture-model";

// How the offline draft speaks about what the photo analysis saw (lib/vision): a phrase for
// the title, a sentence for the summary, the things and text it offers as details, and the
// question it asks about the people in the photos.

const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const countWord = (n: number) => numberWords[n] ?? String(n);
const article = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);
const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);
const MAX_OBJECTS = 4;
const MAX_TEXT_DETAILS = 3;
const MAX_TEXT_LENGTH = 60;

/** Everything the analysed photos show together; null when none was analysed. */
export function seenInPhotos(photos: PhotoFacts[]): PhotosSeen | null {
  const analysed = photos.map((photo) => photo.seen).filter((seen): seen is PhotosSeen => !!seen);
  return analysed.length ? combineSeen(analysed) : null;
}

const peoplePhrase = (people: number) => (people === 1 ? "one person" : `${countWord(people)} people`);

/** "Three people with a cake and a cup", "A dog", or null when nothing was seen. */
export function seenPhrase(seen: PhotosSeen | null): string | null {
  if (!seen) return null;
  const things = seen.objects.slice(0, MAX_OBJECTS).map(article);
  const phrase = seen.people ? [peoplePhrase(seen.people), things.length ? `with ${listOf(things)}` : ""].filter(Boolean).join(" ") : listOf(things);
  return phrase ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : null;
}

/** "The photo shows three people with a cake. Text in it reads “EUROSTAR” and “LONDON-PARIS”." */
export function seenSentences(seen: PhotosSeen | null, photoCount: number): string[] {
  if (!seen) return [];
  const sentences: string[] = [];
  const phrase = seenPhrase(seen);
  if (phrase) sentences.push(`The photo${photoCount > 1 ? "s show" : " shows"} ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}.`);
  const text = seen.textLines.slice(0, MAX_TEXT_DETAILS).map((line) => `“${line.slice(0, MAX_TEXT_LENGTH)}”`);
  if (text.length) sentences.push(`Text in ${photoCount > 1 ? "them" : "it"} reads ${listOf(text)}.`);
  return sentences;
}

/** The things seen (object labels) and the text read, offered as Things. */
export function seenThings(seen: PhotosSeen | null): string[] {
  if (!seen) return [];
  return [...seen.objects.slice(0, MAX_OBJECTS), ...seen.textLines.slice(0, MAX_TEXT_DETAILS).map((line) => `“${line.slice(0, MAX_TEXT_LENGTH)}”`)];
}

/** "Who are the three people in the photo?" when people were seen; null otherwise. */
export function seenPeopleQuestion(seen: PhotosSeen | null, photoCount: number): string | null {
  if (!seen?.people) return null;
  const where = photoCount > 1 ? "in the photos" : "in the photo";
  const around = seen.objects[0] ? ` with ${article(seen.objects[0])}` : "";
  return seen.people === 1
    ? `Who is the person ${where}${around}? Tell me their name and how you know them.`
    : `Who are the ${countWord(seen.people)} people ${where}${around}? Tell me their names and how you know them.`;
}

/** Whether an assistant turn was the question about the people seen. */
export const isSeenPeopleQuestion = (text: string) => /^Who (is the person|are the \w+ people) in the photos?\b/.test(text.trim());
