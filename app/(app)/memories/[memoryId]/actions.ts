"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/capture/edit-memory-details";
import { memoryNotFound } from "@/lib/capture/load-owned-memory";
import { detailInputSchema, memoryFieldsSchema, memoryIdSchema } from "@/lib/capture/schemas";
import { updateMemoryFields } from "@/lib/capture/update-memory-fields";
import { defineAction, type ActionResult } from "@/lib/edge/define-action";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";
import { deleteMemory } from "@/lib/memories/delete-memory";
import { getMemoryView, type MemoryView } from "@/lib/memories/get-memory-view";

export type MemoryActionResult = ActionResult<MemoryView>;

type MemoryInput = { memoryId: string };

/** One edit of a memory; answers with the fresh memory. */
const editAction = <S extends z.ZodType<MemoryInput>>(input: S, edit: (userId: string, input: z.output<S>) => Promise<unknown>) =>
  defineAction({
    input,
    signedOut: "Your session ended. Sign in again to keep editing.",
    failure: "Something went wrong on our side; your change was not saved. Try again.",
    run: async (parsed, user) => {
      await edit(user.id, parsed);
      // Read the view (graph "organising…") before the worker starts on the new job.
      const memory = await getMemoryView(user.id, parsed.memoryId);
      kickGraphWorker();
      revalidatePath("/memories");
      if (!memory) throw memoryNotFound();
      return memory;
    },
  });

const memory = z.object({ memoryId: memoryIdSchema });

export const updateMemoryFieldsAction = editAction(memory.extend({ fields: memoryFieldsSchema }), (userId, { memoryId, fields }) => updateMemoryFields(userId, memoryId, fields));

export const addMemoryDetailAction = editAction(memory.extend({ detail: detailInputSchema }), (userId, { memoryId, detail }) => addMemoryDetail(userId, memoryId, detail));

export const removeMemoryDetailAction = editAction(
  memory.extend({ detailId: z.string({ message: "That detail is already gone." }).min(1, "That detail is already gone.").max(64, "That detail is already gone.") }),
  (userId, { memoryId, detailId }) => removeMemoryDetail(userId, memoryId, detailId),
);

export const deleteMemoryAction = defineAction({
  input: memory,
  signedOut: "Your session ended. Sign in again to delete this memory.",
  failure: "We couldn't delete this memory just now. Nothing was removed; try again.",
  run: async ({ memoryId }, user) => {
    await deleteMemory(user.id, memoryId);
    kickGraphWorker();
    revalidatePath("/memories");
  },
});
