import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts, rankOffline } from "@/lib/testing/offline-recall";
import type { CandidateNode } from "./select-relationship-nodes";
import { isSubjectNoun, similarKeysUsed, similarWordsUsed } from "./similar-terms";

const asOf = new Date("2026-02-01T12:00:00Z");
const index = indexOfTexts([
  { id: "urchins", text: "Counted sea urchins in the kelp forest for my thesis" },
  { id: "hospital", text: "Two nights in hospital after the fall, the nurses were kind" },
  { id: "goats", text: "Fed the goats at the farm with Lindiwe" },
  { id: "market", text: "Bought tomatoes and bread at the market" },
  { id: "board", text: "The school board meeting about the new playground went on for hours" },
]);

const rank = (request: string) => rankOffline(index, request, asOf);

describe("words the memories use like the request's word", () => {
  it("answers a subject the memories tell of in other words ('my PhD': their thesis)", async () => {
    expect(similarKeysUsed("phd", index)).toContain("thesi");
    expect(await answerOffline(index, "How has my PhD been going?", asOf)).toEqual({ outcome: "answered", ids: ["urchins"] });
    expect(await answerOffline(index, "What happened with my health?", asOf)).toEqual({ outcome: "answered", ids: ["hospital"] });
  });

  it("says which word of the memory answered, not the request's ('mentions “thesis”')", async () => {
    expect(similarWordsUsed("phd", index)).toMatchObject({ thesi: "thesis" });
    expect((await rank("How has my PhD been going?")).found?.map((f) => [f.id, f.words])).toEqual([["urchins", ["thesis"]]]);
  });

  it("never takes a concrete thing's sibling for it ('my dog' is not the goats)", async () => {
    expect(isSubjectNoun("dog")).toBe(false);
    expect(similarKeysUsed("dog", index)).toEqual([]);
    expect((await answerOffline(index, "What is my dog called?", asOf)).outcome).toBe("nothing_found");
  });

  it("takes alike words only for a request about one subject: with more nouns, those say which memory", async () => {
    expect(similarKeysUsed("council", index)).toContain("board");
    expect((await rank("What did the council say about the playground?")).found?.map((f) => [f.id, f.words])).toEqual([["board", ["playground"]]]);
  });
});

describe("a noun asked for with 'which' that nothing of its kind answers", () => {
  const games = indexOfTexts([
    { id: "hockey", text: "Took Dad to the hockey arena for his birthday, Björklöven won four to two" },
    { id: "roof", text: "Helped Dad fix the boathouse roof before the last ferry" },
    { id: "choir", text: "Sang with the choir at the Christmas concert" },
  ]);
  const dad: CandidateNode = { id: "p-dad", kind: "person", name: "Dad", aliases: ["dad"], descriptors: [], surname: null, memoryCount: 2 };
  const graph = {
    async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
      return ids.includes("p-dad") ? ["hockey", "roof"].map((id) => ({ id, occurredAt: "2026-01-10T12:00:00.000Z" })) : [];
    },
  };

  it("is found in the memories' words used like it ('which team': the hockey)", async () => {
    const team = await rankOffline(games, "Which team did I see play?", asOf);
    expect(team.memoryIds).toEqual(["hockey"]);
    expect(team.found?.[0]?.words).toContain("hockey");
  });

  it("is still the request's one subject beside a person it insists on ('with my dad')", async () => {
    const team = await rankOffline(games, "Which team did I see play with my dad?", asOf, [dad], graph);
    expect(team.outcome).toBe("answered");
    expect(team.memoryIds).toEqual(["hockey"]);
  });
});
