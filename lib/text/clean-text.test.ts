import { describe, expect, it } from "vitest";
import { cleanInput, cleanText } from "./clean-text";

describe("cleanText", () => {
  it("removes NUL, control characters and lone surrogates, keeping tabs, newlines, emoji and accents", () => {
    expect(cleanText("a\u0000b\u0007c")).toBe("abc");
    expect(cleanText("line one\nline\ttwo\r\n")).toBe("line one\nline\ttwo\r\n");
    expect(cleanText("x\uD800y\uDC00z")).toBe("xyz");
    expect(cleanText("party 🎉👍🏽")).toBe("party 🎉👍🏽");
    expect(cleanText("Cafe\u0301")).toBe("Café");
    expect(Buffer.from(cleanText("\uD83D"), "utf8").toString("utf8")).toBe("");
  });

  it("cleans every string in plain input and leaves other values alone", () => {
    const date = new Date(0);
    expect(cleanInput({ title: "a\u0000", details: ["b\uD800"], n: 3, nested: { q: "c\u0000" }, date })).toEqual({ title: "a", details: ["b"], n: 3, nested: { q: "c" }, date });
  });
});
