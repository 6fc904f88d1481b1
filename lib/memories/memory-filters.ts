// The filters of the memories list (what the search form edits), as URL search params.
// Client-safe: used by the page, the search form and the API fetcher.

export const memoryFilterKeys = ["q", "person", "place", "activity", "from", "to", "theme"] as const;
export type MemoryFilters = Partial<Record<(typeof memoryFilterKeys)[number], string>>;

export function filtersFromSearchParams(params: URLSearchParams | Record<string, string | string[] | undefined>): MemoryFilters {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  return Object.fromEntries(memoryFilterKeys.flatMap((key) => (get(key) ? [[key, get(key)!]] : []))) as MemoryFilters;
}

export function filtersToSearchParams(filters: MemoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of memoryFilterKeys) if (filters[key]?.trim()) params.set(key, filters[key]!.trim());
  return params;
}
