import Graph from "graphology";
import forceAtlas2 from "graphology-layout-forceatlas2";
import type { GraphNodeKind } from "./graph-view-data";

export type LayoutInput = {
  /** In the order of the data; ids seed the deterministic jitter. */
  nodes: Array<{ id: string; kind: GraphNodeKind }>;
  /** Links as index pairs into `nodes`, flattened: [s0, t0, s1, t1, ...]. */
  edges: Uint32Array;
  /** x,y per node from an earlier layout, NaN where a node is new. Placed nodes keep their place. */
  previous?: Float64Array;
};

/**
 * ForceAtlas2 passes over the whole graph: (nodes + links) x iterations stays within this
 * much work, so hundreds of passes for a small graph, a few at 2,000 memories and none at
 * 5,000, where the seeding has done the work (fewer than 3 passes change nothing visible).
 * A layout stays within a few hundred milliseconds.
 */
const REFINE_BUDGET = 40_000;
const MIN_REFINE_ITERATIONS = 3;
const MAX_ITERATIONS = 300;
/** The same for the hubs alone (pairs of hubs + their links, per iteration). */
const SKELETON_BUDGET = 1_000_000;
const MIN_SKELETON_ITERATIONS = 30;

export function refineIterations(order: number, size: number): number {
  const iterations = Math.min(MAX_ITERATIONS, Math.floor(REFINE_BUDGET / Math.max(1, order + size)));
  return iterations >= MIN_REFINE_ITERATIONS ? iterations : 0;
}

export function skeletonIterations(hubs: number, links: number): number {
  // Repulsion is all pairs up to 500 nodes, then Barnes-Hut (about n log n).
  const repulsion = hubs > 500 ? 20 * hubs * Math.log2(hubs) : (hubs * hubs) / 2;
  return Math.max(MIN_SKELETON_ITERATIONS, Math.min(MAX_ITERATIONS, Math.floor(SKELETON_BUDGET / Math.max(1, repulsion + links))));
}

/** A stable pseudo-random point for an id, so the same graph always lays out the same way. */
export function seedPosition(id: string, spread: number): { x: number; y: number } {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  const angle = ((h >>> 0) % 3600) / 3600 * 2 * Math.PI;
  const radius = spread * Math.sqrt((((h >>> 12) & 0xfff) + 1) / 4096);
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
}

type Adjacency = { offsets: Uint32Array; neighbours: Uint32Array };

function adjacency(order: number, edges: Uint32Array): Adjacency {
  const offsets = new Uint32Array(order + 1);
  for (let i = 0; i < edges.length; i++) offsets[edges[i] + 1]++;
  for (let i = 0; i < order; i++) offsets[i + 1] += offsets[i];
  const fill = offsets.slice(0, order);
  const neighbours = new Uint32Array(edges.length);
  for (let i = 0; i < edges.length; i += 2) {
    const [a, b] = [edges[i], edges[i + 1]];
    neighbours[fill[a]++] = b;
    neighbours[fill[b]++] = a;
  }
  return { offsets, neighbours };
}

const neighboursOf = (adj: Adjacency, i: number) => adj.neighbours.subarray(adj.offsets[i], adj.offsets[i + 1]);

/**
 * Lays the graph out in one bounded pass (never continuous physics), fast enough for 5,000
 * memories:
 * 1. themes shared by two or more memories (the hubs) are laid out alone with ForceAtlas2,
 *    pulled together by how many memories they share: a small graph, so cheap;
 * 2. each memory goes to the middle of its hubs (plus a stable jitter), details and
 *    single-memory themes around their memory, memories without a hub on an outer ring;
 * 3. a few ForceAtlas2 passes over everything (many for small graphs) tidy it up.
 * With an earlier layout, placed nodes stay put and only new ones are placed (step 2), so
 * switching details on doesn't move the picture. Returns x,y pairs in node order.
 */
export function computeLayout(input: LayoutInput, timings?: LayoutTimings): Float64Array {
  const started = performance.now();
  const { positions, kept } = seedLayout(input);
  const seeded = performance.now();
  const iterations = kept ? 0 : refineIterations(input.nodes.length, input.edges.length / 2);
  refine(input, positions, iterations);
  if (timings) Object.assign(timings, { seedMs: seeded - started, refineMs: performance.now() - seeded, iterations });
  return positions;
}

/** Where a layout's time went (the bench prints it). */
export type LayoutTimings = { seedMs?: number; refineMs?: number; iterations?: number };

/** Steps 1 and 2 (and the earlier layout's positions); `kept` when an earlier layout was kept. */
export function seedLayout(input: LayoutInput): { positions: Float64Array; kept: boolean } {
  const order = input.nodes.length;
  const positions = new Float64Array(order * 2);
  if (!order) return { positions, kept: false };
  const adj = adjacency(order, input.edges);
  const placed = new Uint8Array(order);
  // An earlier layout is kept when it placed most memories and themes (details always hang off their memory).
  let [placedMain, main] = [0, 0];
  for (let i = 0; i < order; i++) {
    if (input.nodes[i].kind !== "semantic") main++;
    const [x, y] = input.previous ? [input.previous[2 * i], input.previous[2 * i + 1]] : [NaN, NaN];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    positions[2 * i] = x;
    positions[2 * i + 1] = y;
    placed[i] = 1;
    if (input.nodes[i].kind !== "semantic") placedMain++;
  }
  const kept = placedMain > main / 2;
  if (!kept) {
    placed.fill(0);
    placeHubs(input, adj, positions, placed);
  }
  placeAroundHubs(input, adj, positions, placed);
  return { positions, kept };
}

const isHub = (input: LayoutInput, adj: Adjacency, i: number) => input.nodes[i].kind === "relationship" && adj.offsets[i + 1] - adj.offsets[i] >= 2;

/** Step 1: the hubs, laid out by the memories they share. */
function placeHubs(input: LayoutInput, adj: Adjacency, positions: Float64Array, placed: Uint8Array) {
  const hubs: number[] = [];
  const local = new Map<number, number>();
  input.nodes.forEach((_, i) => {
    if (!isHub(input, adj, i)) return;
    local.set(i, hubs.length);
    hubs.push(i);
  });
  if (!hubs.length) return;
  // A memory in k hubs links each pair of them with weight 1/(k-1): every memory pulls as much.
  const weights = new Map<number, number>();
  for (let m = 0; m < input.nodes.length; m++) {
    if (input.nodes[m].kind !== "memory") continue;
    const its: number[] = [];
    for (const i of neighboursOf(adj, m)) if (local.has(i)) its.push(local.get(i)!);
    for (let a = 0; a < its.length; a++) {
      for (let b = a + 1; b < its.length; b++) {
        const key = Math.min(its[a], its[b]) * hubs.length + Math.max(its[a], its[b]);
        weights.set(key, (weights.get(key) ?? 0) + 1 / (its.length - 1));
      }
    }
  }
  const spread = 10 * Math.sqrt(hubs.length);
  const seeded = new Float64Array(hubs.length * 2);
  hubs.forEach((i, k) => {
    const p = seedPosition(input.nodes[i].id, spread);
    seeded[2 * k] = p.x;
    seeded[2 * k + 1] = p.y;
  });
  const links = new Float64Array(weights.size * 3);
  let j = 0;
  for (const [key, weight] of weights) {
    links[j++] = Math.floor(key / hubs.length);
    links[j++] = key % hubs.length;
    links[j++] = weight;
  }
  runForceAtlas2(seeded, links, skeletonIterations(hubs.length, weights.size), 0.5);
  hubs.forEach((i, k) => {
    positions[2 * i] = seeded[2 * k];
    positions[2 * i + 1] = seeded[2 * k + 1];
    placed[i] = 1;
  });
}

/** Step 2: every node not placed yet goes near what it is linked to. */
function placeAroundHubs(input: LayoutInput, adj: Adjacency, positions: Float64Array, placed: Uint8Array) {
  const order = input.nodes.length;
  // The picture's centre, radius and the room each placed node has.
  let [cx, cy, count] = [0, 0, 0];
  for (let i = 0; i < order; i++) {
    if (!placed[i]) continue;
    cx += positions[2 * i];
    cy += positions[2 * i + 1];
    count++;
  }
  [cx, cy] = count ? [cx / count, cy / count] : [0, 0];
  let radius = 0;
  for (let i = 0; i < order; i++) if (placed[i]) radius = Math.max(radius, Math.hypot(positions[2 * i] - cx, positions[2 * i + 1] - cy));
  radius = Math.max(radius, 10 * Math.sqrt(order) / 4, 10);

  // Memories first (details and small themes hang off them).
  for (let m = 0; m < order; m++) {
    if (placed[m] || input.nodes[m].kind !== "memory") continue;
    let [x, y, n] = [0, 0, 0];
    for (const i of neighboursOf(adj, m)) {
      if (!placed[i] || input.nodes[i].kind === "memory") continue;
      x += positions[2 * i];
      y += positions[2 * i + 1];
      n++;
    }
    const id = input.nodes[m].id;
    if (n) {
      const jitter = seedPosition(id, radius * 0.06);
      positions[2 * m] = x / n + jitter.x;
      positions[2 * m + 1] = y / n + jitter.y;
    } else {
      const { x: ax, y: ay } = seedPosition(id, 1);
      const angle = Math.atan2(ay, ax);
      const out = radius * (1.1 + 0.1 * Math.hypot(ax, ay));
      positions[2 * m] = cx + out * Math.cos(angle);
      positions[2 * m + 1] = cy + out * Math.sin(angle);
    }
    placed[m] = 1;
    count++;
  }
  // Then details and single-memory themes: a ring around their memory, within the room a memory has.
  const room = Math.max(1, radius / Math.sqrt(Math.max(1, count)));
  const ringCount = new Map<number, number>();
  const pending: number[] = [];
  for (let i = 0; i < order; i++) {
    if (placed[i]) continue;
    const anchor = Array.from(neighboursOf(adj, i)).find((j) => placed[j]);
    if (anchor === undefined) pending.push(i);
    else ringCount.set(anchor, (ringCount.get(anchor) ?? 0) + 1);
  }
  const ringNext = new Map<number, number>();
  for (let i = 0; i < order; i++) {
    if (placed[i]) continue;
    const anchor = Array.from(neighboursOf(adj, i)).find((j) => placed[j]);
    if (anchor === undefined) continue;
    const k = ringNext.get(anchor) ?? 0;
    ringNext.set(anchor, k + 1);
    const start = seedPosition(input.nodes[anchor].id, 1);
    const angle = Math.atan2(start.y, start.x) + (2 * Math.PI * k) / ringCount.get(anchor)!;
    const r = room * (input.nodes[i].kind === "semantic" ? 0.35 : 0.5);
    positions[2 * i] = positions[2 * anchor] + r * Math.cos(angle);
    positions[2 * i + 1] = positions[2 * anchor + 1] + r * Math.sin(angle);
  }
  for (const i of pending) {
    const p = seedPosition(input.nodes[i].id, radius * 1.2);
    positions[2 * i] = cx + p.x;
    positions[2 * i + 1] = cy + p.y;
  }
}

/** Step 3: ForceAtlas2 over everything from the seeded positions. */
function refine(input: LayoutInput, positions: Float64Array, iterations: number) {
  if (iterations < 1) return;
  const links = new Float64Array((input.edges.length / 2) * 3);
  for (let e = 0, j = 0; e < input.edges.length; e += 2) {
    links[j++] = input.edges[e];
    links[j++] = input.edges[e + 1];
    links[j++] = 1;
  }
  // A coarser Barnes-Hut (theta 1) for these few passes: about twice as fast, the same picture.
  runForceAtlas2(positions, links, iterations, 1);
}

/**
 * Runs ForceAtlas2 through its public API (`forceAtlas2.assign`; the settings its
 * synchronous layout infers, Barnes-Hut above 500 nodes) on x,y pairs in place. `links`
 * holds (source index, target index, weight) triples.
 */
function runForceAtlas2(positions: Float64Array, links: Float64Array, iterations: number, barnesHutTheta: number) {
  const order = positions.length / 2;
  if (order < 2 || iterations < 1) return;
  const graph = new Graph<{ x: number; y: number }, { weight: number }>({ type: "undirected", multi: true, allowSelfLoops: true });
  for (let i = 0; i < order; i++) graph.addNode(String(i), { x: positions[2 * i], y: positions[2 * i + 1] });
  for (let e = 0; e < links.length; e += 3) graph.addEdge(String(links[e]), String(links[e + 1]), { weight: links[e + 2] });
  forceAtlas2.assign(graph, {
    iterations,
    getEdgeWeight: "weight",
    settings: { ...forceAtlas2.inferSettings(order), barnesHutOptimize: order > 500, barnesHutTheta },
  });
  graph.forEachNode((node, { x, y }) => {
    const i = Number(node);
    positions[2 * i] = x;
    positions[2 * i + 1] = y;
  });
}
