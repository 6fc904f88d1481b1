import { describe, expect, test } from "vitest";
import { ThemeListCache } from "./theme-list-cache";
import type { RelationshipNodeWithCount } from "./types";

const node = (id: string, memoryCount = 1): RelationshipNodeWithCount => ({
  id,
  userId: "u",
  kind: "person",
  key: `person:${id}`,
  matchKey: `name:${id}`,
  name: id,
  description: "",
  aliases: [id],
  descriptors: [],
  surname: null,
  memoryCount,
});

describe("ThemeListCache", () => {
  test("gives the list back only for the revision it was read at", () => {
    const cache = new ThemeListCache();
    cache.set("u", "rev-1", [node("ana", 2)]);
    expect(cache.get("u", "rev-1")?.map((n) => n.id)).toEqual(["ana"]);
    expect(cache.get("u", "rev-2")).toBeUndefined();
    expect(cache.get("other", "rev-1")).toBeUndefined();
  });

  test("keeps nothing for a graph without a revision, and forgets a user on request", () => {
    const cache = new ThemeListCache();
    expect(cache.set("u", "", [node("ana")]).map((n) => n.id)).toEqual(["ana"]);
    expect(cache.get("u", "")).toBeUndefined();
    cache.set("u", "rev-1", [node("ana")]);
    cache.forget("u");
    expect(cache.get("u", "rev-1")).toBeUndefined();
  });

  test("drops the least recently used user beyond its bound", () => {
    const cache = new ThemeListCache(2);
    cache.set("a", "1", [node("x")]);
    cache.set("b", "1", [node("y")]);
    cache.get("a", "1"); // a is now the most recently used
    cache.set("c", "1", [node("z")]);
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("c", "1")).toBeDefined();
  });

  test("cached nodes cannot be changed by a caller", () => {
    const cache = new ThemeListCache();
    const [cached] = cache.set("u", "rev-1", [node("ana", 2)]);
    expect(() => {
      (cached as RelationshipNodeWithCount).memoryCount = 99;
    }).toThrow(TypeError);
    expect(() => (cached.aliases as string[]).push("x")).toThrow(TypeError);
    expect(cache.get("u", "rev-1")?.[0].memoryCount).toBe(2);
  });
});
