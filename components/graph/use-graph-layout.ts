"use client";

import { useEffect, useRef, useState } from "react";
import { buildGraph, layoutInput, placeNodes, positionsOf, type Point, type ViewGraph } from "@/lib/graph-view/build-graph";
import { computeLayout, type LayoutInput, type LayoutTimings } from "@/lib/graph-view/compute-layout";
import type { GraphViewData } from "@/lib/graph-view/graph-view-data";

/**
 * Builds the graphology graph for the canvas and lays it out once, in a web worker (falls
 * back to the main thread where workers are unavailable); the graph is built while the
 * worker runs. Nodes already laid out keep their place when the data changes (e.g. details
 * switched on), so the picture doesn't jump.
 */
export function useGraphLayout(data: GraphViewData | undefined) {
  const [result, setResult] = useState<{ graph: ViewGraph | null; error: string | null }>({ graph: null, error: null });
  const previous = useRef<{ graph: ViewGraph | null; positions: ReadonlyMap<string, Point> }>({ graph: null, positions: new Map() });

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    const started = performance.now();
    // Where the nodes are now, dragged ones included.
    if (previous.current.graph) previous.current.positions = positionsOf(previous.current.graph);
    const input = layoutInput(data, previous.current.positions);
    const nodes = input.nodes.length;
    const layout = runLayout(input);
    const graph = buildGraph(data);
    // Read by `npm run bench:ui` (and visible in the browser's performance panel).
    performance.measure("graph-build", { start: started, detail: { nodes } });
    layout.then(
      ({ positions, timings }) => {
        if (cancelled) return;
        performance.measure("graph-layout", { start: started, detail: { nodes, ...timings } });
        placeNodes(graph, data, positions);
        previous.current = { graph, positions: previous.current.positions };
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

/** Starts the worker before there is anything to lay out: its script loads while the data does. */
export function prepareLayoutWorker() {
  layoutWorker();
}

type LayoutResult = { positions: Float64Array; timings: LayoutTimings };

function runLayout(input: LayoutInput): Promise<LayoutResult> {
  const w = layoutWorker();
  if (!w) {
    return new Promise((resolve) =>
      setTimeout(() => {
        const timings: LayoutTimings = {};
        resolve({ positions: computeLayout(input, timings), timings });
      }),
    );
  }
  const requestId = nextRequestId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ requestId: number; positions?: Float64Array; timings?: LayoutTimings; error?: string }>) => {
      if (event.data.requestId !== requestId) return;
      w.removeEventListener("message", onMessage);
      if (event.data.positions) resolve({ positions: event.data.positions, timings: event.data.timings ?? {} });
      else reject(new Error(event.data.error ?? "The layout failed."));
    };
    w.addEventListener("message", onMessage);
    const transfer = [input.edges.buffer, ...(input.previous ? [input.previous.buffer] : [])];
    w.postMessage({ ...input, requestId }, transfer);
  });
}
