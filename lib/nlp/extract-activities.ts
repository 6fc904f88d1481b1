import nlp from "compromise";
import { activityNouns, lightVerbs, relationWords } from "./extract-lexicons";
import { its, lemmasOf, wink } from "./extract-wink";
import { uniqueBy } from "./extract-text";

const activityNounSet = new Set<string>(activityNouns);
const relationSet = new Set<string>(relationWords);

const peopleWords = new Set(["i", "we", "he", "she", "they", "you", "us", "me", "everyone", "everybody", "both", "all"]);

/** Activities are what people did: the verb's subject is a pronoun, a person, or left out ("rented bikes"). */
type Phrase = { text: (format?: string) => string; terms: () => { last: () => Phrase }; has: (match: string) => boolean };

function doneByPeople(subjects: Phrase): boolean {
  const subject = subjects.text().trim();
  if (!subject) return true;
  const last = subjects.terms().last();
  const word = last.text("normal").replace(/[^a-z']/g, "");
  if (peopleWords.has(word) || relationSet.has(word)) return true;
  return last.has("#Person") || last.has("#FirstName") || last.has("#ProperNoun");
}

/** "hike"/"kayaked" → "hiking"/"kayaking": wink gives the lemma of verbs compromise does not know, compromise conjugates. */
function gerund(verb: string): string {
  const base = verb.endsWith("ed") ? (lemmasOf(verb)[0] ?? verb) : verb;
  const doc = nlp(base);
  doc.tag("Verb");
  const out = doc.verbs().toGerund().text().replace(/^(is|are|am)\s+/, "");
  return out || base;
}

/**
 * What people did, in the user's words: verbs as activities ("we hiked" → hiking, "went
 * rafting" → rafting, "signed up for a pasta making class" → pasta making class) and event
 * nouns ("a picnic", "the concert"). General verbs (be, get, bring...) are left out.
 */
export function extractActivities(text: string): string[] {
  const doc = nlp(text);
  const found: string[] = [];
  doc.verbs().forEach((verb) => {
    const info = (verb.json() as { verb?: { infinitive?: string; grammar?: { form?: string } } }[])[0]?.verb;
    const infinitive = info?.infinitive?.toLowerCase().trim();
    if (!infinitive || info?.grammar?.form?.startsWith("passive")) return;
    const words = infinitive.split(/\s+/);
    // "went fishing" is something people do whatever compromise takes for its subject.
    const goesDoing = words[0] === "go" && words.length > 1;
    if (!goesDoing && !doneByPeople((verb as unknown as { subjects: () => Phrase }).subjects())) return;
    // "go rafting" / "go on a hike": the activity is what follows "go".
    if (words[0] === "go" && words.length > 1) {
      const rest = words.slice(1).filter((w) => !["on", "for", "a", "an", "the", "out", "up", "down", "back", "home"].includes(w));
      if (rest.length === 1) found.push(rest[0].endsWith("ing") ? rest[0] : gerund(rest[0]));
      return;
    }
    const head = words.filter((w) => !["not", "never", "will", "would", "did", "do", "does", "could", "can"].includes(w)).join(" ");
    if (!head || lightVerbs.has(head) || lightVerbs.has(head.split(" ")[0])) return;
    found.push(gerund(head.split(" ")[0]));
  });
  // Event nouns, by lemma ("picnics" → picnic), including two-word ones ("road trip").
  const lemmas = lemmasOf(text);
  const normals = wink.readDoc(text).tokens().out(its.normal) as string[];
  for (let i = 0; i < lemmas.length; i++) {
    const two = i + 1 < lemmas.length ? `${lemmas[i]} ${lemmas[i + 1]}` : "";
    if (two && activityNounSet.has(two)) {
      found.push(two);
      i++;
    } else if (activityNounSet.has(lemmas[i])) {
      // Keep the noun's modifier for classes and tours: "pasta making class", "food tour".
      const compound = compoundBefore(lemmas, normals, i);
      found.push(compound);
    }
  }
  return uniqueBy(found.map((a) => a.replace(/[^a-z -]+/gi, "").trim().toLowerCase()).filter((a) => a.length > 2), (a) => a);
}

const compoundHeads = new Set(["class", "lesson", "workshop", "course", "tour", "trip", "game", "party", "night", "festival", "tasting", "race", "match", "concert"]);
const compoundStop = new Set(["a", "an", "the", "my", "our", "his", "her", "their", "this", "that", "first", "last", "next", "big", "little", "great", "fun", "amazing", "to", "for", "at", "in", "on", "of", "and", "it", "be", ",", ".", "!", "?"]);

function compoundBefore(lemmas: string[], normals: string[], i: number): string {
  if (!compoundHeads.has(lemmas[i])) return lemmas[i];
  const parts = [lemmas[i]];
  for (let j = i - 1; j >= 0 && parts.length < 3 && !compoundStop.has(lemmas[j]) && /^[a-z-]+$/.test(normals[j] ?? ""); j--) parts.unshift(normals[j]);
  return parts.join(" ");
}
