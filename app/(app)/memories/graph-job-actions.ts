"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";
import { GraphJobNotFoundError, retryGraphJob } from "@/lib/jobs/retry-graph-job";

const retrySchema = z.object({ jobId: z.string().min(1).max(100) });

export type RetryGraphJobResult = { ok: true; requeued: boolean } | { ok: false; error: string };

/** "Retry" on a memory whose organising failed: re-queues the user's own failed graph job. */
export async function retryGraphJobAction(input: unknown): Promise<RetryGraphJobResult> {
  const parsed = retrySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "That retry request was not valid." };
  const user = await requireUser("/memories");
  try {
    const result = await retryGraphJob(user.id, parsed.data.jobId);
    if (result.requeued) kickGraphWorker();
    revalidatePath("/memories");
    return { ok: true, requeued: result.requeued };
  } catch (error) {
    if (error instanceof GraphJobNotFoundError) return { ok: false, error: error.message };
    console.error("retry graph job failed", error);
    return { ok: false, error: "We couldn't retry organising this memory just now. Please try again." };
  }
}
