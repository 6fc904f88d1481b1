import { describe, expect, it } from "vitest";
import { columnsFor, periodEnd, timelineBlocks, yearsOf } from "./timeline-rows";

const item = (id: string, timelineAt: string) => ({ id, timelineAt });

describe("timeline blocks", () => {
  it("fits several cards on a laptop and two on a phone", () => {
    expect(columnsFor(1120)).toBe(5);
    expect(columnsFor(358)).toBe(2);
    expect(columnsFor(200)).toBe(2);
  });

  it("cuts each month into blocks of three rows, the first carrying the heading", () => {
    const june = Array.from({ length: 7 }, (_, i) => item(`j${i}`, `2023-06-${String(28 - i).padStart(2, "0")}T12:00:00.000Z`));
    const blocks = timelineBlocks([item("a", "2023-08-12T10:00:00.000Z"), ...june], 2);
    expect(blocks.map((b) => [b.key, b.label, b.first, b.items.map((i) => i.id).join(",")])).toEqual([
      ["2023-08:0", "August 2023", true, "a"],
      ["2023-06:0", "June 2023", true, "j0,j1,j2,j3,j4,j5"],
      ["2023-06:1", "June 2023", false, "j6"],
    ]);
  });

  it("starts a jump at the period's last day", () => {
    expect(periodEnd("2021")).toBe("2021-12-31");
    expect(periodEnd("2024-02")).toBe("2024-02-29");
    expect(periodEnd("2023-02")).toBe("2023-02-28");
    expect(periodEnd("2023-06")).toBe("2023-06-30");
  });

  it("groups months by year with totals for the jump menu", () => {
    const years = yearsOf([
      { month: "2024-02", count: 2 },
      { month: "2023-08", count: 1 },
      { month: "2023-06", count: 3 },
    ]);
    expect(years.map((y) => [y.year, y.count, y.months.length])).toEqual([
      ["2024", 2, 1],
      ["2023", 4, 2],
    ]);
  });
});
