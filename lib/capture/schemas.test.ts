import { describe, expect, it } from "vitest";
import { inputLimits } from "./schemas";

describe("inputLimits", () => {
  it("are the schemas' own maxima, so forms cap inputs where the server refuses", () => {
    expect(inputLimits).toEqual({ title: 120, summary: 4000, place: 200, detail: 120, message: 4000 });
  });
});
