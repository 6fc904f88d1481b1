import { describe, expect, it } from "vitest";
import { indexOfTexts, rankOffline } from "@/lib/testing/offline-recall";

// A place no memory names, where the memories name a place within it (WordNet's part
// meronyms: Tampa is in Florida, Paris in France), is found there, not reported unknown.

const asOf = new Date("2026-03-01T12:00:00Z");
const index = indexOfTexts([
  { id: "tampa", text: "Took my turtles to the beach in Tampa yesterday, they loved the sun" },
  { id: "paris", text: "Walked along the Seine in Paris with Anna and ate croissants" },
  { id: "garden", text: "Planted tomatoes in the garden with my dad" },
  { id: "oregon", text: "Road trip to Oregon with my family, saw the waterfalls" },
  { id: "asheville", text: "A weekend of breweries in Asheville with Sam" },
  { id: "red", text: "Painted the shed red and the door blue" },
]);

describe("a place said through a place within it", () => {
  it("answers the broader place with the memory of the place inside it", async () => {
    const florida = await rankOffline(index, "When did I visit Florida?", asOf);
    expect(florida.outcome).toBe("answered");
    expect(florida.memoryIds).toEqual(["tampa"]);
    expect(florida.found?.[0]?.words).toContain("Tampa");
    expect((await rankOffline(index, "Have I been to France?", asOf)).memoryIds).toEqual(["paris"]);
    // A name of two words, too.
    expect((await rankOffline(index, "Have I been to North Carolina?", asOf)).memoryIds).toEqual(["asheville"]);
  });

  it("still abstains on a place with nothing of it in the memories", async () => {
    const italy = await rankOffline(index, "When did I visit Italy?", asOf);
    expect(italy.outcome).toBe("nothing_found");
    expect(italy.memoryIds).toEqual([]);
  });

  it("never takes an ordinary word for a town whose key it shares ('Redding' is keyed as 'red')", async () => {
    const california = await rankOffline(index, "Have I been to California?", asOf);
    expect(california.memoryIds).not.toContain("red");
  });

  it("counts a place within one of the kind for 'what state'", async () => {
    const states = await rankOffline(index, "What states have I vacationed in?", asOf);
    expect(states.memoryIds).toEqual(expect.arrayContaining(["tampa", "oregon", "asheville"]));
    expect(states.memoryIds).not.toContain("garden");
  });
});
