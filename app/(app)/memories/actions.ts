"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/memories/edit-memory-details";
import { memoryNotFound } from "@/lib/memories/load-owned-memory";
import { detailInputSchema, memoryFieldsSchema, memoryIdSchema } from "@/lib/memories/schemas";
import { updateMemoryFields } from "@/lib/memories/update-memory-fields";
import { defineAction, type ActionResult } from "@/lib/edge/define-action";
import { retryGraphJob } from "@/lib/jobs/retry-graph-job";
import { deleteMemory } from "@/lib/memories/delete-memory";
import { getMemoryView, type MemoryView } from "@/lib/memories/get-memory-view";

// A memory's edits, for the memory page and the capture page alike: each answers with the
// fresh memory (after a failure too, in `data`).

export type MemoryActionResult = ActionResult<MemoryView>;

type MemoryInput = { memoryId: string };

const editAction = <S extends z.ZodType<MemoryInput>>(input: S, edit: (userId: string, input: z.output<S>) => Promise<unknown>) =>
  defineAction({
    input,
    signedOut: "Your session ended. Sign in again; your memory is saved as it was.",
    failure: "Something went wrong on our side; your change was not saved. Try again.",
    queuesGraphJobs: true,
    run: async (parsed, user) => {
      await edit(user.id, parsed);
      // The view is read (graph "organising…") before the worker starts on the new job.
      const memory = await getMemoryView(user.id, parsed.memoryId);
      if (!memory) throw memoryNotFound();
      revalidatePath("/memories");
      return memory;
    },
    reload: (parsed, user) => getMemoryView(user.id, parsed.memoryId),
  });

const memory = z.object({ memoryId: memoryIdSchema });
const gone = "That detail is already gone.";

export const updateMemoryFieldsAction = editAction(memory.extend({ fields: memoryFieldsSchema }), (userId, { memoryId, fields }) => updateMemoryFields(userId, memoryId, fields));

export const addMemoryDetailAction = editAction(memory.extend({ detail: detailInputSchema }), (userId, { memoryId, detail }) => addMemoryDetail(userId, memoryId, detail));

export const removeMemoryDetailAction = editAction(memory.extend({ detailId: z.string({ message: gone }).min(1, gone).max(64, gone) }), (userId, { memoryId, detailId }) =>
  removeMemoryDetail(userId, memoryId, detailId),
);

export const deleteMemoryAction = defineAction({
  input: memory,
  signedOut: "Your session ended. Sign in again to delete this memory.",
  failure: "We couldn't delete this memory just now. Nothing was removed; try again.",
  queuesGraphJobs: true,
  run: async ({ memoryId }, user) => {
    await deleteMemory(user.id, memoryId);
    revalidatePath("/memories");
  },
});

/** "Retry" on a memory whose organising failed: re-queues the user's own failed graph job. */
export const retryGraphJobAction = defineAction({
  input: z.object({ jobId: z.string().min(1).max(100) }, { message: "That retry request was not valid." }),
  failure: "We couldn't retry organising this memory just now. Please try again.",
  queuesGraphJobs: true,
  run: async ({ jobId }, user) => {
    const result = await retryGraphJob(user.id, jobId);
    revalidatePath("/memories");
    return result;
  },
});
