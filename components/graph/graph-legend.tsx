"use client";

import { RELATIONSHIP_KINDS, type RelationshipKind } from "@/lib/graph/types";
import { NODE_KIND_STYLE, RELATIONSHIP_KIND_STYLE } from "@/lib/graph-view/graph-style";
import { GRAPH_NODE_KINDS, type GraphNodeKind } from "@/lib/graph-view/graph-view-data";

/** The legend doubles as the filter: each entry shows its colour and switches its nodes on or off. */
export function GraphLegend({
  nodeKinds,
  relationshipKinds,
  onNodeKindsChange,
  onRelationshipKindsChange,
}: {
  nodeKinds: ReadonlySet<GraphNodeKind>;
  relationshipKinds: ReadonlySet<RelationshipKind>;
  onNodeKindsChange: (kinds: ReadonlySet<GraphNodeKind>) => void;
  onRelationshipKindsChange: (kinds: ReadonlySet<RelationshipKind>) => void;
}) {
  return (
    <fieldset data-testid="graph-legend" className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <legend className="sr-only">Show node kinds</legend>
      {GRAPH_NODE_KINDS.map((kind) => (
        <LegendToggle
          key={kind}
          testId={`graph-filter-${kind}`}
          label={NODE_KIND_STYLE[kind].plural}
          swatch={kind === "memory" ? "square" : kind === "semantic" ? "dot" : "disc"}
          color={NODE_KIND_STYLE[kind].color}
          checked={nodeKinds.has(kind)}
          onChange={(on) => onNodeKindsChange(toggle(nodeKinds, kind, on))}
        />
      ))}
      <span aria-hidden className="h-4 w-px bg-stone-300" />
      {RELATIONSHIP_KINDS.map((kind) => (
        <LegendToggle
          key={kind}
          testId={`graph-filter-${kind}`}
          label={RELATIONSHIP_KIND_STYLE[kind].label}
          swatch="disc"
          color={RELATIONSHIP_KIND_STYLE[kind].color}
          checked={relationshipKinds.has(kind)}
          disabled={!nodeKinds.has("relationship")}
          onChange={(on) => onRelationshipKindsChange(toggle(relationshipKinds, kind, on))}
        />
      ))}
    </fieldset>
  );
}

function LegendToggle(props: {
  testId: string;
  label: string;
  swatch: "square" | "disc" | "dot";
  color: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const shape = props.swatch === "square" ? "h-3 w-3 rounded-[2px]" : props.swatch === "disc" ? "h-3 w-3 rounded-full" : "h-2 w-2 rounded-full";
  return (
    <label className={`inline-flex cursor-pointer items-center gap-1.5 ${props.disabled ? "opacity-40" : ""}`}>
      <input
        type="checkbox"
        data-testid={props.testId}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        className="h-3.5 w-3.5 accent-stone-700"
      />
      <span aria-hidden className={`inline-block ${shape}`} style={{ background: props.color }} />
      {props.label}
    </label>
  );
}

function toggle<T>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
