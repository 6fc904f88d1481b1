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
const HEALTH_WORDS = new Set(["health", "wellbeing", "illness", "sickness", "unwellness", "ailment", "malady"].map(termKey));
const HEALTH_TREES = ["ill_health", "pain", "symptom", "disorder", "medical_care", "medical_procedure", "medical_institution", "medicine", "doctor", "therapist"];
/** Words of health WordNet files elsewhere (a hospital is a building, a wheelchair a chair, a carer a health professional like any pharmacist) or first in another sense (a stroke is first a blow). */
const HEALTH_EXTRA = ["hospital", "clinic", "surgery", "physio", "rehab", "rehabilitation", "recovery", "recover", "ambulance", "ward", "operation", "stroke", "fracture", "checkup", "treatment", "medication", "prescription", "wheelchair", "crutch", "cane", "carer", "caregiver", "doctor", "physiotherapist"];

let healthKeys: Map<string, string> | null = null;

/** Index key → word, of the one-word nouns of health's trees. */
function healthWordsByKey(): Map<string, string> {
  if (healthKeys) return healthKeys;
  const words = new Set([...HEALTH_TREES.flatMap((tree) => [tree, ...kindMembers(tree, { bodyVerbsToo: true })]), ...HEALTH_EXTRA]);
  healthKeys = new Map();
  for (const word of words) {
    const key = termKey(word);
    // One word each (the index keys single words); no adjective's ("a cold morning" is no cold),
    // nor a key another noun shares ("cupping" is keyed as "cup").
    if (/[ _-]/.test(word) || isKnownAdjective(word) || (key !== word && isKnownNoun(key) && !words.has(key)) || healthKeys.has(key)) continue;
    healthKeys.set(key, word);
  }
  return healthKeys;
}

/** Whether the request's word asks about health as a whole ("my health", "her illness"). */
export function asksAboutHealth(lemma: string): boolean {
  return HEALTH_WORDS.has(termKey(lemma));
}

/** The words of health's trees the memories use, by index key, for a word that asks about health; else none. */
export function healthWordsUsed(lemma: string, index: LexicalIndex): Record<string, string> {
  if (!asksAboutHealth(lemma)) return {};
  const used: Record<string, string> = {};
  for (const [key, word] of healthWordsByKey()) if (key !== termKey(lemma) && index.df.has(key)) used[key] = word;
  return used;
}
