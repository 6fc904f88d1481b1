import { describe, expect, test } from "vitest";
import { RELATIONSHIP_KINDS, type RelationshipKind } from "@/lib/graph/types";
import { countShownNodes, displayEdge, displayNode, displayReducers, isPlainDisplay, type DisplayGraph, type GraphDisplayState } from "./graph-display";
import { DIMMED_NODE_COLOR, EMPHASIS_EDGE_TYPE } from "./graph-style";
import type { GraphNodeKind } from "./graph-view-data";

const memory = { nodeKind: "memory" as const, relationshipKind: null };
const person = { nodeKind: "relationship" as const, relationshipKind: "person" as const };
const place = { nodeKind: "relationship" as const, relationshipKind: "place" as const };

function state(overrides: Partial<GraphDisplayState> = {}): GraphDisplayState {
  return {
    nodeKinds: new Set<GraphNodeKind>(["memory", "semantic", "relationship"]),
    relationshipKinds: new Set<RelationshipKind>(RELATIONSHIP_KINDS),
    highlight: new Set(),
    focus: null,
    selected: null,
    ...overrides,
  };
}

describe("displayNode", () => {
  test("shows everything by default, changing nothing", () => {
    expect(displayNode("m1", memory, state())).toEqual({});
    expect(displayNode("r1", person, state())).toEqual({});
  });

  test("hides filtered node kinds and relationship kinds", () => {
    expect(displayNode("m1", memory, state({ nodeKinds: new Set(["relationship"]) }))).toEqual({ hidden: true });
    expect(displayNode("r1", person, state({ relationshipKinds: new Set(["place"]) }))).toEqual({ hidden: true });
    expect(displayNode("m1", memory, state({ relationshipKinds: new Set(["place"]) })).hidden).toBeUndefined();
  });

  test("focus mode shows only the neighbourhood", () => {
    const focused = state({ focus: new Set(["r1", "m1"]) });
    expect(displayNode("m1", memory, focused).hidden).toBeUndefined();
    expect(displayNode("m2", memory, focused)).toEqual({ hidden: true });
  });

  test("highlight labels the used nodes and dims the rest", () => {
    const highlighted = state({ highlight: new Set(["r1"]) });
    expect(displayNode("r1", person, highlighted)).toMatchObject({ highlighted: true, forceLabel: true });
    expect(displayNode("m1", memory, highlighted)).toMatchObject({ color: DIMMED_NODE_COLOR, label: null });
  });

  test("the selected node stands out even when dimmed by a highlight", () => {
    expect(displayNode("m1", memory, state({ highlight: new Set(["r1"]), selected: "m1" }))).toMatchObject({ highlighted: true, forceLabel: true });
  });
});

describe("displayEdge", () => {
  const everyone = () => true;

  test("hidden when either end is hidden", () => {
    expect(displayEdge("m1", "r1", (id) => id !== "r1", state())).toEqual({ hidden: true });
    expect(displayEdge("m1", "r1", everyone, state())).toEqual({});
  });

  test("edges between highlighted nodes stand out (thick), others fade", () => {
    const both = displayEdge("m1", "r1", everyone, state({ highlight: new Set(["m1", "r1"]) }));
    const one = displayEdge("m1", "r1", everyone, state({ highlight: new Set(["r1"]) }));
    expect(both).toMatchObject({ type: EMPHASIS_EDGE_TYPE });
    expect(both.size).toBeGreaterThan(1);
    expect(one.type).toBeUndefined();
    expect(one.color).not.toBe(both.color);
  });

  test("the selected node's edges stand out", () => {
    expect(displayEdge("m1", "r1", everyone, state({ selected: "r1" }))).toMatchObject({ type: EMPHASIS_EDGE_TYPE });
    expect(displayEdge("m1", "r2", everyone, state({ selected: "r1" }))).toEqual({});
  });
});

describe("isPlainDisplay", () => {
  test("plain when every kind the graph has is shown and nothing is highlighted, focused or selected", () => {
    const base = state({ nodeKinds: new Set(["memory", "relationship"]) });
    expect(isPlainDisplay(base, ["memory", "relationship"])).toBe(true);
    expect(isPlainDisplay(base, ["memory", "relationship", "semantic"])).toBe(false);
    expect(isPlainDisplay({ ...base, relationshipKinds: new Set(["person"]) }, ["memory", "relationship"])).toBe(false);
    expect(isPlainDisplay({ ...base, highlight: new Set(["m1"]) }, ["memory"])).toBe(false);
    expect(isPlainDisplay({ ...base, focus: new Set(["m1"]) }, ["memory"])).toBe(false);
    expect(isPlainDisplay({ ...base, selected: "m1" }, ["memory"])).toBe(false);
  });
});

describe("displayReducers", () => {
  const nodes: Record<string, typeof memory | typeof person | typeof place> = { m1: memory, m2: memory, r1: person, r2: place };
  const edges: Record<string, [string, string]> = { e1: ["m1", "r1"], e2: ["m2", "r2"], e3: ["m1", "r2"] };
  let lookups = 0;
  const graph: DisplayGraph = {
    getNodeAttributes: (id) => (lookups++, nodes[id]),
    source: (edge) => edges[edge][0],
    target: (edge) => edges[edge][1],
  };

  test("none for a plain display", () => {
    expect(displayReducers(state(), () => graph, ["memory", "relationship"])).toBeNull();
  });

  test("update sigma's copy of the attributes in place, each node looked up once for its edges", () => {
    const reducers = displayReducers(state({ relationshipKinds: new Set(["place"]) }), () => graph, ["memory", "relationship"])!;
    const copy = { ...person, label: "Marcus", color: "#f00" };
    expect(reducers.nodeReducer("r1", copy)).toBe(copy);
    expect(copy).toMatchObject({ hidden: true, label: "Marcus" });
    lookups = 0;
    const results = Object.keys(edges).map((edge) => reducers.edgeReducer(edge, { size: 1 }));
    expect(results.map((r) => r.hidden ?? false)).toEqual([true, false, false]);
    expect(lookups).toBe(4); // m1, r1, m2, r2: once each
  });

  test("a new graph on the canvas is looked up afresh", () => {
    const reducers = displayReducers(state({ focus: new Set(["m1", "r1"]) }), () => current, ["memory", "relationship"])!;
    let current: DisplayGraph = graph;
    expect(reducers.edgeReducer("e1", {}).hidden).toBeUndefined();
    current = { ...graph, getNodeAttributes: (id) => (id === "r1" ? { nodeKind: "semantic", relationshipKind: null } : nodes[id]) };
    expect(reducers.edgeReducer("e1", {}).hidden).toBeUndefined(); // still focused: m1 and r1
    const filtered = displayReducers(state({ nodeKinds: new Set(["memory", "relationship"]) }), () => current, ["memory", "relationship", "semantic"])!;
    expect(filtered.edgeReducer("e1", {}).hidden).toBe(true); // r1 is a detail now, and details are off
  });
});

describe("countShownNodes", () => {
  test("counts what the filters and focus leave", () => {
    const all = Object.entries({ m1: memory, m2: memory, r1: person, r2: place });
    expect(countShownNodes(all, state())).toBe(4);
    expect(countShownNodes(all, state({ relationshipKinds: new Set(["place"]) }))).toBe(3);
    expect(countShownNodes(all, state({ nodeKinds: new Set(["relationship"]), focus: new Set(["r1", "m1"]) }))).toBe(1);
  });
});
