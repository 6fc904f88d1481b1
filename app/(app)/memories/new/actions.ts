"use server";

import { z } from "zod";
import { addCaptureTurn } from "@/lib/capture/add-capture-turn";
import { getCaptureWorkspace, type CaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { memoryNotFound } from "@/lib/memories/load-owned-memory";
import { requestFirstDraft } from "@/lib/capture/request-first-draft";
import { retryAssistantTurn } from "@/lib/capture/retry-assistant-turn";
import type { TurnOutcome } from "@/lib/capture/run-assistant-turn";
import { saveMemory } from "@/lib/capture/save-memory";
import { captureMessageSchema } from "@/lib/capture/schemas";
import { memoryIdSchema } from "@/lib/memories/schemas";
import { defineAction, type ActionResult } from "@/lib/edge/define-action";
import { AppError } from "@/lib/errors/app-error";
import { answerFaceSuggestion, answerFaceSuggestionSchema } from "@/lib/vision/answer-face-suggestion";
import { nameFace, nameFaceSchema } from "@/lib/vision/name-face";

// The capture conversation's steps; each answers with the fresh workspace, after a failure
// too (`data`), so the page shows what is saved. Field and detail edits are the memory's
// own actions (../actions.ts).

export type CaptureActionResult = ActionResult<CaptureWorkspace>;

type MemoryInput = { memoryId: string };

const captureAction = <S extends z.ZodType<MemoryInput>>(
  input: S,
  step: (userId: string, input: z.output<S>) => Promise<TurnOutcome | void>,
  options: { queuesGraphJobs?: boolean; rateLimit?: "captureTurn" } = {},
) =>
  defineAction({
    input,
    signedOut: "Your session ended. Sign in again; your draft is saved.",
    failure: "Something went wrong on our side. Nothing you typed was lost; try again.",
    ...options,
    run: async (parsed, user) => {
      const outcome = await step(user.id, parsed);
      if (outcome && !outcome.ok) throw new AppError("unavailable", outcome.error);
      const workspace = await getCaptureWorkspace(user.id, parsed.memoryId);
      if (!workspace) throw memoryNotFound();
      return workspace;
    },
    reload: (parsed, user) => getCaptureWorkspace(user.id, parsed.memoryId),
  });

const memory = z.object({ memoryId: memoryIdSchema });

export const requestFirstDraftAction = captureAction(memory, (userId, { memoryId }) => requestFirstDraft(userId, memoryId));

export const sendCaptureMessageAction = captureAction(memory.extend({ text: captureMessageSchema }), (userId, { memoryId, text }) => addCaptureTurn(userId, memoryId, text), {
  rateLimit: "captureTurn",
});

export const retryAssistantAction = captureAction(memory, (userId, { memoryId }) => retryAssistantTurn(userId, memoryId), { rateLimit: "captureTurn" });

export const saveMemoryAction = captureAction(
  memory,
  async (userId, { memoryId }) => {
    await saveMemory(userId, memoryId);
  },
  { queuesGraphJobs: true },
);

export const nameFaceAction = captureAction(memory.extend(nameFaceSchema.shape), (userId, { memoryId, ...face }) => nameFace(userId, memoryId, face), { queuesGraphJobs: true });

export const answerFaceSuggestionAction = captureAction(memory.extend(answerFaceSuggestionSchema.shape), (userId, { memoryId, ...answer }) => answerFaceSuggestion(userId, memoryId, answer), {
  queuesGraphJobs: true,
});

export const refreshWorkspaceAction = captureAction(memory, async () => undefined);
