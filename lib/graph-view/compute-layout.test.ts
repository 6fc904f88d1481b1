import { describe, expect, test } from "vitest";
import { computeLayout, layoutIterations, seedPosition } from "./compute-layout";

function star(points: number) {
  const nodes = [{ id: "hub", size: 10, ...seedPosition("hub", 100) }];
  const edges: Array<[string, string]> = [];
  for (let i = 0; i < points; i++) {
    nodes.push({ id: `leaf${i}`, size: 4, ...seedPosition(`leaf${i}`, 100) });
    edges.push(["hub", `leaf${i}`]);
  }
  nodes.push({ id: "loner", size: 4, ...seedPosition("loner", 100) });
  return { nodes, edges };
}

describe("computeLayout", () => {
  test("returns finite x,y for every node, in node order, the same each time", () => {
    const input = { ...star(30), iterations: 100 };
    const first = computeLayout(input);
    expect(first).toHaveLength(input.nodes.length * 2);
    expect([...first].every(Number.isFinite)).toBe(true);
    expect([...computeLayout(input)]).toEqual([...first]);
  });

  test("pulls linked nodes towards each other", () => {
    const input = star(30);
    const dist = (p: Float64Array, a: number, b: number) => Math.hypot(p[2 * a] - p[2 * b], p[2 * a + 1] - p[2 * b + 1]);
    const before = computeLayout({ ...input, iterations: 0 });
    const after = computeLayout({ ...input, iterations: 200 });
    const meanLeafDistance = (p: Float64Array) => Array.from({ length: 30 }, (_, i) => dist(p, 0, i + 1)).reduce((a, b) => a + b) / 30;
    const spread = (p: Float64Array) => Math.max(...p) - Math.min(...p);
    expect(meanLeafDistance(after) / spread(after)).toBeLessThan(meanLeafDistance(before) / spread(before));
  });

  test("ignores edges to unknown nodes and duplicate edges", () => {
    const positions = computeLayout({ nodes: [{ id: "a", size: 1, x: 0, y: 0 }, { id: "b", size: 1, x: 1, y: 1 }], edges: [["a", "b"], ["b", "a"], ["a", "zzz"]], iterations: 10 });
    expect(positions).toHaveLength(4);
  });
});

describe("layoutIterations", () => {
  test("bounded, fewer for bigger graphs and for graphs seeded from a previous layout", () => {
    expect(layoutIterations(100, false)).toBeGreaterThan(layoutIterations(5000, false));
    expect(layoutIterations(5000, true)).toBeLessThan(layoutIterations(5000, false));
    expect(layoutIterations(1_000_000, false)).toBeGreaterThan(0);
  });
});

describe("seedPosition", () => {
  test("stable per id and within the spread", () => {
    expect(seedPosition("abc", 50)).toEqual(seedPosition("abc", 50));
    expect(seedPosition("abc", 50)).not.toEqual(seedPosition("abd", 50));
    for (const id of ["a", "b", "c", "long-id-123"]) expect(Math.hypot(seedPosition(id, 50).x, seedPosition(id, 50).y)).toBeLessThanOrEqual(50);
  });
});
