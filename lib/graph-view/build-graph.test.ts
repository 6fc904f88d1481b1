import { describe, expect, test } from "vitest";
import { buildGraph, layoutInput, nodeKindsOf, placeNodes, positionsOf } from "./build-graph";
import type { GraphViewData } from "./graph-view-data";

const data: GraphViewData = {
  nodes: [
    { id: "m1", type: "memory", label: "Hike" },
    { id: "m2", type: "memory", label: "Dinner" },
    { id: "r1", type: "relationship", label: "Marcus", kind: "person", memoryCount: 2 },
  ],
  edges: [
    [0, 2],
    [1, 2],
    [2, 1], // the same link again
    [0, 7], // to no node
  ],
  memoryLimit: 5000,
  memoryCount: 2,
  totalMemories: 2,
  truncated: false,
};

describe("buildGraph and placeNodes", () => {
  test("every node with its drawing attributes, each link once, then the layout's positions", () => {
    const graph = buildGraph(data);
    expect(graph.order).toBe(3);
    expect(graph.size).toBe(2);
    expect(graph.getNodeAttributes("r1")).toMatchObject({ nodeKind: "relationship", relationshipKind: "person", label: "Marcus", x: 0, y: 0 });
    placeNodes(graph, data, new Float64Array([1, 2, 3, 4, 5, 6]));
    expect(positionsOf(graph)).toEqual(
      new Map([
        ["m1", { x: 1, y: 2 }],
        ["m2", { x: 3, y: 4 }],
        ["r1", { x: 5, y: 6 }],
      ]),
    );
    expect(nodeKindsOf(graph)).toEqual(new Set(["memory", "relationship"]));
  });
});

describe("layoutInput", () => {
  test("flattened links and, with an earlier layout, its positions (NaN for new nodes)", () => {
    const fresh = layoutInput(data, new Map());
    expect(fresh.nodes).toEqual([
      { id: "m1", kind: "memory" },
      { id: "m2", kind: "memory" },
      { id: "r1", kind: "relationship" },
    ]);
    expect([...fresh.edges]).toEqual([0, 2, 1, 2, 2, 1]);
    expect(fresh.previous).toBeUndefined();
    const again = layoutInput(data, new Map([["m2", { x: 3, y: 4 }]]));
    expect([...again.previous!]).toEqual([NaN, NaN, 3, 4, NaN, NaN]);
  });
});
