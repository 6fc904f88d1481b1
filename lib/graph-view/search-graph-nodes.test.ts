import { describe, expect, test } from "vitest";
import type { GraphViewNode } from "./graph-view-data";
import { searchGraphNodes } from "./search-graph-nodes";

const nodes: GraphViewNode[] = [
  { id: "m1", type: "memory", label: "Dinner with Marcus" },
  { id: "r1", type: "relationship", label: "Marcus", kind: "person", memoryCount: 3 },
  { id: "r2", type: "relationship", label: "Marcella", kind: "person", memoryCount: 9 },
  { id: "s1", type: "semantic", label: "Marcus", kind: "person", memoryId: "m1" },
  { id: "r3", type: "relationship", label: "Zoë's café", kind: "place", memoryCount: 1 },
];

describe("searchGraphNodes", () => {
  test("label starts first, then themes before memories before details, bigger themes first", () => {
    expect(searchGraphNodes(nodes, "marc", 10).map((n) => n.id)).toEqual(["r2", "r1", "m1", "s1"]);
  });

  test("ignores case and accents", () => {
    expect(searchGraphNodes(nodes, "ZOE", 10).map((n) => n.id)).toEqual(["r3"]);
    expect(searchGraphNodes(nodes, "cafe", 10).map((n) => n.id)).toEqual(["r3"]);
  });

  test("blank text finds nothing; results are capped", () => {
    expect(searchGraphNodes(nodes, "  ", 10)).toEqual([]);
    expect(searchGraphNodes(nodes, "marc", 2)).toHaveLength(2);
  });

  test("a word inside a label counts as a word start", () => {
    expect(searchGraphNodes(nodes, "with", 10).map((n) => n.id)).toEqual(["m1"]);
  });
});
