import { describe, expect, test } from "vitest";
import type { Subgraph } from "@/lib/graph/types";
import { toGraphViewData } from "./graph-view-data";

const subgraph: Subgraph = {
  nodes: [
    { type: "memory", id: "m1", label: "Hike", memory: { id: "m1", userId: "u", title: "Hike", summary: "long text", occurredAt: "2024-05-01T00:00:00.000Z", place: "Tahoe" } },
    { type: "memory", id: "m2", label: "Dinner", memory: { id: "m2", userId: "u", title: "Dinner", summary: "", occurredAt: null, place: null } },
    { type: "semantic", id: "s1", label: "Marcus", semantic: { id: "s1", userId: "u", memoryId: "m1", kind: "person", value: "Marcus" } },
    {
      type: "relationship",
      id: "r1",
      label: "Marcus",
      relationship: { id: "r1", userId: "u", kind: "person", key: "person:marcus", matchKey: "name:marcus", name: "Marcus", description: "", aliases: [], descriptors: [], surname: null, memoryCount: 2 },
    },
  ],
  edges: [
    { type: "HAS_DETAIL", source: "m1", target: "s1" },
    { type: "IN_THEME", source: "m1", target: "r1" },
    { type: "IN_THEME", source: "m2", target: "r1" },
  ],
};

describe("toGraphViewData", () => {
  test("keeps what the view draws and leaves out summaries", () => {
    const data = toGraphViewData(subgraph, { kinds: ["memory", "semantic", "relationship"], memoryLimit: 200 });
    expect(data.nodes).toEqual([
      { id: "m1", type: "memory", label: "Hike", occurredAt: "2024-05-01T00:00:00.000Z" },
      { id: "m2", type: "memory", label: "Dinner", occurredAt: null },
      { id: "s1", type: "semantic", label: "Marcus", kind: "person", memoryId: "m1" },
      { id: "r1", type: "relationship", label: "Marcus", kind: "person", memoryCount: 2 },
    ]);
    expect(data.edges).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain("long text");
    expect(data.truncated).toBe(false);
  });

  test("drops unwanted node kinds and the edges that would dangle", () => {
    const data = toGraphViewData(subgraph, { kinds: ["memory", "relationship"], memoryLimit: 200 });
    expect(data.nodes.map((n) => n.id)).toEqual(["m1", "m2", "r1"]);
    expect(data.edges.map((e) => `${e.source}-${e.target}`)).toEqual(["m1-r1", "m2-r1"]);
  });

  test("says when the memory limit cut older memories off", () => {
    expect(toGraphViewData(subgraph, { kinds: ["relationship"], memoryLimit: 2 }).truncated).toBe(true);
  });
});
