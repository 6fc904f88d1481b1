import { normalizeKey } from "./fold";
import type { Token } from "./tokens";

export type ConceptKind = "activity" | "event_series";

export type Concept = {
  /** Stable id, used in theme keys ("hiking"). */
  id: string;
  /** What a person reads ("Hiking"). */
  label: string;
  kind: ConceptKind;
  /** Words and phrases that name it, matched against a text's words and their lemmas. */
  terms: string[];
};

// A curated lexicon of hobbies, activities and recurring kinds of events. Synonyms share a
// concept ("hike", "trek", "hillwalking" -> Hiking), so themes merge across wordings. Terms
// are matched whole-word against the words as written and against their lemmas, so one
// form of a verb usually suffices ("trek" also finds "trekked"). Ambiguous bare words
// ("run", "play", "class") are left out on purpose: they appear in the phrases instead.
export const CONCEPTS: Concept[] = [
  { id: "hiking", label: "Hiking", kind: "activity", terms: ["hike", "hiking", "trek", "trekking", "hillwalk", "hillwalking", "hill walk", "tramp", "tramping", "backpacking", "trail walk", "trail", "summit", "levada walk", "mountain walk"] },
  { id: "walking", label: "Walking", kind: "activity", terms: ["walk", "walking", "stroll", "ramble", "rambling", "walking group", "brisk walk"] },
  { id: "cycling", label: "Cycling", kind: "activity", terms: ["bike", "biking", "cycle", "cycling", "bicycle", "bike ride", "pedal", "mountain biking"] },
  { id: "running", label: "Running", kind: "activity", terms: ["running", "jog", "jogging", "marathon", "half marathon", "parkrun", "5k", "10k", "go for a run", "went for a run"] },
  { id: "swimming", label: "Swimming", kind: "activity", terms: ["swim", "swimming", "went for a dip", "wild swimming"] },
  { id: "cooking", label: "Cooking", kind: "activity", terms: ["cook", "cooking", "cooking class", "cooking lesson", "cooking school", "pasta making", "pasta class", "recipe", "tamalada", "dumpling workshop", "homemade"] },
  { id: "baking", label: "Baking", kind: "activity", terms: ["bake", "baking", "baked", "pastry", "bakery"] },
  { id: "barbecue", label: "Barbecue", kind: "activity", terms: ["barbecue", "bbq", "grill", "cookout", "braai"] },
  { id: "picnic", label: "Picnic", kind: "activity", terms: ["picnic"] },
  { id: "camping", label: "Camping", kind: "activity", terms: ["camp", "camping", "tent", "campsite", "campfire", "glamping"] },
  { id: "fishing", label: "Fishing", kind: "activity", terms: ["fishing", "fly fishing", "angling"] },
  { id: "skiing", label: "Skiing and snowboarding", kind: "activity", terms: ["ski", "skiing", "snowboard", "snowboarding", "slopes"] },
  { id: "climbing", label: "Climbing", kind: "activity", terms: ["rock climbing", "bouldering", "climbing wall", "via ferrata"] },
  { id: "paddling", label: "Kayaking, canoeing and rafting", kind: "activity", terms: ["kayak", "kayaking", "canoe", "canoeing", "raft", "rafting", "white water", "paddleboard", "paddleboarding", "sup"] },
  { id: "sailing", label: "Sailing and boating", kind: "activity", terms: ["sail", "sailing", "boat trip", "boat ride", "glass bottom boat", "ferry", "cruise ship", "boat tour"] },
  { id: "surfing", label: "Surfing", kind: "activity", terms: ["surf", "surfing", "bodyboard"] },
  { id: "diving", label: "Diving and snorkelling", kind: "activity", terms: ["scuba", "diving", "snorkel", "snorkeling", "snorkelling"] },
  { id: "gardening", label: "Gardening", kind: "activity", terms: ["gardening", "allotment", "vegetable garden", "vegetable bed", "garden bed", "raised bed", "planting", "plant", "harvest", "weeding", "compost", "greenhouse"] },
  { id: "painting", label: "Painting and drawing", kind: "activity", terms: ["paint", "painting", "draw", "drawing", "sketch", "sketching", "watercolour", "watercolor", "tile painting", "azulejo", "canvas"] },
  { id: "crafts", label: "Crafts", kind: "activity", terms: ["pottery", "ceramics", "knit", "knitting", "sew", "sewing", "crochet", "woodwork", "kiln"] },
  { id: "photography", label: "Photography", kind: "activity", terms: ["photography", "photo shoot", "photoshoot", "photographer", "engagement photos"] },
  { id: "singing", label: "Singing", kind: "activity", terms: ["sing", "singing", "choir", "karaoke", "alto", "soprano", "tenor", "solo"] },
  { id: "live-music", label: "Concerts and live music", kind: "event_series", terms: ["concert", "gig", "live music", "band", "orchestra", "recital", "opera", "fado", "encore", "music festival", "symphony"] },
  { id: "dancing", label: "Dancing", kind: "activity", terms: ["dance", "dancing", "salsa", "tango", "ballroom"] },
  { id: "theatre", label: "Theatre and shows", kind: "event_series", terms: ["theatre", "theater", "musical", "stand up comedy", "comedy show", "ballet"] },
  { id: "cinema", label: "Films and cinema", kind: "activity", terms: ["movie", "film", "cinema", "movie night"] },
  { id: "reading", label: "Reading", kind: "activity", terms: ["reading", "book club", "bookshop", "library"] },
  { id: "baseball", label: "Baseball games", kind: "event_series", terms: ["baseball", "ballgame", "ball game", "cubs game", "bleachers", "innings", "inning"] },
  { id: "football", label: "Football matches", kind: "event_series", terms: ["football match", "soccer", "soccer match", "football game", "stadium"] },
  { id: "basketball", label: "Basketball games", kind: "event_series", terms: ["basketball"] },
  { id: "tennis", label: "Tennis", kind: "activity", terms: ["tennis"] },
  { id: "golf", label: "Golf", kind: "activity", terms: ["golf", "golfing", "mini golf"] },
  { id: "bowling", label: "Bowling", kind: "activity", terms: ["bowling", "bowl", "bowling alley"] },
  { id: "fitness", label: "Fitness", kind: "activity", terms: ["gym", "workout", "yoga", "pilates", "crossfit", "spin class"] },
  { id: "board-games", label: "Games", kind: "activity", terms: ["board game", "board games", "card game", "chess", "puzzle", "trivia", "quiz night"] },
  { id: "dining-out", label: "Eating out", kind: "activity", terms: ["restaurant", "bistro", "brunch", "diner", "pancake house", "tasting menu", "food truck", "trattoria", "tavern", "cafe", "café", "tasting"] },
  { id: "wine", label: "Wine and drinks", kind: "activity", terms: ["wine tasting", "winery", "vineyard", "brewery", "port tasting", "cocktail", "pub crawl"] },
  { id: "markets", label: "Markets and shopping", kind: "activity", terms: ["market", "flea market", "farmers market", "shopping", "mercado", "stall", "stallholder"] },
  { id: "museums", label: "Museums and galleries", kind: "activity", terms: ["museum", "gallery", "exhibition", "exhibit"] },
  { id: "beach", label: "Beach days", kind: "activity", terms: ["beach", "seaside", "sandcastle", "sunbathe", "dunes", "dune"] },
  { id: "travel", label: "Trips and travel", kind: "event_series", terms: ["trip", "road trip", "roadtrip", "getaway", "vacation", "journey", "weekend away", "holiday trip", "travel", "flight", "flew", "drive up", "long drive"] },
  { id: "clubs", label: "Clubs and group outings", kind: "event_series", terms: ["walking group", "hiking group", "hiking club", "running club", "cycling club", "book club", "club outing", "group outing", "group trip", "meetup"] },
  { id: "volunteering", label: "Volunteering", kind: "activity", terms: ["volunteer", "volunteering", "charity"] },
  { id: "pets", label: "Pets", kind: "activity", terms: ["dog", "pup", "puppy", "cat", "kitten", "terrier", "retriever", "labrador", "spaniel", "poodle", "dog walk"] },
  { id: "classes", label: "Classes and workshops", kind: "event_series", terms: ["workshop", "lesson", "course", "cooking class", "pasta class", "dance class", "art class", "painting class", "pottery class", "making class", "masterclass"] },
  { id: "birthday", label: "Birthdays", kind: "event_series", terms: ["birthday", "bday", "birthday party", "turned thirty", "turned forty", "turned fifty", "turned sixty", "turned seventy", "seventieth", "sixtieth", "fiftieth", "fortieth birthday", "thirtieth", "smash cake"] },
  { id: "wedding", label: "Weddings", kind: "event_series", terms: ["wedding", "bride", "groom", "got married", "get married", "getting married", "marry", "married", "reception", "tie the knot"] },
  { id: "anniversary", label: "Anniversaries", kind: "event_series", terms: ["anniversary"] },
  { id: "engagement", label: "Engagement", kind: "event_series", terms: ["proposal", "propose", "proposed", "engagement", "engaged", "engagement ring", "pop the question"] },
  { id: "graduation", label: "Graduations", kind: "event_series", terms: ["graduation", "graduated", "commencement"] },
  { id: "retirement", label: "Retirement", kind: "event_series", terms: ["retire", "retirement", "retired", "send off", "farewell party"] },
  { id: "bereavement", label: "Funerals and loss", kind: "event_series", terms: ["funeral", "passed away", "pass away", "passing away", "died", "death", "memorial service", "mourning"] },
  { id: "new-baby", label: "New babies", kind: "event_series", terms: ["newborn", "was born", "baby shower", "birth"] },
  { id: "party", label: "Parties and gatherings", kind: "event_series", terms: ["party", "potluck", "dinner party", "housewarming", "get together", "gathering", "celebration", "street party"] },
  { id: "religious", label: "Religious ceremonies", kind: "event_series", terms: ["first communion", "baptism", "christening", "bar mitzvah", "bat mitzvah", "confirmation", "mass", "basilica", "church service"] },
  { id: "hospital", label: "Health and hospital", kind: "event_series", terms: ["hospital", "surgery", "angioplasty", "stent", "stents", "check up", "checkup", "cardiologist", "doctor", "clinic", "procedure"] },
  { id: "work", label: "Work", kind: "activity", terms: ["shift", "coworker", "co worker", "colleague", "office", "work outing", "department", "night shift", "day shift"] },
];

type CompiledTerm = { concept: Concept; words: string[] };

const termsByFirstWord = new Map<string, CompiledTerm[]>();
for (const concept of CONCEPTS) {
  for (const term of concept.terms) {
    const words = normalizeKey(term).split(" ");
    const list = termsByFirstWord.get(words[0]) ?? [];
    list.push({ concept, words });
    termsByFirstWord.set(words[0], list);
  }
}

export const conceptById = new Map(CONCEPTS.map((c) => [c.id, c]));

export type ConceptMatch = { concept: Concept; term: string };

function wordsOf(tokens: Token[], pick: (t: Token) => string): string[] {
  return tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SPACE" && t.pos !== "SYM").map((t) => normalizeKey(pick(t)));
}

// Phrases where a term's word means something else ("of course" is no class).
const FALSE_FRIENDS = [["of", "course"], ["walk", "off"], ["walk", "in"], ["work", "out", "how"]];

function matchSequence(words: string[], found: Map<string, ConceptMatch>) {
  for (let i = 0; i < words.length; i++) {
    if (FALSE_FRIENDS.some((ff) => ff.every((w, k) => words[i + k] === w))) {
      i += 1;
      continue;
    }
    for (const term of termsByFirstWord.get(words[i]) ?? []) {
      if (term.words.every((w, k) => words[i + k] === w) && !found.has(term.concept.id)) {
        found.set(term.concept.id, { concept: term.concept, term: term.words.join(" ") });
      }
    }
  }
}

/** The concepts a tokenised text mentions, each once, with the term that matched first. */
export function findConcepts(tokens: Token[]): ConceptMatch[] {
  const found = new Map<string, ConceptMatch>();
  matchSequence(wordsOf(tokens, (t) => t.value), found);
  matchSequence(wordsOf(tokens, (t) => t.lemma), found);
  return [...found.values()];
}

const conceptByLabel = new Map(CONCEPTS.map((c) => [normalizeKey(c.label), c]));

/** The concept whose label, id or one of whose terms is exactly this phrase. */
export function conceptNamed(phrase: string): Concept | undefined {
  const key = normalizeKey(phrase);
  return conceptByLabel.get(key) ?? conceptById.get(key) ?? CONCEPTS.find((c) => c.terms.some((t) => normalizeKey(t) === key));
}

/** The concept a short phrase (an ACTIVITY detail like "Trekking" or a concept's own label) stands for, if known. */
export function conceptForPhrase(phrase: string, tokens: Token[]): Concept | undefined {
  return conceptByLabel.get(normalizeKey(phrase)) ?? conceptById.get(normalizeKey(phrase)) ?? findConcepts(tokens)[0]?.concept;
}
