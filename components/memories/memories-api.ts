import type { MemoryView } from "@/lib/memories/get-memory-view";
import { filtersToSearchParams, type MemoryFilters } from "@/lib/memories/memory-filters";
import type { MemorySearchResult } from "@/lib/memories/search-memories";
import type { OnThisDayMemory } from "@/lib/memories/list-on-this-day";
import type { TimelinePeriod } from "@/lib/memories/list-timeline-periods";

// Client-side fetchers and query keys for the memories pages (TanStack Query).

export const memoryKeys = {
  all: ["memories"] as const,
  list: (filters: MemoryFilters) => ["memories", "list", filters] as const,
  periods: ["memories", "periods"] as const,
  onThisDay: (day: string) => ["memories", "on-this-day", day] as const,
  detail: (id: string) => ["memories", "detail", id] as const,
};

export class MemoriesApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new MemoriesApiError("We couldn't reach the server. Check your connection and try again.", 0);
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !body) throw new MemoriesApiError(body?.error ?? `The server answered ${response.status}.`, response.status);
  return body;
}

export function fetchMemoryPage(filters: MemoryFilters, cursor: string | null, signal?: AbortSignal) {
  const params = filtersToSearchParams(filters);
  if (cursor) params.set("cursor", cursor);
  return getJson<MemorySearchResult>(`/api/memories?${params}`, signal);
}

export async function fetchMemory(id: string, signal?: AbortSignal) {
  return (await getJson<{ memory: MemoryView }>(`/api/memories/${encodeURIComponent(id)}`, signal)).memory;
}

export async function fetchTimelinePeriods(signal?: AbortSignal) {
  return (await getJson<{ periods: TimelinePeriod[] }>("/api/memories/periods", signal)).periods;
}

export async function fetchOnThisDay(day: string, signal?: AbortSignal) {
  return (await getJson<{ memories: OnThisDayMemory[] }>(`/api/memories/on-this-day?day=${day}`, signal)).memories;
}
