import { describe, expect, it } from "vitest";
import { foreignLanguageOf, isFunctionWordOf } from "./request-language";

describe("foreignLanguageOf", () => {
  it("knows a request typed in another language", () => {
    expect(foreignLanguageOf("ano yung tsinelas na pinasalubong ko kay Angel galing brazil? kelan yun")).toBe("tgl");
    expect(foreignLanguageOf("todos os rolês com a duda")).toBe("por");
  });

  it("reads English requests as English, however many names or foreign words they hold", () => {
    for (const text of [
      "everything with zosia and kuba",
      "pumas games with mateo",
      "pics of steve's cabane levée last summer",
      "noël tourney we won, who made the last shot",
      "What did I do with James last summer?",
      "the posadas",
      "how did the harfangs get better yr to yr",
    ]) {
      expect(foreignLanguageOf(text)).toBeNull();
    }
  });
});

describe("isFunctionWordOf", () => {
  it("knows the language's function words, not its nouns", () => {
    expect(isFunctionWordOf("tgl", "ng")).toBe(true);
    expect(isFunctionWordOf("por", "com")).toBe(true);
    expect(isFunctionWordOf("por", "hospital")).toBe(false);
    expect(isFunctionWordOf("und", "the")).toBe(false);
  });
});
