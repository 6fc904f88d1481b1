import { describe, expect, it } from "vitest";
import { isPastimeVerb } from "./pastime-verbs";

describe("isPastimeVerb", () => {
  it("knows verbs of moving, competing and making whose -ing form is an act for pastimes", () => {
    for (const [verb, ing] of [["hike", "hiking"], ["kayak", "kayaking"], ["bowl", "bowling"], ["bake", "baking"], ["garden", "gardening"], ["sew", "sewing"], ["jog", "jogging"], ["fish", "fishing"]] as const) {
      expect(isPastimeVerb(verb, ing), verb).toBe(true);
    }
  });

  it("knows the lexicon's activities even when WordNet files the verb under thinking or saying", () => {
    expect(isPastimeVerb("read", "reading")).toBe(true);
    expect(isPastimeVerb("volunteer", "volunteering")).toBe(true);
  });

  it("takes verbs of thinking, feeling, saying, having and changing for no pastime", () => {
    for (const [verb, ing] of [["accept", "accepting"], ["remind", "reminding"], ["support", "supporting"], ["handle", "handling"], ["appreciate", "appreciating"], ["share", "sharing"], ["cool", "cooling"], ["inspire", "inspiring"], ["research", "researching"]] as const) {
      expect(isPastimeVerb(verb, ing), verb).toBe(false);
    }
  });

  it("keeps a verb WordNet does not know: it cannot be judged", () => {
    expect(isPastimeVerb("paddleboard", "paddleboarding")).toBe(true);
  });
});
