"use client";

import { useId, useMemo, useState } from "react";
import { NODE_KIND_STYLE, RELATIONSHIP_KIND_STYLE } from "@/lib/graph-view/graph-style";
import type { GraphViewNode } from "@/lib/graph-view/graph-view-data";
import { searchGraphNodes } from "@/lib/graph-view/search-graph-nodes";

/** Find a node by name; picking one selects it and flies the camera there. */
export function GraphSearch({ nodes, onPick }: { nodes: GraphViewNode[]; onPick: (node: GraphViewNode) => void }) {
  const [text, setText] = useState("");
  const listId = useId();
  const matches = useMemo(() => searchGraphNodes(nodes, text, 8), [nodes, text]);

  const pick = (node: GraphViewNode) => {
    onPick(node);
    setText("");
  };

  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Find a node
      </label>
      <input
        id={`${listId}-input`}
        data-testid="graph-search"
        type="search"
        value={text}
        placeholder="Find a person, place, memory…"
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && matches[0]) pick(matches[0]);
          if (e.key === "Escape") setText("");
        }}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm"
      />
      {text.trim() && (
        <ul
          id={listId}
          data-testid="graph-search-results"
          className="absolute z-10 mt-1 w-full overflow-hidden rounded-lg border border-stone-200 bg-white text-sm shadow-lg"
        >
          {matches.length === 0 && <li className="px-3 py-2 text-stone-500">No node named like that.</li>}
          {matches.map((node) => (
            <li key={node.id}>
              <button type="button" onClick={() => pick(node)} className="flex w-full items-center gap-2 px-3 py-1.5 text-left hover:bg-stone-50">
                <span aria-hidden className="inline-block h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: swatch(node) }} />
                <span className="truncate">{node.label}</span>
                <span className="ml-auto text-xs text-stone-500">{kindName(node)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function swatch(node: GraphViewNode) {
  return node.type === "relationship" ? RELATIONSHIP_KIND_STYLE[node.kind].color : NODE_KIND_STYLE[node.type].color;
}

function kindName(node: GraphViewNode) {
  return node.type === "relationship" ? RELATIONSHIP_KIND_STYLE[node.kind].label : NODE_KIND_STYLE[node.type].label;
}
