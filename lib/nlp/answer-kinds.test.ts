import { describe, expect, it } from "vitest";
import { askedAnswerKind, COLOUR_WORDS } from "./answer-kinds";

const kindOf = (lemmas: string) => askedAnswerKind(lemmas.split(" "))?.kind ?? null;

describe("askedAnswerKind", () => {
  it("reads questions for a colour and for a weight, as their lemmas say them", () => {
    expect(kindOf("what colour be my campervan")).toBe("colour");
    expect(kindOf("which color do i paint the shed")).toBe("colour");
    expect(kindOf("how much do my giant pumpkin weigh at the village show")).toBe("weight");
    expect(kindOf("what do the baby weigh when she be bear")).toBe("weight");
    expect(kindOf("how heavy be the marrow")).toBe("weight");
  });

  it("asks for no value of a kind otherwise ('how much did I pay', 'my weight training', 'the colour run')", () => {
    expect(kindOf("how much do i pay for the fiddle")).toBeNull();
    expect(kindOf("when do i start weight training")).toBeNull();
    expect(kindOf("the colour run in june")).toBeNull();
  });

  it("knows everyday colour words beside CSS's, not things CSS names a colour after", () => {
    for (const w of ["red", "navy", "turquoise", "grey", "gray", "emerald", "burgundy", "white"]) expect(COLOUR_WORDS).toContain(w);
    for (const w of ["snow", "tomato", "salmon", "chocolate"]) expect(COLOUR_WORDS).not.toContain(w);
  });
});
