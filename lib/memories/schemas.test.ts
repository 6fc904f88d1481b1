import { describe, expect, it } from "vitest";
import { memoryInputLimits } from "./schemas";

describe("memoryInputLimits", () => {
  it("are the schemas' own maxima, so forms cap inputs where the server refuses", () => {
    expect(memoryInputLimits).toEqual({ title: 120, summary: 4000, place: 200, detail: 120 });
  });
});
