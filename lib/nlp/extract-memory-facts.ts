import { ownStory } from "./addressed-to-listener";
import { extractActivities } from "./extract-activities";
import { extractDates, type DateRange, type DateReference } from "./extract-dates";
import { extractEmotions } from "./extract-emotions";
import { extractObjects } from "./extract-objects";
import { extractPeople, type ExtractedPerson } from "./extract-people";
import { extractPlaces } from "./extract-places";
import { escapeRegExp } from "@/lib/text/escape-reg-exp";
import { namesReadAsFunctionWords } from "./tokens";

export type MemoryFacts = {
  people: ExtractedPerson[];
  places: string[];
  activities: string[];
  emotions: string[];
  objects: string[];
  dates: string[];
  resolvedDate: Date | null;
  /** A range the words state ("from the 3rd to the 7th", "3-7 May"). */
  range: DateRange | null;
};

/** Adds the names the people finder took for prepositions ("Per's grave", "with Per"). */
function withNamesReadAsFunctionWords(people: ExtractedPerson[], text: string): ExtractedPerson[] {
  const named = new Set(people.map((p) => p.name?.toLowerCase()));
  const missing = namesReadAsFunctionWords(text).filter((name) => !named.has(name.toLowerCase()));
  return [...people, ...missing.map((name) => ({ name, relation: null }))];
}

/** The text with the people's names left out: "my friend Jun" tells no month. */
function withoutNames(text: string, people: ExtractedPerson[]): string {
  const names = people.flatMap((p) => (p.name ? [p.name] : []));
  if (names.length === 0) return text;
  return text.replace(new RegExp(`(?<![\\p{L}])(?:${names.map(escapeRegExp).join("|")})(?![\\p{L}])`, "gu"), "someone");
}

/** Everything the offline engine can read from one piece of the user's text. */
export function extractMemoryFacts(text: string, context: { reference: DateReference; knownNames?: Iterable<string> }): MemoryFacts {
  const people = withNamesReadAsFunctionWords(extractPeople(text, context.knownNames), text);
  const names = new Set(people.map((p) => p.name?.toLowerCase()).filter(Boolean));
  const dates = extractDates(withoutNames(text, people), context.reference);
  // What the user did and had, not what they said of someone else's ("your trip sounds fun").
  const own = ownStory(text);
  return {
    people,
    places: extractPlaces(text).filter((p) => !names.has(p.toLowerCase())),
    activities: extractActivities(own),
    emotions: extractEmotions(text),
    objects: extractObjects(own).filter((o) => !names.has(o)),
    dates: dates.labels,
    resolvedDate: dates.resolvedDate,
    range: dates.range,
  };
}
