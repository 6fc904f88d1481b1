import { describe, expect, it } from "vitest";
import { dictionaryWordOneSlipFrom, isSlipOfFunctionWord, withGatheringWordSlipsMended, wordsOneSlipFrom } from "./keyboard-slips";

describe("isSlipOfFunctionWord", () => {
  it("reads a short unknown word one slip from a function word as that word", () => {
    for (const slip of ["iwth", "des", "teh", "adn", "wiht", "waht", "thier"]) expect(isSlipOfFunctionWord(slip), slip).toBe(true);
  });

  it("leaves words, names, long words and the function words themselves alone", () => {
    for (const word of ["with", "the", "hail", "ann", "ben", "dzialka", "bbq", "nz", "hike", "tent"]) expect(isSlipOfFunctionWord(word), word).toBe(false);
  });
});

describe("wordsOneSlipFrom", () => {
  it("reaches the word meant by a swap, a letter left out, added or changed", () => {
    const slips = wordsOneSlipFrom("torunament");
    for (const meant of ["tournament"]) expect(slips).toContain(meant);
    expect(wordsOneSlipFrom("educaton")).toContain("education");
    expect(wordsOneSlipFrom("persue")).toContain("pursue");
    expect(wordsOneSlipFrom("hikking")).toContain("hiking");
    expect(wordsOneSlipFrom("rcae")).toContain("race");
    expect(wordsOneSlipFrom("race")).not.toContain("race");
  });
});

describe("dictionaryWordOneSlipFrom", () => {
  it("names the dictionary word a misspelling is one slip from", () => {
    expect(dictionaryWordOneSlipFrom("persue")).toBe("pursue");
    expect(dictionaryWordOneSlipFrom("educaton")).toBe("education");
  });

  it("leaves dictionary words, given names and names no word is near alone", () => {
    for (const word of ["pursue", "hiking", "obinna", "rottnest", "dzialka", "krystyna"]) expect(dictionaryWordOneSlipFrom(word), word).toBeNull();
  });
});

describe("withGatheringWordSlipsMended", () => {
  it("writes a slip of a word saying how much is asked as that word", () => {
    expect(withGatheringWordSlipsMended("evrything with biscuit in it")).toBe("everything with biscuit in it");
    expect(withGatheringWordSlipsMended("evry trip to the coast")).toBe("every trip to the coast");
    expect(withGatheringWordSlipsMended("all my memoires of gran")).toBe("all my memories of gran");
  });

  it("leaves words, names and capitals alone", () => {
    for (const text of ["every evening with Everyn", "the ivory brooch", "Evrything was great", "something with Ever"]) {
      expect(withGatheringWordSlipsMended(text)).toBe(text);
    }
  });
});
