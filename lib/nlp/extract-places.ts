import nlp from "compromise";
import { placeHeadNouns } from "./extract-lexicons";
import { bareWord, isCapitalized, placePrepositions, sentencesOf, titleCase, uniqueBy } from "./extract-text";

const PHRASE_LINKS = new Set(["of", "in", "on", "at", "by", "with", "near", "for", "from", "to"]);
const determiners = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "this", "that", "some", "local", "little", "big", "old", "new", "favorite", "favourite", "same"]);

/**
 * Places named in the user's words: what compromise knows as places ("Lisbon", "Lake
 * Tahoe") and noun phrases headed by a place noun with a proper modifier ("humboldt park",
 * "wrigley field"), title-cased. Generic ones ("the park") are left out, and so are phrases
 * linking a thing to a place ("a photo of a beach", "the top of a mountain").
 */
export function extractPlaces(text: string): string[] {
  const doc = nlp(text);
  const found: string[] = (doc.places().json() as { text: string; terms: { tags: string[] }[] }[])
    // a lower-case country is more often a word: "turkey", "chile"
    .filter((p) => isCapitalized(p.text) || !p.terms.some((t) => t.tags.includes("Country")))
    .map((p) => p.text.replace(/[^\p{L}\p{N} '-]+/gu, "").trim());
  // "in Santos", "up to Monserrate", "at Thalia Hall": capitalised names after a place preposition.
  for (const sentence of sentencesOf(text)) {
    for (let i = 1; i < sentence.length; i++) {
      if (!placePrepositions.has(sentence[i - 1].normal) || !isCapitalized(sentence[i].text) || sentence[i].tags.has("Pronoun")) continue;
      if (sentence[i].tags.has("Date") || sentence[i].tags.has("Month") || sentence[i].tags.has("WeekDay") || sentence[i].tags.has("Person")) continue;
      const parts = [bareWord(sentence[i].text)];
      let j = i;
      while (j + 1 < sentence.length && !/[,.;:!?]/.test(sentence[j].post) && (isCapitalized(sentence[j + 1].text) || (["da", "de", "do", "dos", "das", "del", "la", "of"].includes(sentence[j + 1].normal) && isCapitalized(sentence[j + 2]?.text ?? "")))) {
        parts.push(bareWord(sentence[++j].text));
      }
      if (parts.join("").length > 2 && parts[0] !== parts[0].toUpperCase()) found.push(parts.join(" "));
      i = j;
    }
  }
  for (const phrase of doc.nouns().json() as { terms: { normal: string; tags: string[] }[] }[]) {
    const terms = phrase.terms.filter((t) => t.normal.replace(/[^a-z0-9'-]/g, ""));
    while (terms.length && determiners.has(terms[0].normal)) terms.shift();
    if (terms[0]?.tags.includes("Adjective") && !terms[0].tags.includes("ProperNoun")) continue; // "actual mountains"
    const words = terms.map((t) => t.normal.replace(/[^a-z0-9'-]/g, ""));
    if (words.length < 2 || words.length > 4) continue;
    // "a photo of a beach", "the top of a mountain", "a blanket in a park": a thing or a part of a place, no name.
    if (words.some((w) => determiners.has(w) || PHRASE_LINKS.has(w))) continue;
    const head = words[words.length - 1];
    if (!placeHeadNouns.has(head)) continue;
    found.push(titleCase(words.join(" ")));
  }
  return uniqueBy(found.filter((p) => p.length > 2), (p) => p.toLowerCase());
}
