import { describe, expect, it } from "vitest";
import { isKnownNoun, relatedNouns } from "./wordnet";

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
