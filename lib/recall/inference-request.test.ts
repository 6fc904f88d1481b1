import { describe, expect, it } from "vitest";
import { analyzeRequest } from "./analyze-request";
import { isInferenceRequest } from "./inference-request";

// A question of inference ("Would I likely enjoy ...?") asks what the memories suggest: its
// answer is by nature not said in them, so weak word overlap is no evidence of absence.

const asOf = new Date("2025-11-15T12:00:00Z");
const inference = (text: string) => isInferenceRequest(analyzeRequest(text, asOf));

describe("isInferenceRequest", () => {
  it("reads hypothetical and likelihood questions as inference", () => {
    expect(inference("Would I likely enjoy a cello concert?")).toBe(true);
    expect(inference("What would my favourite season probably be?")).toBe(true);
    expect(inference("Would I still go climbing if my knee hurt?")).toBe(true);
    expect(inference("Might I want to move to the coast one day?")).toBe(true);
  });

  it("leaves questions about what happened alone", () => {
    expect(inference("When did I go to the cello concert?")).toBe(false);
    expect(inference("What would you like to know about my trip to Kyoto?")).toBe(false);
    expect(inference("What did my sister say she would bring?")).toBe(false);
    expect(inference("Would you show me my hikes?")).toBe(false);
  });

  it("never reads a negated likelihood as inference of what is there", () => {
    expect(inference("Did I go somewhere unlikely?")).toBe(false);
  });
});
