import { conceptNamed } from "./concepts";
import { NOUN_FILE, nounSenseFiles, verbSenseFiles } from "./wordnet";

// WordNet's lexicographer files of verbs: the broad class each sense belongs to.
const VERB_COMPETITION = 33;
const VERB_CONSUMPTION = 34;
const VERB_CONTACT = 35;
const VERB_CREATION = 36;
const VERB_MOTION = 38;
/** Verbs of moving and competing are things people go and do (hike, kayak, bowl, golf). */
const MOVING = new Set([VERB_MOTION, VERB_COMPETITION]);
/** Making, eating and handling things are, when their -ing form names an act (baking, gardening, sewing). */
const MAKING = new Set([VERB_CREATION, VERB_CONSUMPTION, VERB_CONTACT, VERB_MOTION, VERB_COMPETITION]);

/**
 * Whether a verb the user wrote names a pastime, something done that can become an activity
 * theme ("we hiked" → Hiking), rather than a verb of thinking, feeling, saying or having
 * ("I accepted", "it reminded me", "thanks for supporting me"), which made themes like
 * "Accepting" and "Reminding". The concept lexicon decides first (reading, volunteering,
 * photography); then WordNet: a verb whose most common sense is of motion or competition,
 * or one of whose two most common senses is of making, eating or handling things when its
 * -ing form is a noun of the act ("baking", "gardening"). A verb WordNet does not know
 * ("paddleboard") cannot be judged and is kept.
 */
export function isPastimeVerb(verb: string, ingForm: string): boolean {
  if (conceptNamed(ingForm) ?? conceptNamed(verb)) return true;
  const senses = verbSenseFiles(verb);
  if (senses.length === 0) return true;
  if (MOVING.has(senses[0]!)) return true;
  return senses.slice(0, 2).some((f) => MAKING.has(f)) && nounSenseFiles(ingForm).slice(0, 2).includes(NOUN_FILE.act);
}
