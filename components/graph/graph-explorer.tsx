"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { RELATIONSHIP_KINDS, type RelationshipKind } from "@/lib/graph/types";
import { countShownNodes, type GraphDisplayState } from "@/lib/graph-view/graph-display";
import type { GraphNodeKind, GraphViewNode } from "@/lib/graph-view/graph-view-data";
import { useGraphData } from "./graph-api";
import type { CameraTarget } from "./graph-canvas";
import { GraphLegend } from "./graph-legend";
import { GraphSearch } from "./graph-search";
import { NodePanel } from "./node-panel";
import { prepareLayoutWorker, useGraphLayout } from "./use-graph-layout";

// WebGL only exists in the browser.
const GraphCanvas = dynamic(() => import("./graph-canvas"), { ssr: false });

export function GraphExplorer({ highlight: initialHighlight }: { highlight: string[] }) {
  const [nodeKinds, setNodeKinds] = useState<ReadonlySet<GraphNodeKind>>(new Set(["memory", "relationship"]));
  const [relationshipKinds, setRelationshipKinds] = useState<ReadonlySet<RelationshipKind>>(new Set(RELATIONSHIP_KINDS));
  const [highlight, setHighlight] = useState<ReadonlySet<string>>(new Set(initialHighlight));
  const [selected, setSelected] = useState<string | null>(null);
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const [cameraTarget, setCameraTarget] = useState<CameraTarget>(null);
  const [rendered, setRendered] = useState<object | null>(null);

  const query = useGraphData(nodeKinds.has("semantic"));
  const { graph, error: layoutError } = useGraphLayout(query.data);
  useEffect(prepareLayoutWorker, []);
  const nodesById = useMemo(() => new Map((query.data?.nodes ?? []).map((n) => [n.id, n])), [query.data]);

  const focus = useMemo(() => {
    if (!graph || !focusOn || !graph.hasNode(focusOn)) return null;
    return new Set([focusOn, ...graph.neighbors(focusOn)]);
  }, [graph, focusOn]);
  const display: GraphDisplayState = useMemo(
    () => ({ nodeKinds, relationshipKinds, highlight, focus, selected }),
    [nodeKinds, relationshipKinds, highlight, focus, selected],
  );
  const shownNodes = useMemo(() => (graph ? countShownNodes(graph.mapNodes((id, node) => [id, node] as const), display) : 0), [graph, display]);

  const moveCamera = useCallback((nodeIds: string[]) => setCameraTarget({ nodeIds, key: Date.now() }), []);
  const onRendered = useCallback(() => {
    setRendered(graph);
    if (highlight.size && graph) moveCamera([...highlight].filter((id) => graph.hasNode(id)));
    // Only on a new graph: later highlight changes come from the user, who keeps the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graph, moveCamera]);

  const select = useCallback((nodeId: string | null) => {
    setSelected(nodeId);
    if (!nodeId) setFocusOn(null);
  }, []);
  const selectAndShow = (node: GraphViewNode) => {
    setSelected(node.id);
    moveCamera([node.id]);
  };
  const toggleFocus = () => {
    if (!selected || !graph) return;
    if (focusOn === selected) return setFocusOn(null);
    setFocusOn(selected);
    moveCamera([selected, ...graph.neighbors(selected)]);
  };

  if (query.isError && !query.data) {
    return (
      <div role="status" data-testid="graph-error" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {query.error.message}{" "}
        <button type="button" className="underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.data && query.data.nodes.length === 0 && !nodeKinds.has("semantic")) {
    return (
      <EmptyState testId="graph-empty" title="Your graph is empty" action={{ href: "/memories/new", label: "Capture a memory" }}>
        Each memory you save becomes a node here, linked to the people, places and activities it shares with others.
      </EmptyState>
    );
  }

  const selectedNode = selected ? nodesById.get(selected) : undefined;
  const isReady = graph !== null && rendered === graph;
  const shownHighlight = [...highlight].filter((id) => nodesById.has(id)).length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <GraphSearch nodes={query.data?.nodes ?? []} onPick={selectAndShow} />
        <GraphLegend
          nodeKinds={nodeKinds}
          relationshipKinds={relationshipKinds}
          onNodeKindsChange={setNodeKinds}
          onRelationshipKindsChange={setRelationshipKinds}
        />
      </div>
      {highlight.size > 0 && (
        <div data-testid="graph-highlight-banner" className="flex items-center justify-between rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>
            Highlighting {shownHighlight} of {highlight.size} {highlight.size === 1 ? "node" : "nodes"} a chat answer used.
          </span>
          <button type="button" className="font-medium underline" onClick={() => setHighlight(new Set())}>
            Clear highlight
          </button>
        </div>
      )}
      {query.data?.truncated && (
        <p data-testid="graph-truncated" className="text-xs text-stone-500">
          Showing {query.data.memoryCount.toLocaleString()} of your {query.data.totalMemories.toLocaleString()} memories
          {query.data.memoryCount >= query.data.memoryLimit ? ", the most recent" : ""}. Find the others on{" "}
          <Link href="/memories" className="underline">
            Memories
          </Link>{" "}
          (search by text, person, place or date); a theme&apos;s panel here lists all of its memories.
        </p>
      )}
      <div
        data-testid="graph-canvas"
        className="relative h-[55dvh] min-h-96 overflow-hidden rounded-2xl border border-stone-200 bg-white md:h-[70vh]"
      >
        {/* Mounted before there is a graph: the renderer gets ready while the data loads. */}
        <GraphCanvas graph={graph} display={display} cameraTarget={cameraTarget} onSelect={select} onRendered={onRendered} />
        {!isReady && !layoutError && (
          <p
            data-testid="graph-loading"
            className={`absolute inset-0 grid place-items-center text-sm text-stone-500 ${graph ? "bg-white/60" : "bg-white"}`}
          >
            {query.data ? "Laying out your graph…" : "Loading your graph…"}
          </p>
        )}
        {layoutError && <p className="absolute inset-0 grid place-items-center text-sm text-red-700">The graph could not be laid out: {layoutError}</p>}
        {isReady && <span data-testid="graph-ready" data-node-count={graph.order} data-edge-count={graph.size} data-shown-node-count={shownNodes} hidden />}
        {/* Over the canvas, not beside it: the canvas keeps its size while the panel opens and closes. */}
        {selectedNode && (
          // A bottom sheet on a phone, the right side on wider screens: never over the zoom controls (top left).
          <div className="absolute inset-x-3 bottom-3 z-10 flex max-h-[55%] flex-col md:inset-x-auto md:inset-y-3 md:right-3 md:max-h-none md:w-80">
            <NodePanel
              key={selectedNode.id}
              node={selectedNode}
              focused={focusOn === selectedNode.id}
              onFocus={toggleFocus}
              onClose={() => select(null)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
