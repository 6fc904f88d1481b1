import { describe, expect, it } from "vitest";
import { analyzeRequest } from "@/lib/recall/analyze-request";
import { indexOfTexts, rankOffline } from "@/lib/testing/offline-recall";
import { withSubjectNamed } from "./since-anchor";
import type { CandidateNode } from "./select-relationship-nodes";
import type { RecallGraph } from "./traverse-to-memories";

// "Please gather everything that concerns my brother Desmond since he was first taken ill": every
// memory of him from the day he fell ill. The asking words ("gather", "that concerns") and the
// tie that says who he is ("my brother") are no words his memories must say, and the clause's
// "he" is Desmond.

const asOf = new Date("2026-06-01T12:00:00Z");
const days: Record<string, string> = { lough: "2023-05-06", ill: "2024-06-14", hospital: "2024-08-02", home: "2024-10-19", seventy: "2025-03-08", market: "2024-09-01" };
const index = indexOfTexts(
  [
    { id: "lough", text: "Fishing with Desmond at the lough, two trout" },
    { id: "ill", text: "Desmond fell ill in June; the doctors found a shadow on his lung" },
    { id: "hospital", text: "Visited my brother at the hospital, he was in good spirits" },
    { id: "home", text: "Desmond came home at last and we watched the hurling" },
    { id: "seventy", text: "Desmond turned seventy, cake at his kitchen table" },
    { id: "market", text: "The Saturday market with Aoife, apples and cheese" },
  ],
  (id) => `${days[id]}T12:00:00.000Z`,
);
const desmond: CandidateNode = { id: "p-desmond", kind: "person", name: "Desmond", aliases: [], descriptors: ["brother"], surname: null, memoryCount: 5 };
const graph: RecallGraph = {
  async memoriesForRelationshipNodes(_userId, ids) {
    if (!ids.includes(desmond.id)) return [];
    return ["lough", "ill", "hospital", "home", "seventy"].map((id) => ({ id, occurredAt: index.docs.get(id)!.occurredAt }));
  },
};

describe("a request gathering everything about someone", () => {
  it("reads 'gather' and 'that concerns' as how it asks", () => {
    const words = analyzeRequest("Please gather everything that concerns my brother Desmond", asOf).contentWords.map((w) => w.lemma);
    expect(words).not.toContain("gather");
    expect(words).not.toContain("concern");
  });

  it("reads the clause's 'he' as the one person the rest names", () => {
    const main = analyzeRequest("Please gather everything that concerns my brother Desmond.", asOf);
    expect(withSubjectNamed("he was first taken ill", main)).toBe("desmond was first taken ill");
    expect(withSubjectNamed("he was first taken ill", analyzeRequest("What have Desmond and Aoife done?", asOf))).toBe("he was first taken ill");
  });

  it("gathers every memory of him since the moment the clause's 'he' names, whether or not it says 'brother'", async () => {
    const result = await rankOffline(index, "Please gather everything that concerns my brother Desmond since he was first taken ill.", asOf, [desmond], graph);
    expect(result.timeWindow?.from.toISOString()).toBe("2024-06-14T00:00:00.000Z");
    expect([...result.memoryIds].sort()).toEqual(["home", "hospital", "ill", "seventy"]);
  });
});
