import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts } from "@/lib/testing/offline-recall";
import { relationSynonyms } from "./relation-synonyms";
import type { CandidateNode } from "./select-relationship-nodes";

// "my mom" in a request reaches the memory whose summary says "her mother".

describe("relationSynonyms", () => {
  it("gives the other words of the same tie", () => {
    expect(relationSynonyms("mom")).toEqual(expect.arrayContaining(["mother", "mum"]));
    expect(relationSynonyms("mum")).not.toContain("chrysanthemum");
    expect(relationSynonyms("dad")).toEqual(expect.arrayContaining(["father", "papa"]));
    expect(relationSynonyms("dad")).not.toContain("mother");
    expect(relationSynonyms("bicycle")).toEqual([]);
    // WordNet puts both under "grandparent": the tie's sex still holds.
    expect(relationSynonyms("grandpa")).not.toContain("grandma");
    expect(relationSynonyms("grandma")).not.toContain("grandpa");
    // Linked through a word of the same sex either way: "mum" reaches "mother" through "mom", "mother" reaches them all.
    expect(relationSynonyms("mum")).toContain("mother");
    expect(relationSynonyms("mother")).toEqual(expect.arrayContaining(["mom", "mum", "mama"]));
    expect(relationSynonyms("mother")).not.toContain("father");
    expect(relationSynonyms("mother")).not.toContain("stepmother");
  });
});

const asOf = new Date("2025-06-30T12:00:00Z");
const memories = [
  { id: "swim", text: "Swimming at the beach with my mom, her knee is bad" },
  { id: "knee", text: "Her mother's knee replacement went well; she stayed a week and cooked beans" },
  { id: "lab", text: "Counted sea urchins in the kelp forest for the thesis" },
  { id: "climb", text: "Climbing at Silvermine with Aisha" },
];
const index = indexOfTexts(memories, () => "2025-03-01T12:00:00.000Z");
const nodes: (CandidateNode & { memories: string[] })[] = [
  { id: "p-mom", kind: "person", name: "Mom", aliases: [], descriptors: ["mom"], surname: null, memoryCount: 1, memories: ["swim"] },
  { id: "p-aisha", kind: "person", name: "Aisha", aliases: [], descriptors: ["friend"], surname: null, memoryCount: 1, memories: ["climb"] },
];
const graph = {
  async memoriesForRelationshipNodes(_u: string, ids: string[]) {
    const reached = new Set(nodes.filter((n) => ids.includes(n.id)).flatMap((n) => n.memories));
    return [...reached].map((id) => ({ id, occurredAt: "2025-03-01T12:00:00.000Z" }));
  },
};

describe("a relation the request insists on", () => {
  it("holds for a memory that names the tie in another word", async () => {
    const result = await answerOffline(index, "What did I cook for my mom after her operation?", asOf, nodes, graph);
    expect(result.ids).toEqual(["knee"]);
  });
});
