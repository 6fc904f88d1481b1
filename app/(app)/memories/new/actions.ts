"use server";

import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { CaptureError } from "@/lib/capture/capture-error";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/capture/edit-memory-details";
import { getCaptureWorkspace, type CaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { retryAssistantTurn } from "@/lib/capture/retry-assistant-turn";
import { saveMemory } from "@/lib/capture/save-memory";
import { captureMessageSchema, detailInputSchema, memoryFieldsSchema, memoryIdSchema } from "@/lib/capture/schemas";
import { updateMemoryFields } from "@/lib/capture/update-memory-fields";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";

export type CaptureActionResult = { ok: true; workspace: CaptureWorkspace } | { ok: false; error: string; workspace?: CaptureWorkspace };

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "That input is not valid.";

/** Session, owner and input checks around one capture domain call; the page gets the fresh workspace. */
async function withMemory(rawId: unknown, run: (userId: string, memoryId: string) => Promise<{ ok: boolean; error?: string } | void>): Promise<CaptureActionResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "Your session ended. Sign in again; your draft is saved." };
  const id = memoryIdSchema.safeParse(rawId);
  if (!id.success) return { ok: false, error: "This memory does not exist or is not yours." };
  let error: string | undefined;
  try {
    const outcome = await run(user.id, id.data);
    if (outcome && !outcome.ok) error = outcome.error;
  } catch (caught) {
    if (caught instanceof z.ZodError) error = firstIssue(caught);
    else if (caught instanceof CaptureError) error = caught.message;
    else {
      console.error("capture action failed", caught);
      error = "Something went wrong on our side. Nothing you typed was lost; try again.";
    }
  }
  const workspace = (await getCaptureWorkspace(user.id, id.data)) ?? undefined;
  if (!workspace) return { ok: false, error: "This memory does not exist or is not yours." };
  return error ? { ok: false, error, workspace } : { ok: true, workspace };
}

export async function requestFirstDraftAction(memoryId: unknown) {
  return withMemory(memoryId, (userId, id) => requestFirstDraft(userId, id));
}

export async function sendCaptureMessageAction(memoryId: unknown, text: unknown) {
  const parsed = captureMessageSchema.safeParse(text);
  if (!parsed.success) return { ok: false as const, error: firstIssue(parsed.error) };
  return withMemory(memoryId, (userId, id) => addCaptureTurn(userId, id, parsed.data));
}

export async function retryAssistantAction(memoryId: unknown) {
  return withMemory(memoryId, (userId, id) => retryAssistantTurn(userId, id));
}

export async function updateMemoryFieldsAction(memoryId: unknown, fields: unknown) {
  const parsed = memoryFieldsSchema.safeParse(fields);
  if (!parsed.success) return { ok: false as const, error: firstIssue(parsed.error) };
  return withMemory(memoryId, (userId, id) => updateMemoryFields(userId, id, parsed.data));
}

export async function addMemoryDetailAction(memoryId: unknown, detail: unknown) {
  const parsed = detailInputSchema.safeParse(detail);
  if (!parsed.success) return { ok: false as const, error: firstIssue(parsed.error) };
  return withMemory(memoryId, (userId, id) => addMemoryDetail(userId, id, parsed.data));
}

export async function removeMemoryDetailAction(memoryId: unknown, detailId: unknown) {
  const parsed = z.string().min(1).max(64).safeParse(detailId);
  if (!parsed.success) return { ok: false as const, error: "That detail is already gone." };
  return withMemory(memoryId, (userId, id) => removeMemoryDetail(userId, id, parsed.data));
}

export async function saveMemoryAction(memoryId: unknown) {
  return withMemory(memoryId, async (userId, id) => {
    await saveMemory(userId, id);
    kickGraphWorker(); // organise it now rather than at the worker's next poll
  });
}

export async function refreshWorkspaceAction(memoryId: unknown) {
  return withMemory(memoryId, async () => undefined);
}
