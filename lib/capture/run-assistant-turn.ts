import "server-only";
import { getDb } from "@/lib/db/client";
import { withTurnLease } from "@/lib/jobs/turn-lease";
import type { CaptureModel } from "@/lib/models/capture/capture-model";
import { captureModelForEnv } from "@/lib/models/capture/capture-model-for-env";
import { ModelError } from "@/lib/models/errors";
import { applyDraft, loadDetails } from "./apply-draft";
import { knownPeopleOf, photosForModel } from "./photo-facts-of-memory";
import { recomposeDraftText } from "./recompose-draft-text";

export type TurnOutcome = { ok: true } | { ok: false; error: string };

/**
 * Fills a PENDING assistant message: the model drafts from the photos (no user answer yet)
 * or refines the draft from the chat. Everything the user typed is already stored; a model
 * failure marks the message FAILED with a message the UI shows beside a retry button.
 */
export async function runAssistantTurn(userId: string, memoryId: string, messageId: string, model: CaptureModel = captureModelForEnv()): Promise<TurnOutcome> {
  const db = await getDb();
  const renewLease = (leaseUntil: Date) => db.captureMessage.updateMany({ where: { id: messageId, userId, status: "PENDING" }, data: { leaseUntil } });
  try {
    const draft = await withTurnLease(renewLease, () => draftWithModel(userId, memoryId, model));
    await db.$transaction(async (tx) => {
      await applyDraft(tx, userId, memoryId, draft);
      // What was applied, not what was proposed: details the user removed stay out of the text too.
      await recomposeDraftText(tx, userId, memoryId);
      await tx.captureMessage.update({ where: { id: messageId, userId }, data: { content: draft.nextQuestion, status: "COMPLETE", error: null, runnerId: null, leaseUntil: null } });
    });
    return { ok: true };
  } catch (error) {
    const message = error instanceof ModelError ? error.userMessage : "Something went wrong while drafting. Your text is saved; try again.";
    if (!(error instanceof ModelError)) console.error("capture turn failed", error);
    await db.captureMessage.update({ where: { id: messageId, userId }, data: { status: "FAILED", error: message, runnerId: null, leaseUntil: null } });
    return { ok: false, error: message };
  }
}

/** The model's draft from the photos (no answer yet) or refined from the chat so far. */
async function draftWithModel(userId: string, memoryId: string, model: CaptureModel) {
  const db = await getDb();
  const memory = await db.memory.findFirstOrThrow({ where: { id: memoryId, userId } });
  const messages = await db.captureMessage.findMany({ where: { userId, memoryId, status: "COMPLETE" }, orderBy: { createdAt: "asc" } });
  const photos = await photosForModel(db, userId, memory);
  const knownPeople = await knownPeopleOf(db, userId, memoryId);
  if (!messages.some((m) => m.role === "USER")) return model.draftMemoryFromPhotos({ photos, sceneDescription: memory.sceneDescription, knownPeople });
  return model.refineDraftFromChat({
    photos,
    sceneDescription: memory.sceneDescription,
    current: {
      title: memory.title,
      summary: memory.summary,
      details: await loadDetails(db, userId, memoryId),
      titleEdited: memory.titleEdited,
      summaryEdited: memory.summaryEdited,
      place: memory.place,
      occurredAt: memory.occurredAt,
      endedAt: memory.endedAt,
    },
    conversation: messages.filter((m) => m.content).map((m) => ({ role: m.role === "USER" ? "user" : "assistant", content: m.content })),
    knownPeople,
  });
}
