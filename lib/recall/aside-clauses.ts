import { tokenize, type Token } from "@/lib/nlp/tokens";
import { resolveTimeWindow } from "./time-window";

// People say why they ask, and how they feel now, in the same breath as the question:
// "... what time did we finally go live? new joinee is asking for war stories lol",
// "... in madurai, making a photobook for appa's bday", "..., feeling reflective today".
// Those clauses speak of the present, and their words (a colleague, a newsletter, a
// photobook) are in no memory: read as part of what to find, they make the evidence look
// weak and the answer "nothing found". A clause in the present tense that starts with its
// subject, or with an -ing word after the question, and that asks nothing, names no time
// and tells nothing past, is an aside: the request is read without it.

const WH_WORDS = new Set(["who", "what", "when", "where", "which", "why", "how", "whose", "whom"]);
/** Verbs that ask to be shown or told, or that bring in what the user remembers ("I think with Anna"). */
const ASKING_OR_TELLING = new Set([
  "show", "tell", "remind", "find", "pull", "list", "give", "recall", "remember", "look", "search", "bring", "see", "view", "check", "revisit", "relive",
  "think", "guess", "believe", "suppose", "reckon", "know", "mean",
]);
/** Verbs that start a question ("did we ...", "can you ..."). */
const QUESTION_OPENERS = new Set(["did", "do", "does", "was", "were", "is", "are", "am", "can", "could", "would", "will", "have", "has", "had", "should"]);
const PRESENT_BE = new Set(["is", "am", "are", "'m", "’m", "'re", "’re", "'s", "’s"]);
const SUBJECT_POS = new Set(["PRON", "PROPN", "NOUN", "ADJ", "DET", "PART"]);
/** "There's an old snapshot of Neto", "It feels like he's always away": the clause's subject is what follows. */
const PLACEHOLDERS = new Set(["there", "here", "it", "this", "that"]);
const POSSESSIVES = new Set(["my", "our", "his", "her", "their", "your"]);
/** "every memory I have", "all we have", "everything I own": what is asked for, not who speaks. */
const QUANTIFIERS = new Set(["every", "all", "each", "any", "some", "everything", "anything", "something", "everyone", "anyone"]);
/** Times of the asking itself: they leave a clause an aside. */
const NOW_WORDS = new Set(["today", "now", "tonight", "currently", "lately", "rn"]);

const isWordToken = (t: Token) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE";
const isVerb = (t: Token) => t.pos === "VERB" || t.pos === "AUX";

/** A verb form of the present: "is", "asking", "want", "wants". */
function isPresentForm(t: Token): boolean {
  const v = t.folded;
  if (PRESENT_BE.has(v)) return true;
  if (/ing$/.test(v)) return true;
  const l = t.lemma;
  return v === l || v === `${l}s` || v === `${l}es` || (l.endsWith("y") && v === `${l.slice(0, -1)}ies`);
}

function asks(words: Token[], segment: string): boolean {
  if (/\?\s*$/.test(segment)) return true;
  if (words[0] && QUESTION_OPENERS.has(words[0].folded)) return true;
  return words.some((t) => WH_WORDS.has(t.folded) || (isVerb(t) && ASKING_OR_TELLING.has(t.lemma)) || (t.pos === "NOUN" && ASKING_OR_TELLING.has(t.lemma) && t === words[0]));
}

/** "he's been a bit down lately": the present perfect with a time of now speaks of the present too. */
const PERFECT_AUX = new Set(["has", "have", "'s", "’s", "'ve", "’ve"]);

/** The clause says nothing of the past and names no time but the present. */
function speaksOfNow(words: Token[], segment: string, asOf: Date): boolean {
  const now = words.some((t) => NOW_WORDS.has(t.folded));
  const presentPerfect = (t: Token, i: number) => now && t.folded === "been" && i > 0 && PERFECT_AUX.has(words[i - 1]!.folded);
  if (words.some((t, i) => isVerb(t) && !isPresentForm(t) && !presentPerfect(t, i))) return false;
  if (now) return true;
  return resolveTimeWindow(segment, asOf) === null;
}

/** "... is about to do hers and she's a nervous wreck": after an aside, the clause its conjunction adds (not "when did Sam | and I go bouldering"). */
const CONJUNCTIONS = new Set(["and", "but", "so"]);

function isAside(segment: string, afterQuestion: boolean, afterAside: boolean, asOf: Date): boolean {
  const all = tokenize(segment).filter(isWordToken);
  const words = afterAside && all.length > 2 && CONJUNCTIONS.has(all[0]!.folded) ? all.slice(1) : all;
  if (words.length < 2 || asks(words, segment) || !speaksOfNow(words, segment, asOf)) return false;
  // "making a photobook for appa's bday", "feeling reflective today", after the question.
  if (afterQuestion && /ing$/.test(words[0]!.folded) && words[0]!.folded.length > 4) return true;
  // "my colleague is asking", "priya is making ...", "i want to tease her", "they are so funny":
  // a short subject, then its verb in the present.
  const verbAt = words.findIndex(isVerb);
  if (verbAt < 1 || verbAt > 6) return false;
  return isSubject(words.slice(0, verbAt)) && isPresentForm(words[verbAt]!);
}

/** Prepositions that say which one a subject is: "my friend from church", "the guy at work". */
const SUBJECT_PREPOSITIONS = new Set(["from", "at", "in", "of"]);

/** "i", "they", "my colleague", "new joinee", "priya": one pronoun, or a noun with its determiner or adjectives; not "every memory I" (a relative clause). */
function isSubject(words: Token[]): boolean {
  if (words.length === 1 && words[0]!.pos === "PRON") return !QUANTIFIERS.has(words[0]!.folded) && !PLACEHOLDERS.has(words[0]!.folded);
  // "my friend from church": a noun, and which one it is.
  const of = words.findIndex((t, i) => i > 0 && SUBJECT_PREPOSITIONS.has(t.folded));
  if (of > 0 && of < words.length - 1) return isSubject(words.slice(0, of)) && isSubject(words.slice(of + 1));
  const head = words[words.length - 1]!;
  if (head.pos !== "NOUN" && head.pos !== "PROPN") return false;
  return words.slice(0, -1).every((t) => (SUBJECT_POS.has(t.pos) && t.pos !== "PRON" && !QUANTIFIERS.has(t.folded)) || POSSESSIVES.has(t.folded));
}

/** Clauses: at punctuation, a dash, and "and"/"but" that start a new subject ("... is asking and i totally blanked"). */
function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[,;:!?])\s+|(?<=\p{L}{2}\.)\s+|\s+[-–—]+\s+|\s*[()]\s*|\s+(?=(?:and|but|so)\s+(?:i|we|he|she|they)\b)/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The request without its asides; unchanged when it has none, or is nothing else. */
export function withoutAsides(text: string, asOf: Date): string {
  const clauses = clausesOf(text);
  if (clauses.length < 2) return text;
  let seenQuestion = false;
  let previousAside = false;
  const kept = clauses.filter((clause) => {
    const aside = isAside(clause, seenQuestion, previousAside, asOf);
    if (!aside) seenQuestion = true;
    previousAside = aside;
    return !aside;
  });
  if (kept.length === clauses.length || kept.length === 0) return text;
  return kept.join(" ");
}
