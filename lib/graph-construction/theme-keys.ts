import { conceptById, conceptForPhrase, conceptNamed, type Concept } from "@/lib/nlp/concepts";
import { normalizeKey, titleCase } from "@/lib/nlp/fold";
import { givenNameBucket } from "@/lib/nlp/nicknames";
import type { PersonMention } from "@/lib/nlp/people";
import { HOLIDAYS, seasonLabel, type Holiday, type Season } from "@/lib/nlp/periods";
import { parsePlaceHierarchy, placeKey } from "@/lib/nlp/places";
import { lemmas, tokenize } from "@/lib/nlp/tokens";
import type { ThemeProposal } from "./theme-proposal";

// How each kind of theme is named and keyed. `matchKey` groups themes that may be the same
// (all people a given name can refer to; one place name; one concept); `key` identifies one
// theme. Offline and model proposals both go through these, so they merge the same way.

export function personProposal(person: PersonMention, kind: "person" | "pet" = person.maybePet ? "pet" : "person"): ThemeProposal {
  const bucket = givenNameBucket(person.given);
  const surname = person.surname ? normalizeKey(person.surname) : null;
  const name = titleCase(person.name);
  return {
    kind,
    name,
    matchKey: `name:${bucket}`,
    key: `${kind}:${bucket}${surname ? `:${surname}` : ""}`,
    description: describePerson(kind, name, person.descriptors),
    aliases: [normalizeKey(person.name), normalizeKey(person.given)].filter((v, i, a) => v && a.indexOf(v) === i),
    descriptors: person.descriptors,
    surname: person.surname ?? null,
    given: person.given,
  };
}

export function describePerson(kind: "person" | "pet", name: string, descriptors: string[]): string {
  if (kind === "pet") return `${name}, a pet`;
  return descriptors.length ? `${name}: your ${descriptors.slice(0, 3).join(", ")}` : `${name}, a person in your memories`;
}

/** Themes for each component of a place string except the country ("Humboldt Park", "Chicago", "Illinois"). */
export function placeProposals(place: string): ThemeProposal[] {
  const components = parsePlaceHierarchy(place);
  return components
    .filter((c) => c.level !== "country" && c.key)
    .map((c) => ({
      kind: "place" as const,
      name: c.name,
      matchKey: `place:${c.key}`,
      key: `place:${c.pathKey}`,
      description: c.within ? `${c.name}, in ${c.within}` : c.name,
      aliases: [c.key],
      descriptors: [],
      surname: null,
      placePath: c.pathKey,
    }));
}

export function conceptProposal(concept: Concept): ThemeProposal {
  return {
    kind: concept.kind,
    name: concept.label,
    matchKey: `concept:${concept.id}`,
    key: `concept:${concept.id}`,
    description: `${concept.label} (${concept.terms.slice(0, 4).join(", ")})`,
    aliases: [concept.id],
    descriptors: [],
    surname: null,
  };
}

/** An activity named in the user's words: a known concept when the lexicon has it, else its lemmas. */
export function activityProposal(
  phrase: string,
  kind: "activity" | "event_series" | "preference" = "activity",
  options: { exactConceptOnly?: boolean } = {},
): ThemeProposal | undefined {
  // A named series ("Annual hill walk") is its own theme unless it is exactly a concept's name.
  const concept = kind === "preference" ? undefined : options.exactConceptOnly ? conceptNamed(phrase) : conceptForPhrase(phrase, tokenize(phrase.toLowerCase()));
  if (concept) return conceptProposal(concept);
  const key = lemmas(phrase).join(" ");
  if (!key) return undefined;
  const name = titleCase(phrase.trim());
  return { kind, name, matchKey: `${kind}:${key}`, key: `${kind}:${key}`, description: name, aliases: [key], descriptors: [], surname: null };
}

export function yearProposal(year: number): ThemeProposal {
  return { kind: "period", name: String(year), matchKey: `year:${year}`, key: `period:year:${year}`, description: `The year ${year}`, aliases: [String(year)], descriptors: [], surname: null };
}

const SEASON_MONTHS: Record<Season, string> = { winter: "December to February", spring: "March to May", summer: "June to August", autumn: "September to November" };

export function seasonProposal(season: Season, year: number): ThemeProposal {
  const name = season === "winter" ? `Winter ${year}/${String(year + 1).slice(-2)}` : `${seasonLabel(season)} ${year}`;
  return {
    kind: "period",
    name,
    matchKey: `season:${season}:${year}`,
    key: `period:season:${season}:${year}`,
    description: `${name} (${SEASON_MONTHS[season]})`,
    aliases: [`${season} ${year}`],
    descriptors: [],
    surname: null,
  };
}

export function holidayProposal(holiday: Holiday): ThemeProposal {
  return {
    kind: "period",
    name: holiday.label,
    matchKey: `holiday:${holiday.id}`,
    key: `period:holiday:${holiday.id}`,
    description: `${holiday.label}, a recurring holiday`,
    aliases: [holiday.id, ...holiday.terms.slice(0, 3)],
    descriptors: [],
    surname: null,
  };
}

/** The holiday a label names ("Christmas Eve" -> Christmas), if any. */
export function holidayByLabel(label: string): Holiday | undefined {
  const key = normalizeKey(label);
  return HOLIDAYS.find((h) => normalizeKey(h.label) === key || h.terms.includes(key) || h.id === key);
}

export function placeNameProposal(name: string): ThemeProposal | undefined {
  const key = placeKey(name);
  if (!key) return undefined;
  return { kind: "place", name: name.trim(), matchKey: `place:${key}`, key: `place:${key}`, description: name.trim(), aliases: [key], descriptors: [], surname: null, placePath: key };
}

export { conceptById };
