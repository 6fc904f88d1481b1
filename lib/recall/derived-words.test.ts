import { describe, expect, it } from "vitest";
import { buildLexicalIndex } from "@/lib/recall/lexical-index";
import { derivedForms, laterSenseSynonyms } from "@/lib/nlp/wordnet";
import { answerOffline, memoryDocument } from "@/lib/testing/offline-recall";
import { derivedWordsUsed, synonymsUsed } from "./narrower-terms";

// A word no memory uses may be told in a form derived from it: the request's "music" is the
// memories' "musicians", "retire" their "retirement". WordNet's derivational links say which.

const asOf = new Date("2026-02-01T12:00:00Z");

const funeral = memoryDocument("funeral", {
  title: "Saying goodbye",
  summary: "The funeral at St Joseph's; three musicians played at the door.",
  scene: "a stone church, a crowd in dark clothes, three musicians to one side",
});
const party = memoryDocument("party", {
  title: "Leaving do",
  summary: "Cake and speeches at the depot for my retirement after thirty years.",
});
const harbour = memoryDocument("harbour", { title: "Harbour", summary: "Rain over the harbour and the boats coming in." });
const alley = memoryDocument("alley", { title: "Found in the rain", summary: "A soaked kitten crying behind the bakery; I dried her with a towel and took her home." });
const bets = memoryDocument("bets", { title: "Race day", summary: "We put a pot of money on the grey horse and lost every bet." });

describe("words derived from the request's", () => {
  it("follows WordNet's derivational links both ways, for nouns and verbs", () => {
    expect(derivedForms("music")).toContain("musician");
    expect(derivedForms("retire")).toContain("retirement");
    expect(derivedForms("death")).toContain("die");
    expect(derivedForms("harbour")).not.toContain("harbour");
  });

  it("keeps the forms the memories use, by index key", () => {
    const index = buildLexicalIndex([funeral, party, harbour]);
    expect(derivedWordsUsed("music", index)).toEqual({ musician: "musician" });
    expect(derivedWordsUsed("engineering", index)).toEqual({});
  });

  it("finds the memory told in the derived word, instead of finding nothing", async () => {
    const index = buildLexicalIndex([funeral, party, harbour]);
    expect(await answerOffline(index, "What was the music like?", asOf)).toEqual({ outcome: "answered", ids: ["funeral"] });
    expect(await answerOffline(index, "When did I retire?", asOf)).toEqual({ outcome: "answered", ids: ["party"] });
  });

  it("finds a noun in the synonym of a sense past its commonest two ('my kitty': the kitten, its third), not as its first senses' weaker words", async () => {
    const index = buildLexicalIndex([alley, bets, harbour]);
    expect(synonymsUsed("kitty", index)).toMatchObject({ kitten: "kitten" });
    // Only a thing one can point at, in a word that means it first: an office is no "role" nor "place".
    expect(laterSenseSynonyms("office")).toEqual([]);
    expect(laterSenseSynonyms("kitty")).toEqual(["kitten"]);
    expect(await answerOffline(index, "When did I find my kitty?", asOf)).toEqual({ outcome: "answered", ids: ["alley"] });
  });
});
