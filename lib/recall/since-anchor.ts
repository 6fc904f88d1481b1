import { analyzeRequest, type RequestAnalysis } from "./analyze-request";
import type { LexicalIndex } from "./lexical-index";
import { rankForRequest } from "./rank-for-request";
import { selectRelationshipNodesOffline, type CandidateNode } from "./select-relationship-nodes";
import type { TimeWindow } from "./time-window";
import type { RecallGraph } from "./traverse-to-memories";

// "How has my skating progressed since I started high school?": "since" and a clause that is
// no date names a moment of the user's own life, and what is asked is what came after it. The
// clause's words are not what the memories must tell of ("high school" would pick the memories
// before it as readily): the clause is asked as a request of its own, its earliest answer
// starts the time window, and the rest of the request is ranked within it.

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export type SinceClause = { main: string; clause: string };

// "since when", "since then": no event to look for.
const NO_EVENT = /^(when|then|that|this|ever|before|after|the beginning|the start)\b/i;

// "How has my surfing come along since I started?", "Zofia's first months since she was born": the subject's start, no other moment.
const FROM_ITS_START = /^(?:i|we|he|she|they|it|you)\s+(?:first\s+)?(?:started|began|begun|was\s+born|were\s+born|got\s+going)(?:\s+(?:it|this|that|out))?$/i;

// "How has Irene recovered from her hip replacement?": what came after the operation, as "since" asks.
const RECOVERED_FROM = /\b(?:recover(?:ed|ing|s)?|heal(?:ed|ing)?|bounced\s+back|bouncing\s+back)\s+(from\s+([^,.;:?!]+))/i;

/** The request without its "since …" clause (or the "from …" of "recovered from …"), and the clause; null when there is none. */
export function splitSinceClause(text: string): SinceClause | null {
  // "Since uncle Tomas passed away, what have I done?": the clause first, up to its comma.
  const leading = /^\s*(?:ever\s+)?since\s+([^,.;:?!]+),\s*(.*\p{L}.*)$/iu.exec(text);
  if (leading) {
    const clause = leading[1]!.trim();
    return NO_EVENT.test(clause) ? null : { main: leading[2]!.trim(), clause };
  }
  const since = /\s+(?:ever\s+)?since\s+([^,.;:?!]+)/i.exec(text);
  const recovered = since ? null : RECOVERED_FROM.exec(text);
  const match = since ?? recovered;
  if (!match || match.index === 0) return null;
  const clause = (since ? since[1] : recovered![2])!.trim();
  if (!clause || NO_EVENT.test(clause)) return null;
  // "recovered from the surgery": the verb stays, only "from …" goes.
  const start = since ? since.index : recovered!.index + recovered![0].length - recovered![1]!.length;
  const main = `${text.slice(0, start)}${text.slice(match.index + match[0].length)}`.replace(/\s+([?!.])/, "$1").trim();
  return /\p{L}/u.test(main) ? { main, clause } : null;
}

/** `index` is loaded only for a request with a "since …" clause. */
export type AnchorContext = { userId: string; asOf: Date; candidates: CandidateNode[]; graph: RecallGraph; index: () => Promise<LexicalIndex> };

/** The memories the offline engine answers `analysis` with (none when it finds nothing). */
async function answerIds(analysis: RequestAnalysis, context: AnchorContext, index: LexicalIndex): Promise<string[]> {
  const found = await rankAnalysis(analysis, context, index);
  return found.outcome === "answered" ? found.memoryIds : [];
}

function rankAnalysis(analysis: RequestAnalysis, context: AnchorContext, index: LexicalIndex) {
  const selection = selectRelationshipNodesOffline(analysis, context.candidates);
  const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
  const { userId, candidates, graph } = context;
  return rankForRequest({ userId, candidates, graph, index, analysis: { ...analysis }, selection, base });
}

const SUBJECT_PRONOUN = /^(he|she|they)\b/i;

/** The words of the request that look like names, in order ("I" aside). */
function namesIn(main: RequestAnalysis): string[] {
  return [...main.namePositions].sort((a, b) => a - b).map((p) => main.words[p]!).filter((w) => w !== "i");
}

/**
 * "everything about my brother Desmond since he was first taken ill": the clause's "he" is the
 * one the rest of the request names, and the moment is his ("Desmond was first taken ill").
 */
export function withSubjectNamed(clause: string, main: RequestAnalysis): string {
  const names = namesIn(main);
  return names.length === 1 && SUBJECT_PRONOUN.test(clause) ? clause.replace(SUBJECT_PRONOUN, names[0]!) : clause;
}

/** "since I first sat him down at the board", "since the first stroke": the earliest time it happened, not the one told most fully. */
const FIRST_TIME = /\bfirst\b/i;

/**
 * The memories telling of the clause's moment: of those answering it, the ones that say the most
 * of its words ("grandpa Joe passed away": the one of his death, not every one of grandpa Joe);
 * for a first time, every one that says any of them (the earliest dates it).
 */
async function momentIds(clause: RequestAnalysis, first: boolean, context: AnchorContext, index: LexicalIndex): Promise<string[]> {
  // The first one need not say "first" ("the first stroke": the stroke of June, before the second): every time it happened is looked for.
  const found = await rankAnalysis(first ? { ...analyzeRequest(clause.text.replace(FIRST_TIME, " ").replace(/\s+/g, " ").trim(), context.asOf), collective: true } : clause, context, index);
  if (found.outcome !== "answered") return [];
  const said = (id: string) => found.found?.find((m) => m.id === id)?.words.length ?? 0;
  const most = Math.max(0, ...found.memoryIds.map(said));
  const least = first ? Math.min(1, most) : most;
  return found.memoryIds.filter((id) => said(id) >= least);
}

/**
 * The first time of it is looked for in all the memories of the people the request is about
 * ("how has my brother's speech recovered since the first stroke": his stroke, whatever a memory
 * says of his speech); with no one named, in all the memories the rest of the request answers.
 */
function peopleOf(main: RequestAnalysis): RequestAnalysis {
  const names = namesIn(main);
  const people = [...names, ...main.relationWords.map((word) => `my ${word}`)];
  return people.length ? { ...analyzeRequest(`everything with ${people.join(" and ")}`, main.asOf), collective: true } : { ...main, collective: true };
}

/**
 * From the day of the earliest memory answering `since.clause` to the end of `asOf`'s day;
 * null when no memory answers it. Of several ("the surgery": the dog's, then dad's), those the
 * rest of the request is about too ("how's dad been since the surgery") date it.
 */
export async function windowSince(since: SinceClause, main: RequestAnalysis, context: AnchorContext): Promise<TimeWindow | null> {
  const clause = analyzeRequest(withSubjectNamed(since.clause, main), context.asOf);
  if (clause.timeWindow) return null;
  const index = await context.index();
  const first = FIRST_TIME.test(clause.text);
  const moments = await momentIds(clause, first, context, index);
  if (!moments.length) return null;
  const about = new Set(await answerIds(first ? peopleOf(main) : main, context, index));
  const both = moments.filter((id) => about.has(id));
  const days = (both.length ? both : moments).flatMap((id) => index.docs.get(id)?.occurredAt ?? []).sort();
  if (!days.length) return null;
  const from = new Date(`${days[0]!.slice(0, 10)}T00:00:00.000Z`);
  const end = new Date(Date.UTC(context.asOf.getUTCFullYear(), context.asOf.getUTCMonth(), context.asOf.getUTCDate() + 1));
  // Read after "from", "in" and "within" where the answer and "How I found these" name the window.
  const label = `the time since ${since.clause} (${DAY_LABEL.format(from)})`;
  return from < end ? { from, to: end, label, text: `since ${since.clause}` } : null;
}

/**
 * The request's analysis with a "since …" clause read as the start of its time window: what
 * the rest asks for is gathered from then on. A clause no memory answers, or a request that
 * names its own dates ("since 2019"), is read as written.
 */
export async function withSinceWindow(whole: RequestAnalysis, context: AnchorContext): Promise<RequestAnalysis> {
  const since = whole.timeWindow ? null : splitSinceClause(whole.text);
  if (!since) return whole;
  const main = analyzeRequest(since.main, context.asOf);
  if (main.timeWindow) return whole;
  // "since I started", "since she was born": from the subject's own beginning, its whole story.
  if (FROM_ITS_START.test(since.clause)) return { ...main, collective: true };
  const window = await windowSince(since, main, context);
  return window ? { ...main, timeWindow: window, collective: true } : whole;
}
