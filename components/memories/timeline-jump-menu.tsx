"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { yearsOf } from "@/lib/memories/timeline-rows";
import { fetchTimelinePeriods, memoryKeys } from "./memories-api";

type Props = {
  jump: string | null;
  onJump: (period: string | null) => void;
  /** The person is about to pick this period (pointer over a year, focus, a press): its first page can load now. */
  onIntent?: (period: string) => void;
};

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
const chip = "shrink-0 rounded-full px-3 py-1 text-xs font-medium transition";

/**
 * Years as a row of chips and every month in a menu: goes straight to any period of the
 * timeline, however little of it is loaded (the periods come from their own query).
 */
export function TimelineJumpMenu({ jump, onJump, onIntent }: Props) {
  const periods = useQuery({ queryKey: memoryKeys.periods, queryFn: ({ signal }) => fetchTimelinePeriods(signal), staleTime: 60_000 });
  const years = useMemo(() => yearsOf(periods.data ?? []), [periods.data]);
  if (years.length < 2 && !jump) return null;
  const activeYear = jump?.slice(0, 4) ?? null;
  return (
    <nav aria-label="Jump to a year or month" data-testid="timeline-jump" className="mb-4 flex items-center gap-2">
      <div className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto pb-1 [scrollbar-width:thin]">
        <button type="button" data-testid="timeline-newest" aria-pressed={!jump} onClick={() => onJump(null)} className={`${chip} ${!jump ? "bg-brand-600 text-white" : "bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100"}`}>
          Newest
        </button>
        {years.map((y) => (
          <button
            key={y.year}
            type="button"
            data-testid="timeline-year"
            data-year={y.year}
            aria-pressed={activeYear === y.year}
            title={`${y.count} ${y.count === 1 ? "memory" : "memories"}`}
            onClick={() => onJump(y.year)}
            onPointerEnter={() => onIntent?.(y.year)}
            onPointerDown={() => onIntent?.(y.year)}
            onFocus={() => onIntent?.(y.year)}
            className={`${chip} ${activeYear === y.year ? "bg-brand-600 text-white" : "bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100"}`}
          >
            {y.year}
          </button>
        ))}
      </div>
      <label className="sr-only" htmlFor="timeline-month-select">
        Jump to a month
      </label>
      <select
        id="timeline-month-select"
        data-testid="timeline-month-select"
        value={jump && jump.length === 7 ? jump : ""}
        onChange={(e) => onJump(e.target.value || null)}
        className="w-32 shrink-0 rounded-lg border border-stone-300 bg-white px-2 py-1 text-xs"
      >
        <option value="">Month…</option>
        {years.map((y) => (
          <optgroup key={y.year} label={y.year}>
            {y.months.map((m) => (
              <option key={m.month} value={m.month}>
                {monthName(m.month)} {y.year} ({m.count})
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </nav>
  );
}
