import { describe, expect, it } from "vitest";
import { localDay, onThisDayMonthDays, onThisDayQuerySchema, yearsAgo, yearsAgoLabel } from "./on-this-day";

describe("on this day", () => {
  it("is the same month and day in earlier years", () => {
    expect(onThisDayMonthDays("2026-06-24")).toEqual(["06-24"]);
    expect(onThisDayMonthDays("2026-01-01")).toEqual(["01-01"]);
    expect(onThisDayMonthDays("2026-12-31")).toEqual(["12-31"]);
  });

  it("brings February 29 back on February 28 of years without one, and only then", () => {
    expect(onThisDayMonthDays("2026-02-28")).toEqual(["02-28", "02-29"]);
    expect(onThisDayMonthDays("2100-02-28")).toEqual(["02-28", "02-29"]); // not a leap year
    expect(onThisDayMonthDays("2028-02-28")).toEqual(["02-28"]); // Feb 29 comes tomorrow
    expect(onThisDayMonthDays("2000-02-28")).toEqual(["02-28"]); // 2000 was a leap year
    expect(onThisDayMonthDays("2028-02-29")).toEqual(["02-29"]);
    expect(onThisDayMonthDays("2026-03-01")).toEqual(["03-01"]);
  });

  it("counts whole years and says them", () => {
    expect(yearsAgo("2026-02-28", "2024-02-29")).toBe(2);
    expect(yearsAgo("2026-06-24", "2023-06-24")).toBe(3);
    expect(yearsAgoLabel(1)).toBe("1 year ago today");
    expect(yearsAgoLabel(3)).toBe("3 years ago today");
  });

  it("takes the browser's calendar day, not the UTC one", () => {
    // 23:30 local on June 24 is June 24 wherever the browser is (getFullYear/getMonth/getDate are local).
    expect(localDay(new Date(2026, 5, 24, 23, 30))).toBe("2026-06-24");
    expect(localDay(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
  });

  it("refuses a day that is not a date", () => {
    expect(onThisDayQuerySchema.safeParse({ day: "2026-02-30" }).success).toBe(false);
    expect(onThisDayQuerySchema.safeParse({ day: "today" }).success).toBe(false);
    expect(onThisDayQuerySchema.parse({ day: "2024-02-29" })).toEqual({ day: "2024-02-29" });
  });
});
