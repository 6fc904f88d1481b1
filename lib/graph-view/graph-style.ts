import type { RelationshipKind } from "@/lib/graph/types";
import type { GraphNodeKind, GraphViewNode } from "./graph-view-data";

/** Colours of the legend, the filters and the canvas (one source so they always agree). */
export const NODE_KIND_STYLE: Record<GraphNodeKind, { label: string; plural: string; color: string }> = {
  memory: { label: "Memory", plural: "Memories", color: "#334155" },
  semantic: { label: "Detail", plural: "Details", color: "#a8a29e" },
  relationship: { label: "Theme", plural: "Themes", color: "#4250e6" },
};

export const RELATIONSHIP_KIND_STYLE: Record<RelationshipKind, { label: string; color: string }> = {
  person: { label: "Person", color: "#e11d48" },
  pet: { label: "Pet", color: "#ea580c" },
  place: { label: "Place", color: "#059669" },
  activity: { label: "Activity", color: "#7c3aed" },
  period: { label: "Period", color: "#0284c7" },
  event_series: { label: "Event series", color: "#ca8a04" },
  preference: { label: "Preference", color: "#db2777" },
};

export const DIMMED_NODE_COLOR = "#e7e5e4";
export const EDGE_COLOR = "#d6d3d1";
export const DIMMED_EDGE_COLOR = "#f5f5f4";
export const HIGHLIGHT_EDGE_COLOR = "#78716c";
export const SELECTED_EDGE_COLOR = "#57534e";
/**
 * Edges are drawn as 1px lines: in software WebGL a thick, anti-aliased edge costs about five
 * times more, and 25,000 of them are most of a frame. The few edges that must stand out
 * (selection, highlight) use the thick program.
 */
export const EDGE_TYPE = "line";
export const EMPHASIS_EDGE_TYPE = "thick";
export const MEMORY_NODE_SIZE = 4;
export const SEMANTIC_NODE_SIZE = 2;
const THEME_MIN_SIZE = 6;
const THEME_MAX_SIZE = 16;

/**
 * Labels (sigma's labelRenderedSizeThreshold): a node's label may show once its size on screen
 * (size / sqrt(camera ratio), sigma's default) reaches this. Every theme, even the smallest,
 * is named at the starting zoom; a memory's title shows from about 2.3x zoom (or on hover);
 * details only when zoomed far in. Sigma's label grid still shows at most a few labels per
 * cell, biggest nodes first, so themes win over the memories around them.
 */
export const LABEL_RENDERED_SIZE_THRESHOLD = THEME_MIN_SIZE;

/** Whether a node of this size is big enough on screen for its label at this camera ratio (1: the starting zoom, 0.5: 2x in). */
export const labelShownAt = (size: number, cameraRatio: number) => size / Math.sqrt(cameraRatio) >= LABEL_RENDERED_SIZE_THRESHOLD;

/** Themes grow with their memories (log scale, so a theme of 500 memories doesn't swamp the view). */
export function relationshipNodeSize(memoryCount: number): number {
  return Math.min(THEME_MAX_SIZE, THEME_MIN_SIZE + 1.5 * Math.log2(Math.max(1, memoryCount)));
}

/** What the canvas stores on each graphology node (besides x/y from the layout). */
export type GraphNodeAttributes = {
  label: string;
  size: number;
  color: string;
  /**
   * Sigma program: memories are squares (a photo), themes discs, details small dots. Squares
   * and dots are point sprites: software WebGL draws instanced programs (sigma's circle, used
   * for the discs) one instance at a time, so 25,000 detail discs would take half a second per frame.
   */
  type: "square" | "disc" | "dot";
  nodeKind: GraphNodeKind;
  relationshipKind: RelationshipKind | null;
  /** Themes are drawn over memories and details. */
  zIndex: number;
  x: number;
  y: number;
};

export function nodeAttributes(node: GraphViewNode): Omit<GraphNodeAttributes, "x" | "y"> {
  switch (node.type) {
    case "memory":
      return { label: node.label, size: MEMORY_NODE_SIZE, color: NODE_KIND_STYLE.memory.color, type: "square", nodeKind: "memory", relationshipKind: null, zIndex: 0 };
    case "semantic":
      return { label: node.label, size: SEMANTIC_NODE_SIZE, color: NODE_KIND_STYLE.semantic.color, type: "dot", nodeKind: "semantic", relationshipKind: null, zIndex: 0 };
    case "relationship":
      return {
        label: node.label,
        size: relationshipNodeSize(node.memoryCount),
        color: RELATIONSHIP_KIND_STYLE[node.kind].color,
        type: "disc",
        nodeKind: "relationship",
        relationshipKind: node.kind,
        zIndex: 1,
      };
  }
}
