import { normalizeKey } from "./fold";
import { isEnglishWord } from "./extract-wink";
import { relationModifiers, relationWords } from "./extract-lexicons";
import { isListedGivenName } from "./nicknames";
import { isConceptOrHolidayTerm, isNeverAName, occasionNames, petWordInCompound } from "./people";
import { isPetRelation, petRelation } from "./pets";
import { isOwnKinSaidBare } from "./relations";
import { bareWord, introducedAsPlace, isCapitalized, sentencesOf, titleCase, uniqueBy, type Term } from "./extract-text";

export type ExtractedPerson = { name: string | null; relation: string | null };

const relations = new Set<string>(relationWords);
const modifiers = new Set<string>(relationModifiers);
const possessives = new Set(["my", "our"]);
const otherPossessives = new Set(["his", "her", "their"]);
const titles = new Set(["chef", "dr", "doctor", "mr", "mrs", "ms", "miss", "coach", "professor", "prof", "uncle", "aunt", "auntie", "grandma", "grandpa", "father", "sister", "brother"]);
// "St. Mary's", "St Paul's Cathedral", "Saint Lucia": in someone's memories a saint names a church, a hospital, a feast or a place.
const saints = new Set(["saint", "st"]);
// Seasons opening a sentence ("Summer was long"); the graph's finder keeps them for people called Summer or Autumn.
const seasons = new Set(["summer", "winter", "spring", "autumn", "fall"]);
const notNameTags = ["Pronoun", "Place", "Country", "City", "Region", "Month", "WeekDay", "Date", "Demonym", "Organization", "Acronym", "Holiday", "Verb", "Adjective", "Adverb", "Preposition", "Conjunction", "Determiner", "Expression", "Value", "QuestionWord"];

function hasAny(term: Term, tags: string[]) {
  return tags.some((t) => term.tags.has(t));
}

/** Could this term be (part of) a person's name? `strict` when nothing else in context suggests a name. */
function looksLikeName(term: Term | undefined, atSentenceStart: boolean, knownNames: Set<string>, afterRelation = false): boolean {
  if (!term) return false;
  const word = bareWord(term.text);
  const lower = word.toLowerCase();
  // "my friend Jun", "my sister May": after a relation word, a capitalised month or modal the tagger takes for a person is their name.
  if (afterRelation && isCapitalized(word) && (term.tags.has("Month") || term.tags.has("Person"))) return true;
  if (word.length < 2 || isNeverAName(lower) || seasons.has(lower) || relations.has(lower)) return false;
  if (word.length > 1 && word === word.toUpperCase()) return false; // shouting, not a name: "MY pupil"
  if (knownNames.has(lower)) return true;
  if (term.tags.has("FirstName") || term.tags.has("Person")) return !term.tags.has("Pronoun");
  if (hasAny(term, notNameTags)) return false;
  if (!term.tags.has("Noun") || term.tags.has("Plural")) return false;
  if (isCapitalized(word) && !atSentenceStart) return true;
  return !isEnglishWord(lower) && !term.tags.has("Plural");
}

/** "Marcus Lee" from consecutive capitalized name terms starting at `i`. */
function nameAt(sentence: Term[], i: number): { name: string; end: number } {
  const parts = [bareWord(sentence[i].text)];
  let end = i;
  while (
    end + 1 < sentence.length &&
    !/[,.;:!?]/.test(sentence[end].post) &&
    !/['’]s?$/u.test(sentence[end].text) && // "Tomás's Communion": the name ends at its possessive
    isCapitalized(sentence[end + 1].text) &&
    (sentence[end + 1].tags.has("ProperNoun") || sentence[end + 1].tags.has("LastName")) &&
    !hasAny(sentence[end + 1], ["Place", "City", "Country", "Organization"])
  ) {
    end += 1;
    parts.push(bareWord(sentence[end].text));
  }
  return { name: titleCase(parts.join(" ")), end };
}

/** "this is Pickles, we adopted her. terrier mix": a pet word in the name's sentence or the next names an animal. */
function petNear(sentences: Term[][], index: number): string | null {
  for (const sentence of sentences.slice(index, index + 2)) {
    for (const [i, term] of sentence.entries()) {
      const pet = petRelation(bareWord(term.text)) ?? petRelation(term.normal.replace(/s$/, ""));
      // "her dog", "his cat": someone else's animal; "the horse races", "a dog show" (one noun to WordNet): no animal, a kind of event.
      const compound = petWordInCompound(term.normal, sentence[i + 1]?.normal);
      if (pet && !(compound && !/[,.;:!?]/.test(term.post)) && !["her", "his", "their"].includes(sentence[i - 1]?.normal ?? "")) return pet;
    }
  }
  return null;
}

/** "my (best) friend" at position i → the relation words and where they end. */
function relationAt(sentence: Term[], i: number): { relation: string; end: number; own: boolean } | null {
  const first = sentence[i].normal;
  if (!possessives.has(first) && !otherPossessives.has(first)) return null;
  let j = i + 1;
  const words: string[] = [];
  while (j < sentence.length && modifiers.has(sentence[j].normal) && !relations.has(sentence[j].normal)) words.push(sentence[j++].normal);
  if (j >= sentence.length || !relations.has(sentence[j].normal)) return null;
  // "best friend" keeps its modifier; "little sister" is still a sister.
  const relation = words.includes("best") ? `best ${sentence[j].normal}` : sentence[j].normal;
  return { relation, end: j, own: possessives.has(first) };
}

const deictic = new Set(["there", "here"]);

/** "Blossom trees", "Cherry Blossom festival": a word inside a noun phrase, not someone's name. */
function partOfNounPhrase(sentence: Term[], i: number): boolean {
  const next = sentence[i + 1];
  const before = sentence[i - 1];
  // compromise tags "there" and "here" as nouns: "with Obinna there" is not a noun phrase.
  const joinedToNext = !!next && !/[,.;:!?]/.test(sentence[i].post) && next.tags.has("Noun") && !next.tags.has("ProperNoun") && !next.tags.has("Pronoun") && !deictic.has(next.normal);
  const joinedToBefore = !!before && i - 1 > 0 && !/[,.;:!?]/.test(before.post) && isCapitalized(before.text) && !before.tags.has("FirstName");
  return joinedToNext || joinedToBefore;
}

/**
 * Evidence that a capitalised word names someone, beyond its capital letter ("New", "Blossom"
 * and "Running" have one too): a given name (compromise's list or the nickname table) that is
 * not part of a noun phrase, a word no English dictionary has ("Priya", "Okonkwo"), or a pet
 * word near it ("this is Pickles ... terrier"). Relation words ("my friend lena") and names
 * the user already used are taken before this is asked.
 */
function hasNameEvidence(sentences: Term[][], index: number, i: number): boolean {
  const sentence = sentences[index];
  const term = sentence[i];
  const word = bareWord(term.text);
  const lower = word.toLowerCase();
  const english = isEnglishWord(lower);
  const given = term.tags.has("FirstName") || isListedGivenName(word);
  if (given) return !(english && partOfNounPhrase(sentence, i));
  if (!english) return !partOfNounPhrase(sentence, i) || sentence[i + 1]?.tags.has("Verb") === true;
  return petNear(sentences, index) !== null;
}

/**
 * People mentioned in the user's words: names (also lower-case ones, found by relation
 * phrases like "my boyfriend marcus", name tags, capitalisation, or names the user used
 * before) and relations without a name ("my sister").
 */
export function extractPeople(text: string, knownNames: Iterable<string> = []): ExtractedPerson[] {
  const known = new Set([...knownNames].map((n) => n.toLowerCase()));
  const found: ExtractedPerson[] = [];
  const sentences = sentencesOf(text);
  const occasions = occasionNames([text]);
  for (const [index, sentence] of sentences.entries()) {
    const used = new Set<number>();
    for (let i = 0; i < sentence.length; i++) {
      const rel = relationAt(sentence, i);
      if (!rel) continue;
      const next = sentence[rel.end + 1];
      const closes = /[.;:!?]/.test(sentence[rel.end].post);
      // "my grandfather's ceinture fléchée", "my brother's Jeep": what follows the tie's possessive is theirs, not a name.
      const possessive = /['’]s?$/u.test(sentence[rel.end].text);
      if (!closes && !possessive && looksLikeName(next, false, known, true)) {
        const { name, end } = nameAt(sentence, rel.end + 1);
        found.push({ name, relation: rel.own ? rel.relation : null });
        for (let k = i; k <= end; k++) used.add(k);
        i = end;
        continue;
      }
      // "Priya, my best friend" names the person just before.
      const before = sentence[i - 1];
      // "Biscuit, our dog, …": a capitalised word opening the sentence names a pet too.
      const petOpening = i - 1 === 0 && isPetRelation(rel.relation) && isCapitalized(before?.text ?? "") && looksLikeName(before, false, known);
      // Without the comma too ("Obinna my husband sat…"), when the name is capitalised and the relation is not someone's thing ("Kwame my brother's bike").
      const apposition = !!before && (/,/.test(before.post) || (!/[.;:!?]/.test(before.post) && isCapitalized(before.text) && !/['’]s$/u.test(sentence[rel.end].text)));
      if (rel.own && before && apposition && !used.has(i - 1) && (looksLikeName(before, i - 1 === 0, known) || petOpening)) {
        found.push({ name: titleCase(bareWord(before.text)), relation: rel.relation });
        used.add(i - 1);
      } else if (rel.own) {
        found.push({ name: null, relation: rel.relation });
      }
      for (let k = i; k <= rel.end; k++) used.add(k);
      i = rel.end;
    }
    for (let i = 0; i < sentence.length; i++) {
      if (used.has(i)) continue;
      const term = sentence[i];
      const lower = bareWord(term.text).toLowerCase();
      if (saints.has(lower) && sentence[i + 1] && isCapitalized(sentence[i + 1].text)) {
        i = nameAt(sentence, i + 1).end;
        continue;
      }
      if (titles.has(lower) && looksLikeName(sentence[i + 1], false, known)) continue; // "Chef Lucia" → Lucia
      // "with Mom", "Dad drove", "Grandma's kitchen": a parent's word with nothing before it is the user's own.
      if (relations.has(lower) && isOwnKinSaidBare(lower, [sentence[i - 1]?.normal]) && sentence[i + 1]?.normal !== "day") {
        found.push({ name: null, relation: lower });
        continue;
      }
      const connectors = ["da", "de", "do", "dos", "das", "del", "della", "di", "la"];
      const partOfLongerName = connectors.includes(sentence[i - 1]?.normal ?? "") || (connectors.includes(sentence[i + 1]?.normal ?? "") && isCapitalized(sentence[i + 2]?.text ?? ""));
      if ((introducedAsPlace(sentence, i) || partOfLongerName) && !known.has(lower)) {
        i = nameAt(sentence, i).end; // "in Santos", "the Marigold Static": a place or a title, not a person
        continue;
      }
      // "Tomás's Communion", "Marcus's Jeep": what follows a possessive name is theirs, not a person.
      const afterPossessive = /['’]s$/u.test(sentence[i - 1]?.text ?? "") && !known.has(lower) && !term.tags.has("FirstName");
      if (afterPossessive || isConceptOrHolidayTerm(lower) || occasions.has(normalizeKey(lower))) continue;
      const startsSentence = i === 0;
      // A capitalised unknown word opening a sentence is a name only when it acts ("Sofia opened…")
      // or stands alone as an answer ("Sofia!"); otherwise it is as likely a place ("Sintra, the…").
      const actsOrStandsAlone = sentence.length <= 2 || (sentence[i + 1]?.tags.has("Verb") && !sentence[i + 1]?.tags.has("Copula"));
      const nameSlot = isCapitalized(term.text) && (!startsSentence || actsOrStandsAlone);
      const strongSignal = known.has(lower) || (nameSlot && hasNameEvidence(sentences, index, i));
      if (!strongSignal) {
        // A lower-case unknown word counts only beside another person: "me, priya and marcus".
        const neighbour = [sentence[i - 2], sentence[i + 2]].some((t) => t && (t.normal === "me" || t.tags.has("FirstName") || known.has(t.normal)));
        const listed = /,|^$/.test(term.post.trim()) || sentence[i + 1]?.normal === "and" || sentence[i - 1]?.normal === "and";
        if (!(neighbour && listed && looksLikeName(term, i === 0, known))) continue;
      } else if (!looksLikeName(term, i === 0, known)) continue;
      const { name, end } = nameAt(sentence, i);
      // A common first name is a person even beside a dog ("Priya and her dog").
      found.push({ name, relation: term.tags.has("FirstName") || known.has(lower) ? null : petNear(sentences, index) });
      i = end;
    }
  }
  return mergePeople(found);
}

/** One entry per person: a name's relation is kept, a bare relation matching a named one is dropped. */
export function mergePeople(people: ExtractedPerson[]): ExtractedPerson[] {
  const byName = new Map<string, ExtractedPerson>();
  const relationsOnly: ExtractedPerson[] = [];
  for (const p of people) {
    if (!p.name) {
      relationsOnly.push(p);
      continue;
    }
    const key = p.name.toLowerCase();
    const existing = byName.get(key);
    if (!existing) byName.set(key, { ...p });
    else if (!existing.relation && p.relation) existing.relation = p.relation;
  }
  const namedRelations = new Set([...byName.values()].map((p) => p.relation).filter(Boolean));
  const unnamed = uniqueBy(relationsOnly.filter((p) => !namedRelations.has(p.relation)), (p) => p.relation ?? "");
  return [...byName.values(), ...unnamed];
}

/** The stored form of a person detail: "Marcus (boyfriend)", "Marcus", or "my sister". */
export function formatPerson(person: ExtractedPerson): string {
  if (person.name && person.relation) return `${person.name} (${person.relation})`;
  if (person.name) return person.name;
  return `my ${person.relation}`;
}

/** Reads a stored person detail back: "Marcus (boyfriend)" → { name: "Marcus", relation: "boyfriend" }. */
export function parsePerson(value: string): ExtractedPerson {
  const withRelation = value.match(/^(.+?)\s*\(([^)]+)\)\s*$/);
  if (withRelation) return { name: withRelation[1].trim(), relation: withRelation[2].trim().toLowerCase() };
  const relationOnly = value.match(/^(?:my|our)\s+(.+)$/i);
  if (relationOnly) return { name: null, relation: relationOnly[1].trim().toLowerCase() };
  return { name: value.trim(), relation: null };
}
