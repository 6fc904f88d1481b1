"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { localDay, yearsAgoLabel } from "@/lib/memories/on-this-day";
import { fetchOnThisDay, memoryKeys } from "./memories-api";

/** "3 years ago today: …": memories from this calendar day (the browser's) in earlier years. Nothing when there are none. */
export function OnThisDay() {
  const [day] = useState(() => localDay());
  const query = useQuery({ queryKey: memoryKeys.onThisDay(day), queryFn: ({ signal }) => fetchOnThisDay(day, signal), staleTime: 5 * 60_000, retry: false });
  const memories = query.data ?? [];
  if (!memories.length) return null;
  return (
    <section data-testid="on-this-day" aria-labelledby="on-this-day-title" className="mb-6 rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-4">
      <h2 id="on-this-day-title" className="mb-3 text-sm font-semibold text-amber-900">
        On this day
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-1">
        {memories.map((m) => (
          <li key={m.id} data-testid="on-this-day-memory" className="flex w-64 shrink-0 gap-3 rounded-xl bg-white p-2 ring-1 ring-amber-100">
            {m.thumbnailUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- private, owner-only media
              <img src={m.thumbnailUrl} alt="" loading="lazy" className="h-16 w-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
            ) : (
              <div aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-lg text-amber-700">
                ◷
              </div>
            )}
            <div className="min-w-0 text-sm">
              <p className="text-xs font-medium text-amber-800" data-testid="on-this-day-when">
                {yearsAgoLabel(m.yearsAgo)}:
              </p>
              <p className="truncate font-semibold text-stone-900" data-testid="on-this-day-title">
                {m.title || "Untitled memory"}
              </p>
              <IntentLink href={`/memories/${m.id}`} data-testid="on-this-day-revisit" className="text-xs font-medium text-brand-700 underline hover:text-brand-600">
                Revisit
              </IntentLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
