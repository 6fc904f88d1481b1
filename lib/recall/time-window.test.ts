import { describe, expect, it } from "vitest";
import { expandClippedTimeUnits, overlapsWindow, resolveTimeWindow } from "./time-window";

const asOf = new Date("2025-11-15T12:00:00Z");
const range = (text: string, at = asOf) => {
  const w = resolveTimeWindow(text, at);
  return w && [w.from.toISOString().slice(0, 10), w.to.toISOString().slice(0, 10), w.label];
};

describe("resolveTimeWindow", () => {
  it("resolves seasons against the request date", () => {
    expect(range("what did I get up to last summer")).toEqual(["2025-06-01", "2025-09-01", "summer 2025"]);
    expect(range("last summer", new Date("2025-07-10"))).toEqual(["2024-06-01", "2024-09-01", "summer 2024"]);
    expect(range("this summer", new Date("2025-07-10"))).toEqual(["2025-06-01", "2025-07-11", "summer 2025"]);
    expect(range("last winter")).toEqual(["2024-12-01", "2025-03-01", "winter 2024"]);
    expect(range("in the fall of 2023")).toEqual(["2023-09-01", "2023-12-01", "autumn 2023"]);
    expect(range("summer 2024")).toEqual(["2024-06-01", "2024-09-01", "summer 2024"]);
  });

  it("reads 'fall' as the season only where a time is said, never falling ('fall off the horse', 'his fall')", () => {
    expect(range("what did we do last fall")).toEqual(["2024-09-01", "2024-12-01", "autumn 2024"]);
    expect(range("apple picking in the fall")).toEqual(["2024-09-01", "2024-12-01", "autumn 2024"]);
    expect(range("fall 2023 in Vermont")).toEqual(["2023-09-01", "2023-12-01", "autumn 2023"]);
    expect(range("what did we plant in the fall and winter")).toEqual(["2024-09-01", "2024-12-01", "autumn 2024"]);
    expect(range("when did mum fall and hurt her hip")).toBeNull();
    expect(range("When did Temka fall off the horse and break his arm?")).toBeNull();
    expect(range("when did I fall asleep on the train")).toBeNull();
    expect(range("when did I fall in love with pottery")).toBeNull();
    expect(range("how did grandpa recover from his fall")).toBeNull();
    expect(range("the big fall from the tree")).toBeNull();
    // A falling word first does not hide the season said after it.
    expect(range("when did mum fall off her bike in the fall")).toEqual(["2024-09-01", "2024-12-01", "autumn 2024"]);
  });

  it("reads 'before last' as one more back: the winter, March, year, month or week before last", () => {
    expect(range("what all happened the winter before last")).toEqual(["2023-12-01", "2024-03-01", "winter 2023"]);
    expect(range("the summer before last")).toEqual(["2024-06-01", "2024-09-01", "summer 2024"]);
    expect(range("the March before last")).toEqual(["2024-03-01", "2024-04-01", "March 2024"]);
    expect(range("the year before last")).toEqual(["2023-01-01", "2024-01-01", "2023"]);
    expect(range("the month before last")).toEqual(["2025-09-01", "2025-10-01", "September 2025"]);
    expect(range("the month before last", new Date("2025-01-20"))).toEqual(["2024-11-01", "2024-12-01", "November 2024"]);
    expect(range("the week before last")).toEqual(["2025-10-27", "2025-11-03", "27 October to 2 November 2025"]);
  });

  it("writes out the units people clip ('2 yrs ago', 'a few wks'), and nothing else", () => {
    expect(expandClippedTimeUnits("when did i find my kitty?? like 2 yrs ago")).toBe("when did i find my kitty?? like 2 years ago");
    expect(expandClippedTimeUnits("the last few wks and 3hrs")).toBe("the last few weeks and 3 hours");
    expect(expandClippedTimeUnits("how did the team get better yr to yr, both yrs")).toBe("how did the team get better year to year, both years");
    expect(expandClippedTimeUnits("Mos Eisley, hrs of fun")).toBe("Mos Eisley, hrs of fun");
  });

  it("reads a time after 'since' (or 'from ... on') as where a span begins that runs to the request's day", () => {
    expect(range("What have I done to learn Gaelic since last June?")).toEqual(["2025-06-01", "2025-11-16", "the time since June 2025"]);
    expect(range("guests at the B&B since last summer")).toEqual(["2025-06-01", "2025-11-16", "the time since summer 2025"]);
    expect(range("how has my dads health gone up and down since 2023")).toEqual(["2023-01-01", "2025-11-16", "the time since 2023"]);
    expect(range("what has happened ever since 3 June 2024")).toEqual(["2024-06-03", "2025-11-16", "the time since 3 June 2024"]);
    expect(range("everything from March on")).toEqual(["2025-03-01", "2025-11-16", "the time since March 2025"]);
    // A clause of a few words between "since" and its time: the clause's words are time words, not things to find.
    expect(resolveTimeWindow("How has my law degree gone since I started in September?", asOf)).toMatchObject({ label: "the time since September 2025", text: "since I started in September" });
    // Without "since" the period is itself.
    expect(range("What did I do last June?")).toEqual(["2025-06-01", "2025-07-01", "June 2025"]);
    expect(range("from March to May 2024")?.[2]).not.toMatch(/since/);
  });

  it("reads a month or season said with 'last year' or 'this year' as that year's", () => {
    expect(range("the lorry broke down on the highway in January last year")).toEqual(["2024-01-01", "2024-02-01", "January 2024"]);
    expect(range("the summer of last year")).toEqual(["2024-06-01", "2024-09-01", "summer 2024"]);
    expect(range("in March this year")).toEqual(["2025-03-01", "2025-04-01", "March 2025"]);
    expect(range("winter, last year")).toEqual(["2024-12-01", "2025-03-01", "winter 2024"]);
  });

  it("resolves years and the past year", () => {
    expect(range("What did Priya and I do together in 2024?")).toEqual(["2024-01-01", "2025-01-01", "2024"]);
    expect(range("whats happened in my life over the past year")).toEqual(["2024-11-15", "2025-11-16", "the past 12 months"]);
    expect(range("What have I been up to this past year?")).toEqual(["2024-11-15", "2025-11-16", "the past 12 months"]);
    expect(range("What have Marcus and I done together this year?")).toEqual(["2025-01-01", "2025-11-16", "2025 so far"]);
    expect(range("anything from last year")).toEqual(["2024-01-01", "2025-01-01", "2024"]);
  });

  it("resolves months to the most recent one in the past", () => {
    expect(range("the picnic in March")).toEqual(["2025-03-01", "2025-04-01", "March 2025"]);
    expect(range("in December")).toEqual(["2024-12-01", "2025-01-01", "December 2024"]);
    expect(range("last November")).toEqual(["2024-11-01", "2024-12-01", "November 2024"]);
    expect(range("in march 2023")).toEqual(["2023-03-01", "2023-04-01", "March 2023"]);
  });

  it("uses chrono for other dates and ignores future ones", () => {
    expect(range("last month")).toEqual(["2025-10-01", "2025-11-01", expect.any(String)]);
    expect(range("on 3 June 2024")?.slice(0, 2)).toEqual(["2024-06-03", "2024-06-04"]);
  });

  it("never reaches past the request's day: relative periods stop today, a season still to come is the last one", () => {
    expect(range("What did I do this year?")).toEqual(["2025-01-01", "2025-11-16", "2025 so far"]);
    expect(range("what did I do this month")).toEqual(["2025-11-01", "2025-11-16", "November 2025 so far"]);
    expect(range("anything this week")).toEqual(["2025-11-10", "2025-11-16", "this week"]);
    expect(range("in November")).toEqual(["2025-11-01", "2025-11-16", "November 2025"]);
    expect(range("this autumn")).toEqual(["2025-09-01", "2025-11-16", "autumn 2025"]);
    expect(range("in 2025")).toEqual(["2025-01-01", "2025-11-16", "2025"]);
    expect(range("this summer", new Date("2025-04-10T12:00:00Z"))).toEqual(["2024-06-01", "2024-09-01", "summer 2024"]);
    expect(range("this winter")).toEqual(["2024-12-01", "2025-03-01", "winter 2024"]);
    expect(range("this spring", new Date("2025-02-10T12:00:00Z"))).toEqual(["2024-03-01", "2024-06-01", "spring 2024"]);
  });

  it("reads a full date later in the request over a bare weekday or month before it, and a weekday before or after a date", () => {
    // 23 October 2022 was a Sunday; 30 June 2023 a Friday.
    expect(range("what was shown on the big screen on the Sunday before October 25, 2022?")).toEqual(["2022-10-23", "2022-10-24", "23 October 2022"]);
    expect(range("What happened on the Friday before July 4, 2023?")).toEqual(["2023-06-30", "2023-07-01", "30 June 2023"]);
    // 3 June 2023 was a Saturday: the Saturday and the weekend after it are a week later.
    expect(range("the Saturday after 3 June 2023")).toEqual(["2023-06-10", "2023-06-11", "10 June 2023"]);
    expect(range("the weekend after June 3, 2023")).toEqual(["2023-06-10", "2023-06-12", "10 June to 11 June 2023"]);
    expect(range("what did I do on Sunday, October 23, 2022")).toEqual(["2022-10-23", "2022-10-24", "23 October 2022"]);
    const week = resolveTimeWindow("the week before August 3, 2023", asOf)!;
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual(["2023-07-24T00:00:00.000Z", "2023-07-31T00:00:00.000Z"]);
  });

  it("narrows to the part of a month, year or season said, and keeps its words as time words", () => {
    expect(range("Which tournament did I win in the beginning of November 2022?")).toEqual(["2022-11-01", "2022-11-16", "early November 2022"]);
    expect(resolveTimeWindow("Which tournament did I win in the beginning of November 2022?", asOf)!.text).toBe("the beginning of November 2022");
    expect(range("late 2023")).toEqual(["2023-07-02", "2024-01-01", "late 2023"]);
    expect(range("the end of last summer")).toEqual(["2025-07-17", "2025-09-01", "late summer 2025"]);
    expect(range("mid-March 2024")).toEqual(["2024-03-08", "2024-03-24", "mid March 2024"]);
  });

  it("narrows a month to the week of it said", () => {
    expect(range("Which country was I visiting in the second week of November 2023?")).toEqual(["2023-11-08", "2023-11-15", "8 November to 14 November 2023"]);
    expect(range("the first week of May 2024")).toEqual(["2024-05-01", "2024-05-08", "1 May to 7 May 2024"]);
    expect(range("the last week of February 2024")).toEqual(["2024-02-23", "2024-03-01", "23 February to 29 February 2024"]);
    expect(resolveTimeWindow("in the 3rd week of June 2024", asOf)!.text).toBe("the 3rd week of June 2024");
  });

  it("reads 'these last three years', 'the past 6 months', 'the last couple of weeks' as a span back to the request's day", () => {
    expect(range("All the times I've been up in the pulpit these last three years")).toEqual(["2022-11-15", "2025-11-16", "the past three years"]);
    expect(range("hikes in the past 6 months")).toEqual(["2025-05-15", "2025-11-16", "the past 6 months"]);
    // chrono would count back to one day ("2 weeks ago"); the span is every day since.
    expect(range("what did I cook over the last couple of weeks")).toEqual(["2025-11-01", "2025-11-16", "the past couple of weeks"]);
    expect(range("walks the last few days")).toEqual(["2025-11-12", "2025-11-16", "the past few days"]);
    expect(resolveTimeWindow("the past 12 months", asOf)!.label).toBe("the past 12 months");
  });

  it("finds no window in 'at the last minute' or 'the last hour': a memory is found by its day at least", () => {
    expect(resolveTimeWindow("the banking go-live where i found a big issue at the last minute", asOf)).toBeNull();
    expect(resolveTimeWindow("what did I say in the last hour", asOf)).toBeNull();
    expect(range("the last minute change in March 2025")).toEqual(["2025-03-01", "2025-04-01", "March 2025"]);
  });

  it("reads 'back in November' as the last November that has ended, not the one still running", () => {
    expect(range("What time did Brian run back in November?")).toEqual(["2024-11-01", "2024-12-01", "November 2024"]);
    expect(range("What did Brian run in November?")).toEqual(["2025-11-01", "2025-11-16", "November 2025"]);
    expect(range("back in March")).toEqual(["2025-03-01", "2025-04-01", "March 2025"]);
  });

  it("returns null when the request names no time", () => {
    expect(resolveTimeWindow("Pull up every hike I've been on", asOf)).toBeNull();
    expect(resolveTimeWindow("where exactly did marcus propose", asOf)).toBeNull();
    expect(resolveTimeWindow("How does Humboldt Park look in different seasons in my photos?", asOf)).toBeNull();
  });
});

describe("overlapsWindow", () => {
  const august = { from: new Date("2026-08-01T00:00:00Z"), to: new Date("2026-09-01T00:00:00Z") };
  it("counts a memory whose range overlaps the window, not only its first day", () => {
    expect(overlapsWindow(august, "2026-07-29T12:00:00Z", "2026-08-02T12:00:00Z")).toBe(true);
    expect(overlapsWindow(august, "2026-07-29T12:00:00Z", null)).toBe(false);
    expect(overlapsWindow(august, "2026-08-31T12:00:00Z", "2026-09-03T12:00:00Z")).toBe(true);
    expect(overlapsWindow(august, "2026-09-01T12:00:00Z", "2026-09-03T12:00:00Z")).toBe(false);
    expect(overlapsWindow(august, null, null)).toBe(false);
  });
});
