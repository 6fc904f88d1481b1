import "server-only";
import { getDb } from "@/lib/db/client";
import { keepTurnLease, newTurnLease } from "@/lib/jobs/turn-lease";
import { countSavedMemories } from "@/lib/memories/count-saved-memories";
import { INTERRUPTED_ANSWER } from "./conversations";
import { composeClarifyingQuestion, composeNothingFound } from "./compose-answer";
import type { FoundBecause, RecallEvidence } from "./evidence";
import { loadAnswerMemories } from "./load-answer-memories";
import { retrieveMemories, type Retrieval } from "./retrieve-memories";
import { inPieces, recallModelForEnv } from "./recall-model";

export type RecallStreamEvent =
  | { type: "user_message"; id: string }
  | { type: "evidence"; evidence: RecallEvidence }
  | { type: "delta"; text: string }
  | { type: "done"; messageId: string }
  | { type: "error"; message: string };

const NEW_CHAT_TITLE = "New chat";

async function storeUserTurn(userId: string, conversationId: string, text: string) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const conversation = await tx.conversation.findFirstOrThrow({ where: { id: conversationId, userId }, select: { title: true } });
    const message = await tx.recallMessage.create({
      data: { userId, conversationId, role: "USER", content: text },
      select: { id: true },
    });
    const assistant = await tx.recallMessage.create({
      data: { userId, conversationId, role: "ASSISTANT", content: "", status: "PENDING", ...newTurnLease() },
      select: { id: true },
    });
    const title = conversation.title === NEW_CHAT_TITLE ? text.slice(0, 80) : undefined;
    await tx.conversation.update({ where: { id: conversationId, userId }, data: { updatedAt: new Date(), ...(title ? { title } : {}) } });
    return { userMessageId: message.id, assistantMessageId: assistant.id };
  });
}

async function previousUserTurns(userId: string, conversationId: string, excludeId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.recallMessage.findMany({
    where: { userId, conversationId, role: "USER", id: { not: excludeId } },
    orderBy: { createdAt: "desc" },
    take: 4,
    select: { content: true },
  });
  return rows.map((r) => r.content).reverse();
}

/** Why the ranking kept this memory, when it says (a model's own choice of memories has no reasons). */
function foundBecauseOf(retrieval: Retrieval, memoryId: string): { foundBecause?: FoundBecause } {
  const found = retrieval.found?.find((f) => f.id === memoryId);
  return found ? { foundBecause: { nodes: [...new Set(found.nodes)], words: found.words, window: found.window } } : {};
}

/**
 * One recall turn: the question is stored first, then retrieval (f, g) and the answer (h)
 * stream out, and the answer is stored with its evidence. A failure marks the answer failed
 * and keeps the question; so does a turn closed before it finished (it is never left pending).
 */
export async function* answerRecallTurn(input: {
  userId: string;
  conversationId: string;
  text: string;
  asOf: Date;
}): AsyncGenerator<RecallStreamEvent> {
  const { userId, conversationId, text, asOf } = input;
  const { userMessageId, assistantMessageId } = await storeUserTurn(userId, conversationId, text);
  const db = await getDb();
  const renewLease = (leaseUntil: Date) => db.recallMessage.updateMany({ where: { id: assistantMessageId, userId, status: "PENDING" }, data: { leaseUntil } });
  let finished = false;
  const releaseLease = keepTurnLease(renewLease);
  try {
    yield { type: "user_message", id: userMessageId };
    const history = await previousUserTurns(userId, conversationId, userMessageId);
    const retrieval = await retrieveMemories({ userId, request: text, history, asOf });
    const memories = await loadAnswerMemories(userId, retrieval.memoryIds);
    const outcome = retrieval.outcome === "answered" && memories.length === 0 ? "nothing_found" : retrieval.outcome;
    const model = recallModelForEnv();
    let answer = "";
    let used = memories;
    if (outcome === "answered") {
      const nodeNames = retrieval.nodes.map((n) => n.name);
      for await (const delta of model.writeAnswer({ request: text, memories, nodeNames, timeWindow: retrieval.timeWindow, usage: retrieval.usage })) {
        answer += delta;
        yield { type: "delta", text: delta };
      }
      used = model.memoriesUsed(answer, memories);
    } else {
      answer =
        outcome === "clarify"
          ? (retrieval.question ?? composeClarifyingQuestion(retrieval.suggestions))
          : composeNothingFound({ timeWindow: retrieval.timeWindow, unknownTerms: retrieval.unknownTerms, savedMemories: await countSavedMemories(userId) });
      for (const piece of inPieces(answer)) yield { type: "delta", text: piece };
    }
    if (model.kind === "api") {
      console.info(`recall turn ${assistantMessageId}: ${retrieval.usage.promptTokens} prompt + ${retrieval.usage.completionTokens} completion tokens`);
    }
    const evidence: RecallEvidence = {
      outcome,
      strategy: retrieval.strategy,
      relationshipNodes: retrieval.nodes,
      timeWindow: retrieval.timeWindow
        ? { from: retrieval.timeWindow.from.toISOString(), to: retrieval.timeWindow.to.toISOString(), label: retrieval.timeWindow.label }
        : null,
      memories:
        outcome === "answered"
          ? [...used]
              .sort((a, b) => (a.occurredAt?.getTime() ?? 0) - (b.occurredAt?.getTime() ?? 0))
              .map((m) => ({ id: m.id, title: m.title, occurredAt: m.occurredAt?.toISOString() ?? null, place: m.place, thumbnailUrl: m.thumbnailUrl, ...foundBecauseOf(retrieval, m.id) }))
          : [],
      explanation: retrieval.explanation,
    };
    yield { type: "evidence", evidence };
    await db.recallMessage.updateMany({
      where: { id: assistantMessageId, userId },
      data: { content: answer, status: "COMPLETE", evidence, runnerId: null, leaseUntil: null },
    });
    finished = true;
    yield { type: "done", messageId: assistantMessageId };
  } catch (error) {
    console.error("recall turn failed", error);
    const message = "Something went wrong while searching your memories. Your question is saved; try again.";
    await db.recallMessage.updateMany({
      where: { id: assistantMessageId, userId },
      data: { content: message, status: "FAILED", error: error instanceof Error ? error.message : String(error), runnerId: null, leaseUntil: null },
    });
    finished = true;
    yield { type: "error", message };
  } finally {
    releaseLease();
    if (!finished) {
      await db.recallMessage.updateMany({
        where: { id: assistantMessageId, userId, status: "PENDING" },
        data: { content: INTERRUPTED_ANSWER, status: "FAILED", error: "closed before the answer was complete", runnerId: null, leaseUntil: null },
      });
    }
  }
}

/**
 * Newline-delimited JSON events, flushed as they happen. The turn runs to the end even when
 * the client goes away (tab closed, network lost): its answer is stored and shown when the
 * chat is opened again, instead of staying pending.
 */
export function recallStreamResponse(events: AsyncGenerator<RecallStreamEvent>): Response {
  const encoder = new TextEncoder();
  let clientGone = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        try {
          for await (const event of events) {
            if (clientGone) continue;
            try {
              controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
            } catch {
              clientGone = true; // the stream was closed under us
            }
          }
          if (!clientGone) controller.close();
        } catch (error) {
          if (!clientGone) controller.error(error);
        }
      })();
    },
    cancel() {
      clientGone = true;
    },
  });
  return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" } });
}
