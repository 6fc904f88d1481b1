import { describe, expect, test } from "vitest";
import { MAX_GRAPH_MEMORIES, parseGraphQuery, toSubgraphOptions } from "./graph-query";

const parse = (query: string) => parseGraphQuery(new URLSearchParams(query));

describe("parseGraphQuery", () => {
  test("defaults to every node kind, all relationship kinds and the store's maximum", () => {
    expect(parse("")).toEqual({ ok: true, query: { kinds: ["memory", "semantic", "relationship"], limit: MAX_GRAPH_MEMORIES } });
  });

  test("reads comma-separated kinds, trimming blanks", () => {
    const parsed = parse("kinds=memory, relationship,&relationshipKinds=person,place&limit=50");
    expect(parsed).toEqual({ ok: true, query: { kinds: ["memory", "relationship"], relationshipKinds: ["person", "place"], limit: 50 } });
  });

  test("blank parameters count as absent", () => {
    expect(parse("kinds=&limit=%20")).toEqual(parse(""));
  });

  test.each([
    ["kinds=memory,photo", /"kinds\.1"/],
    ["relationshipKinds=friend", /"relationshipKinds\.0"/],
    ["kinds=,", /"kinds": give at least one value/],
    ["limit=abc", /"limit": must be a number/],
    ["limit=0", /"limit": must be at least 1/],
    ["limit=5001", /"limit": must be at most 5000/],
    ["limit=1.5", /"limit": must be a whole number/],
  ])("rejects %s with a clear message", (query, message) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe("toSubgraphOptions", () => {
  test("asks the store for semantic nodes only when that kind is wanted", () => {
    const withDetails = parse("kinds=memory,semantic&relationshipKinds=pet&limit=10");
    const without = parse("kinds=memory,relationship");
    if (!withDetails.ok || !without.ok) throw new Error("unexpected parse failure");
    expect(toSubgraphOptions(withDetails.query)).toEqual({ limit: 10, relationshipKinds: ["pet"], includeSemantic: true });
    expect(toSubgraphOptions(without.query)).toMatchObject({ includeSemantic: false, relationshipKinds: undefined });
  });
});
