import { isKnownAdjective, isKnownNoun, kindMembers } from "@/lib/nlp/wordnet";
import { termKey, type LexicalIndex } from "./lexical-index";

// "How has my dad's health been?" is asked of the stroke, the hospital and the physiotherapy,
// words WordNet files in several trees, none under "health" (a state whose narrower words are
// only "fitness" and "wellness"): ill health (illness, injury), pain, symptoms and disorders
// (fever, allergy), medical care (physiotherapy), medical procedures (angioplasty), medical
// institutions (clinic), the branches of medicine (cardiology) and doctors (cardiologist,
// surgeon). Not every health professional: the memories of a friend who is a nurse or a
// pharmacist are not about anyone's health.

/** The request's words that ask about health as a whole. */
// (Not "illness" nor "injury": those have narrower words of their own, and "all the injuries and
// illnesses in both our families" asks for them, not for every hospital and doctor.)
const HEALTH_WORDS = new Set(["health", "wellbeing"].map(termKey));
/** Illness and injury, and the care of them. */
const ILLNESS_TREES = ["ill_health", "pain", "symptom", "disorder"];
const CARE_TREES = ["medical_care", "medical_procedure", "medical_institution", "medicine", "doctor", "therapist"];
/** Words of health WordNet files elsewhere (a hospital is a building, a wheelchair a chair, a carer a health professional like any pharmacist) or first in another sense (a stroke is first a blow). */
const ILLNESS_EXTRA = ["stroke", "fracture"];
const CARE_EXTRA = ["hospital", "clinic", "surgery", "physio", "rehab", "rehabilitation", "recovery", "recover", "ambulance", "ward", "operation", "checkup", "treatment", "medication", "prescription", "wheelchair", "crutch", "cane", "carer", "caregiver", "doctor", "physiotherapist"];

/** A word with this many illnesses under it names a kind of them, not one. */
const KIND_OF_ILLNESS = 3;

type HealthKeys = { all: Map<string, string>; illness: Set<string>; phrases: Set<string> };
let healthKeys: HealthKeys | null = null;

/** Index key → word, of the one-word nouns of health's trees, and the keys of illness and injury. */
function healthWordsByKey(): HealthKeys {
  if (healthKeys) return healthKeys;
  const wordsOf = (trees: string[], extra: string[]) => new Set([...trees.flatMap((tree) => [tree, ...kindMembers(tree, { bodyVerbsToo: true })]), ...extra]);
  const illness = wordsOf(ILLNESS_TREES, ILLNESS_EXTRA);
  const words = new Set([...illness, ...wordsOf(CARE_TREES, CARE_EXTRA)]);
  healthKeys = { all: new Map(), illness: new Set(), phrases: new Set([...words, ...kindMembers("health"), "good health", "health care"].map((w) => w.replace(/_/g, " "))) };
  for (const word of words) {
    const key = termKey(word);
    // One word each (the index keys single words); no adjective's ("a cold morning" is no cold),
    // nor a key another noun shares ("cupping" is keyed as "cup").
    if (/[ _-]/.test(word) || isKnownAdjective(word) || (key !== word && isKnownNoun(key) && !words.has(key)) || healthKeys.all.has(key)) continue;
    healthKeys.all.set(key, word);
    if (illness.has(word)) healthKeys.illness.add(key);
  }
  return healthKeys;
}

/** Builds the table now (at a server's start, ~0.4 s of WordNet reads), not during the first question with a noun. */
export function warmHealthWords(): void {
  healthWordsByKey();
}

/** Whether the request's word asks about health as a whole ("my health", "her wellbeing"). */
export function asksAboutHealth(lemma: string): boolean {
  return HEALTH_WORDS.has(termKey(lemma));
}

/**
 * A phrase that asks about health as a whole, one of health's trees or of health itself, with
 * "health" in it ("health problem", "good health"), as WordNet writes it; not one thing of them
 * ("eye operation").
 */
export function isHealthPhrase(phrase: string): boolean {
  return healthWordsByKey().phrases.has(phrase) && phrase.split(" ").some(asksAboutHealth);
}

/** The words of health's trees the memories use, by index key, for a word that asks about health; else none. */
export function healthWordsUsed(lemma: string, index: LexicalIndex): Record<string, string> {
  if (!asksAboutHealth(lemma)) return {};
  const used: Record<string, string> = {};
  for (const [key, word] of healthWordsByKey().all) if (key !== termKey(lemma) && index.df.has(key)) used[key] = word;
  return used;
}

/** A word of illness or injury ("stroke", "fracture", "flu"), not of their care ("operation": a memory may say "knee replacement"). */
export function isIllnessWord(lemma: string): boolean {
  const { illness } = healthWordsByKey();
  if (asksAboutHealth(lemma) || !illness.has(termKey(lemma))) return false;
  // A kind of illness ("illness", "injury", "disease") has illnesses under it: "her illness" may be told as her flu.
  let under = 0;
  for (const member of kindMembers(lemma)) if (illness.has(termKey(member)) && ++under >= KIND_OF_ILLNESS) return false;
  return true;
}

/** `isIllnessWord` by index key. */
export function isIllnessKey(key: string): boolean {
  return healthWordsByKey().illness.has(key);
}
