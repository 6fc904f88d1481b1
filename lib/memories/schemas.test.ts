import { describe, expect, it } from "vitest";
import { memoryInputLimits } from "./schemas";

describe("memoryInputLimits", () => {
  it("are the schemas' own maxima, so forms cap inputs where the server refuses", () => {
    expect(memoryInputLimits).toEqual({ title: 120, summary: 4000, place: 200, detail: 120 });
  });
});

describe("memoryFieldsSchema dates", () => {
  it("takes real days and refuses years no memory has, with a clear message", async () => {
    const { memoryFieldsSchema } = await import("./schemas");
    expect(memoryFieldsSchema.safeParse({ occurredOn: "2024-06-24" }).success).toBe(true);
    expect(memoryFieldsSchema.safeParse({ occurredOn: "" }).success).toBe(true);
    for (const bad of ["0000-01-01", "1066-10-14", "9999-12-31"]) {
      const parsed = memoryFieldsSchema.safeParse({ occurredOn: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0].message).toBe("Use a date between 1800 and next year.");
    }
  });
});
