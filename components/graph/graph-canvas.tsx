"use client";

import "@react-sigma/core/lib/style.css";
import { ControlsContainer, FullScreenControl, SigmaContainer, useRegisterEvents, useSigma, ZoomControl } from "@react-sigma/core";
import { useEffect, useRef } from "react";
import type Sigma from "sigma";
import type { Settings } from "sigma/settings";
import { NodeCircleProgram } from "sigma/rendering";
import { displayEdge, displayNode, type GraphDisplayState } from "@/lib/graph-view/graph-display";
import { EDGE_COLOR, type GraphNodeAttributes } from "@/lib/graph-view/graph-style";
import { NodeSquareProgram } from "./node-square-program";
import type { PositionedGraph } from "./use-graph-layout";

/** Where the camera should go: a node (search) or a set of nodes (focus, highlight). */
export type CameraTarget = { nodeIds: string[]; key: number } | null;

// Stable settings object: react-sigma re-creates the renderer when settings change.
const SETTINGS: Partial<Settings> = {
  nodeProgramClasses: { circle: NodeCircleProgram, square: NodeSquareProgram },
  defaultNodeType: "circle",
  defaultEdgeColor: EDGE_COLOR,
  zIndex: true,
  // Labels are capped: sigma's label grid shows at most one label per cell, biggest nodes first.
  labelDensity: 0.5,
  labelGridCellSize: 120,
  labelRenderedSizeThreshold: 9,
  labelFont: "Inter Variable, system-ui, sans-serif",
  labelSize: 12,
  minCameraRatio: 0.01,
  maxCameraRatio: 3,
  hideEdgesOnMove: false,
};

export type GraphCanvasProps = {
  graph: PositionedGraph;
  display: GraphDisplayState;
  cameraTarget: CameraTarget;
  onSelect: (nodeId: string | null) => void;
  onRendered: () => void;
};

export default function GraphCanvas(props: GraphCanvasProps) {
  // One renderer for the page's life: new data swaps the graph in (setGraph) instead of
  // re-creating sigma, so the camera stays and no effect ever reaches a killed renderer.
  return (
    <SigmaContainer settings={SETTINGS} className="h-full w-full !bg-white" style={{ height: "100%", width: "100%" }}>
      <GraphBehaviour {...props} />
      <ControlsContainer position="bottom-right">
        <ZoomControl />
        <FullScreenControl />
      </ControlsContainer>
    </SigmaContainer>
  );
}

function GraphBehaviour({ graph, display, cameraTarget, onSelect, onRendered }: GraphCanvasProps) {
  const sigma = useSigma<GraphNodeAttributes>();
  const registerEvents = useRegisterEvents<GraphNodeAttributes>();
  const dragged = useRef<{ node: string; moved: boolean } | null>(null);
  const latest = useRef({ onSelect, onRendered });
  useEffect(() => {
    latest.current = { onSelect, onRendered };
  });

  useEffect(() => {
    sigma.setCustomBBox(null); // a drag fixes the frame; a new graph gets a fresh one
    sigma.setGraph(graph);
    // Big graphs in software GL stutter while moving: draw edges and labels again when the camera stops.
    sigma.setSetting("hideEdgesOnMove", graph.size > 4000);
    sigma.setSetting("hideLabelsOnMove", graph.size > 4000);
    const done = () => latest.current.onRendered();
    sigma.once("afterRender", done);
    sigma.refresh();
    return () => {
      sigma.off("afterRender", done);
    };
  }, [sigma, graph]);

  // Filters, focus, highlight and selection are reducers: no graph rebuild, no relayout.
  // They read the graph sigma holds at call time, which may be newer than this closure.
  useEffect(() => {
    sigma.setSetting("nodeReducer", (id, attrs) => ({ ...attrs, ...displayNode(id, attrs, display) }));
    sigma.setSetting("edgeReducer", (edge, attrs) => {
      const graph = sigma.getGraph();
      const [s, t] = graph.extremities(edge);
      return { ...attrs, ...displayEdge({ id: s, node: graph.getNodeAttributes(s) }, { id: t, node: graph.getNodeAttributes(t) }, display) };
    });
  }, [sigma, display]);

  // Click to select, drag to move a node (the camera stays put while dragging).
  useEffect(() => {
    const release = () => {
      if (dragged.current) sigma.getCamera().enable();
      setTimeout(() => (dragged.current = null), 0);
    };
    registerEvents({
      clickNode: ({ node }) => {
        if (!dragged.current?.moved) latest.current.onSelect(node);
      },
      clickStage: () => latest.current.onSelect(null),
      downNode: ({ node }) => {
        dragged.current = { node, moved: false };
        sigma.getCamera().disable();
        if (!sigma.getCustomBBox()) sigma.setCustomBBox(sigma.getBBox());
      },
      moveBody: ({ event }) => {
        if (!dragged.current) return;
        const position = sigma.viewportToGraph(event);
        sigma.getGraph().mergeNodeAttributes(dragged.current.node, { x: position.x, y: position.y });
        dragged.current.moved = true;
        event.preventSigmaDefault();
        event.original.preventDefault();
        event.original.stopPropagation();
      },
      upNode: release,
      upStage: release,
      enterNode: () => sigma.getContainer().style.setProperty("cursor", "pointer"),
      leaveNode: () => sigma.getContainer().style.removeProperty("cursor"),
    });
  }, [sigma, registerEvents]);

  // After sigma has processed this render's reducer and graph changes (they can re-frame the graph).
  useEffect(() => {
    if (!cameraTarget) return;
    const frame = requestAnimationFrame(() => moveCameraTo(sigma, cameraTarget.nodeIds));
    return () => cancelAnimationFrame(frame);
  }, [sigma, cameraTarget]);

  return null;
}

/** Centres the camera on the given nodes and zooms so they all fit. */
function moveCameraTo(sigma: Sigma<GraphNodeAttributes>, nodeIds: string[]) {
  const graph = sigma.getGraph();
  // Node attributes are graph coordinates; the camera works in sigma's normalised "framed graph" space.
  const points = nodeIds
    .filter((id) => graph.hasNode(id))
    .map((id) => sigma.viewportToFramedGraph(sigma.graphToViewport({ x: graph.getNodeAttribute(id, "x"), y: graph.getNodeAttribute(id, "y") })));
  if (!points.length) return;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const extent = Math.max(maxX - minX, maxY - minY);
  const ratio = points.length === 1 ? 0.2 : Math.min(1.1, Math.max(0.1, extent * 1.4));
  sigma.getCamera().animate({ x: (minX + maxX) / 2, y: (minY + maxY) / 2, ratio }, { duration: 400 });
}
