import { describe, expect, it } from "vitest";
import { rankOffline, indexOfTexts } from "@/lib/testing/offline-recall";
import type { CandidateNode } from "./select-relationship-nodes";

// How a request names people, family ties and times of year the way people type them: a
// nickname one way round or the other, a possessive without its apostrophe, "the grandkids",
// two themes a holiday's name reaches.

const asOf = new Date("2026-10-05T12:00:00Z");
const memories = [
  { id: "picnic", text: "Deaf community picnic in the park, Matías brought a cake for his birthday" },
  { id: "valpo", text: "Weekend in Valparaíso with Mati photographing murals" },
  { id: "march", text: "Women's day march, Mati carried one of my signs" },
  { id: "ferbday", text: "Fer's birthday, we climbed at the gym and she learned three new signs" },
  { id: "zoo", text: "Took my grandson and granddaughter to the zoo to see the camels" },
  { id: "chess", text: "Taught chess to the neighbour's boy after school" },
  { id: "tsagaan", text: "Tsagaan Sar at my sister's flat, buuz and blue silk" },
  { id: "fireworks", text: "New Year's Eve fireworks from the balcony" },
  { id: "grandma", text: "My grandmother gave me her necklace before she died" },
];
const dates: Record<string, string> = { tsagaan: "2025-03-01", fireworks: "2025-12-31" };
const index = indexOfTexts(memories, (id) => `${dates[id] ?? "2025-06-10"}T12:00:00.000Z`);
const node = (id: string, kind: string, name: string, ids: string[], descriptors: string[] = []) => ({ id, kind, name, aliases: [], descriptors, surname: null, memoryCount: ids.length, ids });
const nodes = [
  node("p-matias", "person", "Matías", ["picnic"], ["friend"]),
  node("p-mati", "person", "Mati", ["valpo", "march"]),
  node("p-fer", "person", "Fer", ["ferbday"], ["girlfriend"]),
  node("h-lunar", "period", "Lunar New Year", ["tsagaan"]),
  node("h-newyear", "period", "New Year", ["fireworks"]),
];
const candidates: CandidateNode[] = nodes.map(({ ids: _ids, ...n }) => n);
const graph = {
  async memoriesForRelationshipNodes(_userId: string, ids: string[]) {
    const found = new Set(nodes.filter((n) => ids.includes(n.id)).flatMap((n) => n.ids));
    return [...found].map((id) => ({ id, occurredAt: `${dates[id] ?? "2025-06-10"}T12:00:00.000Z` }));
  },
};
const ask = (request: string) => rankOffline(index, request, asOf, candidates, graph);
const found = async (request: string) => [...(await ask(request)).memoryIds].sort();

describe("names, ties and periods as people type them", () => {
  it("reaches a person by the short form the user also calls them, either way round, without asking which one", async () => {
    const r = await ask("all the stuff me and matías did together");
    expect(r.outcome).toBe("answered");
    expect([...r.memoryIds].sort()).toEqual(["march", "picnic", "valpo"]);
    expect(await found("what did Mati and I do in Valparaíso?")).toEqual(["valpo"]);
  });

  it("reads a possessive typed without its apostrophe as the person's ('fers birthday')", async () => {
    const r = await ask("what did we do for fers birthday");
    expect([...r.memoryIds]).toEqual(["ferbday"]);
    expect(r.nodes.map((n) => n.name)).toContain("Fer");
  });

  it("reads 'the grandkids' as the grandson and granddaughter the memories name", async () => {
    expect(await found("where did I take the grandkids?")).toEqual(["zoo"]);
  });

  it("never reads 'grandpa' as 'grandma'", async () => {
    expect((await ask("What was grandpa's necklace like?")).found?.flatMap((m) => m.words) ?? []).not.toContain("grandpa");
    expect((await ask("What was grandma's necklace like?")).found?.find((m) => m.id === "grandma")?.words).toContain("grandma");
  });

  it("takes the themes a holiday's name reaches as alternatives (the Lunar New Year's and New Year's Eve's)", async () => {
    expect(await found("what did I do at New Year?")).toEqual(["fireworks", "tsagaan"]);
  });
});

describe("my little brother", () => {
  const family = indexOfTexts(
    [
      { id: "race", text: "Bilguun won the little horse race at the county naadam, a little nervous" },
      { id: "exam", text: "Bilguun passed his driving test on the second try" },
      { id: "wedding", text: "Our cousin's wedding in the valley, dancing all night" },
    ],
    () => "2025-06-10T12:00:00.000Z",
  );
  const brother = [{ id: "p-bilguun", kind: "person", name: "Bilguun", aliases: [], descriptors: ["brother"], surname: null, memoryCount: 2 }];
  const graphOf = (ids: string[]) => ({
    async memoriesForRelationshipNodes(_userId: string, nodeIds: string[]) {
      return nodeIds.includes("p-bilguun") ? ids.map((id) => ({ id, occurredAt: "2025-06-10T12:00:00.000Z" })) : [];
    },
  });

  it("is the user's brother, whose memories need not say 'little'", async () => {
    const r = await rankOffline(family, "everything my little brother has been up to", asOf, brother, graphOf(["race", "exam"]));
    expect([...r.memoryIds].sort()).toEqual(["exam", "race"]);
  });

  it("keeps 'little' a word to find when the graph knows no brother", async () => {
    const told = indexOfTexts([{ id: "bike", text: "Taught my little brother to ride a bike in the park" }, { id: "park", text: "A walk in the park with my neighbour" }], () => "2025-06-10T12:00:00.000Z");
    const r = await rankOffline(told, "when did I teach my little brother to ride?", asOf, [], graphOf([]));
    expect(r.memoryIds).toEqual(["bike"]);
  });
});
