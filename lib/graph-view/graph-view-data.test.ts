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
    { type: "IN_THEME", source: "m2", target: "r1" }, // the same link twice
    { type: "IN_THEME", source: "m3", target: "r1" }, // a memory that is not in the subgraph
  ],
};

const all = ["memory", "semantic", "relationship"] as const;

describe("toGraphViewData", () => {
  test("keeps what the view draws and leaves out summaries and dates", () => {
    const data = toGraphViewData(subgraph, { kinds: all, memoryLimit: 200, totalMemories: 2 });
    expect(data.nodes).toEqual([
      { id: "m1", type: "memory", label: "Hike" },
      { id: "m2", type: "memory", label: "Dinner" },
      { id: "s1", type: "semantic", label: "Marcus", kind: "person", memoryId: "m1" },
      { id: "r1", type: "relationship", label: "Marcus", kind: "person", memoryCount: 2 },
    ]);
    expect(JSON.stringify(data)).not.toContain("long text");
    expect(JSON.stringify(data)).not.toContain("2024-05-01");
    expect(data).toMatchObject({ memoryCount: 2, totalMemories: 2, truncated: false });
  });

  test("links are distinct index pairs into the nodes, never dangling", () => {
    const data = toGraphViewData(subgraph, { kinds: all, memoryLimit: 200, totalMemories: 2 });
    expect(data.edges).toEqual([
      [0, 2],
      [0, 3],
      [1, 3],
    ]);
  });

  test("drops unwanted node kinds and the links that would dangle", () => {
    const data = toGraphViewData(subgraph, { kinds: ["memory", "relationship"], memoryLimit: 200, totalMemories: 2 });
    expect(data.nodes.map((n) => n.id)).toEqual(["m1", "m2", "r1"]);
    expect(data.edges.map(([s, t]) => `${data.nodes[s].id}-${data.nodes[t].id}`)).toEqual(["m1-r1", "m2-r1"]);
  });

  test("says when some of the user's memories are not drawn", () => {
    expect(toGraphViewData(subgraph, { kinds: all, memoryLimit: 2, totalMemories: 5 })).toMatchObject({ memoryCount: 2, totalMemories: 5, truncated: true });
    // The count never says fewer memories than are drawn (a memory saved between the two reads).
    expect(toGraphViewData(subgraph, { kinds: all, memoryLimit: 2, totalMemories: 1 })).toMatchObject({ totalMemories: 2, truncated: false });
  });
});
