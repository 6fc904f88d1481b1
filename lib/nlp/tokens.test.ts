import { describe, expect, it } from "vitest";
import { tokenize } from "./tokens";

describe("tokenize", () => {
  it("reads a clipped word as the word it stands for ('my hip op', 'since uni'), keeping it as written", () => {
    const tokens = tokenize("How have I been since the hip op? Back at uni, meds done.").filter((t) => t.pos !== "PUNCT");
    const byValue = new Map(tokens.map((t) => [t.value, t]));
    expect(byValue.get("op")?.lemma).toBe("operation");
    expect(byValue.get("uni")?.lemma).toBe("university");
    expect(byValue.get("meds")?.lemma).toBe("medication");
    expect(byValue.get("op")?.folded).toBe("op");
    expect(byValue.get("hip")?.lemma).toBe("hip");
  });

  it("reads a lower-case word ending a sentence as the word, not an abbreviation ('taken ill.' is no Illinois)", () => {
    const words = (text: string) => tokenize(text).filter((t) => t.pos !== "PUNCT").map((t) => `${t.value}/${t.lemma}`);
    expect(words("Everything since he was first taken ill.")).toContain("ill/ill");
    expect(words("We went to mass. Then lunch.")).toContain("mass/mass");
    // Written as an abbreviation, with its capital and mid-sentence, it stays one.
    expect(words("Springfield, Ill. for the fair")).toContain("Ill./illinois");
    expect(tokenize("We flew to Orkney. Then home.").map((t) => t.value)).toContain("Orkney");
    expect(tokenize("Tea with Mrs. Reyes").map((t) => t.value)).toContain("Mrs.");
  });
});
