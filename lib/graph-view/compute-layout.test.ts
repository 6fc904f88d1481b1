import { describe, expect, test } from "vitest";
import { computeLayout, refineIterations, seedLayout, seedPosition, skeletonIterations, type LayoutInput } from "./compute-layout";
import type { GraphNodeKind } from "./graph-view-data";

/** Two communities: memories a0..a{n-1} share themes A1, A2; b0..b{n-1} share B1, B2; plus a loner memory and a detail. */
function twoCommunities(n: number): LayoutInput {
  const nodes: Array<{ id: string; kind: GraphNodeKind }> = [];
  const edges: number[] = [];
  const add = (id: string, kind: GraphNodeKind) => nodes.push({ id, kind }) - 1;
  const themes = { A1: add("A1", "relationship"), A2: add("A2", "relationship"), B1: add("B1", "relationship"), B2: add("B2", "relationship") };
  for (let i = 0; i < n; i++) {
    const a = add(`a${i}`, "memory");
    const b = add(`b${i}`, "memory");
    edges.push(a, themes.A1, a, themes.A2, b, themes.B1, b, themes.B2);
  }
  const loner = add("loner", "memory");
  edges.push(add("loner-place", "relationship"), loner);
  return { nodes, edges: new Uint32Array(edges) };
}

const at = (p: Float64Array, i: number) => ({ x: p[2 * i], y: p[2 * i + 1] });
const dist = (p: Float64Array, a: number, b: number) => Math.hypot(p[2 * a] - p[2 * b], p[2 * a + 1] - p[2 * b + 1]);
const indexOf = (input: LayoutInput, id: string) => input.nodes.findIndex((n) => n.id === id);

describe("computeLayout", () => {
  test("finite, distinct x,y for every node, in node order, the same each time", () => {
    const input = twoCommunities(30);
    const first = computeLayout(input);
    expect(first).toHaveLength(input.nodes.length * 2);
    expect([...first].every(Number.isFinite)).toBe(true);
    expect(new Set(input.nodes.map((_, i) => `${first[2 * i]},${first[2 * i + 1]}`)).size).toBe(input.nodes.length);
    expect([...computeLayout(input)]).toEqual([...first]);
  });

  test("memories sit with the themes they share, apart from the other community", () => {
    for (const n of [30, 400]) {
      const input = twoCommunities(n); // 400: more than 500 nodes, so Barnes-Hut and few full passes
      const p = computeLayout(input);
      const [a0, b0, A1, B1] = ["a0", "b0", "A1", "B1"].map((id) => indexOf(input, id));
      expect(dist(p, a0, A1)).toBeLessThan(dist(p, a0, B1));
      expect(dist(p, b0, B1)).toBeLessThan(dist(p, b0, A1));
      expect(dist(p, A1, indexOf(input, "A2"))).toBeLessThan(dist(p, A1, B1));
    }
  });

  test("the seeding alone (all a big graph gets besides a few passes) puts memories among their themes", () => {
    const input = twoCommunities(30);
    const { positions: p, kept } = seedLayout(input);
    expect(kept).toBe(false);
    const [A1, A2, B1, B2] = ["A1", "A2", "B1", "B2"].map((id) => indexOf(input, id));
    for (let i = 0; i < 30; i++) {
      const [a, b] = [indexOf(input, `a${i}`), indexOf(input, `b${i}`)];
      expect(dist(p, a, A1) + dist(p, a, A2)).toBeLessThan(dist(p, a, B1) + dist(p, a, B2));
      expect(dist(p, b, B1) + dist(p, b, B2)).toBeLessThan(dist(p, b, A1) + dist(p, b, A2));
    }
    // The loner (no shared theme) goes outside the hubs, its one-memory theme right by it.
    const [loner, place] = [indexOf(input, "loner"), indexOf(input, "loner-place")];
    expect(dist(p, loner, place)).toBeLessThan(dist(p, A1, B1));
  });

  test("an earlier layout is kept: placed nodes stay, new details go right by their memory", () => {
    const base = twoCommunities(30);
    const before = computeLayout(base);
    const nodes = [...base.nodes, { id: "a0-happy", kind: "semantic" as const }, { id: "a0-hike", kind: "semantic" as const }];
    const a0 = indexOf(base, "a0");
    const edges = new Uint32Array([...base.edges, a0, nodes.length - 2, a0, nodes.length - 1]);
    const previous = new Float64Array(nodes.length * 2).fill(NaN);
    previous.set(before);
    const after = computeLayout({ nodes, edges, previous });
    expect([...after.subarray(0, before.length)]).toEqual([...before]);
    const nearest = Math.min(...base.nodes.map((_, i) => (i === a0 ? Infinity : dist(before, a0, i))));
    for (const detail of [nodes.length - 2, nodes.length - 1]) {
      expect(dist(after, a0, detail)).toBeGreaterThan(0);
      expect(dist(after, a0, detail)).toBeLessThan(Math.max(nearest, 1e-9) * 2);
    }
    expect(at(after, nodes.length - 2)).not.toEqual(at(after, nodes.length - 1));
  });

  test("a fresh layout when most memories and themes are new", () => {
    const input = twoCommunities(10);
    const previous = new Float64Array(input.nodes.length * 2).fill(NaN);
    previous[0] = 12345; // one placed node is not a layout to keep
    previous[1] = 12345;
    expect([...computeLayout({ ...input, previous })]).toEqual([...computeLayout(input)]);
  });

  test("graphs without themes and the empty graph", () => {
    const lonely = computeLayout({ nodes: [{ id: "m1", kind: "memory" }, { id: "m2", kind: "memory" }], edges: new Uint32Array() });
    expect([...lonely].every(Number.isFinite)).toBe(true);
    expect(at(lonely, 0)).not.toEqual(at(lonely, 1));
    expect(computeLayout({ nodes: [], edges: new Uint32Array() })).toHaveLength(0);
  });
});

describe("iteration budgets", () => {
  test("bounded, fewer for bigger graphs, never none", () => {
    expect(refineIterations(50, 80)).toBe(300);
    expect(refineIterations(2_100, 9_400)).toBeGreaterThanOrEqual(3);
    expect(refineIterations(2_100, 9_400)).toBeLessThan(10);
    expect(refineIterations(5_100, 23_000)).toBe(0); // the seeding alone: 1 or 2 passes change nothing
    expect(refineIterations(1_000_000, 5_000_000)).toBe(0);
    expect(skeletonIterations(100, 4_000)).toBeGreaterThan(skeletonIterations(1_000, 40_000));
    expect(skeletonIterations(100_000, 1_000_000)).toBeGreaterThanOrEqual(30);
    expect(skeletonIterations(2, 1)).toBeLessThanOrEqual(300);
  });
});

describe("seedPosition", () => {
  test("stable per id and within the spread", () => {
    expect(seedPosition("abc", 50)).toEqual(seedPosition("abc", 50));
    expect(seedPosition("abc", 50)).not.toEqual(seedPosition("abd", 50));
    for (const id of ["a", "b", "c", "long-id-123"]) expect(Math.hypot(seedPosition(id, 50).x, seedPosition(id, 50).y)).toBeLessThanOrEqual(50);
  });
});
