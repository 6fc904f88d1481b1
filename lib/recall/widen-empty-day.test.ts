import { describe, expect, it } from "vitest";
import { buildLexicalIndex, type MemoryDocument } from "./lexical-index";
import { resolveTimeWindow } from "./time-window";
import { latestMonthOrSeasonWithMemories, widenEmptyDay } from "./widen-empty-day";

const doc = (id: string, day: string): MemoryDocument => ({
  id, occurredAt: `${day}T12:00:00.000Z`, fields: { title: id, summary: id, place: "", details: "", userWords: "", scene: "" },
});
const day = (d: string) => ({ from: new Date(`${d}T00:00:00Z`), to: new Date(new Date(`${d}T00:00:00Z`).getTime() + 86_400_000), label: d, text: d });
const asOf = new Date("2024-12-01T12:00:00Z");

describe("widenEmptyDay", () => {
  it("keeps a named day that some memory has", () => {
    const index = buildLexicalIndex([doc("a", "2024-03-03"), doc("b", "2024-03-06")]);
    expect(widenEmptyDay(day("2024-03-03"), index, asOf)).toEqual(day("2024-03-03"));
  });

  it("widens a day no memory has to the memories written down in the week after", () => {
    const index = buildLexicalIndex([doc("a", "2024-03-01"), doc("b", "2024-03-06")]);
    const wide = widenEmptyDay(day("2024-03-03"), index, asOf)!;
    expect(wide.from.toISOString()).toBe("2024-03-02T00:00:00.000Z");
    expect(wide.to.toISOString()).toBe("2024-03-11T00:00:00.000Z");
  });

  it("never reaches past the request's day, and leaves longer windows alone", () => {
    const index = buildLexicalIndex([doc("a", "2024-01-01")]);
    expect(widenEmptyDay(day("2024-11-29"), index, asOf)!.to.toISOString()).toBe("2024-12-02T00:00:00.000Z");
    const month = { from: new Date("2024-05-01T00:00:00Z"), to: new Date("2024-06-01T00:00:00Z"), label: "May 2024", text: "May 2024" };
    expect(widenEmptyDay(month, index, asOf)).toBe(month);
  });
});

describe("latestMonthOrSeasonWithMemories", () => {
  const index = buildLexicalIndex([doc("may-2022", "2022-05-12"), doc("summer-2021", "2021-07-04"), doc("june-2023", "2023-06-20")]);
  const today = new Date("2024-01-12T12:00:00Z");
  const resolved = (text: string) => latestMonthOrSeasonWithMemories(resolveTimeWindow(text, today), index)!;

  it("takes a month said without a year for the latest one the user has memories of", () => {
    const may = resolved("Which outdoor spot did I visit in May?");
    expect(may.label).toBe("May 2022");
    expect([may.from.toISOString(), may.to.toISOString()]).toEqual(["2022-05-01T00:00:00.000Z", "2022-06-01T00:00:00.000Z"]);
    // The last summer has memories: it is the one meant.
    expect(resolved("What did I do during the summer?").label).toBe("summer 2023");
  });

  it("keeps a year, 'this' or 'last' as said, and a month no year has memories of", () => {
    expect(resolved("What did I do in May 2023?").label).toBe("May 2023");
    expect(resolved("What did I do last May?").label).toBe("May 2023");
    expect(resolved("What did I do in March?").label).toBe("March 2023");
  });
});
