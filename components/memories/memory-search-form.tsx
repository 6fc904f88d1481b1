"use client";

import { useState, type FormEvent } from "react";
import type { MemoryFilters } from "@/lib/memories/memory-filters";

type Props = { filters: MemoryFilters; onSearch: (filters: MemoryFilters) => void };

const input = "block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";
const label = "text-xs font-semibold uppercase tracking-wide text-stone-500";

/** Free text plus person, place, activity and a date range. The theme filter comes from links and is kept. */
export function MemorySearchForm({ filters, onSearch }: Props) {
  const [draft, setDraft] = useState<MemoryFilters>(filters);
  const [open, setOpen] = useState(Boolean(filters.person || filters.place || filters.activity || filters.from || filters.to));
  const set = (key: keyof MemoryFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...draft, theme: filters.theme });
  }

  return (
    <form role="search" aria-label="Search memories" onSubmit={submit} data-testid="memory-search" className="mb-6 space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex gap-2">
        <label htmlFor="memory-search-q" className="sr-only">
          Search your memories
        </label>
        <input id="memory-search-q" data-testid="search-text" type="search" value={draft.q ?? ""} onChange={set("q")} maxLength={200} placeholder="Search titles, summaries, places, people…" className={input} />
        <button type="submit" data-testid="search-submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Search
        </button>
      </div>
      <button type="button" aria-expanded={open} aria-controls="memory-search-more" onClick={() => setOpen((o) => !o)} className="text-xs font-medium text-stone-600 hover:text-stone-900">
        {open ? "Fewer filters" : "More filters: person, place, activity, dates"}
      </button>
      <div id="memory-search-more" hidden={!open} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <div>
          <label htmlFor="memory-search-person" className={label}>
            Person
          </label>
          <input id="memory-search-person" data-testid="search-person" value={draft.person ?? ""} onChange={set("person")} maxLength={120} className={input} />
        </div>
        <div>
          <label htmlFor="memory-search-place" className={label}>
            Place
          </label>
          <input id="memory-search-place" data-testid="search-place" value={draft.place ?? ""} onChange={set("place")} maxLength={120} className={input} />
        </div>
        <div>
          <label htmlFor="memory-search-activity" className={label}>
            Activity
          </label>
          <input id="memory-search-activity" data-testid="search-activity" value={draft.activity ?? ""} onChange={set("activity")} maxLength={120} className={input} />
        </div>
        <div>
          <label htmlFor="memory-search-from" className={label}>
            From
          </label>
          <input id="memory-search-from" data-testid="search-from" type="date" value={draft.from ?? ""} onChange={set("from")} className={input} />
        </div>
        <div>
          <label htmlFor="memory-search-to" className={label}>
            To
          </label>
          <input id="memory-search-to" data-testid="search-to" type="date" value={draft.to ?? ""} onChange={set("to")} className={input} />
        </div>
      </div>
    </form>
  );
}
