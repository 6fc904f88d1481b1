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

describe("foreignLanguageOf among the languages the person writes in", () => {
  it("reads a short request in their language where the detector alone guesses another", () => {
    expect(foreignLanguageOf("ano niluto ko nung 50th ni pare Boyet")).not.toBe("tgl");
    expect(foreignLanguageOf("ano niluto ko nung 50th ni pare Boyet", ["tgl"])).toBe("tgl");
    expect(foreignLanguageOf("ano niluto ko nung birthday ni pare Boyet", ["tgl"])).toBe("tgl");
  });

  it("tries each of their languages the detector ranks, a close one first (Cebuano before Tagalog), English first in a short one", () => {
    expect(foreignLanguageOf("kelan kami dumaan sa canal sa panama? may selfie ako dun", ["tgl", "ceb"])).toBe("tgl");
    expect(foreignLanguageOf("minhas viagens pra floripa", ["por"])).toBe("por");
  });

  it("still reads English requests as English", () => {
    expect(foreignLanguageOf("What did I cook for Boyet's birthday last year?", ["tgl"])).toBeNull();
    expect(foreignLanguageOf("everything with zosia and kuba", ["pol"])).toBeNull();
    expect(foreignLanguageOf("the solo trip to Lake Como with my sister", ["spa", "por", "ita"])).toBeNull();
    expect(foreignLanguageOf("pics from the festa with Ana and Duda", ["por"])).toBeNull();
  });
});

describe("isFunctionWordOf", () => {
  it("knows function words either list has (\"foi\", \"quanto\" are not in stopword's Portuguese)", () => {
    expect(isFunctionWordOf("por", "foi")).toBe(true);
    expect(isFunctionWordOf("por", "quanto")).toBe(true);
  });

  it("knows function words as people type them, which the lists lack", () => {
    for (const word of ["yung", "nung", "dun", "pag", "kelan", "anong"]) expect(isFunctionWordOf("tgl", word)).toBe(true);
    for (const word of ["pra", "qnd", "tava"]) expect(isFunctionWordOf("por", word)).toBe(true);
    expect(isFunctionWordOf("tgl", "bagyo")).toBe(false);
  });

  it("knows the language's function words, not its nouns", () => {
    expect(isFunctionWordOf("tgl", "ng")).toBe(true);
    expect(isFunctionWordOf("por", "com")).toBe(true);
    expect(isFunctionWordOf("por", "hospital")).toBe(false);
    expect(isFunctionWordOf("und", "the")).toBe(false);
  });
});
