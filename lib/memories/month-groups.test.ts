import { describe, expect, it } from "vitest";
import { groupByMonth } from "./month-groups";

describe("groupByMonth", () => {
  it("groups consecutive items by UTC month with a readable label, keeping order", () => {
    const groups = groupByMonth([
      { id: "a", timelineAt: "2024-01-31T23:30:00.000Z" },
      { id: "b", timelineAt: "2024-01-02T00:00:00.000Z" },
      { id: "c", timelineAt: "2023-12-31T23:59:59.000Z" },
      { id: "d", timelineAt: "2023-06-24T14:30:00.000Z" },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id).join("")])).toEqual([
      ["January 2024", "ab"],
      ["December 2023", "c"],
      ["June 2023", "d"],
    ]);
  });

  it("merges a month split across two loaded pages", () => {
    const page1 = [{ timelineAt: "2024-03-20T00:00:00.000Z" }];
    const page2 = [{ timelineAt: "2024-03-02T00:00:00.000Z" }];
    expect(groupByMonth([...page1, ...page2])).toHaveLength(1);
  });
});
