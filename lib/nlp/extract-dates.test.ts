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

describe("holidays from the one table", () => {
  it("names the day said and resolves movable holidays by their rule", () => {
    const photo2025 = { date: new Date("2025-06-01T12:00:00Z"), fromPhoto: true };
    expect(extractDates("new year's eve party", photo2025)).toMatchObject({ labels: ["New Year's Eve 2025"] });
    expect(extractDates("Mother's Day brunch", today)).toEqual({ labels: ["Mother's Day 2026"], resolvedDate: new Date("2026-05-10T12:00:00Z") });
    expect(extractDates("Hogmanay in Edinburgh", today).labels).toEqual(["New Year's Eve 2025"]);
    expect(extractDates("Diwali at my aunt's", today).labels).toEqual(["Diwali 2026"]);
  });
});
