import nlp from "compromise";
import { activityNouns, lightVerbs, relationWords } from "./extract-lexicons";
import { its, wink } from "./extract-wink";
import { isPastimeVerb } from "./pastime-verbs";
import { safeLemma } from "./tokens";
import { nounSenseFiles, verbSenseFiles } from "./wordnet";

const activityNounSet = new Set<string>(activityNouns);
const relationSet = new Set<string>(relationWords);

type Word = { normal: string; lemma: string; pos: string; negated: boolean };

function wordsOf(text: string): Word[] {
  const tokens = wink.readDoc(text).tokens();
  const normals = tokens.out(its.normal) as string[];
  const lemmas = tokens.out(its.lemma as never) as (string | undefined)[];
  const tags = tokens.out(its.pos) as string[];
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  return normals
    .map((normal, i) => ({ normal, lemma: safeLemma(lemmas[i], normal, normal), pos: tags[i], negated: !!negations[i] }))
    .filter((word) => word.pos !== "SPACE");
}

/** "hike" → "hiking", "swim" → "swimming": compromise conjugates the lemma wink found. */
function gerund(lemma: string): string {
  const doc = nlp(lemma);
  doc.tag("Verb");
  const out = doc.verbs().toGerund().text().replace(/^(is|are|am)\s+/, "").toLowerCase();
  return /^[a-z-]+ing$/.test(out) ? out : `${lemma}ing`;
}

/** "fishing" → "fish", so "went fishing" and "we fished" count as one activity. */
export function infinitive(ingForm: string): string {
  const doc = nlp(ingForm);
  doc.tag("Gerund");
  return doc.verbs().toInfinitive().text().toLowerCase() || ingForm;
}

/**
 * A verb names something people did unless a thing is its subject ("the car broke down"),
 * it is passive ("we were invited") or negated ("we didn't swim").
 */
function doneByPeople(words: Word[], i: number): boolean {
  if (words[i].negated) return false;
  // "they motivate me", "it pushed me to keep going": the user is the one it was done to.
  if (speakerAsObject.has(words[i + 1]?.normal ?? "")) return false;
  let j = i - 1;
  while (j >= 0 && (words[j].pos === "ADV" || words[j].pos === "PART" || words[j].pos === "AUX")) {
    if (words[j].pos === "AUX" && words[j].lemma === "be" && !words[i].normal.endsWith("ing")) return false;
    j--;
  }
  if (j < 0) return true;
  const before = words[j];
  // "it pushed me"; "they keep me motivated": a "me" before the verb is its object too.
  if (thingPronouns.has(before.normal) || speakerAsObject.has(before.normal)) return false;
  if (before.pos !== "NOUN") return true;
  return relationSet.has(before.normal) || relationSet.has(before.lemma);
}

/**
 * wink tags a few other words as verbs: "'cause" (because), "have fun" (a noun WordNet never
 * uses as a verb). A word WordNet does not know at all ("paddleboard") may still be one.
 */
function readAsVerb(words: Word[], i: number, verb: string): boolean {
  if (/^['’]/.test(words[i].normal) || /^['’]$/.test(words[i - 1]?.normal ?? "")) return false;
  return verbSenseFiles(verb).length > 0 || nounSenseFiles(verb).length === 0;
}

const speakerAsObject = new Set(["me", "us", "myself", "ourselves"]);
const speakers = new Set(["i", "we"]);
// Forms of the present tense (third person "-s" forms are told by their lemma).
const presentForms = new Set(["is", "are", "'re", "’re", "has", "does"]);
const presentTense = (w: Word) => presentForms.has(w.normal) || (w.pos === "VERB" && /[^s]s$/.test(w.normal) && w.lemma !== w.normal);

/**
 * "Chidi is learning to swim", "she loves hiking", "my brother plays rugby": what someone else
 * does these days is their life, not a moment of the user's. (Said in the past, "Dad swam out to
 * the buoy", it may well be a moment they shared.)
 */
function someoneElsesHabit(words: Word[], i: number): boolean {
  let present = presentTense(words[i]) && !words[i].normal.endsWith("ing");
  let j = i - 1;
  while (j >= 0 && ["VERB", "AUX", "PART", "ADV"].includes(words[j].pos)) {
    if (presentTense(words[j])) present = true;
    j--;
  }
  if (!present || j < 0) return false;
  const subject = words[j];
  return !speakers.has(subject.normal) && (["he", "she", "they"].includes(subject.normal) || subject.pos === "PROPN" || subject.pos === "NOUN");
}

/** Subjects that are no person ("it really pushed me", "this helped"). */
const thingPronouns = new Set(["it", "this"]);

// Verbs whose -ing complement is the activity: "went fishing", "loved hiking", "started running".
const doingVerbs = new Set(["go", "love", "like", "enjoy", "start", "begin", "try", "keep", "spend"]);

function afterGo(words: Word[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && ["ADV", "ADP", "PART"].includes(words[j].pos) && i - j < 3) j--;
  return j >= 0 && doingVerbs.has(words[j].lemma);
}

/**
 * wink tags some nouns after a verb as verbs ("bought fudge", "counted shooting stars"): a
 * verb right after another verb is read as its object or modifier, except "love hiking".
 */
function readAsModifier(words: Word[], i: number): boolean {
  const before = words[i - 1];
  if (!before || before.pos !== "VERB") return false;
  const ing = words[i].normal.endsWith("ing");
  return !ing || words[i + 1]?.pos === "NOUN";
}

// wink's small model tags some of these as verbs ("family's everything").
const indefinitePronouns = new Set(["everything", "something", "anything", "nothing", "everyone", "someone", "anyone", "everybody", "somebody", "nobody"]);

const subjectPronouns = new Set(["i", "we", "he", "she", "they", "you"]);

/**
 * wink's small model reads some irregular or rare past forms right after their subject as
 * nouns or adjectives ("we swam", "Marcus grilled"); compromise, asked about the two words,
 * knows them as verbs and gives the infinitive.
 */
function verbAfterSubject(words: Word[], i: number): string | null {
  const before = words[i - 1];
  if (!before || (words[i].pos !== "NOUN" && words[i].pos !== "ADJ")) return null;
  if (!subjectPronouns.has(before.normal) && before.pos !== "PROPN") return null;
  const verb = (nlp(`${before.normal} ${words[i].normal}`).verbs().json() as { verb?: { infinitive?: string } }[])[0]?.verb;
  const infinitive = verb?.infinitive?.toLowerCase().trim();
  // Compromise conjugates any word after a subject ("family's everything"): a verb is one WordNet knows.
  return infinitive && /^[a-z-]+$/.test(infinitive) && verbSenseFiles(infinitive).length > 0 ? infinitive : null;
}

type Found = { activity: string; key: string; position: number };

function eventNounAt(words: Word[], i: number): { activity: string; key: string; width: number } | null {
  const two = i + 1 < words.length ? `${words[i].lemma} ${words[i + 1].lemma}` : "";
  if (two && activityNounSet.has(two)) return { activity: two, key: two, width: 2 };
  if (!activityNounSet.has(words[i].lemma) || words[i].pos === "VERB") return null;
  // "shopping bags", "picnic blanket", "concert tickets": the event word names a thing here.
  const next = words[i + 1];
  if (next?.pos === "NOUN" && !compoundHeads.has(next.lemma) && !activityNounSet.has(next.lemma)) return null;
  return { activity: compoundBefore(words, i), key: words[i].lemma, width: 1 };
}

/**
 * What people did, in the user's words, most mentioned first: verbs of pastimes as activities
 * ("we hiked" → hiking, "went rafting" → rafting; not "it reminded me", `isPastimeVerb`) and event nouns ("a picnic", "a pasta making
 * class"). General verbs (be, get, bring...) are left out; each lemma counts once, so "we
 * hiked ... the hike" is one activity. Any text works: numbers, symbols, other scripts.
 */
export function extractActivities(text: string): string[] {
  const words = wordsOf(text);
  const found: Found[] = [];
  for (let i = 0; i < words.length; i++) {
    const noun = eventNounAt(words, i);
    if (noun) {
      found.push({ activity: noun.activity, key: noun.key, position: i });
      i += noun.width - 1;
      continue;
    }
    const { lemma, pos, normal } = words[i];
    // "went fishing", "go swimming": what follows "go" is the activity, whatever wink tags it.
    if (normal.endsWith("ing") && /^[a-z]{5,}$/.test(normal) && afterGo(words, i)) {
      // "kept going", "started getting": a general verb's -ing form is no activity.
      const base = infinitive(normal);
      if (!lightVerbs.has(base) && isPastimeVerb(base, normal) && !someoneElsesHabit(words, i)) found.push({ activity: normal, key: base, position: i });
      continue;
    }
    const verb = pos === "VERB" ? lemma : verbAfterSubject(words, i);
    if (!verb) continue;
    if (readAsModifier(words, i) || indefinitePronouns.has(verb) || !readAsVerb(words, i, verb) || !/^[a-z][a-z-]+$/.test(verb) || lightVerbs.has(verb) || !doneByPeople(words, i) || someoneElsesHabit(words, i)) continue;
    const activity = gerund(verb);
    // "it reminded me", "I accepted", "thanks for supporting me": said, thought or felt, not done.
    if (!isPastimeVerb(verb, activity)) continue;
    found.push({ activity, key: verb, position: i });
  }
  return rankByMentions(found);
}

function rankByMentions(found: Found[]): string[] {
  const byKey = new Map<string, { activity: string; count: number; first: number }>();
  for (const f of found) {
    const seen = byKey.get(f.key);
    if (seen) {
      seen.count++;
      // A compound names it best ("pasta making class" over "class").
      if (f.activity.length > seen.activity.length) seen.activity = f.activity;
    } else byKey.set(f.key, { activity: f.activity, count: 1, first: f.position });
  }
  const ranked = [...byKey.values()].sort((a, b) => b.count - a.count || a.first - b.first).map((a) => a.activity);
  return [...new Set(ranked.map((a) => a.replace(/[^a-z -]+/gi, "").trim().toLowerCase()).filter((a) => a.length > 2))];
}

const compoundHeads = new Set(["class", "lesson", "workshop", "course", "tour", "trip", "game", "party", "night", "festival", "tasting", "race", "match", "concert"]);
const compoundStop = new Set(["a", "an", "the", "my", "our", "his", "her", "their", "this", "that", "first", "last", "next", "big", "little", "great", "fun", "amazing", "to", "for", "at", "in", "on", "of", "and", "it", "be"]);

const COMPOUND_POS = new Set(["NOUN", "ADJ", "PROPN", "VERB"]);
const compoundPart = (word: Word) => COMPOUND_POS.has(word.pos) && !compoundStop.has(word.lemma) && /^[a-z-]+$/.test(word.normal);

function compoundBefore(words: Word[], i: number): string {
  if (!compoundHeads.has(words[i].lemma)) return words[i].lemma;
  const parts = [words[i].lemma];
  // Nouns, adjectives and -ing forms name the kind ("charity race", "pasta making class");
  // "what concert", "your solo trip" and "- your trip" are no activity's name.
  for (let j = i - 1; j >= 0 && parts.length < 3 && compoundPart(words[j]); j--) parts.unshift(words[j].normal);
  return parts.join(" ");
}
