"use client";

import Graph from "graphology";
import { useEffect, useRef, useState } from "react";
import { computeLayout, layoutIterations, seedPosition, type LayoutInput } from "@/lib/graph-view/compute-layout";
import { nodeAttributes, type GraphNodeAttributes } from "@/lib/graph-view/graph-style";
import type { GraphViewData } from "@/lib/graph-view/graph-view-data";

export type PositionedGraph = Graph<GraphNodeAttributes>;
type Point = { x: number; y: number };

/**
 * Builds the graphology graph for the canvas and lays it out once, in a web worker (falls
 * back to the main thread where workers are unavailable). Nodes already laid out keep their
 * place when the data changes (e.g. details switched on), so the picture doesn't jump.
 */
export function useGraphLayout(data: GraphViewData | undefined) {
  const [result, setResult] = useState<{ graph: PositionedGraph | null; error: string | null }>({ graph: null, error: null });
  const previous = useRef(new Map<string, Point>());

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    const input = layoutInput(data, previous.current);
    const started = performance.now();
    runLayout(input).then(
      (positions) => {
        if (cancelled) return;
        // Read by `npm run bench:ui` (and visible in the browser's performance panel).
        performance.measure("graph-layout", { start: started, detail: { nodes: input.nodes.length, iterations: input.iterations } });
        const graph = buildGraph(data, positions);
        previous.current = new Map(graph.mapNodes((id, a) => [id, { x: a.x, y: a.y }] as const));
        setResult({ graph, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setResult({ graph: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [data]);

  return result;
}

function layoutInput(data: GraphViewData, previous: Map<string, Point>): LayoutInput {
  const spread = 10 * Math.sqrt(Math.max(1, data.nodes.length));
  let reused = 0;
  const nodes = data.nodes.map((node) => {
    const size = nodeAttributes(node).size;
    const before = previous.get(node.id);
    if (before) {
      reused++;
      return { id: node.id, size, ...before };
    }
    const anchor = node.type === "semantic" ? previous.get(node.memoryId) : undefined;
    const jitter = seedPosition(node.id, anchor ? 3 : spread);
    return { id: node.id, size, x: (anchor?.x ?? 0) + jitter.x, y: (anchor?.y ?? 0) + jitter.y };
  });
  const edges = data.edges.map((e) => [e.source, e.target] as [string, string]);
  return { nodes, edges, iterations: layoutIterations(nodes.length, reused > nodes.length / 2) };
}

function buildGraph(data: GraphViewData, positions: Float64Array): PositionedGraph {
  const graph: PositionedGraph = new Graph({ type: "undirected", multi: false, allowSelfLoops: false });
  data.nodes.forEach((node, i) => graph.addNode(node.id, { ...nodeAttributes(node), x: positions[2 * i], y: positions[2 * i + 1] }));
  for (const edge of data.edges) {
    if (graph.hasNode(edge.source) && graph.hasNode(edge.target) && !graph.hasEdge(edge.source, edge.target)) graph.addEdge(edge.source, edge.target);
  }
  return graph;
}

let worker: Worker | null | undefined;
let nextRequestId = 1;

function layoutWorker(): Worker | null {
  if (worker === undefined) {
    try {
      worker = new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" });
    } catch {
      worker = null;
    }
  }
  return worker;
}

function runLayout(input: LayoutInput): Promise<Float64Array> {
  const w = layoutWorker();
  if (!w) return Promise.resolve(computeLayout(input));
  const requestId = nextRequestId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ requestId: number; positions?: Float64Array; error?: string }>) => {
      if (event.data.requestId !== requestId) return;
      w.removeEventListener("message", onMessage);
      if (event.data.positions) resolve(event.data.positions);
      else reject(new Error(event.data.error ?? "The layout failed."));
    };
    w.addEventListener("message", onMessage);
    w.postMessage({ ...input, requestId });
  });
}
