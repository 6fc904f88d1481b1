import { describe, expect, it } from "vitest";
import { kindMembers } from "@/lib/nlp/wordnet";
import { analyzeRequest } from "./analyze-request";
import { buildLexicalIndex, type MemoryDocument } from "./lexical-index";
import { rankForRequest } from "./rank-for-request";
import { selectRelationshipNodesOffline, type CandidateNode } from "./select-relationship-nodes";
import type { RecallGraph } from "./traverse-to-memories";

// A kind word asks for things of that kind: the memories that mention one, or that the graph
// links to a node of that kind. None of these memories uses the kind word itself.

const asOf = new Date("2025-11-15T12:00:00Z");
const memories = [
  { id: "cello", text: "Practised the cello for an hour before the neighbours complained" },
  { id: "drums", text: "First lesson on the drums, my arms ached afterwards" },
  { id: "rome", text: "Long weekend in Rome, gelato twice a day", place: "Rome, Italy" },
  { id: "oslo", text: "Work conference, the hotel was by the harbour", place: "Oslo, Norway" },
  { id: "tennis", text: "Lost the tennis final in three sets" },
  { id: "rugby", text: "Watched the rugby with my uncle at the club" },
  { id: "biscuit", text: "Took Biscuit to the vet for his jabs" },
  { id: "garden", text: "Planted tulips along the back fence" },
  { id: "soup", text: "Made a huge pot of lentil soup for the week" },
  // A .22 rifle is an instrument to WordNet: its number is no member of the kind.
  { id: "bus", text: "Took the 22 bus into town in the rain" },
];
const node = (id: string, kind: string, name: string, ids: string[]): CandidateNode & { memories: string[] } => ({
  id, kind, name, aliases: [], descriptors: kind === "pet" ? ["dog"] : [], surname: null, memoryCount: ids.length, memories: ids,
});
const nodes = [node("pet-biscuit", "pet", "Biscuit", ["biscuit"]), node("pl-oslo", "place", "Oslo", ["oslo"]), node("pl-rome", "place", "Rome, Italy", ["rome"])];
const docs: MemoryDocument[] = memories.map((m) => ({
  id: m.id,
  occurredAt: "2025-05-01T12:00:00.000Z",
  fields: { title: m.text.split(",")[0]!, summary: m.text, place: m.place ?? "", details: "", userWords: "", scene: "" },
}));
const index = buildLexicalIndex(docs);
const graph = {
  async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
    const reached = new Set(nodes.filter((n) => ids.includes(n.id)).flatMap((n) => n.memories));
    return memories.filter((m) => reached.has(m.id)).map((m) => ({ id: m.id, occurredAt: "2025-05-01T12:00:00.000Z" }));
  },
};

function retrieve(request: string, through: RecallGraph = graph) {
  const analysis = analyzeRequest(request, asOf);
  const selection = selectRelationshipNodesOffline(analysis, nodes);
  const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
  return rankForRequest({ userId: "u", analysis, selection, candidates: nodes, graph: through, index, base });
}
const found = async (request: string, through: RecallGraph = graph) => (await retrieve(request, through)).memoryIds.sort();

describe("kind words", () => {
  it("knows the things of a kind by their most common sense", () => {
    expect([...kindMembers("instrument")]).toEqual(expect.arrayContaining(["cello", "drum", "violin"]));
    expect(kindMembers("instrument").has("cat")).toBe(false);
    // "watched" in a memory is no timepiece: a word used mostly as a verb is not a member.
    expect(kindMembers("instrument").has("watch")).toBe(false);
    expect([...kindMembers("sport")]).toEqual(expect.arrayContaining(["tennis", "rugby"]));
    expect(kindMembers("city").has("rome")).toBe(true);
  });

  it("reads the noun after what/which/how many as a kind", () => {
    expect(analyzeRequest("What kind of music do I like?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["music"]);
    expect(analyzeRequest("How many instruments can I play?", asOf).kindNouns.map((k) => k.lemma)).toEqual(["instrument"]);
    expect(analyzeRequest("When did I fly to Oslo?", asOf).kindNouns).toEqual([]);
  });

  it("finds the memories that mention things of the kind", async () => {
    expect(await found("What instruments do I play?")).toEqual(["cello", "drums"]);
    expect(await found("Which sports have I played or watched?")).toEqual(["rugby", "tennis"]);
  });

  it("names the thing of the kind each memory tells of in 'How I found these', not the kind word", async () => {
    expect((await retrieve("What instruments do I play?")).found?.map((f) => [f.id, f.words]).sort()).toEqual([
      ["cello", ["cello"]],
      ["drums", ["drum"]],
    ]);
  });

  it("finds the memories of graph nodes of the kind", async () => {
    expect(await found("What pet do I have?")).toEqual(["biscuit"]);
    expect(await found("Which cities have I been to?")).toEqual(["oslo", "rome"]);
  });

  it("reads the graph for ids only when the store can (every node of a kind reaches thousands of memories)", async () => {
    const refsOnly: RecallGraph = {
      memoriesForRelationshipNodes: async () => {
        throw new Error("full memory rows read");
      },
      memoryRefsForRelationshipNodes: (userId, ids) => graph.memoriesForRelationshipNodes(userId, ids),
    };
    expect(await found("What pet do I have?", refsOnly)).toEqual(["biscuit"]);
    expect(await found("Which cities have I been to?", refsOnly)).toEqual(["oslo", "rome"]);
  });

  it("finds nothing when nothing of the kind exists", async () => {
    expect(await found("Which cars have I owned?")).toEqual([]);
  });
});

describe("a whole kind asked for alone", () => {
  // Music came back in two memories; gardening once.
  const themes = [...nodes, node("act-music", "activity", "Music", ["cello", "drums"]), node("act-garden", "activity", "Gardening", ["garden"])];
  const themeGraph = {
    async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
      const reached = new Set(themes.filter((n) => ids.includes(n.id)).flatMap((n) => n.memories));
      return memories.filter((m) => reached.has(m.id)).map((m) => ({ id: m.id, occurredAt: "2025-05-01T12:00:00.000Z" }));
    },
  };
  async function withThemes(request: string, candidates: CandidateNode[] = themes) {
    const analysis = analyzeRequest(request, asOf);
    const selection = selectRelationshipNodesOffline(analysis, candidates);
    const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
    return rankForRequest({ userId: "u", analysis, selection, candidates, graph: themeGraph, index, base });
  }

  it("answers 'What are my hobbies?' with the activities the user came back to", async () => {
    const result = await withThemes("What are my hobbies?");
    expect(result.outcome).toBe("answered");
    expect([...result.memoryIds].sort()).toEqual(["cello", "drums"]);
    expect(result.found?.[0]?.nodes).toEqual(["Music"]);
    // "How I found these": through the Music theme, not the word "hobby", which no memory says.
    expect(result.found?.[0]?.words).toEqual([]);
    expect(result.nodes).toEqual([{ id: "act-music", kind: "activity", name: "Music" }]);
    expect(result.strategy).toBe("any");
  });

  it("takes every activity when none recurs, and a verb of the request does not veto it", async () => {
    const once = themes.filter((n) => n.id !== "act-music");
    expect([...(await withThemes("What activities do I partake in?", once)).memoryIds]).toEqual(["garden"]);
  });

  it("narrows by the request's other words when the memories use them", async () => {
    expect([...(await withThemes("What activities did I do with the drums?")).memoryIds]).toEqual(["drums"]);
    expect([...(await withThemes("Which hobbies did I practise?")).memoryIds]).toEqual(["cello"]);
  });
});
