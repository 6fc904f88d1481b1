"use server";

import { z } from "zod";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { addMemoryDetail, removeMemoryDetail } from "@/lib/capture/edit-memory-details";
import { getCaptureWorkspace, type CaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { memoryNotFound } from "@/lib/capture/load-owned-memory";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { retryAssistantTurn } from "@/lib/capture/retry-assistant-turn";
import type { TurnOutcome } from "@/lib/capture/run-assistant-turn";
import { saveMemory } from "@/lib/capture/save-memory";
import { captureMessageSchema, detailInputSchema, memoryFieldsSchema, memoryIdSchema } from "@/lib/capture/schemas";
import { updateMemoryFields } from "@/lib/capture/update-memory-fields";
import { defineAction, type ActionResult } from "@/lib/edge/define-action";
import { AppError } from "@/lib/errors/app-error";
import { kickGraphWorker } from "@/lib/jobs/graph-worker";

// Every capture action answers with the fresh workspace, after a failure too (`data`), so the
// page shows what is saved.
export type CaptureActionResult = ActionResult<CaptureWorkspace>;

type MemoryInput = { memoryId: string };

const captureAction = <S extends z.ZodType<MemoryInput>>(input: S, step: (userId: string, input: z.output<S>) => Promise<TurnOutcome | void>) =>
  defineAction({
    input,
    signedOut: "Your session ended. Sign in again; your draft is saved.",
    failure: "Something went wrong on our side. Nothing you typed was lost; try again.",
    run: async (parsed, user) => {
      const outcome = await step(user.id, parsed);
      if (outcome && !outcome.ok) throw new AppError("unavailable", outcome.error);
      return workspaceOf(user.id, parsed.memoryId);
    },
    reload: (parsed, user) => getCaptureWorkspace(user.id, parsed.memoryId),
  });

async function workspaceOf(userId: string, memoryId: string): Promise<CaptureWorkspace> {
  const workspace = await getCaptureWorkspace(userId, memoryId);
  if (!workspace) throw memoryNotFound();
  return workspace;
}

const memory = z.object({ memoryId: memoryIdSchema });

export const requestFirstDraftAction = captureAction(memory, (userId, { memoryId }) => requestFirstDraft(userId, memoryId));

export const sendCaptureMessageAction = captureAction(memory.extend({ text: captureMessageSchema }), (userId, { memoryId, text }) => addCaptureTurn(userId, memoryId, text));

export const retryAssistantAction = captureAction(memory, (userId, { memoryId }) => retryAssistantTurn(userId, memoryId));

export const updateMemoryFieldsAction = captureAction(memory.extend({ fields: memoryFieldsSchema }), (userId, { memoryId, fields }) => updateMemoryFields(userId, memoryId, fields));

export const addMemoryDetailAction = captureAction(memory.extend({ detail: detailInputSchema }), (userId, { memoryId, detail }) => addMemoryDetail(userId, memoryId, detail));

export const removeMemoryDetailAction = captureAction(
  memory.extend({ detailId: z.string({ message: "That detail is already gone." }).min(1, "That detail is already gone.").max(64, "That detail is already gone.") }),
  (userId, { memoryId, detailId }) => removeMemoryDetail(userId, memoryId, detailId),
);

export const saveMemoryAction = captureAction(memory, async (userId, { memoryId }) => {
  await saveMemory(userId, memoryId);
  kickGraphWorker(); // organise it now rather than at the worker's next poll
});

export const refreshWorkspaceAction = captureAction(memory, async () => undefined);
