"use client";

import "@react-sigma/core/lib/style.css";
import { ControlsContainer, FullScreenControl, SigmaContainer, useRegisterEvents, useSigma, ZoomControl } from "@react-sigma/core";
import { useEffect, useRef } from "react";
import type Sigma from "sigma";
import { EdgeRectangleProgram } from "sigma/rendering";
import type { Settings } from "sigma/settings";
import { nodeKindsOf, type ViewGraph } from "@/lib/graph-view/build-graph";
import { displayReducers, type DisplayReducers, type GraphDisplayState } from "@/lib/graph-view/graph-display";
import { EDGE_COLOR, EDGE_TYPE, EMPHASIS_EDGE_TYPE, LABEL_RENDERED_SIZE_THRESHOLD, type GraphNodeAttributes } from "@/lib/graph-view/graph-style";
import { HIDE_EDGES_WHILE_MOVING_ABOVE, MotionGate } from "@/lib/graph-view/motion-gate";
import { drawGraphHover, drawGraphLabel } from "./graph-labels";
import { leftOutWhileMoving, MovingEdgeLineProgram, MovingNodeCircleProgram, MovingNodePointProgram, MovingNodeSquareProgram } from "./moving-programs";

/** Where the camera should go: a node (search) or a set of nodes (focus, highlight). */
export type CameraTarget = { nodeIds: string[]; key: number } | null;

// Stable settings object: react-sigma re-creates the renderer when settings change.
const SETTINGS: Partial<Settings> = {
  // Programs draw in this order, after sigma's defaults (zIndex orders nodes within one
  // program only): details, memories, then themes on top.
  nodeProgramClasses: { dot: MovingNodePointProgram, square: MovingNodeSquareProgram, disc: MovingNodeCircleProgram },
  edgeProgramClasses: { [EDGE_TYPE]: MovingEdgeLineProgram, [EMPHASIS_EDGE_TYPE]: EdgeRectangleProgram },
  defaultNodeType: "disc",
  defaultEdgeType: EDGE_TYPE,
  defaultEdgeColor: EDGE_COLOR,
  zIndex: true,
  // Labels are capped: sigma's label grid shows at most one label per cell, biggest nodes first.
  labelDensity: 0.35,
  labelGridCellSize: 100,
  // Themes named at the starting zoom, memory titles once zoomed in (graph-style.ts) or hovered.
  labelRenderedSizeThreshold: LABEL_RENDERED_SIZE_THRESHOLD,
  labelFont: "Inter Variable, system-ui, sans-serif",
  labelSize: 12,
  labelColor: { color: "#292524" },
  defaultDrawNodeLabel: drawGraphLabel,
  defaultDrawNodeHover: drawGraphHover,
  minCameraRatio: 0.01,
  maxCameraRatio: 3,
  // Our MotionGate hides edges while moving instead: sigma's re-indexes the whole graph after each drag.
  hideEdgesOnMove: false,
  hideLabelsOnMove: false,
};

type GraphCanvasProps = {
  /** Null while the data loads or is laid out: the renderer (contexts, shaders) gets ready meanwhile. */
  graph: ViewGraph | null;
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
      {/* Top left: the node panel takes the right side (a bottom sheet on a phone), the phone's tab bar the bottom. */}
      <ControlsContainer position="top-left">
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
  const reducers = useRef<DisplayReducers | null>(null);
  const gate = useRef<MotionGate | null>(null);
  useEffect(() => {
    latest.current = { onSelect, onRendered };
  });

  // Reducers are set once and read the current display state: changing sigma's reducer
  // settings re-indexes the whole graph once per setting, a refresh does it once.
  useEffect(() => {
    sigma.setSettings({
      nodeReducer: (node, attributes) => (reducers.current ? reducers.current.nodeReducer(node, attributes) : attributes),
      edgeReducer: (edge, attributes) => (reducers.current ? reducers.current.edgeReducer(edge, attributes) : attributes),
    });
  }, [sigma]);

  // Big graphs leave plain edges and the picking pass out of frames while the view moves.
  useEffect(() => {
    const { edges, picking } = leftOutWhileMoving;
    const motion = new MotionGate((moving) => {
      if (moving) {
        edges.add(sigma);
        picking.add(sigma);
      } else {
        edges.delete(sigma);
        picking.delete(sigma);
        sigma.scheduleRender();
      }
    });
    gate.current = motion;
    const camera = sigma.getCamera();
    const moved = () => motion.moved();
    camera.on("updated", moved);
    // A press asks the picking buffer which node is under the pointer: bring it up to date
    // first with one full frame, drawn now (capture phase: before sigma's own listener).
    const press = () => {
      if (!picking.has(sigma)) return;
      picking.delete(sigma);
      sigma.refresh({ partialGraph: { nodes: [] }, skipIndexation: true }); // draws at once, re-indexes nothing
      if (motion.isMoving) picking.add(sigma);
    };
    const container = sigma.getContainer();
    container.addEventListener("mousedown", press, { capture: true });
    container.addEventListener("touchstart", press, { capture: true, passive: true });
    return () => {
      camera.off("updated", moved);
      container.removeEventListener("mousedown", press, { capture: true });
      container.removeEventListener("touchstart", press, { capture: true });
      motion.dispose();
      edges.delete(sigma);
      picking.delete(sigma);
    };
  }, [sigma]);

  // A new graph or display state: filters, focus, highlight and selection are reducers, so
  // no rebuild and no relayout; a new graph is swapped in and drawn once.
  useEffect(() => {
    if (!graph) return;
    reducers.current = displayReducers(display, () => sigma.getGraph(), nodeKindsOf(graph));
    if (sigma.getGraph() === graph) {
      sigma.refresh();
      return;
    }
    gate.current?.setEnabled(graph.size > HIDE_EDGES_WHILE_MOVING_ABOVE);
    sigma.setCustomBBox(null); // a drag fixes the frame; a new graph gets a fresh one
    const started = performance.now();
    const done = () => {
      // Read by `npm run bench:ui` (and visible in the browser's performance panel).
      performance.measure("graph-render", { start: started, detail: { nodes: graph.order, edges: graph.size } });
      latest.current.onRendered();
    };
    sigma.once("afterRender", done);
    sigma.setGraph(graph); // indexes and draws at once
    return () => {
      sigma.off("afterRender", done);
    };
  }, [sigma, graph, display]);

  // Click to select, drag to move a node (the camera stays put while dragging).
  useEffect(() => {
    const release = () => {
      const drag = dragged.current;
      if (drag) {
        sigma.getCamera().enable();
        // The label grid only learns where the node went on a full pass: one, after the drag.
        if (drag.moved) sigma.refresh({ partialGraph: { nodes: [drag.node] }, schedule: true });
      }
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
        const { node } = dragged.current;
        const position = sigma.viewportToGraph(event);
        const current = sigma.getGraph();
        // Moved in place, without graph events: an event would make sigma re-index every
        // node and edge per mouse move; redrawing this node and its edges is enough.
        Object.assign(current.getNodeAttributes(node), { x: position.x, y: position.y });
        sigma.refresh({ partialGraph: { nodes: [node], edges: current.edges(node) }, skipIndexation: true, schedule: true });
        gate.current?.moved();
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
