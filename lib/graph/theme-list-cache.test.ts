import { describe, expect, test } from "vitest";
import { ThemeListCache } from "./theme-list-cache";
import type { RelationshipNode, RelationshipNodeWithCount } from "./types";

const theme = (id: string, extra: Partial<RelationshipNode> = {}): RelationshipNode => ({
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
  ...extra,
});
const node = (id: string, memoryCount = 1): RelationshipNodeWithCount => ({ ...theme(id), memoryCount });
const counts = (nodes: readonly RelationshipNodeWithCount[] | undefined) => nodes?.map((n) => [n.id, n.memoryCount]);

describe("ThemeListCache", () => {
  test("gives the list back, most memories first, only for the revision it was read at", () => {
    const cache = new ThemeListCache();
    cache.set("u", "rev-1", [node("bo", 1), node("ana", 2), node("al", 1)]);
    expect(counts(cache.get("u", "rev-1"))).toEqual([["ana", 2], ["al", 1], ["bo", 1]]);
    expect(cache.get("u", "rev-2")).toBeUndefined();
    expect(cache.get("other", "rev-1")).toBeUndefined();
    expect(counts(cache.find("u", "rev-1", new Set(["name:bo", "name:zed"])))).toEqual([["bo", 1]]);
    expect(cache.find("u", "rev-2", new Set(["name:bo"]))).toBeUndefined();
  });

  test("keeps nothing for a graph without a revision, and forgets a user on request", () => {
    const cache = new ThemeListCache();
    expect(cache.set("u", "", [node("ana")]).map((n) => n.id)).toEqual(["ana"]);
    expect(cache.get("u", "")).toBeUndefined();
    cache.set("u", "rev-1", [node("ana")]);
    cache.forget("u");
    expect(cache.get("u", "rev-1")).toBeUndefined();
  });

  test("applies the store's own write: new themes, joined themes, content, left and emptied themes", () => {
    const cache = new ThemeListCache();
    cache.set("u", "rev-1", [node("ana", 2), node("bo", 1), node("cy", 3)]);
    cache.applyWrite("u", "rev-1", "rev-2", {
      written: [
        { theme: theme("ana", { name: "Ana Reed", surname: "Reed", descriptors: ["sister"], kind: "pet" }), linked: true },
        { theme: theme("cy"), linked: false },
        { theme: theme("dee"), linked: true },
      ],
      unlinked: ["bo"],
    });
    expect(cache.get("u", "rev-1")).toBeUndefined();
    const after = cache.get("u", "rev-2")!;
    expect(counts(after)).toEqual([["ana", 3], ["cy", 3], ["dee", 1]]);
    // Content follows the write; the kind a theme was created with stays.
    expect(after[0]).toMatchObject({ name: "Ana Reed", surname: "Reed", descriptors: ["sister"], kind: "person" });
  });

  test("a write that did not start from the cached revision drops the copy", () => {
    const cache = new ThemeListCache();
    cache.set("u", "rev-1", [node("ana", 2)]);
    cache.applyWrite("u", "rev-other", "rev-3", { written: [{ theme: theme("ana"), linked: true }], unlinked: [] });
    expect(cache.get("u", "rev-1")).toBeUndefined();
    expect(cache.get("u", "rev-3")).toBeUndefined();
  });

  test("a change naming a theme the copy does not have drops the copy", () => {
    const cache = new ThemeListCache();
    cache.set("u", "rev-1", [node("ana", 2)]);
    cache.applyWrite("u", "rev-1", "rev-2", { written: [], unlinked: ["ghost"] });
    expect(cache.get("u", "rev-2")).toBeUndefined();
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
