import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts } from "@/lib/testing/offline-recall";
import { closedCompoundKeysUsed, isCompoundOfNouns, isHyphenatedCompound } from "./closed-compounds";

// A word no memory uses may be the first half of one the memories do use, written as one
// word: the hail of "when did the hail wreck the tunnel" is in the memory's "hailstorm".
// Only when WordNet's definition of the compound says the word ("a storm during which hail
// falls"): the car is not in the carpet, nor the pan in the pancake.

const asOf = new Date("2026-09-01T12:00:00Z");
const memories = [
  { id: "hail", text: "A hailstorm with walnut-sized stones shredded the plastic of the polytunnel at the allotment" },
  { id: "carpet", text: "We laid the new carpet in the hall" },
  { id: "pancake", text: "Pancakes with blueberries on Sunday morning" },
  { id: "falls", text: "Swam under the waterfall near the cabin" },
  { id: "beans", text: "Planted beans and courgettes at the allotment" },
  { id: "ferry", text: "Took the ferry to the island with Ola" },
];
const index = indexOfTexts(memories, () => "2026-07-10T12:00:00.000Z");
const found = (request: string) => answerOffline(index, request, asOf);

describe("closed compounds of a word the memories never use", () => {
  it("are the memories' one-word compounds whose definition says the word", () => {
    expect(closedCompoundKeysUsed("hail", index)).toEqual(["hailstorm"]);
    expect(closedCompoundKeysUsed("water", index)).toEqual(["waterfal"]);
    expect(closedCompoundKeysUsed("car", index)).toEqual([]);
    expect(closedCompoundKeysUsed("pan", index)).toEqual([]);
    expect(closedCompoundKeysUsed("qwerty", index)).toEqual([]);
  });

  it("let a request in the shorter word find the memory", async () => {
    expect(await found("when did the hail wreck the allotment")).toEqual({ outcome: "answered", ids: ["hail"] });
  });

  it("leave a request about something no memory mentions unanswered", async () => {
    expect((await found("when did the car break down")).outcome).toBe("nothing_found");
  });
});

describe("two nouns written as one that no dictionary has", () => {
  it("are a thing, never an unknown name that vetoes the answer", async () => {
    expect(isCompoundOfNouns("riverfront")).toBe(true);
    expect(isCompoundOfNouns("mampong")).toBe(false);
    expect(isCompoundOfNouns("galway")).toBe(false);
    // No memory says "riverfront": the rest of the request answers.
    expect(await found("when did I take the ferry from the riverfront with Ola")).toEqual({ outcome: "answered", ids: ["ferry"] });
  });
});

describe("English words joined by a hyphen that no dictionary has", () => {
  it("are a thing, never an unknown name that vetoes the answer", async () => {
    expect(isHyphenatedCompound("multi-day")).toBe(true);
    expect(isHyphenatedCompound("sea-kayak")).toBe(true);
    expect(isHyphenatedCompound("jean-luc")).toBe(false);
    expect(isHyphenatedCompound("day")).toBe(false);
    const crossing = indexOfTexts([{ id: "crossing", text: "Three days on the ferry to the island with Ola and the kids, the kids loved the cabin" }, ...memories.filter((m) => m.id !== "ferry")]);
    expect(await answerOffline(crossing, "the multi-day ferry to the island with Ola and the kids", asOf)).toEqual({ outcome: "answered", ids: ["crossing"] });
  });
});

describe("a lower-case word the tagger takes for a name that WordNet knows as a common noun", () => {
  it("is that noun ('his fiancée'), never an unknown name", async () => {
    const withFiancee = indexOfTexts([{ id: "proposal", text: "My brother proposed to his fiancée on the ferry" }, ...memories]);
    expect(await answerOffline(withFiancee, "how did my brother propose to his fiancée?", asOf)).toEqual({ outcome: "answered", ids: ["proposal"] });
    // Said only as "engaged", the request still finds the proposal by its other words.
    const engaged = indexOfTexts([{ id: "proposal", text: "My brother proposed on the ferry, they are engaged now" }, ...memories]);
    expect(await answerOffline(engaged, "how did my brother propose to his fiancée?", asOf)).toEqual({ outcome: "answered", ids: ["proposal"] });
  });
});
