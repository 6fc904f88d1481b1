import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";
import { closedCompoundKeysUsed } from "./closed-compounds";
import { buildLexicalIndex, type MemoryDocument } from "./lexical-index";
import { rankForRequest } from "./rank-for-request";
import { selectRelationshipNodesOffline } from "./select-relationship-nodes";

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
const docs: MemoryDocument[] = memories.map((m) => ({
  id: m.id,
  occurredAt: "2026-07-10T12:00:00.000Z",
  fields: { title: m.text.split(" ").slice(0, 3).join(" "), summary: m.text, place: "", details: "", userWords: "", scene: "" },
}));
const index = buildLexicalIndex(docs);
const graph = { async memoriesForRelationshipNodes() { return []; } };

async function found(request: string) {
  const analysis = analyzeRequest(request, asOf);
  const selection = selectRelationshipNodesOffline(analysis, []);
  const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
  const result = await rankForRequest({ userId: "u", analysis, selection, candidates: [], graph, index, base });
  return { outcome: result.outcome, ids: result.memoryIds.sort() };
}

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
