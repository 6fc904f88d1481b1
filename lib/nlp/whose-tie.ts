import { relationFamily } from "./relations";
import type { Token } from "./tokens";

// Whose tie a relationship word says. A memory tells of the user's people and of others':
// "Callum told Linda that his daughter Fiona phoned" is Callum's daughter in Linda's memory,
// "Aiko's grandfather" is Aiko's. "his", "her" and "their" belong to the person the clause (else
// the sentence) is about; the tie is the user's only when that is the user (one of `ownerNames`,
// folded given names and surnames) or when no one is named before it. No coreference across
// sentences and no pronoun's sex: "Dell comforts Aiko after her grandfather's death" stays Dell's.

/** Words before a place ("in Lisbon", "to Porto"), not before someone a sentence is about. */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(["in", "at", "to", "from", "near", "into", "towards", "toward", "around", "across", "via", "through"]);

const THIRD_PERSON_OWNERS = new Set(["his", "her", "their"]);
const POSSESSIVE_S = /^['’]s?$/;

const isTie = (t: Token | undefined) => !!t && !!(relationFamily(t.lemma) || relationFamily(t.folded));

/** "Marisol's (younger) brother": the name at `i` says whose tie comes next, not who the sentence is about. */
function namesTieOwner(tokens: readonly Token[], i: number): boolean {
  const after = POSSESSIVE_S.test(tokens[i + 1]?.value ?? "") ? i + 2 : /['’]s$/.test(tokens[i]!.value) ? i + 1 : -1;
  return after > 0 && (isTie(tokens[after]) || isTie(tokens[after + 1]));
}

const CALENDAR_WORDS = /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/**
 * "in Cebu", "with her mother and Dani", "after Rodel's call": a name inside a phrase led by a
 * preposition, not the sentence's subject. A phrase of time ends at its number or day ("In
 * April 2026 Lu went", "On Tuesday Linda called": Lu and Linda are the subjects).
 */
function inPrepositionalPhrase(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
    const t = tokens[k]!;
    if (t.pos === "ADP" || PLACE_PREPOSITIONS.has(t.folded)) return true;
    if (["VERB", "AUX", "PUNCT", "NUM"].includes(t.pos) || CALENDAR_WORDS.test(t.folded) || t.sentence !== tokens[i]!.sentence) return false;
  }
  return false;
}

const CLAUSE_JOINS = new Set(["and", "but", "so", "while", "whereas"]);

/** Where the clause holding `at` begins: after a semicolon, or a comma before "and", "but", "while"... ("..., and Meeka visits while her mother..."). */
function clauseStart(tokens: readonly Token[], at: number): number {
  for (let k = at - 1; k > 0; k--) {
    if (tokens[k]!.sentence !== tokens[at]!.sentence) return k + 1;
    if (tokens[k]!.value === ";" || (tokens[k]!.value === "," && CLAUSE_JOINS.has(tokens[k + 1]?.folded ?? ""))) return k + 1;
  }
  return 0;
}

/** The first name from `from` to `to` that can be whom the words are about. */
function firstSubject(tokens: readonly Token[], from: number, to: number, ownerNames: ReadonlySet<string>): string | null {
  const sentence = tokens[to]?.sentence;
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    // The user's own name may be a word too ("Cat", "Rose"): the tagger need not read it as a name.
    const named = t.pos === "PROPN" || ownerNames.has(t.folded.replace(/['’]s$/, ""));
    if (t.sentence !== sentence || !named || !/^\p{Lu}/u.test(t.value) || CALENDAR_WORDS.test(t.folded)) continue;
    if (namesTieOwner(tokens, i) || inPrepositionalPhrase(tokens, i)) continue;
    return t.folded.replace(/['’]s$/, "");
  }
  return null;
}

/**
 * The folded name of the person the words before `before` are about: the first name of its
 * clause, else of its sentence, not said as the owner of a tie ("Marisol's brother Efraín
 * called" is about Efraín; "Linda's old oven broke" about Linda), nor a day, a month or a place
 * ("Last Sunday in Cebu, Linda..." is about Linda).
 */
export function sentenceSubject(tokens: readonly Token[], before: number, ownerNames: ReadonlySet<string> = new Set()): string | null {
  const clause = clauseStart(tokens, before);
  return firstSubject(tokens, clause, before, ownerNames) ?? (clause > 0 ? firstSubject(tokens, 0, clause, ownerNames) : null);
}

/** "his", "her", "their" at `at`, in a sentence about someone other than the user: that person's tie. */
export function isThirdPersonTieOfSomeoneElse(owner: string, tokens: readonly Token[], at: number, ownerNames: ReadonlySet<string>): boolean {
  if (!THIRD_PERSON_OWNERS.has(owner)) return false;
  const subject = sentenceSubject(tokens, at, ownerNames);
  return !!subject && !ownerNames.has(subject);
}

/**
 * Whether the relationship word at `i` is said as someone else's: "Aiko's grandfather", or
 * "his (newborn) granddaughter" in a sentence about someone else. Not "my", "our", a bare
 * "grandpa", nor "her mother" in a sentence about the user.
 */
export function saysSomeoneElsesTie(tokens: readonly Token[], i: number, ownerNames: ReadonlySet<string>): boolean {
  const tie = tokens[i];
  if (!tie || !isTie(tie)) return false;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const t = tokens[j]!;
    if (t.sentence !== tie.sentence || t.pos === "PUNCT") return false;
    if (THIRD_PERSON_OWNERS.has(t.folded)) return isThirdPersonTieOfSomeoneElse(t.folded, tokens, j, ownerNames);
    if (POSSESSIVE_S.test(t.value)) {
      const name = tokens[j - 1];
      return !!name && name.pos === "PROPN" && !ownerNames.has(name.folded);
    }
    if (t.folded === "my" || t.folded === "our" || t.folded === "your") return false;
  }
  return false;
}
