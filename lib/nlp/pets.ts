// Words that say an animal is meant ("this is Pickles, a terrier mix").
export const PET_WORDS = new Set(["dog", "pup", "puppy", "cat", "kitten", "terrier", "retriever", "labrador", "spaniel", "poodle", "beagle", "collie", "dachshund", "pug", "hamster", "rabbit", "bunny", "parrot", "horse", "pony", "mutt"]);

const CATS = new Set(["cat", "kitten"]);

/** The kind of pet a word names, as a relation word: "terrier" → "dog", "kitten" → "cat". */
export function petRelation(word: string): string | null {
  const w = word.toLowerCase();
  if (!PET_WORDS.has(w)) return null;
  if (CATS.has(w)) return "cat";
  if (["hamster", "rabbit", "bunny", "parrot", "horse", "pony"].includes(w)) return w === "bunny" ? "rabbit" : w === "pony" ? "horse" : w;
  return "dog";
}

/** Whether a person detail's relation ("Biscuit (dog)") says it is an animal, not a person. */
export function isPetRelation(relation: string | null | undefined): boolean {
  if (!relation) return false;
  const r = relation.trim().toLowerCase();
  return r === "pet" || PET_WORDS.has(r);
}

/** Whether two words name animals of different kinds ("dog" and "kitten"; not "pup" and "terrier", nor a word that names none). */
export function namesOtherAnimal(word: string, other: string): boolean {
  const a = petRelation(word);
  const b = petRelation(other);
  return !!a && !!b && a !== b;
}
