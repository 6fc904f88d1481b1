import { describe, expect, test } from "vitest";
import { RELATIONSHIP_KINDS, type RelationshipKind } from "@/lib/graph/types";
import { displayEdge, displayNode, type GraphDisplayState } from "./graph-display";
import { DIMMED_NODE_COLOR } from "./graph-style";
import type { GraphNodeKind } from "./graph-view-data";

const memory = { nodeKind: "memory" as const, relationshipKind: null, color: "#000", label: "Hike" };
const person = { nodeKind: "relationship" as const, relationshipKind: "person" as const, color: "#f00", label: "Marcus" };

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
  test("shows everything by default", () => {
    expect(displayNode("m1", memory, state()).hidden).toBeUndefined();
    expect(displayNode("r1", person, state()).hidden).toBeUndefined();
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
  const m1 = { id: "m1", node: memory };
  const r1 = { id: "r1", node: person };

  test("hidden when either end is hidden", () => {
    expect(displayEdge(m1, r1, state({ relationshipKinds: new Set() }))).toEqual({ hidden: true });
    expect(displayEdge(m1, r1, state()).hidden).toBeUndefined();
  });

  test("edges between highlighted nodes stand out, others fade", () => {
    const both = displayEdge(m1, r1, state({ highlight: new Set(["m1", "r1"]) }));
    const one = displayEdge(m1, r1, state({ highlight: new Set(["r1"]) }));
    expect(both.size).toBeGreaterThan(1);
    expect(one.size).toBeUndefined();
    expect(one.color).not.toBe(both.color);
  });
});
