"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { firstIssue } from "@/lib/errors/first-issue";
import { mapQuerySchema, type MapQuery } from "@/lib/map/map-query";
import { fetchMapData, mapKeys } from "./map-api";

// WebGL only exists in the browser.
const MemoryMap = dynamic(() => import("./memory-map"), { ssr: false });

const inputClass = "rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm";

/** /map: the period picker above the map of the user's memories. */
export function MapExplorer({ initial, styleUrl }: { initial: MapQuery; styleUrl: string | null }) {
  const router = useRouter();
  const [period, setPeriod] = useState<MapQuery>(initial);
  const [draft, setDraft] = useState({ from: initial.from ?? "", to: initial.to ?? "" });
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery({
    queryKey: mapKeys.period(period),
    queryFn: ({ signal }) => fetchMapData(period, signal),
    placeholderData: keepPreviousData,
  });

  const apply = (next: { from: string; to: string }) => {
    setDraft(next);
    const parsed = mapQuerySchema.safeParse(next);
    if (!parsed.success) return setProblem(firstIssue(parsed.error));
    setProblem(null);
    setPeriod(parsed.data);
    const search = new URLSearchParams(Object.entries(parsed.data).filter((e): e is [string, string] => !!e[1])).toString();
    router.replace(search ? `/map?${search}` : "/map", { scroll: false });
  };
  const years = query.data?.years;
  const yearOptions = years ? Array.from({ length: years.last - years.first + 1 }, (_, i) => String(years.last - i)) : [];
  const shownYear = draft.from.endsWith("-01-01") && draft.to === `${draft.from.slice(0, 4)}-12-31` ? draft.from.slice(0, 4) : "";

  if (query.isError && !query.data) {
    return (
      <div role="status" data-testid="map-error" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {query.error.message}{" "}
        <button type="button" className="underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.data && !query.data.years) {
    return (
      <EmptyState testId="map-empty" title="No places yet" action={{ href: "/memories/new", label: "Capture a memory" }}>
        A memory lands on the map when one of its photos carries GPS coordinates (most phone photos do).
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <form
        data-testid="map-period"
        aria-label="Period"
        className="flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <label className="flex flex-col gap-1">
          <span className="text-stone-600">Year</span>
          <select
            data-testid="map-year"
            className={inputClass}
            value={shownYear}
            onChange={(event) => apply(event.target.value ? { from: `${event.target.value}-01-01`, to: `${event.target.value}-12-31` } : { from: "", to: "" })}
          >
            <option value="">All years</option>
            {yearOptions.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-stone-600">From</span>
          <input data-testid="map-from" type="date" className={inputClass} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-stone-600">To</span>
          <input data-testid="map-to" type="date" className={inputClass} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" data-testid="map-apply" className="rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          Show
        </button>
        {(period.from || period.to) && (
          <button type="button" data-testid="map-all-time" className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 font-medium hover:bg-stone-50" onClick={() => apply({ from: "", to: "" })}>
            All time
          </button>
        )}
        <p data-testid="map-count" role="status" className="ml-auto self-center text-stone-600">
          {query.data ? `${query.data.memories.length.toLocaleString()} ${query.data.memories.length === 1 ? "memory" : "memories"} with a place` : "Loading…"}
        </p>
      </form>
      {problem && (
        <p role="alert" data-testid="map-period-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div data-testid="map-canvas" className="relative h-[65vh] min-h-80 overflow-hidden rounded-2xl border border-stone-200 bg-sky-50">
        {query.data && <MemoryMap memories={query.data.memories} styleUrl={styleUrl} />}
      </div>
    </div>
  );
}
