import * as chrono from "chrono-node";
import nlp from "compromise";
import { normalizeKey } from "./fold";
import { findConcepts } from "./concepts";
import { findPeople } from "./people";
import { holidaysInText } from "./periods";
import { tokenize } from "./tokens";

export type ExtractedDetail = {
  kind: "DATE" | "LOCATION" | "PERSON" | "ACTIVITY";
  value: string;
};

export type ExtractDetailsInput = {
  /** The texts to read: the user's own words first (chat turns), then any summary. */
  texts: string[];
  /** The user's own names: never a PERSON detail. */
  ownerNames?: string[];
  /** A known place string (EXIF reverse geocoding): gives a LOCATION detail and is never a person. */
  place?: string | null;
  /** "Today" for relative dates ("last summer"). */
  referenceDate?: Date;
};

/**
 * The offline engine's detail extraction: people named in the text (with relationship
 * words, "Marcus (boyfriend)"), activities and kinds of events from the concept lexicon,
 * holidays, the first full date the text states, and the place. Deterministic, no network.
 */
export function extractDetailsFromText(input: ExtractDetailsInput): ExtractedDetail[] {
  const details: ExtractedDetail[] = [];
  const push = (kind: ExtractedDetail["kind"], value: string) => {
    if (!details.some((d) => d.kind === kind && d.value.toLowerCase() === value.toLowerCase())) details.push({ kind, value });
  };
  const places = input.place ? input.place.split(",").map((p) => p.trim()) : [];
  if (input.place) push("LOCATION", input.place);
  const people = findPeople(input.texts, { exclude: input.ownerNames, places });
  for (const person of people) {
    const label = person.maybePet ? "pet" : person.descriptors[0];
    push("PERSON", label ? `${person.name} (${label})` : person.name);
  }
  // Places the text names beyond the photo's own ("a drive up to Door County").
  const personKeys = new Set(people.map((p) => normalizeKey(p.name)));
  const placeKeys = new Set(places.map(normalizeKey));
  for (const named of nlp(input.texts.join("\n")).places().out("array") as string[]) {
    const name = named.replace(/^(the)\s+/i, "").replace(/['’]s$/, "").replace(/[.,;:!?]+$/, "").trim();
    const key = normalizeKey(name);
    if (key && /^\p{Lu}/u.test(name) && !personKeys.has(key) && !placeKeys.has(key)) push("LOCATION", name);
  }
  const tokens = tokenize(input.texts.join("\n"));
  for (const match of findConcepts(tokens)) push("ACTIVITY", match.concept.label);
  for (const holiday of holidaysInText(tokens)) push("DATE", holiday.label);
  const reference = input.referenceDate ?? new Date();
  for (const text of input.texts) {
    const found = chrono.parse(text, reference).find((r) => r.start.isCertain("year") && r.start.isCertain("month"));
    if (found) {
      push("DATE", found.start.date().toISOString().slice(0, 10));
      break;
    }
  }
  return details;
}
