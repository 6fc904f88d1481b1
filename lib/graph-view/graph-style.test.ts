import { describe, expect, test } from "vitest";
import { RELATIONSHIP_KINDS } from "@/lib/graph/types";
import { labelShownAt, MEMORY_NODE_SIZE, NODE_KIND_STYLE, nodeAttributes, RELATIONSHIP_KIND_STYLE, relationshipNodeSize, SEMANTIC_NODE_SIZE } from "./graph-style";

describe("nodeAttributes", () => {
  test("memories are framed squares, details small grey discs", () => {
    expect(nodeAttributes({ id: "m", type: "memory", label: "Hike" })).toEqual({
      label: "Hike",
      size: MEMORY_NODE_SIZE,
      color: NODE_KIND_STYLE.memory.color,
      type: "square",
      nodeKind: "memory",
      relationshipKind: null,
      zIndex: 0,
    });
    expect(nodeAttributes({ id: "s", type: "semantic", label: "happy", kind: "emotion", memoryId: "m" })).toMatchObject({
      size: SEMANTIC_NODE_SIZE,
      color: NODE_KIND_STYLE.semantic.color,
      type: "dot",
      nodeKind: "semantic",
    });
  });

  test("themes take their relationship kind's colour and are bigger than memories", () => {
    const place = nodeAttributes({ id: "r", type: "relationship", label: "Chicago", kind: "place", memoryCount: 1 });
    expect(place).toMatchObject({ color: RELATIONSHIP_KIND_STYLE.place.color, nodeKind: "relationship", relationshipKind: "place", type: "disc" });
    expect(place.zIndex).toBeGreaterThan(nodeAttributes({ id: "m", type: "memory", label: "Hike" }).zIndex);
    expect(place.size).toBeGreaterThan(MEMORY_NODE_SIZE);
  });

  test("every relationship kind has its own colour, distinct from memories and details", () => {
    const colours = [...RELATIONSHIP_KINDS.map((k) => RELATIONSHIP_KIND_STYLE[k].color), NODE_KIND_STYLE.memory.color, NODE_KIND_STYLE.semantic.color];
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe("relationshipNodeSize", () => {
  test("grows with memories, on a log scale, within bounds", () => {
    expect(relationshipNodeSize(2)).toBeGreaterThan(relationshipNodeSize(1));
    expect(relationshipNodeSize(64)).toBeGreaterThan(relationshipNodeSize(8));
    expect(relationshipNodeSize(100_000)).toBe(relationshipNodeSize(1_000_000));
    expect(relationshipNodeSize(0)).toBe(relationshipNodeSize(1));
  });
});

describe("labels", () => {
  test("every theme is named at the starting zoom, memories once zoomed in, details only far in", () => {
    for (const count of [1, 2, 10, 1000]) expect(labelShownAt(relationshipNodeSize(count), 1)).toBe(true);
    expect(labelShownAt(MEMORY_NODE_SIZE, 1)).toBe(false);
    expect(labelShownAt(MEMORY_NODE_SIZE, 0.6)).toBe(false);
    expect(labelShownAt(MEMORY_NODE_SIZE, 0.4)).toBe(true); // 2.5x in
    expect(labelShownAt(SEMANTIC_NODE_SIZE, 0.4)).toBe(false);
    expect(labelShownAt(SEMANTIC_NODE_SIZE, 0.1)).toBe(true);
  });
});
