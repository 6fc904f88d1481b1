"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { retryGraphJobAction } from "@/app/(app)/memories/actions";
import type { GraphBadge } from "@/lib/memories/graph-badge";
import { memoryKeys } from "./memories-api";

/** "Organising…" while the graph job runs; "Couldn't organise" with Retry when it failed; nothing when done. */
export function GraphStatusBadge({ graph }: { graph: GraphBadge | null }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: async (jobId: string) => {
      const result = await retryGraphJobAction({ jobId });
      if (!result.ok) throw new Error(result.error);
      return result.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryKeys.all }),
  });
  if (!graph || graph.state === "done") return null;
  if (graph.state === "organising" || retry.isPending) {
    return (
      <span data-testid="organising-badge" data-job-id={graph.jobId} className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900" title="Finding the people, places and themes this memory shares with others">
        <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-sky-600" />
        Organising…
      </span>
    );
  }
  return (
    <span data-testid="graph-failed-badge" data-job-id={graph.jobId} className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900" title={graph.error}>
      Couldn&apos;t organise
      <button
        type="button"
        data-testid="retry-graph"
        onClick={() => retry.mutate(graph.jobId)}
        className="rounded-full bg-white px-1.5 text-xs font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        Retry
      </button>
      {retry.isError && (
        <span role="status" className="sr-only">
          {retry.error.message}
        </span>
      )}
    </span>
  );
}
