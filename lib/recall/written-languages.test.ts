import { describe, expect, it } from "vitest";
import { buildLexicalIndex, MEMORY_FIELDS, syncLexicalIndex, type MemoryDocument } from "./lexical-index";
import { answerOffline } from "@/lib/testing/offline-recall";
import { analyzeInTheirLanguages, writtenLanguagesOf } from "./written-languages";

const asOf = new Date("2026-11-30T12:00:00Z");

function memory(id: string, userWords: string): MemoryDocument {
  const fields = Object.fromEntries(MEMORY_FIELDS.map((f) => [f, ""])) as MemoryDocument["fields"];
  return { id, occurredAt: "2026-05-01", fields: { ...fields, title: `Day ${id}`, userWords } };
}

// A seafarer's memories in Tagalog mixed with English, as people write them.
const TAGALOG = [
  "Nagluto ako ng adobo para sa lahat ng crew, masaya sila kasi parang nasa bahay lang kami. Ito ang paborito namin.",
  "Dumaan kami sa canal, ang ganda ng view, nag selfie ako kasama si Boyet. Pero mainit, kaya pumasok agad kami.",
  "Ang lakas ng bagyo, isang linggo kami hindi makapagluto, kaya de lata lang ang kinain namin. Takot ako pero ok lang.",
  "Pasko sa barko, nagluto ako ng lechon kawali at pancit para sa lahat ng mga kasama ko. Dito kami kumain sa mess.",
  "Umuwi ako sa Guimaras at binisita namin si tita Lorna, nagdala kami ng mga mangga. Masaya sila kung andito kami.",
  "Birthday ni pare Boyet, ako ang nagluto ng kare-kare sa galley namin. Pero kulang ang mani kaya isang tasa lang.",
];
const ENGLISH = [
  "We walked the dog along the canal and had coffee at the little kiosk by the lock.",
  "My sister Anna came over and we cooked a big pot of chilli for the whole family.",
  "First frost of the year, the allotment looked silver and the kale was still going.",
  "Took the train to Leeds for the match, we lost but the pies were worth it.",
  "Dad's seventieth, the whole family in the garden, he cried at the speeches.",
  "Rained all weekend so we built a blanket fort and watched films with the kids.",
];

describe("writtenLanguagesOf", () => {
  it("finds the language a person writes their memories in from its function words", () => {
    const index = buildLexicalIndex(TAGALOG.map((text, i) => memory(`t${i}`, text)));
    expect(writtenLanguagesOf(index)).toContain("tgl");
  });

  it("finds none for memories written in English", () => {
    expect(writtenLanguagesOf(buildLexicalIndex(ENGLISH.map((text, i) => memory(`e${i}`, text))))).toEqual([]);
  });

  it("follows the index as memories are added", () => {
    const index = buildLexicalIndex(ENGLISH.map((text, i) => memory(`e${i}`, text)));
    expect(writtenLanguagesOf(index)).toEqual([]);
    syncLexicalIndex(index, [...ENGLISH.map((text, i) => memory(`e${i}`, text)), ...TAGALOG.map((text, i) => memory(`t${i}`, text))]);
    expect(writtenLanguagesOf(index)).toContain("tgl");
  });
});

describe("analyzeInTheirLanguages", () => {
  const request = "ano niluto ko nung 50th ni pare Boyet";

  it("reads a short request in the language the person writes in, where a detector alone guesses wrong", async () => {
    const tagalog = Promise.resolve(buildLexicalIndex(TAGALOG.map((text, i) => memory(`t${i}`, text))));
    const analysis = await analyzeInTheirLanguages(request, asOf, tagalog);
    expect(analysis.language).toBe("tgl");
    // Its function words are no words to find, nor names of anyone.
    expect(analysis.contentWords.map((w) => w.word)).not.toContain("ko");
    expect(analysis.contentWords.map((w) => w.word)).not.toContain("ni");
  });

  it("leaves an English request English, whatever the person writes in", async () => {
    const tagalog = Promise.resolve(buildLexicalIndex(TAGALOG.map((text, i) => memory(`t${i}`, text))));
    expect((await analyzeInTheirLanguages("What did I cook for Boyet's birthday?", asOf, tagalog)).language).toBeNull();
  });

  it("reads the request once, as it comes, without an index", async () => {
    expect((await analyzeInTheirLanguages(request, asOf, null)).language).not.toBe("tgl");
  });
});

describe("recall for someone who writes in another language", () => {
  it("finds the memory a short request in their language asks about, its function words no names that nothing is called", async () => {
    const index = buildLexicalIndex(TAGALOG.map((text, i) => memory(`t${i}`, text)));
    expect(await answerOffline(index, "ano niluto ko nung birthday ni pare Boyet", asOf)).toEqual({ outcome: "answered", ids: ["t5"] });
  });
});
