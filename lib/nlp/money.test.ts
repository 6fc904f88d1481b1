import { describe, expect, it } from "vitest";
import { analyzeRequest } from "@/lib/recall/analyze-request";
import { asksPrice } from "./money";

const asks = (text: string) => asksPrice(analyzeRequest(text, new Date("2026-01-01T12:00:00Z")).lemmaWords);

describe("asksPrice", () => {
  it("reads questions of what something cost", () => {
    expect(asks("How much did I pay for my fiddle?")).toBe(true);
    expect(asks("how much did we spend in Lisbon")).toBe(true);
    expect(asks("How much was the hotel in Lisbon?")).toBe(true);
    expect(asks("What did the boat trip cost?")).toBe(true);
    expect(asks("What was the price of the tickets?")).toBe(true);
    expect(asks("How expensive was the wedding?")).toBe(true);
  });

  it("leaves other 'how much' questions alone", () => {
    expect(asks("How much did I enjoy the tram?")).toBe(false);
    expect(asks("How much time did I spend with Anna?")).toBe(false);
    expect(asks("How much was the time difference?")).toBe(false);
    expect(asks("When did I pay off the car?")).toBe(false);
  });
});
