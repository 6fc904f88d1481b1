import type { Retrieval } from "./rank-for-request";
import type { Facet, NodeSelection } from "./select-relationship-nodes";

// A request that asks two things in one line ("When did Sylvie and I decide to live together,
// and when did she actually move in?", "My daughter's news at Easter, and then the baby's
// arrival") may have no memory that answers it as a whole: then each part is asked on its own
// and the answer is what the parts found (retrieve-memories.ts). Only clauses count: "then"
// after a comma or "and", or a new question after a comma, semicolon or question mark
// (", and when did ..."); "Lisbon and Kyoto" and "with Anna and Ben" are one request's things,
// which the requirements join. Asking the parts always, not only when the whole finds nothing,
// was measured and lost: a part alone ("what did it cost?") brings in memories the whole had
// rightly left out.

const QUESTION_WORDS = new Set(["who", "whom", "whose", "what", "when", "where", "which", "why", "how", "did", "do", "does", "was", "were", "is", "are", "has", "have", "had", "can", "could", "would", "will"]);
/** The shortest part that is a request of its own ("why?" is no request: it asks about the first). */
const MIN_PART_WORDS = 3;

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/**
 * Where a part ends: before "then" ("..., and then the baby's arrival"), before a new question
 * after a comma, semicolon or question mark, or before a new wh-question after a comma, colon,
 * dash or "and" ("Efra's application in Turin: where did he find it, when was the interview and
 * why didn't he get it?").
 */
const BOUNDARY = /,\s*(?:and\s+)?then\s+|\s+and\s+then\s+|[,;]\s*and\s+also\s+|(?:[,;]\s*(?:and|but)|;|\?)\s+(?=([\p{L}']+))|(?:[,:]|\s+[-–—]|\s+and)\s+(?=(who|what|when|where|which|why|how)\s+[\p{L}']+)/giu;

/**
 * The parts of a request that asks two or more things, as written; one part (the request
 * itself) when it asks one. A part shorter than three words is no request of its own.
 */
export function questionParts(request: string): string[] {
  const text = request.trim();
  const parts: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    if (m[1] !== undefined && !QUESTION_WORDS.has(m[1].toLowerCase())) continue;
    // "when and where we met": one question of two wh-words.
    if (m[2] !== undefined && QUESTION_WORDS.has(words(text.slice(start, m.index)).at(-1)?.toLowerCase() ?? "")) continue;
    parts.push(text.slice(start, m.index));
    start = m.index! + m[0].length;
  }
  parts.push(text.slice(start));
  const cleaned = parts.map((p) => p.replace(/^[\s,;]+|[\s,;]+$/g, "")).filter(Boolean);
  if (cleaned.length < 2 || cleaned.some((p) => words(p).length < MIN_PART_WORDS)) return [text];
  return cleaned;
}

/** A later part that speaks of someone named before ("when did she move in"): whom it means comes from the first part. */
export function refersBack(part: string): boolean {
  return /\b(she|he|they|her|him|his|their|them|hers)\b/i.test(part);
}

export type PartAnswer = { retrieval: Retrieval; selection: NodeSelection };

/**
 * The whole request's answer, unless it found nothing though it names nothing unknown and asks
 * two things: then what its parts found, each asked alone. A later part that speaks of someone
 * named before ("when did she move in") and names no one itself is about the people the first
 * part named.
 */
export async function askInParts(request: string, whole: PartAnswer, ask: (part: string, people: Facet[]) => Promise<PartAnswer>): Promise<Retrieval> {
  const parts = questionParts(request);
  const { retrieval } = whole;
  if (parts.length < 2 || retrieval.outcome !== "nothing_found" || retrieval.unknownName) return retrieval;
  const first = await ask(parts[0]!, []);
  const people = first.selection.facets.filter((f) => f.hard && (f.kind === "person" || f.kind === "relation"));
  const rest = await Promise.all(parts.slice(1).map((part) => ask(part, refersBack(part) ? people : [])));
  const answers = [first, ...rest].map((a, i) => ({ part: parts[i]!, retrieval: a.retrieval }));
  // A part naming something unknown ("the Hurtigruten") says the request is about what never happened.
  if (answers.some((a) => a.retrieval.unknownName)) return retrieval;
  const answered = answers.filter((a) => a.retrieval.outcome === "answered" && saysWhich(a.retrieval));
  if (answered.length === 0) return retrieval;
  const memoryIds = [...new Set(answered.flatMap((a) => a.retrieval.memoryIds))];
  const found = memoryIds.flatMap((id) => answered.flatMap((a) => a.retrieval.found ?? []).find((m) => m.id === id) ?? []);
  const nodes = answered.flatMap((a) => a.retrieval.nodes).filter((n, i, all) => all.findIndex((o) => o.id === n.id) === i);
  const lead = answered[0]!.retrieval;
  const explanation = `Asked in parts: ${answered.map((a) => `“${a.part}”: ${a.retrieval.explanation}`).join(" ")}`;
  return { ...lead, outcome: "answered", nodes, memoryIds, found, unknownTerms: [], explanation };
}

/** A part that found its memories by whom it is about alone ("where did he first find it") says nothing of which: no window, no theme, no word. */
function saysWhich(retrieval: Retrieval): boolean {
  return retrieval.timeWindow !== null || retrieval.nodes.some((n) => n.kind !== "person") || (retrieval.found ?? []).some((m) => m.words.length > 0);
}

/** A part that names no one of its own speaks of the people the first part named. */
export function inheritPeople(selection: NodeSelection, people: Facet[]): NodeSelection {
  if (people.length === 0 || selection.facets.some((f) => f.kind === "person" || f.kind === "relation")) return selection;
  return { ...selection, facets: [...selection.facets, ...people] };
}
