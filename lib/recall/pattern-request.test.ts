import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";
import { asksForPattern } from "./pattern-request";

// A question about how something went over time gathers every memory of it, not the best one.

const asOf = new Date("2026-03-15T12:00:00Z");

describe("asksForPattern", () => {
  it("reads questions about a course over time", () => {
    for (const text of [
      "How has my fiddle playing come along?",
      "How has my PhD been going?",
      "how have the kids grown up",
      "How has my skating progressed since I started high school?",
      "who do i usually spend christmas with",
      "how has football been part of my life, playing and watching",
      "How often do I go to the lake?",
      "Tell me the whole story of restoring my Peugeot.",
      "How did my kitchen renovation go from start to finish?",
      "Go through Ania's pregnancy with me, from the news to the birth.",
      "How did the new shed go, from the first sketches to the neighbours admiring it?",
      "How did my driving test go, from booking it to getting the result?",
      "How did the house sale go, from when we listed it to the handover?",
      "my Christmas concert solo, from the audition onwards",
      "every time my best friend shows up",
      "Run me through the notable birds I've seen over the past year.",
      "talk us through the house build",
      "how's ciaran been getting on over in the states",
      "In what ways has my husband's engineering background helped my projects?",
      "How have the hard days on the ICU shaped what I want to do?",
    ]) expect(asksForPattern(text), text).toBe(true);
  });

  it("leaves questions about one event alone", () => {
    for (const text of ["How did my knee surgery go?", "How is my hip doing?", "What did the doctor say about my hip?", "How long did the race take me?", "How was the drive from Lisbon to Porto?"]) {
      expect(asksForPattern(text), text).toBe(false);
    }
  });

  it("makes the request collective", () => {
    expect(analyzeRequest("How has my fiddle playing come along?", asOf).collective).toBe(true);
    expect(analyzeRequest("How did my fiddle lesson go?", asOf).collective).toBe(false);
    expect(analyzeRequest("the big steps in my relationship w fer", asOf).collective).toBe(true);
  });
});
