import { describe, expect, it } from "vitest";
import { mentionedDays } from "./mentioned-days";

describe("mentionedDays", () => {
  it("reads the days a memory tells of in the weeks before its date", () => {
    expect(mentionedDays("I went to a castle on my trip to the UK last Friday. This week was all exams.", "2023-11-16T00:00:00.000Z")).toEqual(["2023-11-10"]);
    expect(mentionedDays("We got the puppy two weeks ago. Yesterday we walked her.", "2023-08-11T00:00:00.000Z")).toEqual(["2023-07-28", "2023-08-10"]);
    // 11 August 2023 was a Friday: "on Monday" is the Monday before it, not the one after.
    expect(mentionedDays("On Monday I baked bread.", "2023-08-11T00:00:00.000Z")).toEqual(["2023-08-07"]);
  });

  it("takes no month, year, far past day, today or text without a date for a day", () => {
    expect(mentionedDays("Last month was hard. A year ago we moved. We married on 3 June 2019. Today is sunny.", "2023-08-11T00:00:00.000Z")).toEqual([]);
    expect(mentionedDays("100% sure 🙂, 3 kids, a 5k at 7am https://x.example", "2023-08-11T00:00:00.000Z")).toEqual([]);
    expect(mentionedDays("last Friday", null)).toEqual([]);
  });
});
