import nlp from "compromise";
import type { AnswerMemory } from "./load-answer-memories";
import type { TimeWindow } from "./time-window";

// h(q, M', S') → r for the offline engine: a readable answer written only from the
// retrieved memories (their dates, places, people and summaries). It never adds a fact
// that is not in a memory.

const STOP = new Set(
  "a an and are at be did do does for from have how i in is it me my of on or our the to was we were what when where which who with you your about all any every".split(" "),
);

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));
}

// compromise's tokenizer (no tagging) knows abbreviations ("Dr.", "p.m.") and quotes ("Again!” and …").
function sentences(text: string): string[] {
  return (nlp.tokenize(text).sentences().out("array") as string[]).map((s) => s.trim()).filter(Boolean);
}

/** The summary sentence sharing most words with the request (the first one on a tie). */
export function keySentence(summary: string, request: string): string {
  const wanted = new Set(contentWords(request).map((w) => w.slice(0, 5)));
  let best = "";
  let bestScore = -1;
  for (const s of sentences(summary)) {
    const score = contentWords(s).filter((w) => wanted.has(w.slice(0, 5))).length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

export function formatMemoryDate(date: Date | null): string | null {
  if (!date) return null;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

function shortPlace(place: string | null): string | null {
  if (!place) return null;
  return place.split(",").slice(0, 2).map((p) => p.trim()).join(", ");
}

function memoryLine(memory: AnswerMemory, request: string): string {
  const when = formatMemoryDate(memory.occurredAt);
  const where = shortPlace(memory.place);
  const people = memory.details.filter((d) => d.kind === "PERSON").map((d) => d.value);
  const meta = [when, where].filter(Boolean).join(", ");
  const withWhom = people.length ? ` With ${listJoin(people.slice(0, 4))}.` : "";
  const sentence = keySentence(memory.summary, request);
  return `- **${memory.title || "Untitled memory"}**${meta ? ` (${meta})` : ""}: ${sentence}${withWhom}`;
}

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export type ComposeInput = {
  request: string;
  memories: AnswerMemory[];
  nodeNames: string[];
  timeWindow: TimeWindow | null;
};

export function composeAnswer({ request, memories, nodeNames, timeWindow }: ComposeInput): string {
  const names = [...new Set(nodeNames)];
  const about = names.length ? ` about ${listJoin(names.map((n) => `“${n}”`))}` : "";
  const when = timeWindow ? ` from ${timeWindow.label}` : "";
  const count = memories.length === 1 ? "one memory" : `${memories.length} memories`;
  const sorted = [...memories].sort((a, b) => (a.occurredAt?.getTime() ?? 0) - (b.occurredAt?.getTime() ?? 0));
  const lines = sorted.map((m) => memoryLine(m, request));
  return [`I found ${count}${about}${when}:`, "", ...lines].join("\n");
}

export const NO_MEMORIES_YET =
  "You haven't saved any memories yet, so there is nothing for me to search. Capture one under “New memory” (a few photos and a line about them) and ask me again.";

export function composeNothingFound({ timeWindow, unknownTerms, savedMemories }: { timeWindow: TimeWindow | null; unknownTerms: string[]; savedMemories: number }): string {
  if (savedMemories === 0) return NO_MEMORIES_YET;
  const looked = timeWindow ? ` from ${timeWindow.label}` : "";
  const missing = unknownTerms.length ? ` None of your memories${looked} mention ${listJoin(unknownTerms.map((t) => `“${t}”`))}.` : "";
  return `I couldn't find that in your memories.${missing} I won't guess — if you captured it under other words, try asking with a name, a place or a date.`;
}

export function composeClarifyingQuestion(suggestions: string[]): string {
  const examples = suggestions.length ? ` For example: ${listJoin(suggestions.slice(0, 3).map((s) => `“${s}”`))}.` : "";
  return `Could you tell me a bit more about what you're looking for — a person, a place, an activity or a time?${examples}`;
}
