import type { RelationshipKind } from "@/lib/graph/types";
import type { GraphNodeKind } from "./graph-view-data";
import { DIMMED_NODE_COLOR, EDGE_COLOR, type GraphNodeAttributes } from "./graph-style";

/** What the toolbar, search, focus mode and `?highlight=` decide about the drawing. */
export type GraphDisplayState = {
  nodeKinds: ReadonlySet<GraphNodeKind>;
  relationshipKinds: ReadonlySet<RelationshipKind>;
  /** Nodes a chat answer used; when non-empty every other node is dimmed. */
  highlight: ReadonlySet<string>;
  /** Focus mode: only this neighbourhood is drawn. */
  focus: ReadonlySet<string> | null;
  selected: string | null;
};

type NodeLike = Pick<GraphNodeAttributes, "nodeKind" | "relationshipKind" | "color" | "label">;

export function isNodeShown(id: string, node: NodeLike, state: GraphDisplayState): boolean {
  if (!state.nodeKinds.has(node.nodeKind)) return false;
  if (node.relationshipKind && !state.relationshipKinds.has(node.relationshipKind)) return false;
  return !state.focus || state.focus.has(id);
}

export type NodeDisplay = { hidden?: boolean; color?: string; label?: string | null; highlighted?: boolean; forceLabel?: boolean; zIndex?: number };

/** Sigma node reducer: filters hide, highlight dims the rest, the selection gets a label. */
export function displayNode(id: string, node: NodeLike, state: GraphDisplayState): NodeDisplay {
  if (!isNodeShown(id, node, state)) return { hidden: true };
  if (id === state.selected) return { highlighted: true, forceLabel: true, zIndex: 3 };
  if (state.highlight.size) {
    return state.highlight.has(id) ? { highlighted: true, forceLabel: true, zIndex: 2 } : { color: DIMMED_NODE_COLOR, label: null, zIndex: 0 };
  }
  return { zIndex: node.nodeKind === "relationship" ? 1 : 0 };
}

export type EdgeDisplay = { hidden?: boolean; color?: string; size?: number };

/** Sigma edge reducer: an edge shows when both ends do; highlight and selection stand out. */
export function displayEdge(source: { id: string; node: NodeLike }, target: { id: string; node: NodeLike }, state: GraphDisplayState): EdgeDisplay {
  if (!isNodeShown(source.id, source.node, state) || !isNodeShown(target.id, target.node, state)) return { hidden: true };
  if (state.selected && (source.id === state.selected || target.id === state.selected)) return { color: "#57534e", size: 1.5 };
  if (state.highlight.size) {
    return state.highlight.has(source.id) && state.highlight.has(target.id) ? { color: "#78716c", size: 1.5 } : { color: "#f5f5f4" };
  }
  return { color: EDGE_COLOR };
}
