import { describe, expect, test } from "vitest";
import { graphHighlightHref, MAX_HIGHLIGHT_IDS, parseHighlight } from "./highlight";

describe("parseHighlight", () => {
  test("splits comma-separated ids, trims, drops blanks and duplicates", () => {
    expect(parseHighlight(" theme-1,mem-2,,theme-1 , ")).toEqual(["theme-1", "mem-2"]);
  });

  test("merges repeated parameters", () => {
    expect(parseHighlight(["a,b", "c"])).toEqual(["a", "b", "c"]);
  });

  test("nothing given means nothing highlighted", () => {
    expect(parseHighlight(undefined)).toEqual([]);
    expect(parseHighlight("")).toEqual([]);
  });

  test("drops over-long ids and caps the count", () => {
    expect(parseHighlight(`ok,${"x".repeat(201)}`)).toEqual(["ok"]);
    const many = Array.from({ length: MAX_HIGHLIGHT_IDS + 20 }, (_, i) => `n${i}`).join(",");
    expect(parseHighlight(many)).toHaveLength(MAX_HIGHLIGHT_IDS);
  });
});

describe("graphHighlightHref", () => {
  test("links to the graph with encoded ids", () => {
    expect(graphHighlightHref(["user:person:marcus", "mem 1"])).toBe("/graph?highlight=user%3Aperson%3Amarcus,mem%201");
    expect(graphHighlightHref([])).toBe("/graph");
  });

  test("round-trips through the search params the page receives", () => {
    const href = graphHighlightHref(["user:place:humboldt park|chicago", "m1"]);
    const raw = new URL(href, "http://localhost").searchParams.get("highlight");
    expect(parseHighlight(raw)).toEqual(["user:place:humboldt park|chicago", "m1"]);
  });
});
