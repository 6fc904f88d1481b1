"use client";

import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { filtersToSearchParams, memoryFilterKeys, type MemoryFilters } from "@/lib/memories/memory-filters";
import type { MemorySearchResult } from "@/lib/memories/search-memories";
import { periodEnd } from "@/lib/memories/timeline-rows";
import { fetchMemoryPage, memoryKeys } from "./memories-api";
import { MemoryCard } from "./memory-card";
import { MemorySearchForm } from "./memory-search-form";
import { OnThisDay } from "./on-this-day";
import { TimelineGrid } from "./timeline-grid";
import { TimelineJumpMenu } from "./timeline-jump-menu";

type Props = { initialFilters: MemoryFilters; initialPage: MemorySearchResult | null; initialError: string | null };

const hasFilters = (f: MemoryFilters) => memoryFilterKeys.some((k) => f[k]);
const POLL_MS = 3_000;
const MAX_POLLED_PAGES = 3;

function stillOrganising(data: InfiniteData<MemorySearchResult> | undefined) {
  return !!data && data.pages.length <= MAX_POLLED_PAGES && data.pages.some((p) => p.items.some((i) => i.graph?.state === "organising"));
}

/**
 * A jump to a period ("2021" or "2021-06") is the list from that period's last day back:
 * the same query with `to` at that day (or the person's own `to` when it is earlier).
 */
function listFiltersFor(filters: MemoryFilters, jump: string | null): MemoryFilters {
  if (!jump) return filters;
  const end = periodEnd(jump);
  const to = filters.to && filters.to < end ? filters.to : end;
  return { ...filters, to: filters.from && filters.from > to ? filters.from : to };
}

/** The timeline: months of memory cards, newest first, loading more as the person scrolls; a search lists best matches first. */
export function MemoryBrowser({ initialFilters, initialPage, initialError }: Props) {
  const [filters, setFilters] = useState<MemoryFilters>(initialFilters);
  const [jump, setJump] = useState<string | null>(null);
  const listFilters = useMemo(() => listFiltersFor(filters, jump), [filters, jump]);
  // The server rendered the first page just now: it replaces whatever the cache kept from an
  // earlier visit (a memory saved or deleted since then must show at once).
  const queryClient = useQueryClient();
  const seed = () => {
    if (initialPage) queryClient.setQueryData<InfiniteData<MemorySearchResult, string | null>>(memoryKeys.list(initialFilters), { pages: [initialPage], pageParams: [null] });
  };
  useState(seed);
  const seeded = useRef(initialPage);
  useEffect(() => {
    if (seeded.current !== initialPage) {
      seeded.current = initialPage;
      seed();
    }
  });
  const query = useInfiniteQuery({
    queryKey: memoryKeys.list(listFilters),
    queryFn: ({ pageParam, signal }) => fetchMemoryPage(listFilters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A jump or a new search keeps the cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (stillOrganising(q.state.data) ? POLL_MS : false),
    retry: (count, error) => count < 1 && !("status" in error && (error as { status: number }).status === 400),
  });

  function search(next: MemoryFilters) {
    const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v?.trim())) as MemoryFilters;
    setFilters(clean);
    setJump(null);
    const params = filtersToSearchParams(clean).toString();
    window.history.replaceState(null, "", params ? `/memories?${params}` : "/memories");
  }

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const ranked = query.data?.pages[0]?.order === "relevance";
  const theme = query.data?.pages[0]?.theme ?? null;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const top = useRef<HTMLDivElement>(null);
  // A year's first page starts loading on the person's intent (pointer over the chip, focus,
  // a press): the click then finds it in the cache, or already on its way.
  const prefetchJump = useCallback(
    (period: string) => {
      const target = listFiltersFor(filters, period);
      void queryClient.prefetchInfiniteQuery({
        queryKey: memoryKeys.list(target),
        queryFn: ({ pageParam, signal }) => fetchMemoryPage(target, pageParam, signal),
        initialPageParam: null as string | null,
      });
    },
    [filters, queryClient],
  );
  function jumpTo(period: string | null) {
    setJump(period);
    const y = (top.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 64;
    if (window.scrollY > y) window.scrollTo({ top: Math.max(0, y) });
  }

  const error = query.error?.message ?? (query.data ? null : initialError);

  return (
    <div data-testid="memory-browser">
      <MemorySearchForm key={JSON.stringify(filters)} filters={filters} onSearch={search} />
      {!hasFilters(filters) && !jump && <OnThisDay />}
      <div ref={top} />
      <TimelineJumpMenu jump={jump} onJump={jumpTo} onIntent={prefetchJump} />
      {filters.theme && (
        <p data-testid="theme-filter" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600">Memories in</span>
          <span className="rounded-full bg-violet-100 px-2.5 py-0.5 font-medium text-violet-900">{theme ? theme.name : "this theme"}</span>
          <button type="button" onClick={() => search({ ...filters, theme: undefined })} className="text-xs text-stone-600 underline hover:text-stone-900">
            Show all memories
          </button>
        </p>
      )}
      {error && !query.isFetching && (
        <div role="alert" data-testid="memories-error" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}{" "}
          <button type="button" onClick={() => void query.refetch()} className="ml-2 font-medium underline">
            Try again
          </button>
        </div>
      )}
      {query.isPending && !error && (
        <p data-testid="memories-loading" className="text-sm text-stone-500">
          Loading memories…
        </p>
      )}
      {query.isSuccess && items.length === 0 && (
        <div data-testid="memories-no-results" className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">
          {hasFilters(filters) ? "No memory matches this search." : "No memories yet."}{" "}
          {hasFilters(filters) && (
            <button type="button" onClick={() => search({})} className="font-medium text-brand-700 underline">
              Clear the search
            </button>
          )}
        </div>
      )}
      {ranked ? (
        items.length > 0 && (
          <section data-testid="memory-results" aria-labelledby="memory-results-label" aria-busy={query.isFetching}>
            <h2 id="memory-results-label" className="mb-3 text-sm font-semibold text-stone-700">
              Best matches first
            </h2>
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((m) => (
                <MemoryCard key={m.id} memory={m} />
              ))}
            </ul>
          </section>
        )
      ) : (
        <TimelineGrid items={items} hasNextPage={!!hasNextPage} loadMore={loadMore} busy={query.isFetching} />
      )}
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button type="button" data-testid="load-more" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-50 disabled:opacity-60">
            {isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
      {!hasNextPage && items.length > 0 && <p className="mt-8 text-center text-xs text-stone-400">That&apos;s everything{hasFilters(filters) ? " that matches" : ""}.</p>}
      <p className="sr-only" aria-live="polite">
        {query.isSuccess ? `${items.length} memories shown${hasNextPage ? ", more below" : ""}.` : ""}
      </p>
      {!items.length && !hasFilters(filters) && query.isSuccess && (
        <Link href="/memories/new" className="mt-4 inline-flex text-sm font-medium text-brand-700 underline">
          Capture a memory
        </Link>
      )}
    </div>
  );
}
