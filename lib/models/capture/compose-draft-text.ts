import { formatDay, formatMonth } from "@/lib/nlp/extract-dates";
import { parsePerson } from "@/lib/nlp/extract-people";
import { isPetRelation } from "@/lib/nlp/pets";
import { formatPeriod } from "@/lib/text/memory-period";
import type { PhotosSeen } from "@/lib/vision/analysis-summary";
import type { CaptureDetails } from "./capture-draft";
import { seenPhrase, seenSentences, seenThings } from "./describe-seen";

/**
 * Everything a draft's title and summary are written from. The text is composed from this
 * alone on every turn (never appended to the previous text), so a long chat cannot grow it
 * past its limits and an edited field shows at once.
 */
export type DraftTextInput = {
  details: CaptureDetails;
  /** The memory's place: the photo's, or the user's correction. */
  place: string | null;
  /** When it happened: a day, or a range when `end` is set. */
  period: { start: Date | null; end: Date | null };
  /** A description of the photos (a vision model's, or given with the photo facts). */
  scene: string | null;
  /** What the offline photo analysis saw and read in the photos (lib/vision), once it ran. */
  seen: PhotosSeen | null;
  photoCount: number;
  /** The user's own answers, oldest first: quoted as the story. */
  answers: string[];
};

export const titleLimit = 120;
export const summaryLimit = 4000;
const ellipsis = "…";
const occasionWords = /birthday|anniversary|wedding|graduation|christmas|easter|thanksgiving|halloween|new year|honeymoon|reunion/i;

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** How a person detail reads in a sentence: "Ana", "my sister"; a pet keeps its kind, "Biscuit (dog)". */
const personName = (value: string) => {
  const p = parsePerson(value);
  if (p.name && isPetRelation(p.relation)) return `${p.name} (${p.relation})`;
  return p.name ?? `my ${p.relation}`;
};
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

const placeKeyOf = (place: string) => place.split(",")[0].trim().toLowerCase();

/** The memory's place first, then the places the story names that it does not already say. */
function placesOf(input: DraftTextInput): string[] {
  const main = input.place ?? input.details.locations[0] ?? null;
  if (!main) return [];
  const said = main.toLowerCase();
  const others = input.details.locations.filter((l) => !said.includes(placeKeyOf(l)) && placeKeyOf(l) !== placeKeyOf(main));
  return [main, ...others.slice(0, 2)];
}

/** A title a person would give it: the occasion or activity, with whom or where; else place and month. */
export function composeTitle(input: DraftTextInput): string {
  const { details } = input;
  const date = input.period.start;
  const occasion = details.dates.find((d) => occasionWords.test(d));
  const activity = details.activities.find((a) => a.includes(" ")) ?? details.activities[0];
  const subject = occasion ?? activity;
  const names = details.people.map(personName).slice(0, 2);
  const place = (input.place ?? details.locations[0])?.split(",")[0].trim();
  const seen = names.length ? null : seenPhrase(input.seen);
  const title =
    subject && names.length ? capitalize(`${subject} with ${listOf(names)}`)
    : subject && place ? capitalize(`${subject} at ${place}`)
    : names.length && place ? `With ${listOf(names)} at ${place}`
    : subject ? capitalize(subject)
    : seen ? (place ? `${seen} at ${place}` : seen)
    : names.length ? (date ? `With ${listOf(names)}, ${formatMonth(date)}` : `With ${listOf(names)}`)
    : place && date ? `${place}, ${formatMonth(date)}`
    : place ? place
    : date ? `A day in ${formatMonth(date)}`
    : "New memory";
  return title.length <= titleLimit ? title : cutAtWord(title, titleLimit - ellipsis.length) + ellipsis;
}

const feelingWords: Record<string, string> = { awe: "awe-inspiring", loved: "full of love", moved: "moving" };

/** The opening sentence: what, with whom, where and when ("Hiking with Jess at Yosemite Valley on May 3 – 7, 2026."). */
function leadSentence(input: DraftTextInput): string {
  const { details, period } = input;
  const places = placesOf(input);
  const what = listOf(details.activities.slice(0, 3));
  const who = details.people.length ? `with ${listOf(details.people.slice(0, 4).map(personName))}` : "";
  const where = places.length ? `${places[0].includes(",") ? "in" : "at"} ${listOf(places)}` : "";
  const when = period.start ? `${period.end && !sameDay(period.start, period.end) ? "from" : "on"} ${formatPeriod(period.start, period.end).replace(" – ", " to ")}` : "";
  const parts = [what, who, where, when].filter(Boolean);
  return parts.length ? `${capitalize(parts.join(" "))}.` : "";
}

/** The summary: a few sentences from the input, then the user's own words as long as room is left. */
export function composeSummary(input: DraftTextInput): string {
  const { details, period } = input;
  const sentences: string[] = [leadSentence(input)];
  const shownDays = [period.start, period.end].filter((d): d is Date => !!d).map(formatDay);
  const otherDates = details.dates.filter((d) => !shownDays.includes(d));
  if (otherDates.length) sentences.push(`It was ${listOf(otherDates.slice(0, 4).map((d) => (/^\d/.test(d) ? `the ${d}` : d)))}.`);
  const extraActivities = details.activities.slice(3, 8);
  if (extraActivities.length) sentences.push(`There was ${listOf(extraActivities)} too.`);
  // What the photos showed or read is said once, by the sentences about the photos.
  const seen = new Set(seenThings(input.seen).map((t) => t.toLowerCase()));
  const things = details.objects.filter((o) => !seen.has(o.toLowerCase()));
  if (things.length) sentences.push(`${capitalize(listOf(things.slice(0, 6)))} ${things.length > 1 ? "were" : "was"} part of it.`);
  if (details.emotions.length) sentences.push(`It felt ${listOf(details.emotions.slice(0, 4).map((e) => feelingWords[e] ?? e))}.`);
  sentences.push(...seenSentences(input.seen, input.photoCount));
  if (input.scene) sentences.push(`The photos show ${input.scene.trim().replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase())}.`);
  const composed = sentences.filter(Boolean).join(" ").slice(0, summaryLimit - 100);
  const quoted = quoteAnswers(input.answers, summaryLimit - composed.length - 20);
  const summary = [composed, quoted ? `In your words: ${quoted}` : ""].filter(Boolean).join(" ");
  return summary.slice(0, summaryLimit) || "A new memory from your photos. Tell the assistant what was happening.";
}

// The user's words are quoted in order until the budget runs out, the last one cut at a word.
// (The chat itself keeps every word the user typed.)
function quoteAnswers(answers: string[], budget: number): string {
  const quotes: string[] = [];
  let left = Math.min(budget, 2400);
  for (const answer of answers.map((a) => a.trim().replace(/\s+/g, " ")).filter(Boolean)) {
    if (left < 40) break;
    const room = left - 3; // the quote marks and a space
    const text = answer.length <= room ? answer : cutAtWord(answer, room - ellipsis.length) + ellipsis;
    quotes.push(`“${text}”`);
    left -= text.length + 3;
  }
  return quotes.join(" ");
}

function cutAtWord(text: string, length: number): string {
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return (space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "");
}

/** Title and summary, composed afresh from the input. */
export function composeDraftText(input: DraftTextInput): { title: string; summary: string } {
  return { title: composeTitle(input), summary: composeSummary(input) };
}
