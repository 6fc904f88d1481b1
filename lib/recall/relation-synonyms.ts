import { normalizeKey } from "@/lib/nlp/fold";
import { genderConflicts, relationFamily, relationGender, RELATION_WORDS } from "@/lib/nlp/relations";
import { relatedNouns } from "@/lib/nlp/wordnet";

// A relation word the request insists on ("my mom") is said many ways in the memories: a
// summary written in the third person says "her mother", the user types "mum" or "mama".
// The other words are WordNet's synonyms and direct broader term of the word, kept when they
// are relation words of the same family ("mom" → mother, mum, mama; never "chrysanthemum"),
// and, for a tie that says the person's sex, every word of that sex linked to it through such
// words either way: WordNet files "mum" under its own synset, whose broader term "mother" only
// "mom" reaches, and "mother" itself lists none of them.

const STEP = /^(step|half)/;

/** WordNet's single words for `own` that are relation words of its family and not of the other sex. */
const directCache = new Map<string, string[]>();
function directSynonyms(own: string): string[] {
  let found = directCache.get(own);
  if (!found) {
    const family = relationFamily(own);
    found = family
      ? [...new Set(relatedNouns(own).filter((w) => !w.includes(" ") && !w.includes("-") && relationFamily(w) === family && !genderConflicts(w, [own])).map(normalizeKey))]
      : [];
    directCache.set(own, found);
  }
  return found;
}

/** The relation words of the same family and sex whose own WordNet words name `own` ("mom" for "mother"). */
function namedBy(own: string, gender: string): string[] {
  const family = relationFamily(own);
  return RELATION_WORDS.filter((r) => !r.includes(" ") && relationFamily(r) === family && relationGender(r) === gender && directSynonyms(normalizeKey(r)).includes(own)).map(normalizeKey);
}

const cache = new Map<string, string[]>();

/** Other single words for a relation word, of its own family of ties. */
export function relationSynonyms(word: string): string[] {
  const own = normalizeKey(word);
  const cached = cache.get(own);
  if (cached) return cached;
  const out = new Set(directSynonyms(own));
  const gender = relationGender(own);
  if (gender) {
    // "grandpa" is never "grandma", though WordNet gives both under "grandparent"; no step-relative unless the word is one.
    const sameTie = (w: string) => relationGender(w) === gender && STEP.test(w) === STEP.test(own);
    const queue = [own];
    const seen = new Set(queue);
    while (queue.length) {
      const w = queue.shift()!;
      for (const v of [...directSynonyms(w), ...namedBy(w, gender)]) {
        if (seen.has(v) || !sameTie(v)) continue;
        seen.add(v);
        out.add(v);
        queue.push(v);
      }
    }
  }
  out.delete(own);
  const result = [...out];
  cache.set(own, result);
  return result;
}
