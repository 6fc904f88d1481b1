import { normalizeKey } from "./fold";

/** Families of relationship words; two descriptors of one family can describe one person. */
export type RelationFamily =
  | "partner" | "parent" | "child" | "sibling" | "grandparent" | "grandchild" | "extended-family" | "in-law"
  | "friend" | "work" | "neighbour" | "school" | "care";

const FAMILY_OF: Record<string, RelationFamily> = {};
function add(family: RelationFamily, words: string[]) {
  for (const w of words) FAMILY_OF[w] = family;
}
add("partner", ["boyfriend", "girlfriend", "husband", "wife", "spouse", "partner", "fiance", "fiancee", "fiancé", "fiancée", "bf", "gf", "hubby", "other half"]);
add("parent", ["mother", "mom", "mum", "mama", "mommy", "mummy", "father", "dad", "daddy", "papa", "parent", "stepmother", "stepfather", "stepmom", "stepdad"]);
add("child", ["son", "daughter", "child", "kid", "stepson", "stepdaughter", "baby", "toddler"]);
add("sibling", ["brother", "sister", "sibling", "twin", "stepbrother", "stepsister", "half brother", "half sister", "sis", "bro"]);
add("grandparent", ["grandmother", "grandma", "gran", "granny", "gramps", "nan", "nana", "grandfather", "grandpa", "grandad", "granddad", "avo", "avó", "avô", "nonna", "nonno", "abuela", "abuelo"]);
add("grandchild", ["grandson", "granddaughter", "grandchild", "grandkid", "grandchildren", "grandkids"]);
add("extended-family", ["aunt", "auntie", "uncle", "cousin", "nephew", "niece", "godmother", "godfather", "godson", "goddaughter"]);
add("in-law", ["mother in law", "father in law", "sister in law", "brother in law", "son in law", "daughter in law"]);
add("friend", ["friend", "best friend", "bestie", "buddy", "pal", "mate", "roommate", "flatmate", "housemate", "oldest friend", "childhood friend", "bandmate"]);
add("work", ["coworker", "co worker", "colleague", "boss", "manager", "supervisor", "charge nurse", "intern", "employee", "teammate", "client", "mentor", "work mom"]);
add("neighbour", ["neighbour", "neighbor", "landlord"]);
add("school", ["teacher", "pupil", "student", "classmate", "professor", "tutor", "former pupil", "former student", "instructor", "coach", "schoolmate"]);
add("care", ["doctor", "nurse", "therapist", "cardiologist", "dentist", "vet", "resident"]);

// Ties that say whether the person is a man or a woman: "my brother" is never the user's sister.
const MALE = new Set(["boyfriend", "husband", "fiance", "fiancé", "father", "dad", "daddy", "papa", "stepfather", "stepdad", "son", "stepson", "brother", "stepbrother", "half brother", "bro", "grandfather", "grandpa", "gramps", "grandad", "granddad", "avô", "nonno", "abuelo", "grandson", "uncle", "nephew", "godfather", "godson", "father in law", "brother in law", "son in law"]);
const FEMALE = new Set(["girlfriend", "wife", "fiancee", "fiancée", "mother", "mom", "mum", "mama", "mommy", "mummy", "stepmother", "stepmom", "daughter", "stepdaughter", "sister", "stepsister", "half sister", "sis", "grandmother", "grandma", "gran", "granny", "nan", "nana", "avó", "nonna", "abuela", "granddaughter", "aunt", "auntie", "niece", "godmother", "goddaughter", "mother in law", "sister in law", "daughter in law"]);

/** "man", "woman" or null for a tie that says neither ("cousin", "kid", "partner"). */
export function relationGender(word: string): "man" | "woman" | null {
  const key = word.toLowerCase();
  return MALE.has(key) ? "man" : FEMALE.has(key) ? "woman" : null;
}

/** Whether a tie's word says a man where a person's ties say only a woman, or the reverse ("brother" for a sister). */
export function genderConflicts(word: string, descriptors: string[]): boolean {
  const said = relationGender(word);
  const theirs = new Set(descriptors.map(relationGender).filter(Boolean));
  return !!said && theirs.size > 0 && !theirs.has(said);
}

/** Words for a parent or grandparent that, said bare ("with Mom"), mean the speaker's own. */
const BARE_KIN = new Set(["mom", "mum", "mommy", "mummy", "mama", "dad", "daddy", "papa", "grandma", "grandpa", "granny", "gran", "nana", "nan", "grandad", "granddad", "grandmother", "grandfather", "mother", "father"]);
/** Words before a kin word that make it someone else's or anyone's ("her mom", "a dad", "the mums"). */
const NOT_OWN_BEFORE = new Set(["the", "a", "an", "his", "her", "their", "your", "its", "every", "each", "some", "any", "other", "another", "no", "whose", "one", "ur"]);

/**
 * "with Mom", "Dad drove", "grandpa's gift": a parent's or grandparent's word with nothing in
 * the two words before it that makes it someone else's is the speaker's own ("a good dad" is
 * no one's father).
 */
export function isOwnKinSaidBare(word: string, before: readonly (string | undefined)[]): boolean {
  return BARE_KIN.has(word.toLowerCase()) && !before.slice(-2).some((w) => NOT_OWN_BEFORE.has(w?.toLowerCase() ?? ""));
}

const KIN: ReadonlySet<RelationFamily> = new Set(["partner", "parent", "child", "sibling", "grandparent", "grandchild", "extended-family", "in-law"]);

// Words for a group of people by their tie ("my family", "my relatives"): every family it spans.
const GROUP_FAMILIES: Record<string, RelationFamily[]> = {
  family: [...KIN], relative: [...KIN], kin: [...KIN], folks: ["parent"], "in laws": ["in-law"], workmate: ["work"],
};
/** Group words said with "my"/"our" ("my family"): they reach everyone whose tie is in the group. */
export const RELATION_GROUP_WORDS = Object.keys(GROUP_FAMILIES);

/** The families a relation word or group word names ("sister" -> sibling; "family" -> every family tie). */
export function relationFamilies(word: string): RelationFamily[] {
  const key = normalizeKey(word);
  const group = GROUP_FAMILIES[key];
  if (group) return group;
  const one = relationFamily(word);
  return one ? [one] : [];
}

/** Families whose every word names the same tie (a wife is no girlfriend, an aunt no cousin). */
const ONE_TIE: ReadonlySet<RelationFamily> = new Set(["parent", "child", "sibling", "grandparent", "grandchild"]);

/** Whether the word names a family tie of one kind ("dad", "grandkids"; not "cousin", "vet", "friend"). */
export const isFamilyTie = (word: string) => ONE_TIE.has(relationFamily(word) as RelationFamily);

/**
 * The table's other one-word names of the same family tie, of the same sex or none ("kids":
 * son, daughter, child, baby; "dad": father, papa, parent), never a step-relative unless the
 * word is one. Only for ties of one kind: a cousin's or a friend's words name other people.
 */
export function sameTieWords(word: string): string[] {
  const key = normalizeKey(word);
  const family = relationFamily(key);
  if (!family || !ONE_TIE.has(family)) return [];
  const step = /^(step|half)/.test(key);
  return Object.keys(FAMILY_OF).filter(
    (w) => w !== key && FAMILY_OF[w] === family && !w.includes(" ") && (step || !/^(step|half)/.test(w)) && !genderConflicts(w, [key]),
  );
}

/** Longest phrases first so "best friend" wins over "friend". */
export const RELATION_WORDS = Object.keys(FAMILY_OF).sort((a, b) => b.split(" ").length - a.split(" ").length);

export function relationFamily(word: string): RelationFamily | undefined {
  return FAMILY_OF[normalizeKey(word)] ?? FAMILY_OF[word.toLowerCase()];
}


/**
 * Whether two sets of relationship words rule out one person: both name family ties of
 * different kinds ("brother" vs "son"), or one names a family tie and the other only
 * non-family ties other than friendship ("sister" vs "coworker"). Friendship fits any.
 */
export function descriptorsConflict(a: string[], b: string[]): boolean {
  const fa = new Set(a.map(relationFamily).filter((f): f is RelationFamily => !!f));
  const fb = new Set(b.map(relationFamily).filter((f): f is RelationFamily => !!f));
  if (fa.size === 0 || fb.size === 0) return false;
  if ([...fa].some((f) => fb.has(f))) return false;
  const kinA = [...fa].filter((f) => KIN.has(f));
  const kinB = [...fb].filter((f) => KIN.has(f));
  if (kinA.length && kinB.length) return true;
  const otherA = [...fa].filter((f) => !KIN.has(f) && f !== "friend");
  const otherB = [...fb].filter((f) => !KIN.has(f) && f !== "friend");
  if (kinA.length && otherB.length) return true;
  if (kinB.length && otherA.length) return true;
  return false;
}
