import { describe, expect, it } from "vitest";
import { buildLexicalIndex } from "@/lib/recall/lexical-index";
import { answerOffline, memoryDocument } from "@/lib/testing/offline-recall";
import type { CandidateNode } from "./select-relationship-nodes";
import type { RecallGraph } from "./traverse-to-memories";

// A one-off event the request insists on ("when I popped the question") that no memory says in
// its words is nothing to find, unless the lexicon's theme of it reaches a memory: the memory
// told it otherwise ("proposed").

const asOf = new Date("2026-09-01T12:00:00Z");
const index = buildLexicalIndex([
  memoryDocument("cliff", { title: "On the cliff path", summary: "I proposed to Maya on the cliff path at sunset, and she said yes." }, "2026-07-04T12:00:00.000Z"),
  memoryDocument("cafe", { title: "Cafe", summary: "Lunch with Maya at the harbour cafe, crab sandwiches." }, "2026-06-10T12:00:00.000Z"),
]);
const node = (id: string, kind: string, name: string, memoryCount: number): CandidateNode => ({ id, kind, name, aliases: [], descriptors: [], surname: null, memoryCount });
const candidates = [node("t-engagement", "event_series", "Engagement", 1), node("p-maya", "person", "Maya", 2)];
const links: Record<string, string[]> = { "t-engagement": ["cliff"], "p-maya": ["cliff", "cafe"] };
const graph: RecallGraph = {
  async memoriesForRelationshipNodes(_userId, ids) {
    const found = new Set(ids.flatMap((id) => links[id] ?? []));
    return [...found].map((id) => ({ id, occurredAt: index.docs.get(id)!.occurredAt }));
  },
};

describe("a one-off event told in other words", () => {
  it("is found through the lexicon's theme of it", async () => {
    expect(await answerOffline(index, "Where exactly was I when I popped the question this summer?", asOf, candidates, graph)).toEqual({ outcome: "answered", ids: ["cliff"] });
  });

  it("is still nothing to find when neither a memory's words nor a theme tell of it", async () => {
    expect(await answerOffline(index, "How was Maya's wedding?", asOf, candidates, graph)).toMatchObject({ outcome: "nothing_found" });
  });
});
