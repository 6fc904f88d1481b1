"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { CaptureError } from "@/lib/capture/capture-error";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/capture/edit-memory-details";
import { detailInputSchema, memoryFieldsSchema, memoryIdSchema } from "@/lib/capture/schemas";
import { updateMemoryFields } from "@/lib/capture/update-memory-fields";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";
import { deleteMemory } from "@/lib/memories/delete-memory";
import { getMemoryView, type MemoryView } from "@/lib/memories/get-memory-view";

export type MemoryActionResult = { ok: true; memory: MemoryView } | { ok: false; error: string; notFound?: boolean };

const NOT_FOUND = "This memory does not exist or is not yours.";
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "That input is not valid.";

/** Session, owner and input checks around one domain call; answers with the fresh memory. */
async function editMemory(rawId: unknown, edit: (userId: string, memoryId: string) => Promise<unknown>): Promise<MemoryActionResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "Your session ended. Sign in again to keep editing." };
  const id = memoryIdSchema.safeParse(rawId);
  if (!id.success) return { ok: false, error: NOT_FOUND, notFound: true };
  try {
    await edit(user.id, id.data);
  } catch (caught) {
    if (caught instanceof z.ZodError) return { ok: false, error: firstIssue(caught) };
    if (caught instanceof CaptureError) return { ok: false, error: caught.message, notFound: caught.code === "not_found" };
    console.error("memory edit failed", caught);
    return { ok: false, error: "Something went wrong on our side; your change was not saved. Try again." };
  }
  // Read the view (graph "organising…") before the worker starts on the new job.
  const memory = await getMemoryView(user.id, id.data);
  kickGraphWorker();
  revalidatePath("/memories");
  return memory ? { ok: true, memory } : { ok: false, error: NOT_FOUND, notFound: true };
}

export async function updateMemoryFieldsAction(memoryId: unknown, fields: unknown) {
  const parsed = memoryFieldsSchema.safeParse(fields);
  if (!parsed.success) return { ok: false as const, error: firstIssue(parsed.error) };
  return editMemory(memoryId, (userId, id) => updateMemoryFields(userId, id, parsed.data));
}

export async function addMemoryDetailAction(memoryId: unknown, detail: unknown) {
  const parsed = detailInputSchema.safeParse(detail);
  if (!parsed.success) return { ok: false as const, error: firstIssue(parsed.error) };
  return editMemory(memoryId, (userId, id) => addMemoryDetail(userId, id, parsed.data));
}

export async function removeMemoryDetailAction(memoryId: unknown, detailId: unknown) {
  const parsed = z.string().min(1).max(64).safeParse(detailId);
  if (!parsed.success) return { ok: false as const, error: "That detail is already gone." };
  return editMemory(memoryId, (userId, id) => removeMemoryDetail(userId, id, parsed.data));
}

export type DeleteMemoryResult = { ok: true } | { ok: false; error: string };

export async function deleteMemoryAction(memoryId: unknown): Promise<DeleteMemoryResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "Your session ended. Sign in again to delete this memory." };
  const id = memoryIdSchema.safeParse(memoryId);
  if (!id.success) return { ok: false, error: NOT_FOUND };
  try {
    await deleteMemory(user.id, id.data);
  } catch (caught) {
    if (caught instanceof CaptureError) return { ok: false, error: caught.message };
    console.error("memory delete failed", caught);
    return { ok: false, error: "We couldn't delete this memory just now. Nothing was removed; try again." };
  }
  kickGraphWorker();
  revalidatePath("/memories");
  return { ok: true };
}
