import { describe, expect, it } from "vitest";
import { isCapitalizedCommonNoun, isKnownNoun, isProperNoun, relatedNouns } from "./wordnet";

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
