import { RELATIONSHIP_KINDS, type RelationshipKind } from "@/lib/graph/types";
import type { GraphNodeKind } from "./graph-view-data";
import { DIMMED_EDGE_COLOR, DIMMED_NODE_COLOR, EMPHASIS_EDGE_TYPE, HIGHLIGHT_EDGE_COLOR, SELECTED_EDGE_COLOR, type GraphNodeAttributes } from "./graph-style";

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

type NodeLike = Pick<GraphNodeAttributes, "nodeKind" | "relationshipKind">;

function isNodeShown(id: string, node: NodeLike, state: GraphDisplayState): boolean {
  if (!state.nodeKinds.has(node.nodeKind)) return false;
  if (node.relationshipKind && !state.relationshipKinds.has(node.relationshipKind)) return false;
  return !state.focus || state.focus.has(id);
}

/**
 * True when the state changes nothing about the drawing: every kind the graph has is shown,
 * nothing is highlighted, focused or selected. Then the canvas runs no reducer at all.
 */
export function isPlainDisplay(state: GraphDisplayState, graphNodeKinds: Iterable<GraphNodeKind>): boolean {
  for (const kind of graphNodeKinds) if (!state.nodeKinds.has(kind)) return false;
  if (RELATIONSHIP_KINDS.some((kind) => !state.relationshipKinds.has(kind))) return false;
  return state.highlight.size === 0 && state.focus === null && state.selected === null;
}

type NodeDisplay = { hidden?: boolean; color?: string; label?: string | null; highlighted?: boolean; forceLabel?: boolean; zIndex?: number };

/** Node reducer: filters hide, highlight dims the rest, the selection gets a label. */
export function displayNode(id: string, node: NodeLike, state: GraphDisplayState): NodeDisplay {
  if (!isNodeShown(id, node, state)) return { hidden: true };
  if (id === state.selected) return { highlighted: true, forceLabel: true, zIndex: 3 };
  if (state.highlight.size) {
    return state.highlight.has(id) ? { highlighted: true, forceLabel: true, zIndex: 2 } : { color: DIMMED_NODE_COLOR, label: null, zIndex: 0 };
  }
  return {};
}

type EdgeDisplay = { hidden?: boolean; color?: string; size?: number; type?: typeof EMPHASIS_EDGE_TYPE };

/** Edge reducer: an edge shows when both ends do; highlight and selection stand out (thicker, drawn even while moving). */
export function displayEdge(source: string, target: string, shown: (id: string) => boolean, state: GraphDisplayState): EdgeDisplay {
  if (!shown(source) || !shown(target)) return { hidden: true };
  if (state.selected && (source === state.selected || target === state.selected)) return { color: SELECTED_EDGE_COLOR, size: 1.5, type: EMPHASIS_EDGE_TYPE };
  if (state.highlight.size) {
    return state.highlight.has(source) && state.highlight.has(target) ? { color: HIGHLIGHT_EDGE_COLOR, size: 1.5, type: EMPHASIS_EDGE_TYPE } : { color: DIMMED_EDGE_COLOR };
  }
  return {};
}

/** What the reducers need of the graph on the canvas. */
export type DisplayGraph = {
  getNodeAttributes(node: string): NodeLike;
  source(edge: string): string;
  target(edge: string): string;
};

export type DisplayReducers = {
  nodeReducer: <A extends NodeLike>(node: string, attributes: A) => A & NodeDisplay;
  edgeReducer: <A extends object>(edge: string, attributes: A) => A & EdgeDisplay;
};

/**
 * Sigma's reducers for a display state, or null when it is plain (no reducer is the cheapest
 * refresh). Sigma hands reducers a copy of the attributes, so they are updated in place; an
 * edge looks its ends up once per node (a refresh visits ~25,000 edges at 5,000 memories).
 * `graph` is read at call time: the canvas may hold a newer graph than the one the state was made for.
 */
export function displayReducers(state: GraphDisplayState, graph: () => DisplayGraph, graphNodeKinds: Iterable<GraphNodeKind>): DisplayReducers | null {
  if (isPlainDisplay(state, graphNodeKinds)) return null;
  let seen: DisplayGraph | null = null;
  const shownById = new Map<string, boolean>();
  const shown = (id: string) => {
    let value = shownById.get(id);
    if (value === undefined) {
      value = isNodeShown(id, seen!.getNodeAttributes(id), state);
      shownById.set(id, value);
    }
    return value;
  };
  return {
    nodeReducer: (node, attributes) => Object.assign(attributes, displayNode(node, attributes, state)),
    edgeReducer: (edge, attributes) => {
      const current = graph();
      if (current !== seen) {
        seen = current;
        shownById.clear();
      }
      return Object.assign(attributes, displayEdge(current.source(edge), current.target(edge), shown, state));
    },
  };
}

/** How many nodes the state shows (for the page's ready marker and the tests). */
export function countShownNodes(nodes: Iterable<[string, NodeLike]>, state: GraphDisplayState): number {
  let count = 0;
  for (const [id, node] of nodes) if (isNodeShown(id, node, state)) count++;
  return count;
}
