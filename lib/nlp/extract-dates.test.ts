import { describe, expect, it } from "vitest";
import { extractDates } from "./extract-dates";

const today = { date: new Date("2026-11-22T12:00:00Z"), fromPhoto: false };

describe("extractDates", () => {
  it("takes a year said with a holiday over the nearest one", () => {
    expect(extractDates("yep, Christmas Day 2024, 12 hour shift", today)).toEqual({ labels: ["Christmas 2024"], resolvedDate: new Date("2024-12-25T12:00:00Z") });
    expect(extractDates("Christmas Eve 2024, in our flat", today).resolvedDate).toEqual(new Date("2024-12-24T12:00:00Z"));
  });

  it("resolves a holiday without a year to the latest one by the reference date", () => {
    expect(extractDates("last Easter we went to the coast", today).labels).toEqual(["Easter 2026"]);
  });
});
