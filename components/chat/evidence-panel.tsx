import Link from "next/link";
import type { FoundBecause, RecallEvidence } from "@/lib/recall/evidence";
import { graphHighlightHref } from "@/lib/graph-view/highlight";

const kindColour: Record<string, string> = {
  person: "bg-rose-50 text-rose-800 border-rose-200",
  pet: "bg-rose-50 text-rose-800 border-rose-200",
  place: "bg-emerald-50 text-emerald-800 border-emerald-200",
  activity: "bg-sky-50 text-sky-800 border-sky-200",
  event_series: "bg-violet-50 text-violet-800 border-violet-200",
  period: "bg-amber-50 text-amber-800 border-amber-200",
};

function formatDate(iso: string | null) {
  if (!iso) return "Date unknown";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

const strategyText: Record<RecallEvidence["strategy"], string> = {
  all: "memories linked to all of these",
  any: "memories linked to any of these",
  mixed: "memories linked to the required nodes and the most of the others",
  direct_search: "no relationship node fit, so I searched the memories' own words",
  none: "",
};

/** "Marcus, Hiking; the words “trail”, “lake”; in summer 2025" */
function foundBecauseText(why: FoundBecause): string {
  const parts = [
    why.nodes.length ? `linked to ${why.nodes.join(", ")}` : "",
    why.words.length ? `mentions ${why.words.map((w) => `“${w}”`).join(", ")}` : "",
    why.window ? `in ${why.window}` : "",
  ].filter(Boolean);
  return parts.join("; ");
}

export function EvidencePanel({ evidence }: { evidence: RecallEvidence }) {
  if (evidence.outcome !== "answered") return null;
  const graphHref = graphHighlightHref([...evidence.relationshipNodes.map((n) => n.id), ...evidence.memories.map((m) => m.id)]);
  return (
    <div className="mt-3 space-y-3" data-testid="evidence">
      {evidence.memories.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Memories used">
          {evidence.memories.map((m) => (
            <li key={m.id}>
              <Link
                href={`/memories/${m.id}`}
                data-testid="cited-memory"
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white hover:border-brand-500"
              >
                {m.thumbnailUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={m.thumbnailUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                ) : (
                  <div className="flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-2xl text-stone-400" aria-hidden>
                    ▦
                  </div>
                )}
                <div className="p-2">
                  <p className="line-clamp-2 text-xs font-medium group-hover:text-brand-700">{m.title || "Untitled memory"}</p>
                  <p className="mt-0.5 text-xs text-stone-500">{formatDate(m.occurredAt)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <details className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-xs text-stone-600" data-testid="how-found">
        <summary className="cursor-pointer font-medium text-stone-700">How I found these</summary>
        <div className="mt-2 space-y-2">
          {evidence.relationshipNodes.length > 0 && (
            <div className="flex flex-wrap gap-1.5">
              {evidence.relationshipNodes.map((n) => (
                <span key={n.id} data-testid="evidence-node" className={`rounded-full border px-2 py-0.5 ${kindColour[n.kind] ?? "bg-white border-stone-200"}`}>
                  {n.name}
                </span>
              ))}
            </div>
          )}
          {evidence.memories.some((m) => m.foundBecause) && (
            <ul className="space-y-1" aria-label="Why each memory was found">
              {evidence.memories.map((m) =>
                m.foundBecause ? (
                  <li key={m.id} data-testid="found-because">
                    <span className="font-medium text-stone-700">{m.title || "Untitled memory"}</span>: {foundBecauseText(m.foundBecause)}
                  </li>
                ) : null,
              )}
            </ul>
          )}
          <p>
            {strategyText[evidence.strategy]}
            {evidence.timeWindow ? `, within ${evidence.timeWindow.label}` : ""}.
          </p>
          {evidence.relationshipNodes.length > 0 && (
            <Link href={graphHref} className="font-medium text-brand-700 hover:underline" data-testid="show-in-graph">
              Show these in the graph →
            </Link>
          )}
        </div>
      </details>
    </div>
  );
}
