import { z } from "zod";
import { defineRoute } from "@/lib/edge/define-route";
import { fromRecall } from "@/lib/edge/recall-errors";
import { answerRecallTurn, recallStreamResponse } from "@/lib/recall/answer-recall-turn";
import { getConversation } from "@/lib/recall/conversations";

const messageSchema = z.object(
  { text: z.string({ message: "Type a question first." }).trim().min(1, "Type a question first.").max(2000, "Keep questions under 2,000 characters.") },
  { message: "Type a question first." },
);

export const POST = defineRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  body: messageSchema,
  rateLimit: "recallTurn",
  handle: async ({ user, params, body }) => {
    await fromRecall(getConversation(user.id, params.id)); // owner check before anything streams
    return recallStreamResponse(answerRecallTurn({ userId: user.id, conversationId: params.id, text: body.text, asOf: new Date() }));
  },
});
