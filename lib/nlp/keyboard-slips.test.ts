import { describe, expect, it } from "vitest";
import { isSlipOfFunctionWord } from "./keyboard-slips";

describe("isSlipOfFunctionWord", () => {
  it("reads a short unknown word one slip from a function word as that word", () => {
    for (const slip of ["iwth", "des", "teh", "adn", "wiht", "waht", "thier"]) expect(isSlipOfFunctionWord(slip), slip).toBe(true);
  });

  it("leaves words, names, long words and the function words themselves alone", () => {
    for (const word of ["with", "the", "hail", "ann", "ben", "dzialka", "bbq", "nz", "hike", "tent"]) expect(isSlipOfFunctionWord(word), word).toBe(false);
  });
});
