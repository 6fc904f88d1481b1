import * as chrono from "chrono-node";
import { addressedSentences } from "@/lib/nlp/addressed-to-listener";
import { findConcepts } from "@/lib/nlp/concepts";
import { normalizeKey } from "@/lib/nlp/fold";
import { findPeople, occasionNames, parsePersonDetail, relationWordsFor, type PersonMention } from "@/lib/nlp/people";
import { holidayOnDate, holidaysInText, seasonOf } from "@/lib/nlp/periods";
import { placeKey } from "@/lib/nlp/places";
import { tokenize } from "@/lib/nlp/tokens";
import type { MemoryForGraph } from "./memory-for-graph";
import {
  activityProposal,
  conceptProposal,
  holidayByLabel,
  holidayProposal,
  personProposal,
  placeNameProposal,
  placeProposals,
  seasonProposal,
  yearProposal,
} from "./theme-keys";
import type { ThemeProposal } from "./theme-proposal";

/** The date a memory happened: its own date, else the first full date among its DATE details. */
function memoryDate(memory: MemoryForGraph): Date | null {
  if (memory.occurredAt) return memory.occurredAt;
  for (const detail of memory.details) {
    if (detail.kind !== "DATE") continue;
    const parsed = chrono.parse(detail.value).find((r) => r.start.isCertain("year"));
    if (parsed) return parsed.start.date();
  }
  return null;
}

function people(memory: MemoryForGraph, texts: string[]): PersonMention[] {
  // A capitalised festival the capture took for someone ("Naadam") is no person when the memory's words show it an occasion ("For Naadam 2024").
  const occasions = occasionNames(texts);
  const fromDetails = memory.details
    .filter((d) => d.kind === "PERSON")
    .map((d) => parsePersonDetail(d.value))
    .filter((p): p is PersonMention => !!p && !occasions.has(normalizeKey(p.name)));
  const owners = new Set(memory.ownerNames.flatMap((n) => normalizeKey(n).split(" ")));
  // The details first (they carry the relation the user gave), then anyone else the memory's
  // words name: a summary the user wrote ("Dana and Marcus returned...") names people the
  // chat only called "he".
  const found = findPeople(texts, { exclude: memory.ownerNames, places: memory.place ? memory.place.split(",").map((p) => p.trim()) : [] });
  const detailNames = new Set(fromDetails.map((p) => normalizeKey(p.given)));
  const mentions = [...fromDetails, ...found.filter((p) => !detailNames.has(normalizeKey(p.given)))];
  return mentions
    .filter((p) => !owners.has(normalizeKey(p.given)))
    .map((p) => ({ ...p, descriptors: [...new Set([...p.descriptors, ...relationWordsFor(texts, p.given, memory.ownerNames)])] }));
}

/** The tokens of the sentences the user said about their own life, not to or about the listener, nor denied ("I don't surf"). */
function ownSentenceTokens(texts: string[]) {
  return texts.flatMap((text) => addressedSentences(text).flatMap((sentence) => (sentence.addressed ? [] : sentence.tokens.filter((t) => !t.negated))));
}

/**
 * The offline engine's relation extraction for one memory: its people and pets, places
 * (with their city/region hierarchy), activities and kinds of events (concept lexicon over
 * details and the user's words), holidays, seasons and years. Deterministic.
 */
export function proposeThemesOffline(memory: MemoryForGraph): ThemeProposal[] {
  const texts = [memory.title, memory.summary, ...memory.userTurns].filter((t) => t.trim());
  const proposals: ThemeProposal[] = [];
  const add = (p: ThemeProposal | undefined) => {
    if (!p) return;
    const same = proposals.find((o) => o.key === p.key && o.kind === p.kind);
    if (same) {
      same.descriptors = [...new Set([...same.descriptors, ...p.descriptors])];
      same.aliases = [...new Set([...same.aliases, ...p.aliases])];
    } else proposals.push(p);
  };

  for (const person of people(memory, texts)) add(personProposal(person));

  const placeKeys = new Set<string>();
  if (memory.place) for (const p of placeProposals(memory.place)) {
    add(p);
    placeKeys.add(p.matchKey);
  }
  for (const detail of memory.details) {
    if (detail.kind === "LOCATION") {
      const list = detail.value.includes(",") ? placeProposals(detail.value) : [placeNameProposal(detail.value)];
      for (const p of list) if (p && !placeKeys.has(p.matchKey)) add(p);
    }
    if (detail.kind === "ACTIVITY") add(activityProposal(detail.value));
    if (detail.kind === "DATE") {
      const holiday = holidayByLabel(detail.value);
      if (holiday) add(holidayProposal(holiday));
    }
  }

  const tokens = tokenize(texts.join("\n"));
  // "How was your road trip, Mel?": what the user asked or said about the listener's doings
  // makes no theme of this memory (recall's lexical index weighs those words as asides too).
  for (const match of findConcepts(ownSentenceTokens(texts))) add(conceptProposal(match.concept));
  for (const holiday of holidaysInText(tokens)) add(holidayProposal(holiday));

  // Its first day, and its last when it spans several: a trip from December 28 to January 2
  // belongs to both years, a week from August 29 to both summer and autumn.
  const first = memoryDate(memory);
  for (const date of [first, first && memory.endedAt && memory.endedAt > first ? memory.endedAt : null]) {
    if (!date) continue;
    add(yearProposal(date.getUTCFullYear()));
    const { season, year } = seasonOf(date, memory.latitude);
    add(seasonProposal(season, year));
    const holiday = holidayOnDate(date);
    if (holiday) add(holidayProposal(holiday));
  }
  return proposals.filter((p) => p.kind !== "place" || placeKey(p.name) !== "");
}
