import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts } from "@/lib/testing/offline-recall";

// The ranking's abstention: how much of the request's words the best memory must account for.

const dates: Record<string, string> = {
  hail: "2025-06-14T12:00:00.000Z",
  fish: "2025-06-02T12:00:00.000Z",
  quiz: "2025-03-03T12:00:00.000Z",
  pie: "2025-09-09T12:00:00.000Z",
};
const index = indexOfTexts(
  [
    { id: "hail", text: "Hail tore the tunnel at the allotment, the tomatoes survived" },
    { id: "fish", text: "Fishing with Jim at the reservoir, he caught nothing" },
    { id: "quiz", text: "Quiz night at the pub, our team came third" },
    { id: "pie", text: "Baked an apple pie for the village show" },
  ],
  (id) => dates[id]!,
);
const asOf = new Date("2026-02-01T12:00:00Z");

describe("rankMemories abstention", () => {
  it("takes a named day, week or month as evidence, so fewer of the other words must be found", async () => {
    expect(await answerOffline(index, "What did the storm destroy at the allotment on 14 June 2025?", asOf)).toEqual({ outcome: "answered", ids: ["hail"] });
    expect(await answerOffline(index, "What did the storm destroy at the allotment in June 2025?", asOf)).toEqual({ outcome: "answered", ids: ["hail"] });
    // "the storm wreck": the tagger may read the verb as a noun; a noun no memory uses before it is no veto then.
    expect(await answerOffline(index, "What did the storm wreck at the allotment on 14 June 2025?", asOf)).toEqual({ outcome: "answered", ids: ["hail"] });
  });

  it("still abstains on the same words without a date, or with a whole year", async () => {
    expect((await answerOffline(index, "What did the storm destroy at the allotment?", asOf)).outcome).toBe("nothing_found");
    expect((await answerOffline(index, "What did the storm destroy at the allotment in 2025?", asOf)).outcome).toBe("nothing_found");
  });
});
