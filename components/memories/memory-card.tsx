import { IntentLink } from "@/components/ui/intent-link";
import type { MemoryCard as Card } from "@/lib/memories/list-memory-page";
import { formatPeriod } from "@/lib/text/memory-period";
import { GraphStatusBadge } from "./graph-status-badge";

const formatDay = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function MemoryCard({ memory }: { memory: Card & { matched?: string[] } }) {
  const draft = memory.status === "DRAFT";
  const href = draft ? `/memories/new/${memory.id}` : `/memories/${memory.id}`;
  return (
    <li data-testid="memory-card" data-status={memory.status} data-memory-id={memory.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white hover:border-brand-300 hover:shadow-sm">
      <IntentLink href={href} className="block" aria-label={draft ? `Resume draft: ${memory.title || "Untitled draft"}` : memory.title}>
        {memory.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- private, owner-only media
          <img src={memory.thumbnailUrl} alt="" loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-stone-100 object-cover" />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-xs text-stone-500">No photo</div>
        )}
        <div className="space-y-1 px-3 pt-3">
          <h3 data-testid="memory-card-title" className="truncate text-sm font-semibold">
            {memory.title || "Untitled draft"}
          </h3>
          <p className="truncate text-xs text-stone-500" data-testid="memory-card-date">
            {memory.occurredOn ? formatPeriod(memory.occurredOn, memory.endedOn) : `Added ${formatDay(memory.timelineAt.slice(0, 10))}`}
            {memory.place ? ` · ${memory.place}` : ""}
            {memory.photoCount > 1 ? ` · ${memory.photoCount} photos` : ""}
          </p>
          {memory.matched && memory.matched.length > 0 && (
            <p className="truncate text-xs text-violet-800" data-testid="memory-card-match" title="What the search matched">
              Matched: {memory.matched.slice(0, 4).join(", ")}
            </p>
          )}
        </div>
      </IntentLink>
      <div className="flex min-h-8 flex-wrap items-center gap-1.5 px-3 pb-3 pt-1">
        {draft && (
          <IntentLink href={href} data-testid="draft-badge" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 hover:bg-amber-200">
            Draft · resume
          </IntentLink>
        )}
        <GraphStatusBadge graph={memory.graph} />
      </div>
    </li>
  );
}
