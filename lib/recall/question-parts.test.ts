import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";
import { buildLexicalIndex } from "./lexical-index";
import { askInParts, inheritPeople, questionParts, refersBack, type PartAnswer } from "./question-parts";
import { rankForRequest } from "./rank-for-request";
import { selectRelationshipNodesOffline, type Facet } from "./select-relationship-nodes";

describe("questionParts", () => {
  it("splits a second question after a comma and 'and'", () => {
    expect(questionParts("When did Sylvie and I decide to live together, and when did she actually move in?")).toEqual([
      "When did Sylvie and I decide to live together",
      "when did she actually move in?",
    ]);
  });

  it("splits a sequence told with 'then'", () => {
    expect(questionParts("My daughter's news at Easter, and then the baby's arrival")).toEqual(["My daughter's news at Easter", "the baby's arrival"]);
    expect(questionParts("Nika getting married and then the news she surprised us with")).toEqual(["Nika getting married", "the news she surprised us with"]);
  });

  it("splits two questions each ended by a question mark", () => {
    expect(questionParts("Where did we stay in Oslo? Who came with us there?")).toEqual(["Where did we stay in Oslo", "Who came with us there?"]);
  });

  it("keeps one request's things joined by 'and' together", () => {
    expect(questionParts("my trips to Lisbon and Kyoto")).toEqual(["my trips to Lisbon and Kyoto"]);
    expect(questionParts("What did I do with Anna and Ben last summer?")).toEqual(["What did I do with Anna and Ben last summer?"]);
    expect(questionParts("the hospital, and the burial")).toEqual(["the hospital, and the burial"]);
  });

  it("splits new wh-questions after a colon, a comma, a dash or 'and'", () => {
    expect(questionParts("Efra's application at that hotel in Turin: where did he first find it, when was the interview and why didn't he get it?")).toEqual([
      "Efra's application at that hotel in Turin",
      "where did he first find it",
      "when was the interview",
      "why didn't he get it?",
    ]);
    expect(questionParts("noor's honey contest - when did she decide to enter")).toEqual(["noor's honey contest", "when did she decide to enter"]);
    // One question of two wh-words; a wh-word inside a noun phrase.
    expect(questionParts("Tell me when and where we met")).toEqual(["Tell me when and where we met"]);
    expect(questionParts("the trip where we saw whales and the one with dolphins")).toEqual(["the trip where we saw whales and the one with dolphins"]);
  });

  it("keeps a short follow-on ('and why?') with the question it is about", () => {
    expect(questionParts("Where did I travel last month, and why?")).toEqual(["Where did I travel last month, and why?"]);
    expect(questionParts("How did I get on at the show, and then last year?")).toEqual(["How did I get on at the show, and then last year?"]);
  });
});

describe("refersBack", () => {
  it("sees a pronoun for someone named before", () => {
    expect(refersBack("when did she actually move in?")).toBe(true);
    expect(refersBack("the baby's arrival")).toBe(false);
  });
});

// The parts asked end to end, without a database: a small life of two people and a handful of memories.
const asOf = new Date("2025-11-15T12:00:00Z");
const memories = [
  { id: "decide", date: "2025-03-01", text: "Over dinner at the bistro Sylvie and I agreed we should share a home" },
  { id: "boxes", date: "2025-05-10", text: "Sylvie moved in, her boxes filled the hallway and the van got stuck on the hill" },
  { id: "cat", date: "2025-06-02", text: "Sylvie's cat Figaro hid under the sofa all day" },
  { id: "piano", date: "2025-07-19", text: "Marco helped me carry the piano up the stairs, we moved it twice" },
  { id: "bowl", date: "2025-08-23", text: "Pottery class at the community centre, I made a wonky bowl" },
];
const nodes = [
  { id: "p-sylvie", kind: "person", name: "Sylvie", aliases: [], descriptors: ["partner"], surname: null, memoryCount: 3, memories: ["decide", "boxes", "cat"] },
  { id: "p-marco", kind: "person", name: "Marco", aliases: [], descriptors: ["friend"], surname: null, memoryCount: 1, memories: ["piano"] },
];
const index = buildLexicalIndex(
  memories.map((m) => ({ id: m.id, occurredAt: `${m.date}T12:00:00.000Z`, fields: { title: m.text.split(",")[0]!, summary: m.text, place: "", details: "", userWords: "", scene: "" } })),
);
const graph = {
  async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
    const reached = new Set(nodes.filter((n) => ids.includes(n.id)).flatMap((n) => n.memories));
    return memories.filter((m) => reached.has(m.id)).map((m) => ({ id: m.id, occurredAt: `${m.date}T12:00:00.000Z` }));
  },
};

async function askOne(request: string, people: Facet[] = []): Promise<PartAnswer> {
  const analysis = analyzeRequest(request, asOf);
  const selection = inheritPeople(selectRelationshipNodesOffline(analysis, nodes), people);
  const base = { timeWindow: analysis.timeWindow, suggestions: [], usage: { promptTokens: 0, completionTokens: 0 } };
  return { retrieval: await rankForRequest({ userId: "u", analysis, selection, candidates: nodes, graph, index, base }), selection };
}
const ask = async (request: string) => askInParts(request, await askOne(request), askOne);

describe("askInParts", () => {
  it("asks each part when no memory answers the whole", async () => {
    const request = "When did Sylvie and I agree to share a home after the quarrel, and then how did her boxes fill the hallway?";
    const whole = (await askOne(request)).retrieval;
    expect(whole.outcome).toBe("nothing_found");
    const answer = await ask(request);
    expect(answer.outcome).toBe("answered");
    expect(answer.memoryIds.sort()).toEqual(["boxes", "decide"]);
    expect(answer.explanation).toContain("Asked in parts");
  });

  it("asks a later part that says 'she' about the people the first part named", async () => {
    const asked: { part: string; people: string[] }[] = [];
    const request = "When did Sylvie and I agree to share a home after the quarrel, and then how did her boxes fill the hallway? When did Marco carry the piano up?";
    await askInParts(request, await askOne(request), async (part, people) => {
      asked.push({ part, people: people.map((f) => f.label) });
      return askOne(part, people);
    });
    expect(asked).toEqual([
      { part: "When did Sylvie and I agree to share a home after the quarrel", people: [] },
      { part: "how did her boxes fill the hallway", people: ["sylvie"] },
      { part: "When did Marco carry the piano up?", people: [] },
    ]);
  });

  it("adds the first part's people only to a part that names no one", async () => {
    const marco = (await askOne("When did Marco carry the piano up?")).selection;
    const sylvie = (await askOne("When did Sylvie move in?")).selection.facets;
    expect(inheritPeople(marco, sylvie).facets.map((f) => f.label)).toEqual(["marco"]);
    const noOne = (await askOne("how did the boxes fill the hallway")).selection;
    expect(inheritPeople(noOne, sylvie).facets.map((f) => f.label)).toEqual(["sylvie"]);
  });

  it("leaves out a part that finds its memories only by whom it is about ('where did she first see it')", async () => {
    const request = "Sylvie's boxes in the hallway after the quarrel: where did she first see it, and when did she agree to share a home?";
    expect((await askOne(request)).retrieval.outcome).toBe("nothing_found");
    const answer = await ask(request);
    expect(answer.memoryIds.sort()).toEqual(["boxes", "decide"]);
    expect(answer.memoryIds).not.toContain("cat");
  });

  it("keeps the whole request's answer when it has one", async () => {
    const whole = await askOne("When did Sylvie move in, and where did the van get stuck?");
    expect(whole.retrieval.outcome).toBe("answered");
    expect((await ask("When did Sylvie move in, and where did the van get stuck?")).memoryIds).toEqual(whole.retrieval.memoryIds);
  });

  it("finds nothing when a part names something unknown", async () => {
    const answer = await ask("When did Sylvie and I decide to share a home, and did we take the Hurtigruten to Kirkenes?");
    expect(answer.outcome).toBe("nothing_found");
  });
});
