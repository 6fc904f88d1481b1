"use client";

import Link from "next/link";
import type { MemoryNode } from "@/lib/graph/types";
import { RELATIONSHIP_KIND_STYLE } from "@/lib/graph-view/graph-style";
import type { GraphViewNode } from "@/lib/graph-view/graph-view-data";
import { useGraphNode } from "./graph-api";

/** The side panel for the selected node: a memory's details, or a theme's memories. */
export function NodePanel({
  node,
  focused,
  onFocus,
  onClose,
}: {
  node: GraphViewNode;
  focused: boolean;
  onFocus: () => void;
  onClose: () => void;
}) {
  // A detail has no page of its own: show the memory it belongs to.
  const detailsId = node.type === "semantic" ? node.memoryId : node.id;
  const details = useGraphNode(detailsId);

  return (
    <aside data-testid="graph-node-panel" className="flex max-h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <header className="flex items-start justify-between gap-2 border-b border-stone-100 p-4">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{kindLabel(node)}</p>
          <h2 data-testid="graph-node-panel-title" className="truncate text-base font-semibold">
            {node.label}
          </h2>
        </div>
        <button type="button" onClick={onClose} aria-label="Close panel" className="rounded-md px-2 text-stone-500 hover:bg-stone-100">
          ×
        </button>
      </header>
      <div className="flex-1 overflow-y-auto p-4 text-sm">
        <button
          type="button"
          data-testid="graph-focus-toggle"
          onClick={onFocus}
          className="mb-4 rounded-lg border border-stone-300 px-3 py-1.5 text-xs font-medium hover:bg-stone-50"
        >
          {focused ? "Show whole graph" : "Focus on neighbourhood"}
        </button>
        {details.isPending && <p className="text-stone-500">Loading…</p>}
        {details.isError && (
          <p role="status" className="text-red-700">
            {details.error.message}
          </p>
        )}
        {details.data?.type === "relationship" && (
          <>
            {details.data.node.description && <p className="mb-3 text-stone-600">{details.data.node.description}</p>}
            <h3 className="mb-2 font-medium">
              {details.data.memories.length} {details.data.memories.length === 1 ? "memory" : "memories"}
            </h3>
            <MemoryLinks memories={details.data.memories} />
          </>
        )}
        {details.data?.type === "memory" && (
          <div data-testid="graph-memory-details">
            {node.type === "semantic" && <p className="mb-2 text-xs text-stone-500">A detail of this memory:</p>}
            <Link href={`/memories/${details.data.memory.id}`} className="font-medium text-brand-700 hover:underline">
              {details.data.memory.title || "Untitled memory"}
            </Link>
            <p className="mt-1 text-xs text-stone-500">{[formatDate(details.data.memory.occurredAt), details.data.memory.place].filter(Boolean).join(" · ")}</p>
            {details.data.memory.summary && <p className="mt-2 text-stone-700">{details.data.memory.summary}</p>}
            {details.data.themes.length > 0 && (
              <>
                <h3 className="mt-4 mb-1 font-medium">Themes</h3>
                <ul className="flex flex-wrap gap-1">
                  {details.data.themes.map((t) => (
                    <li key={t.id} className="rounded-full px-2 py-0.5 text-xs text-white" style={{ background: RELATIONSHIP_KIND_STYLE[t.kind].color }}>
                      {t.name}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {details.data.semantic.length > 0 && (
              <>
                <h3 className="mt-4 mb-1 font-medium">Details</h3>
                <ul className="space-y-0.5 text-stone-700">
                  {details.data.semantic.map((s) => (
                    <li key={s.id}>
                      <span className="text-stone-500">{s.kind}:</span> {s.value}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </aside>
  );
}

function MemoryLinks({ memories }: { memories: MemoryNode[] }) {
  return (
    <ul data-testid="graph-node-memories" className="space-y-2">
      {memories.map((m) => (
        <li key={m.id}>
          <Link href={`/memories/${m.id}`} className="block rounded-lg border border-stone-200 p-2 hover:bg-stone-50">
            <span className="block font-medium text-brand-700">{m.title || "Untitled memory"}</span>
            <span className="block text-xs text-stone-500">{[formatDate(m.occurredAt), m.place].filter(Boolean).join(" · ")}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function kindLabel(node: GraphViewNode): string {
  if (node.type === "memory") return "Memory";
  if (node.type === "semantic") return `Detail · ${node.kind}`;
  return `Theme · ${RELATIONSHIP_KIND_STYLE[node.kind].label}`;
}

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}
