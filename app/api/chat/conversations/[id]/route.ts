import { z } from "zod";
import { defineRoute } from "@/lib/edge/define-route";
import { fromRecall } from "@/lib/edge/recall-errors";
import { conversationTitleSchema, deleteConversation, getConversation, renameConversation } from "@/lib/recall/conversations";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = defineRoute({
  params,
  handle: async ({ user, params }) => ({ conversation: await fromRecall(getConversation(user.id, params.id)) }),
});

export const PATCH = defineRoute({
  params,
  body: z.object({ title: conversationTitleSchema }, { message: "Give the chat a name." }),
  handle: async ({ user, params, body }) => {
    await fromRecall(renameConversation(user.id, params.id, body.title));
    return { ok: true };
  },
});

export const DELETE = defineRoute({
  params,
  handle: async ({ user, params }) => {
    await fromRecall(deleteConversation(user.id, params.id));
    return { ok: true };
  },
});
