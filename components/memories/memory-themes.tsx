import Link from "next/link";
import type { GraphBadge } from "@/lib/memories/graph-badge";
import type { MemoryTheme } from "@/lib/memories/get-memory-view";

const kindLabels: Record<MemoryTheme["kind"], string> = {
  person: "Person",
  pet: "Pet",
  place: "Place",
  activity: "Activity",
  preference: "Preference",
  period: "Time",
  event_series: "Series",
};

/** The relationship nodes this memory belongs to; each lists the other memories that share it. */
export function MemoryThemes({ themes, graph }: { themes: MemoryTheme[] | null; graph: GraphBadge | null }) {
  return (
    <section aria-labelledby="memory-themes-title" data-testid="memory-themes">
      <h2 id="memory-themes-title" className="text-xs font-semibold uppercase tracking-wide text-stone-500">
        Connected through
      </h2>
      {themes === null ? (
        <p className="mt-1 text-sm text-stone-500">The memory graph can&apos;t be read right now; the connections will show again when it can.</p>
      ) : themes.length === 0 ? (
        <p className="mt-1 text-sm text-stone-500">{graph?.state === "organising" ? "Finding what this memory shares with others…" : "No connections yet."}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {themes.map((theme) => (
            <li key={theme.id}>
              <Link
                href={`/memories?theme=${encodeURIComponent(theme.id)}`}
                data-testid="memory-theme"
                data-kind={theme.kind}
                title={theme.description || `Memories with ${theme.name}`}
                className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs text-violet-900 hover:bg-violet-200"
              >
                <span className="font-semibold">{kindLabels[theme.kind] ?? theme.kind}</span>
                <span>{theme.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
