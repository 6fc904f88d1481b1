import { z } from "zod";
import type { GraphStore } from "@/lib/graph/graph-store";
import { RELATIONSHIP_KINDS, type RelationshipNodeWithCount } from "@/lib/graph/types";
import { findConcepts } from "@/lib/nlp/concepts";
import { normalizeKey } from "@/lib/nlp/fold";
import { givenNameBucket } from "@/lib/nlp/nicknames";
import { placeKey } from "@/lib/nlp/places";
import { tokenize } from "@/lib/nlp/tokens";
import type { MemoryForGraph } from "./memory-for-graph";
import type { ThemeProposal } from "./theme-proposal";

// The model's relation-extraction prompt. Bounded whatever the size of the user's graph:
// the memory's text is capped and only pre-selected candidate themes are shown (those
// sharing a name, place, concept or period with the memory, at most MAX_CANDIDATES).

export const MAX_CANDIDATES = 40;
const MAX_TEXT_CHARS = 2400;
const MAX_DETAILS = 40;
const MAX_DESCRIPTION_CHARS = 90;

export const relationExtractionSchema = z.object({
  themes: z
    .array(
      z.object({
        existingId: z.string().nullable().describe("id of the existing theme this is, or null for a new theme"),
        kind: z.enum(RELATIONSHIP_KINDS),
        name: z.string().min(1).max(80),
        description: z.string().max(200),
        relationship: z.string().max(40).nullable().optional().describe("for people: how the user knows them (friend, sister, coworker)"),
      }),
    )
    .max(24),
});

export type RelationExtraction = z.infer<typeof relationExtractionSchema>;

const RELATION_SYSTEM_PROMPT = `You organise a person's memories into a graph of common themes.
Given one memory and some of the user's existing themes, list the memory's themes: recurring
people (and pets), places, hobbies and activities, preferences, significant dates and periods
(seasons, years, holidays) and event series (birthdays, a yearly trip, a weekly class).
Reuse an existing theme (give its id) when it is the same thing: a nickname and a full name of
one person, synonyms ("hike"/"trek"), two names of one place. Give existingId null for a new
theme. Two different people who share a first name are different themes: tell them apart by
surname, by how the user knows them, and by who and what else appears with them.
Names are short (a person's name, a place name, "Hiking", "Summer 2024"); each description is
one line. The user is the narrator: never make a theme of the user themself.
Answer with JSON only.`;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Match keys a memory's words could share with existing themes (no store access). */
function candidateMatchKeys(memory: MemoryForGraph, offline: ThemeProposal[]): string[] {
  const keys = new Set(offline.map((p) => p.matchKey));
  const text = [memory.title, memory.summary, ...memory.userTurns, ...memory.details.map((d) => d.value)].join("\n");
  const tokens = tokenize(clip(text, MAX_TEXT_CHARS * 2));
  for (const t of tokens) {
    if (/^\p{Lu}/u.test(t.value) && t.pos === "PROPN") {
      keys.add(`name:${givenNameBucket(t.value)}`);
      keys.add(`place:${placeKey(t.value)}`);
    }
  }
  for (const match of findConcepts(tokens)) keys.add(`concept:${match.concept.id}`);
  return [...keys].filter((k) => !k.endsWith(":"));
}

/** Pre-selects the existing themes the model sees: bounded, those most likely to be this memory's. */
export async function selectCandidateThemes(store: GraphStore, memory: MemoryForGraph, offline: ThemeProposal[]): Promise<RelationshipNodeWithCount[]> {
  const offlineKeys = new Set(offline.map((p) => p.matchKey));
  const found = await store.findThemesByMatchKeys(memory.userId, candidateMatchKeys(memory, offline));
  return found
    .sort((a, b) => Number(offlineKeys.has(b.matchKey)) - Number(offlineKeys.has(a.matchKey)) || b.memoryCount - a.memoryCount || (a.id < b.id ? -1 : 1))
    .slice(0, MAX_CANDIDATES);
}

type RelationPrompt = { system: string; user: string; candidateIds: Set<string> };

export function buildRelationPrompt(memory: MemoryForGraph, candidates: RelationshipNodeWithCount[]): RelationPrompt {
  let budget = MAX_TEXT_CHARS;
  const take = (text: string) => {
    const part = clip(text, Math.max(0, budget));
    budget -= part.length;
    return part;
  };
  const lines = [
    "MEMORY",
    `title: ${clip(memory.title, 120)}`,
    `date: ${memory.occurredAt ? memory.occurredAt.toISOString().slice(0, 10) : "unknown"}`,
    `place: ${clip(memory.place ?? "unknown", 160)}`,
    `narrator: ${memory.ownerNames.join(", ") || "the user"}`,
    `summary: ${take(memory.summary)}`,
    "details:",
    ...memory.details.slice(0, MAX_DETAILS).map((d) => `- ${d.kind.toLowerCase()}: ${clip(d.value, 80)}`),
    "the user's own words:",
    ...memory.userTurns.map((t) => take(t)).filter(Boolean).map((t) => `- ${t}`),
    "",
    "EXISTING THEMES (id | kind | name | description | memories)",
    ...(candidates.length
      ? candidates.map((c) => `${c.id} | ${c.kind} | ${clip(c.name, 60)} | ${clip(c.description, MAX_DESCRIPTION_CHARS)} | ${c.memoryCount}`)
      : ["(none yet)"]),
  ];
  return { system: RELATION_SYSTEM_PROMPT, user: lines.join("\n"), candidateIds: new Set(candidates.map((c) => c.id)) };
}

/** Prompt size in characters and a token estimate (~4 characters per token). */
export function promptSize(prompt: RelationPrompt): { chars: number; approxTokens: number } {
  const chars = prompt.system.length + prompt.user.length;
  return { chars, approxTokens: Math.ceil(chars / 4) };
}

export { normalizeKey };
