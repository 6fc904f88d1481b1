import { describe, expect, it } from "vitest";
import { isCapitalizedCommonNoun, isFormOfKnownVerb, kindMembers, isKnownNoun, isProperNoun, relatedNouns, placesWithin } from "./wordnet";

describe("relatedNouns (WordNet, offline)", () => {
  it("gives synonyms and broader terms of a noun's common senses", () => {
    expect(relatedNouns("pup")).toEqual(expect.arrayContaining(["puppy", "whelp", "young mammal"]));
    expect(relatedNouns("bull")).not.toContain("man");
    expect(relatedNouns("student")).toEqual(expect.arrayContaining(["pupil"]));
    expect(relatedNouns("festivity")).toEqual(expect.arrayContaining(["celebration"]));
    expect(relatedNouns("hike")).toContain("hiking");
  });

  it("knows nothing of words that are not English nouns", () => {
    expect(relatedNouns("qwertyuiop")).toEqual([]);
    expect(isKnownNoun("dog")).toBe(true);
    expect(isKnownNoun("kelsey")).toBe(false);
  });
});

describe("isCapitalizedCommonNoun", () => {
  it("is true of capitalised words WordNet files as kinds of thing, false of named instances", () => {
    expect(isCapitalizedCommonNoun("phd")).toBe(true);
    expect(isProperNoun("vienna")).toBe(true);
    expect(isCapitalizedCommonNoun("vienna")).toBe(false);
    expect(isCapitalizedCommonNoun("dog")).toBe(false);
    expect(isCapitalizedCommonNoun("kelsey")).toBe(false);
  });
});

describe("kindMembers", () => {
  it("gathers the things of every sense of a kind asked for, and of the most common class only for a noun said in passing ('shave my head')", () => {
    expect(kindMembers("country")).toContain("italy");
    expect([...kindMembers("head", { sameClass: true })]).not.toContain("manager");
    expect(kindMembers("head")).toContain("manager");
    // "animal" is filed at WordNet's top: its class is its kinds' (animals).
    expect(kindMembers("animal", { sameClass: true })).toContain("dog");
  });
});

describe("placesWithin", () => {
  it("gives the places WordNet puts inside a named place, at any depth", () => {
    expect([...placesWithin("Florida")]).toEqual(expect.arrayContaining(["tampa", "orlando", "miami beach"]));
    expect([...placesWithin("France")]).toEqual(expect.arrayContaining(["paris", "lyon"]));
    // Country, then state, then city.
    expect([...placesWithin("United States")]).toEqual(expect.arrayContaining(["california", "tampa"]));
  });

  it("leaves out names that are first another word, an abbreviation or a given name", () => {
    const florida = placesWithin("Florida");
    expect(florida.has("fla.")).toBe(false);
    expect(placesWithin("France").has("nice")).toBe(false);
    // Charlotte, North Carolina: also a friend's name.
    expect(placesWithin("North Carolina").has("charlotte")).toBe(false);
    expect(placesWithin("North Carolina").has("asheville")).toBe(true);
    expect(placesWithin("Alaska").has("ak")).toBe(false);
  });

  it("is empty for what is not a place", () => {
    expect(placesWithin("hiking").size).toBe(0);
    expect(placesWithin("qwertyuiop").size).toBe(0);
  });
});

describe("isFormOfKnownVerb", () => {
  it("knows a verb's -ing and -ed forms, with the e dropped, the consonant doubled or y turned i", () => {
    for (const word of ["grieving", "stopped", "hiking", "carried", "walked", "running"]) expect(isFormOfKnownVerb(word), word).toBe(true);
  });

  it("is false for names and words that are no verb's form", () => {
    for (const word of ["pontcysyllte", "sterling", "ing", "bed", "kimjang"]) expect(isFormOfKnownVerb(word), word).toBe(false);
  });
});
