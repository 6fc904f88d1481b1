import { conceptById, findConcepts, type ConceptMatch } from "@/lib/nlp/concepts";
import { normalizeKey } from "@/lib/nlp/fold";
import { isSlipOfFunctionWord, withGatheringWordSlipsMended } from "@/lib/nlp/keyboard-slips";
import { holidaysInText, isSeasonFall, type Holiday } from "@/lib/nlp/periods";
import { expandChatShorthand } from "@/lib/nlp/chat-shorthand";
import { withoutAsides } from "./aside-clauses";
import { expandPlaceAbbreviations } from "@/lib/nlp/places";
import { foreignLanguageOf, isFunctionWordOf } from "@/lib/nlp/request-language";
import { RELATION_GROUP_WORDS, RELATION_WORDS } from "@/lib/nlp/relations";
import { tokenize, type Token } from "@/lib/nlp/tokens";
import { isListedGivenName } from "@/lib/nlp/nicknames";
import { isKnownNoun, isProperNoun } from "@/lib/nlp/wordnet";
import { isStopWord } from "./lexical-index";
import { MONTHS, expandClippedTimeUnits, resolveTimeWindow, type TimeWindow } from "./time-window";
import { asksForPattern } from "./pattern-request";

// What a recall request asks for, read offline: its time window, the concepts, holidays and
// relationship words it names, and the remaining content words (for matching relationship
// node names, direct search, and noticing words that none of the user's memories contain).

export type RequestAnalysis = {
  text: string;
  /** The day the request is asked (windows never reach past it). */
  asOf: Date;
  tokens: Token[];
  /** Folded words of the request, in order, punctuation removed. */
  words: string[];
  /** Their lemmas, in the same order ("working" → "work"). */
  lemmaWords: string[];
  /** The request wants every matching memory ("all", "every", "each time"), not the one that best fits. */
  collective: boolean;
  timeWindow: TimeWindow | null;
  concepts: ConceptMatch[];
  holidays: Holiday[];
  /** Relationship words said with a possessive ("my daughter", "my best friend"). */
  relationWords: string[];
  /** Nouns, proper nouns, adjectives and verbs that carry meaning, as lemmas. */
  contentLemmas: string[];
  /** Ordinals said as birthdays ("my 30th"), with their spellings: 30th, thirtieth, thirty, 30. */
  ordinalForms: string[];
  /** Nouns and proper nouns among them: a request about things none of the memories mention finds nothing. */
  nounLemmas: string[];
  /** Positions in `words` said under a negation or contrast ("not Theo from work", "that wasn't sailing"). */
  negated: Set<number>;
  /** Positions in `words` that look like names: proper nouns, or capitalised after the sentence's first word. */
  namePositions: Set<number>;
  /** The content words with their position in `words` and part of speech. */
  contentWords: { lemma: string; word: string; position: number; pos: string }[];
  /** Kinds of relationship node the request asks for ("which places", "what food"). */
  kindWords: string[];
  /**
   * Nouns that ask for things of a kind rather than name one ("what pet", "which cities",
   * "what kind of music", "how many instruments"): matched by the things of that kind
   * (`kindMembers`, graph nodes of that kind), never as a bare word that must be there.
   */
  kindNouns: KindNoun[];
  /** The request asks for places away from home ("abroad", "overseas"). */
  abroad: boolean;
  /** A time the request rules out ("not the winter one"): memories in it are excluded. */
  excludedTime: ExcludedTime | null;
  /** The language of a request not in English ("tgl", "por"), else null (request-language.ts). */
  language: string | null;
};

/** `from`: where a two-word kind starts ("martial arts", "board games"); else it is one word at `position`. */
export type KindNoun = { word: string; lemma: string; position: number; plural: boolean; from?: number };

export type ExcludedTime = { label: string; excludes: (occurredAt: string) => boolean };

// Words that start a negation or contrast; it runs to the next punctuation or "but"/"and".
// "Outside" starts one only before what it rules out (negatedPositions).
const NEGATORS = new Set(["not", "n't", "never", "except", "excluding", "without", "nor"]);
const NEGATOR_PAIRS = [["other", "than"], ["apart", "from"], ["rather", "than"], ["instead", "of"]];
const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "my", "his", "her", "our", "their", "your", "its"]);
const NEGATION_ENDS = new Set(["but", "and", "or", "so", "because", "though", "although", "only"]);

// Words that name a kind of relationship node rather than a thing to find.
// Away from the country most of the user's memories are in.
const ABROAD_WORDS = new Set(["abroad", "overseas"]);
const PLURAL_KIND_WORDS = /^(places|cities|countries|spots|foods|dishes|meals|activities|hobbies|events|occasions|pets|animals)$/;
const KIND_WORDS: Record<string, string> = {
  place: "place", places: "place", city: "place", cities: "place", country: "place", countries: "place", spot: "place", spots: "place",
  food: "food", foods: "food", dish: "food", dishes: "food", meal: "food", meals: "food",
  activity: "activity", activities: "activity", hobby: "activity", hobbies: "activity",
  event: "event", events: "event", occasion: "occasion", occasions: "event",
  pet: "pet", pets: "pet", animal: "pet", animals: "pet",
};

// Kind words that name every node of one kind ("which places", "what activities"): they ask for
// a list and narrow nothing. Pets are a node kind of their own and a kind to look for.
const WHOLE_KIND = new Set(["place", "places", "spot", "spots", "activity", "activities", "hobby", "hobbies", "event", "events", "occasion", "occasions"]);

/** Whether the word asks for every node of a kind ("places"): never a word to match, nor a kind to narrow by. */
export const isWholeKindWord = (word: string) => WHOLE_KIND.has(word);

/** The kind a whole-kind word asks for ("hobbies" → activity), or null. */
export const wholeKindOf = (word: string): string | null => (WHOLE_KIND.has(word) ? (KIND_WORDS[word] ?? null) : null);

/** The kind of graph node a kind word asks for as a whole ("pets" → pet), or null ("cities" are only some places). */
export function nodeKindOfWord(word: string): string | null {
  return KIND_WORDS[word] === "pet" ? "pet" : null;
}

/** Whether the word is one of the fixed kind words ("places", "cities"): never a word to match itself. */
export const isKindWord = (word: string) => !!KIND_WORDS[word];

const KIND_OF = new Set(["kind", "kinds", "type", "types", "sort", "sorts"]);
const SEASON_WORDS = new Set(["spring", "summer", "autumn", "fall", "winter"]);
/** "the summer holidays", "the winter break": a season's break from school or work is the season's time, not a thing each memory must say. */
const SEASON_BREAKS = new Set(["holiday", "holidays", "hols", "vacation", "vacations", "break", "breaks"]);

/** The noun after "what"/"which"/"how many" (adjectives skipped, "kind of" passed through), and the kind words of the table anywhere. */
function kindNounsOf(words: Token[]): KindNoun[] {
  const out: KindNoun[] = [];
  const add = (t: Token, position: number) => {
    if (!out.some((k) => k.position === position)) out.push({ word: t.folded, lemma: normalizeKey(t.lemma), position, plural: t.folded !== normalizeKey(t.lemma) });
  };
  const addCompound = (a: Token, b: Token, from: number, position: number) => {
    if (!out.some((k) => k.position === position)) out.push({ word: `${a.folded} ${b.folded}`, lemma: `${normalizeKey(a.lemma)} ${normalizeKey(b.lemma)}`, position, from, plural: b.folded !== normalizeKey(b.lemma) });
  };
  words.forEach((t, i) => {
    if (KIND_WORDS[t.folded]) add(t, i);
    const start = t.folded === "what" || t.folded === "which" ? i + 1 : t.folded === "how" && words[i + 1]?.folded === "many" ? i + 2 : -1;
    if (start < 0) return;
    let j = start;
    while (j < start + 2 && (words[j]?.pos === "ADJ" || SEASON_WORDS.has(words[j]?.folded ?? ""))) j++;
    if (KIND_OF.has(words[j]?.folded ?? "") && words[j + 1]?.folded === "of") j += 2;
    const isKindNoun = (t: Token | undefined): t is Token => !!t && t.pos === "NOUN" && !META_WORDS.has(t.folded) && !META_WORDS.has(t.lemma) && t.folded.length > 2;
    if (!isKindNoun(words[j])) return;
    // A kind WordNet names in two words: "martial arts" (not any art), "board games" (not boards).
    const compoundWith = (a: Token, b: Token) => isKnownNoun(`${normalizeKey(a.lemma)} ${normalizeKey(b.lemma)}`);
    const modifier = words[j - 1];
    const head = words[j + 1];
    if (j > start && modifier?.pos === "ADJ" && compoundWith(modifier, words[j]!)) {
      addCompound(modifier, words[j]!, j - 1, j);
      return;
    }
    if (head?.pos === "NOUN" && compoundWith(words[j]!, head)) {
      addCompound(words[j]!, head, j, j + 1);
      return;
    }
    add(words[j]!, j);
    // "which festivals and holidays": both kinds are asked for.
    if ((words[j + 1]?.folded === "and" || words[j + 1]?.folded === "or") && isKindNoun(words[j + 2])) add(words[j + 2]!, j + 2);
  });
  return out;
}

const looksNamed = (t: Token | undefined) => !!t && (t.pos === "PROPN" || (/^\p{Lu}/u.test(t.value) && t.value !== "I"));

function negatedPositions(tokens: Token[]): Set<number> {
  const out = new Set<number>();
  let inside = false;
  let position = 0;
  const words = tokens.filter((t) => t.pos !== "SPACE");
  for (let i = 0; i < words.length; i++) {
    const t = words[i]!;
    if (t.pos === "PUNCT" || t.pos === "SYM") {
      if (!/^['’]$/.test(t.value)) inside = false;
      continue;
    }
    const w = t.folded;
    const pairStart = NEGATOR_PAIRS.some(([a, b]) => w === a && words[i + 1]?.folded === b);
    // "outside work", "outside cdmx" rule things out; "I climbed outside on real rock" does not,
    // nor does a place outside a thing named with a determiner ("my father outside his shop").
    const next = words[i + 1];
    const outsideOf = w === "outside" && !!next && (next.folded === "of" || (!["ADP", "ADV", "PUNCT", "CCONJ", "SCONJ", "DET", "PRON"].includes(next.pos) && !DETERMINERS.has(next.folded)));
    if (NEGATORS.has(w) || w === "n’t" || pairStart || outsideOf) {
      inside = true;
      if (pairStart) {
        i++;
        position++;
      }
    } else if (NEGATION_ENDS.has(w)) {
      // "apart from Porto and Lisbon": a list of names goes on under the same negation.
      const listOfNames = (w === "and" || w === "or") && inside && looksNamed(words[i - 1]) && looksNamed(words[i + 1]);
      if (!listOfNames) inside = false;
    } else if (inside) out.add(position);
    position++;
  }
  return out;
}

/**
 * The tagger's PROPN on a word it does not know says little: in a request in another language
 * ("lançamento") a name is written with its capital, and a lower-case word WordNet knows as a
 * common noun ("his fiancée") is that noun, unless it is a given name too ("rose").
 */
function taggedName(t: Token, foreign: boolean): boolean {
  if (t.pos !== "PROPN" || foreign) return false;
  const key = normalizeKey(t.value);
  return t.value !== t.value.toLowerCase() || !isKnownNoun(key) || isProperNoun(key) || isListedGivenName(key);
}

function namePositionsOf(tokens: Token[], foreign: boolean): Set<number> {
  const out = new Set<number>();
  let position = 0;
  for (const t of tokens) {
    if (t.pos === "PUNCT" || t.pos === "SYM" || t.pos === "SPACE") continue;
    if (taggedName(t, foreign) || (/^\p{Lu}/u.test(t.value) && !t.sentenceStart && t.value !== "I")) out.add(position);
    position++;
  }
  return out;
}

// Words that say how to ask, not what about.
export const META_WORDS = new Set(
  (
    "memory memories photo photos picture pictures pic pics pix snap snaps thing things stuff time times life everything anything something " +
    "remind show tell pull find recall remember happen happened get go went do did done make made take taken have had " +
    "see seen look looked way ways kind kinds sort sorts type types lot day days moment moments bit part parts question together again " +
    "different difference change changed compare compared first second last next other another same each every all " +
    "exactly name called who what when where which why how whose ever up i me my we us our you your mine " +
    "feel feeling feelings felt time over since until ago year years month months week weeks summer winter spring autumn fall season seasons " +
    "around whole best good great new old people person someone anyone one two three some many much " +
    "grow grew grown growing closer evolve evolved develop developed usually often " +
    "mention mentioned say said according discuss discussed recap rundown overview versus such"
  ).split(" "),
);

/** Words after "List" at the start that make it the asking verb ("List the ...", "List all my ..."). */
const LISTED = new Set(["the", "all", "every", "each", "my", "our", "me", "us", "any", "some", "everything", "everyone"]);
/** Words that say "about" ("everything concerning Desmond"), and those that do after "that" ("everything that concerns him"). */
const ABOUT_WORDS = new Set(["concerning", "regarding"]);
const RELATIVE_ABOUT_WORDS = new Set(["concerns", "concern", "concerned", "involves", "involved", "involve", "involving"]);
/** Verbs of asking that, used as nouns, are things to find: "TV shows", "the art show", "a lucky find". */
const ASKING_VERBS_AS_THINGS = new Set(["show", "find"]);
const OBJECT_PRONOUNS = new Set(["me", "us", "him", "her", "them", "you"]);
/** Ordinals that say which one of the user's things is meant ("my second tournament"): "last" and "next" are times. */
export const ORDINAL_WORDS = new Set(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]);
/** Nouns after an ordinal that make it no thing's number: "the first time", "the first half of the year". */
const ORDINAL_NOT_OF_A_THING = new Set(["time", "times", "half", "thing", "things", "one", "ones", "day", "week", "month", "year"]);

/** "my second tournament", "her first novel": an ordinal before the thing it numbers. */
export function isOrdinalOfThing(t: Token, after: Token | undefined): boolean {
  return ORDINAL_WORDS.has(t.folded) && !!after && (after.pos === "NOUN" || after.pos === "PROPN" || after.pos === "ADJ") && !ORDINAL_NOT_OF_A_THING.has(after.folded);
}

/** "getting through the winters": seasons in the plural are what the memories tell of (a spring inspection says how the winter went), not a window. */
const SEASONS_PLURAL = new Set(["summers", "winters", "autumns"]);

/** Determiners before "<noun> <season>" that make the noun name which season ("the dzud winter", "that Covid summer"). */
const NAMING_DETERMINERS = new Set(["the", "that", "our", "my"]);

/** What "full" or "entire" asks all of ("full 2025", "the entire year", "the full story"). */
const WHOLE_OF = new Set(["year", "month", "week", "summer", "winter", "spring", "autumn", "fall", "season", "story", "list", "journey", "picture", "rundown", "recap", "history", "timeline"]);

/** Words before a request's verb that leave it the asking ("please give me", "can you give me"). */
const ASKING_BEFORE = new Set(["please", "you"]);

/** Verbs that, with "me"/"us" and "through", ask to be told: "walk me through", "run us through", "talk me through", "take me through". */
const TELL_THROUGH = new Set(["walk", "run", "talk", "take"]);

/** "Walk me through everything", "Run me through the birds": the asking, not a walk or a run. */
function asksToBeTakenThrough(t: Token, after: Token | undefined, afterNext: Token | undefined): boolean {
  return TELL_THROUGH.has(t.lemma) && !!after && (after.folded === "me" || after.folded === "us") && afterNext?.folded === "through";
}

/**
 * A pastime's word used as a verb with its object ("what keeps drawing me back", "walk me
 * through", "running us ragged") names no pastime: the concept lexicon's match is dropped.
 */
function isVerbWithObject(t: Token, after: Token | undefined, afterNext?: Token): boolean {
  if (!after) return false;
  if (OBJECT_PRONOUNS.has(after.folded) && (t.pos === "VERB" || /ing$/.test(t.folded))) return true;
  // "running the orchard", "run our shop": keeping a thing going, not a run (unlike "running the marathon").
  return t.lemma === "run" && THING_DETERMINERS.has(after.folded) && !!afterNext && afterNext.pos === "NOUN" && !RUN_ROUTES.has(afterNext.lemma);
}

const THING_DETERMINERS = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "this", "that"]);
/** What a run is run on or over: "running the marathon", "ran the trail", "run a 10k". */
const RUN_ROUTES = new Set(["race", "marathon", "half", "relay", "course", "trail", "route", "track", "loop", "mile", "lap", "10k", "5k", "ultra", "parkrun", "hill", "beach", "river", "park", "ridge", "length", "distance"]);

const FALL_IDIOM_PARTICLES = new Set(["through", "thru", "apart", "behind", "out", "for", "asleep", "short", "back", "ill", "sick", "victim", "prey", "silent", "pregnant", "flat", "foul"]);

/** "from the start until now", "since the beginning", "from beginning to end": the whole span asked for, not a start to find. */
const SPAN_STARTS = new Set(["start", "beginning", "outset"]);
const SPAN_FROM = new Set(["from", "since"]);
const SPAN_TO = new Set(["to", "until", "till", "til"]);
const SPAN_ON = new Set([...SPAN_TO, "through", "up", "onwards", "onward", "and"]);

function isMetaWord(t: Token, before: Token | undefined, after: Token | undefined, afterNext?: Token, beforePrevious?: Token): boolean {
  const spanFrom = before?.folded === "the" ? beforePrevious : before;
  if (SPAN_STARTS.has(t.folded) && SPAN_FROM.has(spanFrom?.folded ?? "") && (!after || SPAN_ON.has(after.folded))) return true;
  // "... to the end", "from beginning to end" (not "the end of the season").
  if (t.folded === "end" && SPAN_TO.has(spanFrom?.folded ?? "") && after?.folded !== "of") return true;
  // "the whole story of my solo": the telling, not a story told.
  if (t.lemma === "story" && after?.folded === "of") return true;
  if (asksToBeTakenThrough(t, after, afterNext)) return true;
  // "like full 2025", "the entire year", "the full story": how much is asked for.
  if ((t.folded === "full" || t.folded === "entire") && !!after && (/^\d{4}$/.test(after.folded) || WHOLE_OF.has(after.lemma))) return true;
  // "how that turned out", "how did it turn out", "how did he end up being my dog": the outcome asked for.
  if ((t.lemma === "turn" && after?.folded === "out") || (t.lemma === "end" && after?.folded === "up")) return true;
  // "Give me the whole story", "can you give us a list": asking ("what did she give me for my birthday" is a gift).
  if (t.lemma === "give" && (!before || ASKING_BEFORE.has(before.folded)) && !!after && (after.folded === "me" || after.folded === "us")) return true;
  // "List the woodworking pieces I've made", "a list of my trips": asking for a list, not a list to find ("my bucket list").
  if (t.folded === "list" && ((!before && !!after && LISTED.has(after.folded)) || after?.folded === "of")) return true;
  // "last fall" says when; "when did he fall off", "grandpa's fall" say what happened; in an idiom
  // ("plans that fell thru", "fell asleep", "fell in love") it is how the rest is said.
  if (t.lemma === "fall" || t.folded === "fall") {
    if (t.folded === "fall" && isSeasonFall(before?.folded, after?.folded, afterNext?.folded)) return true;
    return !!after && (FALL_IDIOM_PARTICLES.has(after.folded) || (after.folded === "in" && afterNext?.folded === "love"));
  }
  // "Gather everything that concerns my brother", "all of it regarding the move": how the request asks, not what about.
  if (t.lemma === "gather" && (!before || ASKING_BEFORE.has(before.folded)) && !!after && LISTED.has(after.folded)) return true;
  if (ABOUT_WORDS.has(t.folded) || (RELATIVE_ABOUT_WORDS.has(t.folded) && (before?.folded === "that" || before?.folded === "which"))) return true;
  if (!META_WORDS.has(t.lemma) && !META_WORDS.has(t.folded)) return false;
  if (SEASONS_PLURAL.has(t.folded)) return false;
  if (isOrdinalOfThing(t, after)) return false;
  if (!ASKING_VERBS_AS_THINGS.has(t.lemma) || (after && (OBJECT_PRONOUNS.has(after.folded) || after.folded === "up"))) return true; // "show me", "find us", "shows up"
  // wink tags "shows" after "TV" as a verb: after a noun, an adjective or an abbreviation it names the thing.
  const thing = t.pos === "NOUN" || (!!before && (before.pos === "NOUN" || before.pos === "ADJ" || (before.pos === "PROPN" && before.value === before.value.toUpperCase())));
  return !thing;
}

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ"]);
// Words of requests that gather memories (every hike, how something changed over time) rather than pick one.
const COLLECTIVE = new Set([
  "all", "every", "everything", "each", "ever", "times", "included", "including", "together", "both",
  "change", "changed", "changes", "until", "since", "through", "different", "differ", "compare", "compared",
  // A life's episodes asked for together: "the big steps in my relationship", "all adas firsts and milestones".
  "moments", "steps", "milestones", "highlights", "firsts", "stages", "phases",
]);

/** "which of my memories involve ...", "what memories do I have of ...": the memories asked for are all those (not "childhood memories", a thing to find). */
const MEMORIES_ASKED = /\b(my|our|which|what|any)\s+memories\b/i;

const TENS = ["", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred"];

/** "30th" → 30th, 30, thirty, thirtieth (round decades, the birthdays people name). */
function ordinalSpellings(ordinal: string): string[] {
  const n = parseInt(ordinal, 10);
  const forms = [ordinal, String(n)];
  if (n % 10 === 0 && n >= 20 && n <= 100) forms.push(TENS[n / 10]!, `${TENS[n / 10]!.replace(/y$/, "ie")}th`);
  return forms;
}

/** "seventieth" → "70th": a round decade's ordinal spelt out is the one memories write in digits too. */
const SPELLED_DECADES = new Map(TENS.slice(2).map((tens, i) => [`${tens.replace(/y$/, "ie")}th`, `${(i + 2) * 10}th`]));
const inDigits = (word: string) => SPELLED_DECADES.get(word) ?? word;

/** "my 30th", "her 70th": in English an ordinal after a possessive is a birthday. */
function withOrdinalBirthdays(concepts: ConceptMatch[], words: string[]): ConceptMatch[] {
  if (concepts.some((c) => c.concept.id === "birthday")) return concepts;
  const birthday = conceptById.get("birthday");
  const at = words.findIndex((w, i) => /^\d+(st|nd|rd|th)$/.test(inDigits(w)) && ["my", "her", "his", "our", "their"].includes(words[i - 1] ?? ""));
  return birthday && at >= 0 ? [...concepts, { concept: birthday, term: words[at]! }] : concepts;
}

// Family words people use as names, with or without "my" ("with mum and dad", "dads heart op").
const BARE_RELATION_WORDS = new Set(["mum", "mom", "mama", "mommy", "mummy", "dad", "daddy", "papa", "grandma", "grandpa", "granny", "nana", "grandad", "granddad", "abuela", "abuelo"]);

/** Ties a person has one of, said with "the" as with "my" ("all pics w the boss", "dinner with the wife"). */
const THE_RELATION_WORDS = new Set(["boss", "wife", "husband", "hubby", "missus", "kids", "grandkids", "in laws"]);

// The relation words and phrases by their first word, split once ("best friend" under "best").
const RELATIONS_BY_FIRST_WORD = new Map<string, string[][]>();
for (const rel of [...RELATION_WORDS, ...RELATION_GROUP_WORDS]) {
  const relWords = rel.split(" ");
  RELATIONS_BY_FIRST_WORD.set(relWords[0]!, [...(RELATIONS_BY_FIRST_WORD.get(relWords[0]!) ?? []), relWords]);
}

/** "their mum and dad", "his dad", "a mum": someone else's parent, not the user's ("mum and dad" said after "their" too). */
const OTHERS = new Set(["his", "her", "their", "your", "a", "an", "its"]);
function othersTie(words: string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (words[j] === "and" || words[j] === "or" || BARE_RELATION_WORDS.has(words[j]!))) j--;
  // "Nika's dad": the possessive's "s" is a word of its own here.
  return OTHERS.has(words[j] ?? "") || words[j] === "s";
}

/** "my little brother", "our eldest": a word of age between the possessive and the relation. */
const AGE_WORDS = new Set(["little", "big", "older", "younger", "elder", "eldest", "oldest", "youngest", "baby", "kid", "middle"]);
const USERS = new Set(["my", "our"]);
/** The relation word at `i` is said as the user's: "my sister", "my little sister". */
const OWNED = (words: string[], i: number) => USERS.has(words[i - 1] ?? "") || (AGE_WORDS.has(words[i - 1] ?? "") && USERS.has(words[i - 2] ?? ""));

/** "little" in "my little brother": which brother, said of him (when the graph knows him, not a word his memories must say; gather-signals.ts). */
export function isAgeOfRelation(words: string[], i: number): boolean {
  const next = words[i + 1] ?? "";
  return AGE_WORDS.has(words[i]!) && USERS.has(words[i - 1] ?? "") && (RELATIONS_BY_FIRST_WORD.has(next) || RELATIONS_BY_FIRST_WORD.has(next.replace(/s$/, "")));
}

function possessiveRelationWords(words: string[], lemmas: string[]): string[] {
  const found: string[] = [];
  const saidAt = (w: string, i: number) => words[i] === w || lemmas[i] === w || words[i] === `${w}s`;
  const seen = new Set<string[]>();
  for (let i = 0; i < words.length; i++) {
    const firsts = new Set([words[i]!, lemmas[i]!, words[i]!.replace(/s$/, "")]);
    for (const first of firsts) {
      for (const relWords of RELATIONS_BY_FIRST_WORD.get(first) ?? []) {
        if (seen.has(relWords) || i + relWords.length > words.length || !relWords.every((w, k) => saidAt(w, i + k))) continue;
        const rel = relWords.join(" ");
        if (OWNED(words, i) || (words[i - 1] === "the" && THE_RELATION_WORDS.has(rel)) || (relWords.length === 1 && BARE_RELATION_WORDS.has(rel) && !othersTie(words, i))) {
          seen.add(relWords);
          found.push(rel);
        }
      }
    }
  }
  // In the order of the relation lexicon, a phrase's own words not repeated ("best friend", not "friend" too).
  const order = [...RELATION_WORDS, ...RELATION_GROUP_WORDS];
  found.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return found.filter((rel, i) => !found.slice(0, i).some((f) => f.includes(rel)));
}

const SEASON_MONTHS: Record<string, number[]> = { spring: [2, 3, 4], summer: [5, 6, 7], autumn: [8, 9, 10], fall: [8, 9, 10], winter: [11, 0, 1] };

/** A window said under a negation excludes: a bare season every year ("not the winter one"), otherwise the window itself. */
function excludedTimeOf(window: TimeWindow): ExcludedTime {
  const season = /^(?:the\s+)?(spring|summer|autumn|fall|winter)$/i.exec(window.text.trim())?.[1]?.toLowerCase();
  if (season) {
    const months = SEASON_MONTHS[season]!;
    return { label: `not in ${season}`, excludes: (at) => months.includes(new Date(at).getUTCMonth()) };
  }
  return { label: `not ${window.label}`, excludes: (at) => new Date(at) >= window.from && new Date(at) < window.to };
}

/** Words that ask what happens as a rule, in any year ("what do we usually do in summer?"). */
const AS_A_RULE = /\b(usually|always|often|normally|typically|generally|tend\s+to)\b/i;

const EVERY_SEASON = /\b(?:every|each|all\s+(?:the|my|our)?)\s*(spring|summer|autumn|fall|winter)s?\b/i;

/**
 * A season meant in every year: said with "every" ("every summer") or asked about as a rule
 * ("what do we usually do in the summer holidays?"). Memories outside that season are ruled
 * out, whichever year they are from. `bareAt`: where a bare season window's word is (-1 when
 * the window is none or says which year).
 */
function recurringSeason(text: string, bareAt: number, window: TimeWindow | null): ExcludedTime | null {
  const said = EVERY_SEASON.exec(text)?.[1];
  const bare = bareAt >= 0 && AS_A_RULE.test(text) ? /\b(spring|summer|autumn|fall|winter)\b/i.exec(text)?.[1] : undefined;
  const season = (said ?? bare)?.toLowerCase();
  if (!season) return recurringMonth(text, window);
  const months = SEASON_MONTHS[season]!;
  return { label: `${season === "fall" ? "autumn" : season}, any year`, excludes: (at) => !months.includes(new Date(at).getUTCMonth()) };
}

const BARE_MONTH = new RegExp(`^(?:in\\s+|during\\s+)?(${MONTHS.join("|")})$`, "i");
const EVERY_MONTH = new RegExp(`\\b(?:every|each)\\s+(${MONTHS.join("|")})\\b`, "i");

/** A month meant in every year, as a season is: "every August", "what do I usually do in August?". */
function recurringMonth(text: string, window: TimeWindow | null): ExcludedTime | null {
  const bare = window && AS_A_RULE.test(text) ? BARE_MONTH.exec(window.text.trim())?.[1] : undefined;
  const name = (EVERY_MONTH.exec(text)?.[1] ?? bare)?.toLowerCase();
  if (!name) return null;
  const month = MONTHS.indexOf(name);
  return { label: `${name[0]!.toUpperCase()}${name.slice(1)}, any year`, excludes: (at) => new Date(at).getUTCMonth() !== month };
}

const JOINED_THROUGH = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "to", "in", "at", "of"]);

/** "my driving lessons and the test", "hiking or rafting": two things asked for, so an answer may hold several memories. */
function joinsTwoThings(words: string[], contentAt: Set<number>): boolean {
  return words.some((w, i) => {
    if ((w !== "and" && w !== "or") || !contentAt.has(i - 1)) return false;
    let j = i + 1;
    while (j < words.length && JOINED_THROUGH.has(words[j]!)) j++;
    return contentAt.has(j);
  });
}

/** `written`: the languages other than English the person writes their memories in (written-languages.ts). */
export function analyzeRequest(typed: string, asOf: Date, written: readonly string[] = []): RequestAnalysis {
  // "the proposal + finding the dress", "Anna & Ben": the sign is "and".
  const text = withoutAsides(expandClippedTimeUnits(expandPlaceAbbreviations(expandChatShorthand(withGatheringWordSlipsMended(typed)))), asOf).replace(/\s+[+&]\s+/g, " and ");
  const tokens = tokenize(text);
  const language = foreignLanguageOf(text, written);
  const wordTokens = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE");
  const words = wordTokens.map((t) => normalizeKey(t.value));
  const negated = negatedPositions(tokens);
  let timeWindow = resolveTimeWindow(text, asOf);
  // "may selfie ako dun": Tagalog's "there is", no month of May.
  if (timeWindow && language && normalizeKey(timeWindow.text).split(" ").every((w) => !w || isFunctionWordOf(language, w))) timeWindow = null;
  let excludedTime: ExcludedTime | null = null;
  if (timeWindow) {
    const timeWords = normalizeKey(timeWindow.text).split(" ").filter((w) => w && !["the", "in", "of", "during", "this", "last"].includes(w));
    const at = words.map((w, i) => (timeWords.includes(w) ? i : -1)).filter((i) => i >= 0);
    if (at.length && at.every((i) => negated.has(i))) {
      excludedTime = excludedTimeOf(timeWindow);
      timeWindow = null;
    }
  }
  const lemmaWords = wordTokens.map((t) => normalizeKey(t.lemma));
  const positionOf = new Map(wordTokens.map((t, i) => [t, i]));
  const kindNouns = kindNounsOf(wordTokens);
  const kindAt = new Set(kindNouns.flatMap((k) => (k.from === undefined ? [k.position] : [k.from, k.position])));
  // "winter sports", "summer activities": a bare season naming a kind of thing is no time window.
  const bareSeason = timeWindow && SEASON_WORDS.has(timeWindow.text.trim().toLowerCase()) ? words.indexOf(timeWindow.text.trim().toLowerCase()) : -1;
  if (bareSeason >= 0 && kindAt.has(bareSeason + 1)) timeWindow = null;
  const everySeason = excludedTime ? null : recurringSeason(text, bareSeason >= 0 && timeWindow ? bareSeason : -1, timeWindow);
  // The words of a period meant every year ("usually ... in August") are time words too.
  let everyYearWords: string[] = [];
  if (everySeason) {
    excludedTime = everySeason;
    everyYearWords = normalizeKey(everySeason.label.split(",")[0]!).split(" ");
    timeWindow = null;
  } else if (bareSeason >= 0 && wordTokens[bareSeason + 1]?.pos === "NOUN" && !SEASON_WORDS.has(wordTokens[bareSeason + 1]!.folded)) {
    // "the summer party", "our winter trip": the season names the thing, whichever year it was ("all my firefighting stuff, ... the summer party").
    timeWindow = null;
  } else if (bareSeason >= 2 && NAMING_DETERMINERS.has(words[bareSeason - 2]!) && ["NOUN", "PROPN"].includes(wordTokens[bareSeason - 1]!.pos)) {
    // "the dzud winter", "that Covid summer": the season a thing names, whichever year it was, not the last one.
    timeWindow = null;
  }
  const timeWords = new Set([...(timeWindow ? normalizeKey(timeWindow.text).split(" ") : []), ...everyYearWords]);
  // "what do we usually do in the summer holidays?": the season of every year, its break included.
  words.forEach((w, i) => {
    if (i > 0 && SEASON_BREAKS.has(w) && everyYearWords.includes(words[i - 1]!)) timeWords.add(w);
  });
  const content = wordTokens.filter(
    (t) =>
      CONTENT_POS.has(t.pos) &&
      !kindAt.has(positionOf.get(t)!) &&
      !isMetaWord(t, wordTokens[positionOf.get(t)! - 1], wordTokens[positionOf.get(t)! + 1], wordTokens[positionOf.get(t)! + 2], wordTokens[positionOf.get(t)! - 2]) &&
      !KIND_WORDS[t.folded] &&
      !ABROAD_WORDS.has(t.folded) &&
      !timeWords.has(t.folded) &&
      t.folded.length > 1 &&
      !isStopWord(t.lemma) &&
      !(language && isFunctionWordOf(language, t.folded)) &&
      !/^\d+$/.test(t.folded) &&
      !SPELLED_DECADES.has(t.folded) &&
      !(t.value === t.folded && isSlipOfFunctionWord(t.folded)),
  );
  const unique = (xs: string[]) => [...new Set(xs)];
  // A word said only as a verb with its object ("drawing me back") is no pastime of the lexicon.
  const usedAsThing = new Set(wordTokens.filter((t, i) => !isVerbWithObject(t, wordTokens[i + 1], wordTokens[i + 2])).flatMap((t) => [t.folded, t.lemma]));
  const verbsWithObject = new Set(wordTokens.filter((t, i) => isVerbWithObject(t, wordTokens[i + 1], wordTokens[i + 2])).flatMap((t) => [t.folded, t.lemma]).filter((w) => !usedAsThing.has(w)));
  return {
    text,
    asOf,
    tokens,
    words,
    lemmaWords,
    collective: asksForPattern(text) || MEMORIES_ASKED.test(text) || joinsTwoThings(words, new Set(content.map((t) => positionOf.get(t)!))) || words.some((w) => COLLECTIVE.has(w) || PLURAL_KIND_WORDS.test(w)) || kindNouns.some((k) => k.plural) || (timeWindow !== null && !/\b(when|which|who|where)\b/i.test(text)),
    timeWindow,
    concepts: withOrdinalBirthdays(findConcepts(tokens).filter((c) => !verbsWithObject.has(normalizeKey(c.term))), words),
    holidays: holidaysInText(tokens),
    relationWords: possessiveRelationWords(words, lemmaWords),
    contentLemmas: unique(content.map((t) => t.lemma)),
    ordinalForms: words.map(inDigits).filter((w) => /^\d+(st|nd|rd|th)$/.test(w)).flatMap(ordinalSpellings),
    nounLemmas: unique(content.filter((t) => t.pos === "NOUN" || t.pos === "PROPN").map((t) => t.lemma)),
    negated,
    namePositions: namePositionsOf(tokens, !!language),
    contentWords: content.map((t) => ({ lemma: t.lemma, word: t.folded, position: positionOf.get(t)!, pos: t.pos })),
    kindWords: unique(words.flatMap((w) => KIND_WORDS[w] ?? [])),
    kindNouns,
    abroad: words.some((w, i) => ABROAD_WORDS.has(w) && !negated.has(i)),
    excludedTime,
    language,
  };
}
