import nlp from "compromise";
import { activityNouns, placeHeadNouns, relationWords, vagueNouns } from "./extract-lexicons";
import { uniqueBy } from "./extract-text";
import { isEnglishWord } from "./extract-wink";

const skip = new Set<string>([...vagueNouns, ...relationWords, ...activityNouns, ...placeHeadNouns]);

/**
 * Things in the scene or the story: the head nouns of noun phrases ("a small portable
 * charcoal grill" → charcoal grill), singular, without people, places, times or vague words.
 */
export function extractObjects(text: string, limit = 8): string[] {
  const doc = nlp(text);
  doc.remove("#Person");
  doc.remove("#Place");
  const objects: string[] = [];
  for (const phrase of doc.nouns().json() as { noun?: { root?: string }; terms: { normal: string; tags: string[] }[] }[]) {
    const terms = phrase.terms.filter(
      (t) =>
        t.tags.includes("Noun") &&
        !["Pronoun", "Possessive", "Date", "Value", "ProperNoun", "Person", "Place", "Holiday"].some((tag) => t.tags.includes(tag)) &&
        isEnglishWord(t.normal),
    );
    if (!terms.length) continue;
    const head = terms[terms.length - 1];
    const headWord = nlp(head.normal).nouns().toSingular().text() || head.normal;
    if (!/^[a-z][a-z-]{2,}$/.test(headWord) || head.tags.includes("Adjective") || head.tags.includes("Verb") || skip.has(headWord) || skip.has(head.normal)) continue;
    // Keep one noun modifier ("charcoal grill", "mango salsa"), not adjectives.
    const modifier = terms.length > 1 ? terms[terms.length - 2].normal : "";
    const name = modifier && /^[a-z]+$/.test(modifier) && !skip.has(modifier) ? `${modifier} ${headWord}` : headWord;
    objects.push(name);
  }
  return uniqueBy(objects, (o) => o).slice(0, limit);
}
