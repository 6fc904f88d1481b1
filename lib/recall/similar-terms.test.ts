import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts, rankOffline } from "@/lib/testing/offline-recall";
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
