import { describe, expect, it } from "vitest";
import { foldDiacritics, normalizeKey } from "./fold";

describe("folding diacritics", () => {
  it("folds letters with marks and the ones Unicode does not decompose, as people type them", () => {
    expect(foldDiacritics("António, Graça")).toBe("Antonio, Graca");
    expect(normalizeKey("działka in Łódź")).toBe("dzialka in lodz");
    expect(normalizeKey("Søren Ærø, Straße")).toBe("soren aero strasse");
  });
});

describe("tokenizing words with letters beyond Latin-1", () => {
  it("keeps 'działka' and 'Łódź' one word each, as written, with folded keys", async () => {
    const { tokenize } = await import("./tokens");
    const tokens = tokenize("Hail tore the tunnel at the działka in Łódź.").filter((t) => t.pos !== "PUNCT");
    expect(tokens.map((t) => t.value)).toEqual(["Hail", "tore", "the", "tunnel", "at", "the", "działka", "in", "Łódź"]);
    expect(tokens.map((t) => t.folded).slice(-3)).toEqual(["dzialka", "in", "lodz"]);
  });
});
