import type { GraphStatus } from "@/lib/jobs/graph-status";

/** What the UI shows of a memory's graph construction (status from lib/jobs/graph-status). */
export type GraphBadge =
  | { state: "organising"; jobId: string }
  | { state: "failed"; jobId: string; error: string }
  | { state: "done"; jobId: string | null };

export function toGraphBadge(status: GraphStatus | undefined): GraphBadge {
  if (!status) return { state: "done", jobId: null };
  if (status.state === "organising") return { state: "organising", jobId: status.jobId };
  if (status.state === "failed") return { state: "failed", jobId: status.jobId, error: status.error };
  return { state: "done", jobId: status.jobId };
}
