import { describe, expect, it } from "vitest";
import { extractDates } from "./extract-dates";

const today = { date: new Date("2026-11-22T12:00:00Z"), fromPhoto: false };

describe("extractDates", () => {
  it("takes a year said with a holiday over the nearest one", () => {
    expect(extractDates("yep, Christmas Day 2024, 12 hour shift", today)).toEqual({ labels: ["Christmas 2024"], resolvedDate: new Date("2024-12-25T12:00:00Z"), range: null });
    expect(extractDates("Christmas Eve 2024, in our flat", today).resolvedDate).toEqual(new Date("2024-12-24T12:00:00Z"));
  });

  it("reads 'fall' as the season only where a time is said ('last fall', 'in the fall'), never a fall ('grandpa had a bad fall', 'recovering from his fall')", () => {
    expect(extractDates("apple picking last fall with the kids", today).labels).toEqual([expect.stringMatching(/^autumn \d{4}$/)]);
    expect(extractDates("the orchard in the fall", today).labels).toEqual([expect.stringMatching(/^autumn \d{4}$/)]);
    expect(extractDates("grandpa is recovering from his fall", today).labels).toEqual([]);
    expect(extractDates("after the fall from the ladder she walked with a stick", today).labels).toEqual([]);
  });

  it("resolves a holiday without a year to the latest one by the reference date", () => {
    expect(extractDates("last Easter we went to the coast", today).labels).toEqual(["Easter 2026"]);
  });
});

describe("holidays from the one table", () => {
  it("names the day said and resolves movable holidays by their rule", () => {
    const photo2025 = { date: new Date("2025-06-01T12:00:00Z"), fromPhoto: true };
    expect(extractDates("new year's eve party", photo2025)).toMatchObject({ labels: ["New Year's Eve 2025"] });
    expect(extractDates("Mother's Day brunch", today)).toEqual({ labels: ["Mother's Day 2026"], resolvedDate: new Date("2026-05-10T12:00:00Z"), range: null });
    expect(extractDates("Hogmanay in Edinburgh", today).labels).toEqual(["New Year's Eve 2025"]);
    expect(extractDates("Diwali at my aunt's", today).labels).toEqual(["Diwali 2026"]);
  });
});

describe("date ranges", () => {
  const photoMay = { date: new Date("2026-05-03T12:00:00Z"), fromPhoto: true };
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("reads days said without a month in the reference's month, and ranges chrono knows", () => {
    expect(extractDates("from the 3rd to the 7th we camped by the river", photoMay).range).toEqual({ start: day("2026-05-03"), end: day("2026-05-07") });
    expect(extractDates("between the 10th and the 12th of June", photoMay).range).toEqual({ start: day("2026-06-10"), end: day("2026-06-12") });
    expect(extractDates("3-7 May in Lisbon", photoMay).range).toEqual({ start: day("2026-05-03"), end: day("2026-05-07") });
    expect(extractDates("we stayed from 28 December to 2 January", photoMay).range).toEqual({ start: day("2025-12-28"), end: day("2026-01-02") });
  });

  it("finds no range in a single day or in numbers that are not days", () => {
    expect(extractDates("on May 3 we camped", photoMay).range).toBeNull();
    expect(extractDates("from 3 to 7 people came", photoMay).range).toBeNull();
  });
});
