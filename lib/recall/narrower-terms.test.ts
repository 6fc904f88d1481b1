import { describe, expect, it } from "vitest";
import { answerOffline, indexOfTexts, rankOffline } from "@/lib/testing/offline-recall";
import { narrowerKeysUsed } from "./narrower-terms";

// A noun none of the user's memories uses stands for the narrower things they do name
// ("sports" for their skiing and skating), and a capitalised word WordNet files as a kind of
// thing ("PhD") is no unknown name that vetoes the answer.

const asOf = new Date("2026-03-15T12:00:00Z");
const memories = [
  { id: "ski", text: "Cross-country skiing on the lake tracks at minus eighteen" },
  { id: "skate", text: "Long-distance skating on the frozen river with Viktor" },
  { id: "thesis", text: "Elin defended her doctoral thesis in molecular biology" },
  { id: "soup", text: "Made a pot of lentil soup after repairing the boathouse roof" },
  { id: "cake", text: "Strawberry cake and herring at the cottage" },
  { id: "swim", text: "Went swimming in the sea at dawn" },
  { id: "knit", text: "Knitting a scarf for my niece" },
  { id: "sofa", text: "Bought a new sofa for the flat" },
  { id: "sink", text: "The plumber finally fixed the kitchen sink" },
  { id: "rain", text: "Rain all day, the garden flooded" },
  { id: "bus", text: "Missed the last bus home" },
  { id: "tax", text: "Filed the tax return a day late" },
  { id: "car", text: "The car failed its inspection" },
  { id: "book", text: "Finished the crime novel Anna lent me" },
  { id: "kitten", text: "Adopted a grey kitten from the shelter and named her Smulan" },
  { id: "forest", text: "Picked chanterelles in the forest with Karin" },
];
const index = indexOfTexts(memories, (id) => (id === "swim" ? "2025-07-10T12:00:00.000Z" : "2026-01-10T12:00:00.000Z"));
const found = (request: string) => answerOffline(index, request, asOf);

describe("narrower terms of a noun the memories never use", () => {
  it("are the members of its kind that the memories use", () => {
    expect(narrowerKeysUsed("sport", index).sort()).toEqual(["skate", "ski", "swim"]);
    expect(narrowerKeysUsed("soup", index)).toEqual([]);
    expect(narrowerKeysUsed("qwertyuiop", index)).toEqual([]);
    // "activity" covers nearly everything anyone does: too broad to pick memories out.
    expect(narrowerKeysUsed("activity", index)).toEqual([]);
  });

  it("answer a request in the broader word", async () => {
    expect((await found("Which sports have I done this winter?")).ids).toEqual(["skate", "ski"]);
    expect((await found("When did I do sports?")).ids).toEqual(["skate", "ski", "swim"]);
  });

  it("include the nouns WordNet defines as a kind of the word (a kitten is a 'young domestic cat')", async () => {
    expect(narrowerKeysUsed("cat", index)).toEqual(["kitten"]);
    expect((await found("What's my cat called?")).ids).toEqual(["kitten"]);
    expect((await found("Where did I go picking mushrooms?")).ids).toEqual(["forest"]);
  });

  it("are what 'How I found these' names: the memory's own word, not the request's", async () => {
    const found = (await rankOffline(index, "Which sports have I done this winter?", asOf)).found?.map((f) => [f.id, f.words]);
    expect(found?.sort()).toEqual([
      ["skate", ["skating"]],
      ["ski", ["skiing"]],
    ]);
    expect((await rankOffline(index, "What's my cat called?", asOf)).found?.map((f) => f.words)).toEqual([["kitten"]]);
  });

  it("leave a request about a thing nobody mentions unanswered", async () => {
    expect((await found("When did I go to the opera?")).outcome).toBe("nothing_found");
  });
});

describe("a capitalised common noun", () => {
  it("is not an unknown name: 'PhD' reaches the doctoral thesis", async () => {
    const result = await found("When did Elin get her PhD?");
    expect(result.outcome).toBe("answered");
    expect(result.ids).toEqual(["thesis"]);
  });
});
