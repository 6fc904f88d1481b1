"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphViewUrl } from "@/lib/graph-view/graph-query";
import type { GraphViewData } from "@/lib/graph-view/graph-view-data";
import type { GraphNodeDetails } from "@/lib/graph-view/load-graph-node";

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) throw new Error(body?.error ?? `The server answered ${response.status}.`);
  return body as T;
}

/** The user's graph; details (semantic nodes) only when asked for, since they multiply the node count. */
export function useGraphData(withDetails: boolean) {
  const url = graphViewUrl(withDetails);
  return useQuery({
    queryKey: ["graph", { withDetails }],
    queryFn: () => fetchJson<GraphViewData>(url),
    placeholderData: keepPreviousData,
  });
}

export function useGraphNode(nodeId: string | null) {
  return useQuery({
    queryKey: ["graph-node", nodeId],
    queryFn: () => fetchJson<GraphNodeDetails>(`/api/graph/nodes/${encodeURIComponent(nodeId!)}`),
    enabled: nodeId !== null,
  });
}
