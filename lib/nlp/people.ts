import nlp from "compromise";
import { CHAT_SHORTHAND_WORDS } from "./chat-shorthand";
import { normalizeKey } from "./fold";
import { RELATION_WORDS, relationFamily } from "./relations";
import { CONCEPTS } from "./concepts";
import { HOLIDAYS } from "./periods";
import type { Token } from "./tokens";
import { PET_WORDS } from "./pets";
import { tokenize } from "./tokens";
import { isEnglishWord } from "./extract-wink";
import { isListedGivenName } from "./nicknames";
import { isKnownNoun } from "./wordnet";
import { isThirdPersonTieOfSomeoneElse, PLACE_PREPOSITIONS } from "./whose-tie";

export type PersonMention = {
  /** As written, title-less ("Marcus", "Sam Carter"). */
  name: string;
  given: string;
  surname?: string;
  /** Relationship words said of them ("boyfriend", "charge nurse"). */
  descriptors: string[];
  /** The text suggests an animal (a pet word in the same sentence, not a known person name). */
  maybePet: boolean;
};

/** Chat shorthand, capitalised at a sentence's start ("Ppl kept staring"): never a name. */
export const CHAT_SHORTHAND: ReadonlySet<string> = new Set(Object.keys(CHAT_SHORTHAND_WORDS));

// Capitalised words that are not people.
const NOT_NAMES = new Set(
  [
    "i", "im", "ive", "id", "ill", "me", "my", "mom", "mum", "dad", "mama", "papa", "god", "ok", "okay", "er", "icu", "tv", "uk", "us", "usa",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "christmas", "easter", "xmas", "eve", "day",
    "new", "year", "years", "thanksgiving", "friendsgiving", "halloween", "valentine", "valentines", "memorial", "labor", "lunar",
    "the", "a", "an", "and", "or", "but", "so", "we", "our", "they", "he", "she", "his", "her", "it", "this", "that", "there",
    "instagram", "facetime", "whatsapp", "facebook", "google", "iphone", "uber", "lyft", "airbnb", "zoom", "spotify", "netflix",
    "north", "south", "east", "west", "upper", "lower", "great", "old", "saint", "santo", "santa", "sao", "st", "lol", "haha", "omg",
    "professora", "professor", "chef", "dr", "mr", "mrs", "ms", "sr", "sra", "dona", "don", "aunt", "uncle", "grandma", "grandpa",
    "everything", "everyone", "everybody", "something", "someone", "somebody", "anything", "anyone", "nothing", "nobody", "none",
    "mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    "gonna", "wanna", "gotta", "kinda", "sorta", "dunno", "lemme", "gimme", "yeah", "yep", "nope", "wow", "hey", "hi", "hello", "thanks", "cheers", "ugh",
    "these", "those", "you", "yes", "no", "hah", "haha", "san", "são", "saint",
    ...CHAT_SHORTHAND,
  ].map(normalizeKey),
);

// Words that make a capitalised phrase a place, venue, organisation or work, not a person.
const NON_PERSON_HEADS = new Set(
  [
    "park", "parks", "hall", "field", "street", "st", "avenue", "ave", "road", "rd", "lane", "square", "plaza", "beach", "lake", "river", "mountain",
    "mountains", "mount", "mt", "trail", "route", "canyon", "loop", "rock", "rocks", "bridge", "church", "basilica", "cathedral", "chapel", "museum",
    "market", "garden", "gardens", "jardim", "parque", "pavilion", "stadium", "estadio", "center", "centre", "school", "university", "college",
    "hospital", "restaurant", "cafe", "bar", "pub", "hotel", "house", "pool", "state", "national", "county", "valley", "coast", "harbor",
    "harbour", "bay", "island", "islands", "dunes", "falls", "point", "peninsula", "airport", "station", "club", "band", "team", "city",
    "town", "village", "district", "lagoon", "forest", "wood", "woods", "cave", "palace", "castle", "tower", "zoo", "aquarium", "theatre",
    "theater", "cinema", "gallery", "studio", "bakery", "lakeshore", "challenge", "festival", "concert", "game", "cup", "league", "fc",
    "trip", "day", "night", "weekend", "week", "month", "year", "christmas", "eve", "loop", "shore", "pier", "quay", "dome", "highway",
  ].map(normalizeKey),
);

const TITLES = new Set(["chef", "dr", "doctor", "mr", "mrs", "ms", "miss", "sr", "sra", "dona", "don", "professor", "professora", "aunt", "auntie", "uncle", "coach", "father", "sister", "brother", "nurse", "captain", "grandma", "grandpa"].map(normalizeKey));
const CONNECTORS = new Set(["de", "da", "do", "das", "dos", "del", "della", "di", "du", "des", "van", "von", "der", "la", "le", "os", "y"]);
const DEMONYMS = new Set(["american", "italian", "mexican", "thai", "english", "british", "french", "spanish", "portuguese", "german", "chinese", "japanese", "korean", "indian", "irish", "scottish", "welsh", "greek", "canadian", "brazilian", "dutch", "swiss", "australian", "caribbean", "european", "asian", "african", "latin", "catholic"]);
const SOFT_TITLES = new Set(["little", "baby", "young", "old", "big", "dear", "poor", "sweet"]);
const OWNER_WORDS = new Set(["my", "our", "her", "his", "their", "your", "me"]);
/** Whose tie a relation word before or after a name says: the user's, or another's the user is told of ("your husband" is the listener's). */
const TIE_OWNERS = new Set(["my", "our", "her", "his", "their", "me"]);

const CONCEPT_OR_HOLIDAY_TERMS = new Set([...CONCEPTS.flatMap((c) => [c.label, ...c.terms]), ...HOLIDAYS.flatMap((h) => [h.label, ...h.terms])].map(normalizeKey));

/**
 * A capitalised word that names no one: a pronoun ("Everything."), an interjection, a month,
 * a holiday word, shorthand ("Ppl"). A given name people are called ("Don") stays a name.
 * (Not languages: "Shona", "Maya" and "Dakota" are people's names too.)
 */
export function isNeverAName(word: string): boolean {
  const key = normalizeKey(word);
  return NOT_NAMES.has(key) && !isListedGivenName(key);
}

/** A concept's or holiday's own words ("first communion", "christmas eve"): never a person's name. */
export function isConceptOrHolidayTerm(key: string): boolean {
  return CONCEPT_OR_HOLIDAY_TERMS.has(key);
}

// Nouns of an occasion: a capitalised word said as one of these ("Naadam, our great summer
// festival", "the Pongal celebrations") names a festival, not a person.
const OCCASION_NOUNS = "festival|feast|celebration|holiday|fair|carnival|parade|ceremony|fiesta|gala|jubilee|pilgrimage|tradition";
const NAME = "(\\p{Lu}[\\p{Ll}\\p{M}'’-]+)";
const OCCASION_PATTERNS = [
  // "For Naadam 2024", "Tết 2025": a name said with its year.
  new RegExp(`${NAME}\\s+(?:19|20)\\d{2}\\b`, "gu"),
  // "Naadam, our great summer festival of the three manly games": in apposition with an occasion, as its head.
  new RegExp(`${NAME},\\s+(?:our|the|a|an|my|their|his|her)\\s+(?:(?!(?:from|with|at|in|of|to|for|on|by)\\b)[\\p{L}-]+\\s+){0,4}?(?:${OCCASION_NOUNS})s?(?=\\s*(?:$|[,.;:!?)—–]|(?:of|in|at|when|where|that|which|and)\\b))`, "gu"),
  // "the Naadam festival", "Pongal celebrations": the name before an occasion noun.
  new RegExp(`${NAME}\\s+(?:${OCCASION_NOUNS})s?\\b`, "gu"),
  // "ever since Naadam last summer", "during Tết last year": a time's name before the season or year.
  new RegExp(`\\b(?:[Ss]ince|[Dd]uring|[Uu]ntil|[Tt]ill|[Bb]efore|[Aa]fter)\\s+${NAME}\\s+(?:last|this|next)\\s+(?:spring|summer|autumn|fall|winter|year)\\b`, "gu"),
];

/**
 * Capitalised words the texts show to be occasions, not people: said with a year ("Naadam
 * 2024"), in apposition with an occasion ("Naadam, our great summer festival"), before one
 * ("the Pongal celebrations"), or as a time ("since Naadam last summer"). As keys; a given
 * name of the nickname table is never one.
 */
export function occasionNames(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts)
    for (const pattern of OCCASION_PATTERNS)
      for (const m of text.matchAll(pattern)) {
        const key = normalizeKey(m[1]!);
        if (!isListedGivenName(key)) out.add(key);
      }
  return out;
}

/** "the horse races", "a dog show": a pet word and the noun after it that WordNet knows as one noun, no animal. */
export function petWordInCompound(word: string, next: string | undefined): boolean {
  if (!next) return false;
  return [next, next.replace(/s$/, ""), next.replace(/es$/, "")].some((n) => isKnownNoun(`${word} ${n}`));
}

function namesKindOfEvent(t: Token, next: Token | undefined): boolean {
  return !!next && isWord(next) && petWordInCompound(t.folded, next.folded);
}

function isCapitalised(value: string): boolean {
  return /^\p{Lu}/u.test(value);
}

function isWord(t: Token) {
  return t.pos !== "PUNCT" && t.pos !== "SYM" && t.pos !== "SPACE";
}

/** Relationship words right before a name ("my best friend Priya") or right after it ("Denise, Dana's charge nurse"). */
function descriptorsAround(tokens: Token[], start: number, end: number, ownerNames: Set<string>): string[] {
  const found: string[] = [];
  // Words before the name, back to the nearest punctuation ("Dana's mom, Kelsey" gives Kelsey nothing).
  const window = tokens.slice(Math.max(0, start - 6), start);
  const lastStop = window.map((t) => isWord(t) || t.value === "'s" || t.value === "’s").lastIndexOf(false);
  const before = window.slice(lastStop + 1).map((t) => normalizeKey(t.value));
  for (const rel of RELATION_WORDS) {
    const relWords = rel.split(" ");
    if (before.slice(-relWords.length).join(" ") !== rel) continue;
    const lead = before.slice(0, -relWords.length).slice(-3);
    const possessive = lead.findIndex((w, i) => w === "s" && i > 0 && ownerNames.has(lead[i - 1]));
    const owner = lead.findLast((w) => TIE_OWNERS.has(w));
    if ((owner && !isThirdPersonTieOfSomeoneElse(owner, tokens, start, ownerNames)) || possessive >= 0) {
      found.push(rel);
      break;
    }
  }
  // "Name, my/her ... relation" within the next few words.
  const after = tokens.slice(end, end + 7);
  if (after[0]?.value === ",") {
    const afterWords = after.slice(1).filter(isWord).map((t) => normalizeKey(t.value));
    if ((TIE_OWNERS.has(afterWords[0]) && !isThirdPersonTieOfSomeoneElse(afterWords[0], tokens, start, ownerNames)) || (afterWords[1] === "s" && ownerNames.has(afterWords[0]))) {
      const phrase = afterWords.slice(1).join(" ");
      const rel = RELATION_WORDS.find((r) => (` ${phrase} `).includes(` ${r} `));
      if (rel) found.push(rel);
    }
  }
  return [...new Set(found)];
}

type Span = { start: number; end: number; words: string[]; connected: boolean };

function capitalisedSpans(tokens: Token[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    if (isWord(t) && isCapitalised(t.value) && (t.pos === "PROPN" || t.pos === "NOUN" || t.pos === "ADJ" || t.pos === "X")) {
      let j = i;
      const words: string[] = [];
      let connected = false;
      for (;;) {
        while (j < tokens.length && isWord(tokens[j]) && isCapitalised(tokens[j].value) && tokens[j].pos !== "PART") {
          words.push(tokens[j].value);
          j++;
        }
        // "Campo de Ourique", "Forno da Travessa": lower-case connectors inside one name.
        const connector = tokens[j];
        const after = tokens[j + 1];
        if (connector && after && CONNECTORS.has(connector.folded) && isCapitalised(after.value)) {
          words.push(connector.value);
          connected = true;
          j++;
          continue;
        }
        break;
      }
      spans.push({ start: i, end: j, words, connected });
      i = j;
    } else i++;
  }
  return spans;
}

export type FindPeopleOptions = {
  /** Names of the user themself (their own name is not a theme). */
  exclude?: string[];
  /** Place names known for this memory (never people). */
  places?: string[];
};

/**
 * People named in a text, offline: capitalised proper nouns that are not places, venues,
 * dates or known non-names, with the relationship words said of them. Lower-case
 * mentions ("my friend priya") are found too once the name appears capitalised anywhere in
 * `texts`. Imperfect by nature: a model, when configured, does better.
 */
export function findPeople(texts: string[], options: FindPeopleOptions = {}): PersonMention[] {
  const exclude = new Set((options.exclude ?? []).flatMap((n) => normalizeKey(n).split(" ")));
  const joined = texts.join("\n");
  const placeNames = [...(options.places ?? []), ...nlp(joined).places().out("array").map((p: string) => p.replace(/[.,;:!?]+$/, ""))];
  const placeWords = new Set(placeNames.flatMap((p) => [normalizeKey(p), ...normalizeKey(p).split(" ")]));
  const knownPeople = new Set(nlp(joined).people().out("array").map((p: string) => normalizeKey(p.replace(/['’]s$/, ""))).flatMap((p: string) => [p, ...p.split(" ")]));
  const mentions = new Map<string, PersonMention>();
  const tokenised = texts.map((text) => tokenize(text));
  const capitalNames = new Set<string>();
  const occasions = occasionNames(texts);

  const consider = (tokens: Token[], span: Span) => {
    let words = span.words.map((w) => w.replace(/['’]s$/, ""));
    let start = span.start;
    const descriptors: string[] = [];
    if (span.connected && !knownPeople.has(normalizeKey(words[0]))) return;
    while (words.length > 1 && (TITLES.has(normalizeKey(words[0])) || SOFT_TITLES.has(normalizeKey(words[0])))) {
      const family = relationFamily(words[0]);
      if (family) descriptors.push(normalizeKey(words[0]));
      words = words.slice(1);
      start++;
    }
    if (words.length === 0 || words.length > 3) return;
    const keys = words.map(normalizeKey);
    const singular = (k: string) => k.replace(/(es|s)$/, "");
    if (keys.some((k) => NOT_NAMES.has(k) || NOT_NAMES.has(singular(k)) || NON_PERSON_HEADS.has(k) || DEMONYMS.has(k) || k.length < 2 || /\d/.test(k))) return;
    if (isConceptOrHolidayTerm(keys.join(" ")) || occasions.has(keys.join(" "))) return; // "First Communion", "Christmas Eve", "Naadam 2024"
    // "bolas de Berlim", "Trás-os-Montes": after a lower-case connector, part of a longer name.
    const connectorBefore = tokens[start - 1];
    if (connectorBefore && CONNECTORS.has(connectorBefore.folded) && !knownPeople.has(keys[0])) return;
    if (words.some((w) => w.length > 2 && w === w.toUpperCase())) return; // "NÃO TOCAR", shouting
    if (placeWords.has(keys.join(" ")) || keys.some((k) => placeWords.has(k))) return;
    if (exclude.has(keys[0])) return;
    const previousWords = tokens.slice(Math.max(0, start - 4), start).filter(isWord);
    const previous = previousWords.at(-1);
    if (previous && normalizeKey(previous.value) === "the") return;
    // "the crashing Atlantic": "the" and only adjectives before it.
    const theAt = previousWords.map((t) => normalizeKey(t.value)).lastIndexOf("the");
    if (theAt >= 0 && previousWords.slice(theAt + 1).every((t) => t.pos === "ADJ" || t.pos === "VERB")) return;
    if (seenAfterThe.has(keys.join(" ")) || seenQuoted.has(keys.join(" "))) return; // "the Cubs", "'Lanterns'": a team, venue or title
    // "StairMaster": a brand (but "McKenzie", "DeAndre" are names).
    if (words.some((w) => /\p{Ll}\p{Lu}/u.test(w) && !/^(Mc|Mac|De|Di|Da|La|Le|Van|Von|O)\p{Lu}/u.test(w))) return;
    const known = knownPeople.has(keys[0]);
    // "in Avondale", "to Sintra": a bare word after a place preposition is a place.
    if (!known && words.length === 1 && previous && PLACE_PREPOSITIONS.has(normalizeKey(previous.value))) return;
    // A quoted title ("'Lanterns'") or a possessive place name ("Lover's Leap").
    const before = tokens[start - 1];
    if (before && /^['"‘“]$/.test(before.value)) return;
    // "their Smokies trip": a name used as a modifier after a possessive is not a person.
    if (previous && OWNER_WORDS.has(normalizeKey(previous.value)) && tokens[span.end]?.pos === "NOUN") return;
    // "Lover's Leap": the second half of a possessive place name.
    const beforePossessive = tokens[start - 2];
    if (before && /^['’]s$/.test(before.value) && beforePossessive && isCapitalised(beforePossessive.value) && !known) return;
    const next1 = tokens[span.end];
    const next2 = tokens[span.end + 1];
    if (next1 && /^['’]s$/.test(next1.value) && next2 && isCapitalised(next2.value) && !known) return;
    // "Blossom trees", "Maple syrup": a dictionary word joined to the noun after it names a
    // kind of thing, unless the nickname table knows it as a given name.
    if (words.length === 1 && next1?.pos === "NOUN" && !isCapitalised(next1.value) && isEnglishWord(keys[0]) && !isListedGivenName(keys[0])) return;
    // Inflected common nouns ("Guests", "Saturdays") are not names.
    if (words.length === 1 && tokens[start].lemma !== tokens[start].folded && !known) return;
    const firstToken = tokens[start];
    const onlySentenceStart = firstToken.sentenceStart && !knownPeople.has(keys[0]) && !capitalNames.has(keys[0]);
    const next = tokens[span.end];
    const looksLikeActor = firstToken.pos === "PROPN" && next && (next.pos === "VERB" || next.pos === "AUX" || next.value === "'s" || next.value === "’s");
    if (onlySentenceStart && !looksLikeActor) return;
    // "Music is my escape", "Change is hard": a dictionary word only ever written where a
    // sentence begins is that word, unless it is also a given name ("Rose") the user never
    // writes in lower case ("Art gives me joy ... my art").
    if (onlySentenceStart && words.length === 1 && isEnglishWord(keys[0]) && (!isListedGivenName(keys[0]) || lowerCaseWords.has(keys[0]))) return;
    const given = words[0];
    const surname = words.length > 1 ? words.slice(1).join(" ") : undefined;
    const sentence = tokens.filter((t) => t.sentence === firstToken.sentence);
    const petNearby = sentence.some((t, k) => PET_WORDS.has(t.lemma) && !namesKindOfEvent(t, sentence[k + 1]));
    descriptors.push(...descriptorsAround(tokens, start, span.end, exclude));
    const key = keys.join(" ");
    const existing = mentions.get(key);
    const maybePet = petNearby && !knownPeople.has(keys[0]) && descriptors.length === 0;
    if (existing) {
      existing.descriptors = [...new Set([...existing.descriptors, ...descriptors])];
      existing.maybePet ||= maybePet;
    } else {
      mentions.set(key, { name: words.join(" "), given, surname, descriptors: [...new Set(descriptors)], maybePet });
    }
  };

  const lowerCaseWords = new Set(tokenised.flatMap((tokens) => tokens.filter((t) => isWord(t) && !isCapitalised(t.value)).map((t) => t.folded)));
  const seenAfterThe = new Set<string>();
  const seenQuoted = new Set<string>();
  for (const tokens of tokenised)
    for (const span of capitalisedSpans(tokens)) {
      const key = span.words.map((w) => normalizeKey(w.replace(/['’]s$/, ""))).join(" ");
      const previous = tokens.slice(0, span.start).filter(isWord).at(-1);
      if (previous && normalizeKey(previous.value) === "the") seenAfterThe.add(key);
      const before = tokens[span.start - 1];
      const after = tokens[span.end];
      if (before && after && /^['"‘“]$/.test(before.value) && /^['"’”]$/.test(after.value)) seenQuoted.add(key);
    }
  for (const tokens of tokenised) for (const span of capitalisedSpans(tokens)) if (!tokens[span.start].sentenceStart) capitalNames.add(normalizeKey(span.words[0].replace(/['’]s$/, "")));
  for (const tokens of tokenised) for (const span of capitalisedSpans(tokens)) consider(tokens, span);

  // Lower-case mentions of names seen capitalised: only their relationship words matter.
  for (const tokens of tokenised) {
    tokens.forEach((t, i) => {
      if (isCapitalised(t.value)) return;
      const mention = [...mentions.values()].find((m) => !m.surname && normalizeKey(m.given) === t.folded);
      if (mention) mention.descriptors = [...new Set([...mention.descriptors, ...descriptorsAround(tokens, i, i + 1, exclude)])];
    });
  }
  // A surname-less mention of someone also named in full is the same mention.
  for (const [key, m] of mentions) {
    if (m.surname) continue;
    const full = [...mentions.values()].find((o) => o !== m && o.surname && normalizeKey(o.given) === key);
    if (full) {
      full.descriptors = [...new Set([...full.descriptors, ...m.descriptors])];
      full.maybePet &&= m.maybePet;
      mentions.delete(key);
    }
  }
  return [...mentions.values()];
}

/**
 * Reads a PERSON detail as written by capture ("Marcus (boyfriend)", "my sister Kelsey",
 * "Sam Carter, coworker", "Pickles (dog)") into a name and relationship words.
 */
export function parsePersonDetail(value: string): PersonMention | undefined {
  let text = value.trim();
  const descriptors: string[] = [];
  let maybePet = false;
  const takeDescriptor = (phrase: string) => {
    const key = normalizeKey(phrase);
    const rel = RELATION_WORDS.find((r) => ` ${key} `.includes(` ${r} `));
    if (rel) descriptors.push(rel);
    if (key.split(" ").some((w) => PET_WORDS.has(w) || w === "pet")) maybePet = true;
  };
  const paren = text.match(/^(.*?)\s*\((.*)\)\s*$/);
  if (paren) {
    text = paren[1];
    takeDescriptor(paren[2]);
  }
  const comma = text.match(/^([^,]+),\s*(.+)$/);
  if (comma) {
    text = comma[1];
    takeDescriptor(comma[2]);
  }
  // "my sister Kelsey": relationship words before the name.
  const words = text.split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && !/^\p{Lu}/u.test(words[start])) start++;
  if (start > 0) takeDescriptor(words.slice(0, start).join(" "));
  let nameWords = words.slice(start).map((w) => w.replace(/['’]s$/, ""));
  while (nameWords.length > 1 && (TITLES.has(normalizeKey(nameWords[0])) || SOFT_TITLES.has(normalizeKey(nameWords[0])))) {
    if (relationFamily(nameWords[0])) descriptors.push(normalizeKey(nameWords[0]));
    nameWords = nameWords.slice(1);
  }
  if (nameWords.length === 0 || !normalizeKey(nameWords.join(" "))) return undefined;
  return {
    name: nameWords.join(" "),
    given: nameWords[0],
    surname: nameWords.length > 1 ? nameWords.slice(1).join(" ") : undefined,
    descriptors: [...new Set(descriptors)],
    maybePet,
  };
}

/** Relationship words the texts say of one named person ("my brother Sam" -> ["brother"]). */
export function relationWordsFor(texts: string[], given: string, ownerNames: string[] = []): string[] {
  const target = normalizeKey(given);
  const owners = new Set(ownerNames.flatMap((n) => normalizeKey(n).split(" ")));
  const found = new Set<string>();
  for (const text of texts) {
    if (!normalizeKey(text).includes(target)) continue;
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      if (t.folded === target) for (const d of descriptorsAround(tokens, i, i + 1, owners)) found.add(d);
    });
  }
  return [...found];
}
