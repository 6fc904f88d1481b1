import { getJson } from "@/components/memories/memories-api";
import { mapDataUrl, type MapData, type MapQuery } from "@/lib/map/map-query";

// The map's data for TanStack Query.

export const mapKeys = { period: (query: MapQuery) => ["map", query.from ?? "", query.to ?? ""] as const };

export const fetchMapData = (query: MapQuery, signal?: AbortSignal) => getJson<MapData>(mapDataUrl(query), signal);
