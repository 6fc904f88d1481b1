import Link from "next/link";
import type { MemoryListItem } from "@/lib/capture/list-memories";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function MemoryList({ memories }: { memories: MemoryListItem[] }) {
  return (
    <ul data-testid="memory-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {memories.map((m) => (
        <li key={m.id} data-testid="memory-card" data-status={m.status}>
          <Link
            href={m.status === "DRAFT" ? `/memories/new/${m.id}` : `/memories/${m.id}`}
            className="block overflow-hidden rounded-2xl border border-stone-200 bg-white hover:border-brand-300 hover:shadow-sm"
          >
            {m.thumbnailUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- private, owner-only media
              <img src={m.thumbnailUrl} alt="" className="aspect-[4/3] w-full bg-stone-100 object-cover" />
            ) : (
              <div className="flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-xs text-stone-500">No photo</div>
            )}
            <div className="space-y-1 p-3">
              <div className="flex items-center gap-2">
                {m.status === "DRAFT" && (
                  <span data-testid="draft-badge" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    Draft
                  </span>
                )}
                <h2 data-testid="memory-card-title" className="truncate text-sm font-semibold">
                  {m.title || "Untitled draft"}
                </h2>
              </div>
              <p className="text-xs text-stone-500">
                {m.occurredOn ? formatDate(`${m.occurredOn}T12:00:00Z`) : `Added ${formatDate(m.createdAt)}`}
                {m.photoCount > 1 ? ` · ${m.photoCount} photos` : ""}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
