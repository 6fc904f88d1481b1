import { normalizeKey } from "@/lib/nlp/fold";
import { genderConflicts, relationFamily } from "@/lib/nlp/relations";
import { relatedNouns } from "@/lib/nlp/wordnet";

// A relation word the request insists on ("my mom") is said many ways in the memories: a
// summary written in the third person says "her mother", the user types "mum" or "mama".
// The other words are WordNet's synonyms and direct broader term of the word, kept when they
// are relation words of the same family ("mom" → mother, mum, mama; never "chrysanthemum").

/** Other single words for a relation word, of its own family of ties. */
export function relationSynonyms(word: string): string[] {
  const family = relationFamily(word);
  if (!family) return [];
  const own = normalizeKey(word);
  // "grandpa" is never "grandma", though WordNet gives both under "grandparent".
  return [...new Set(relatedNouns(own).filter((w) => !w.includes(" ") && !w.includes("-") && relationFamily(w) === family && !genderConflicts(w, [own])).map(normalizeKey))].filter((w) => w !== own);
}
