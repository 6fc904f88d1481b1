"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/edge/define-action";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";
import { retryGraphJob } from "@/lib/jobs/retry-graph-job";

/** "Retry" on a memory whose organising failed: re-queues the user's own failed graph job. */
export const retryGraphJobAction = defineAction({
  input: z.object({ jobId: z.string().min(1).max(100) }, { message: "That retry request was not valid." }),
  failure: "We couldn't retry organising this memory just now. Please try again.",
  run: async ({ jobId }, user) => {
    const result = await retryGraphJob(user.id, jobId);
    if (result.requeued) kickGraphWorker();
    revalidatePath("/memories");
    return result;
  },
});
