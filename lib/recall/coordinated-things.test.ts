import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";
import { coordinatedThings } from "./coordinated-things";

const asOf = new Date("2025-01-01T12:00:00Z");
const said = (request: string) => {
  const analysis = analyzeRequest(request, asOf);
  return coordinatedThings(analysis).map((group) => group.map((option) => option.map((p) => analysis.words[p]).join(" ")));
};

describe("coordinatedThings", () => {
  it("joins nouns said with 'and' or 'or' into one group of alternatives", () => {
    expect(said("Which festivals and holidays did I celebrate last year?")).toEqual([["festivals", "holidays"]]);
    expect(said("weddings or funerals in the family")).toEqual([["weddings", "funerals"]]);
  });

  it("joins only occasions: other nouns joined so say one thing more exactly", () => {
    expect(said("What do I rely on for cheer and joy?")).toEqual([]);
    expect(said("my way of dealing with doubts and stress")).toEqual([]);
    expect(said("a dessert with an almond crust and fresh raspberries")).toEqual([]);
    expect(said("my friends and mentors")).toEqual([]);
  });

  it("takes a run of nouns as one option and reaches the next through determiners and adjectives", () => {
    expect(said("My driving lessons and the test")).toEqual([["driving lessons", "test"]]);
    expect(said("the operation and the first walk after it")).toEqual([["operation", "walk"]]);
  });

  it("leaves names and people said together to the requirements", () => {
    expect(said("When did Dad and I go to the Expo?")).toEqual([]);
    expect(said("What did I do with Anna and Ben?")).toEqual([]);
  });
});
