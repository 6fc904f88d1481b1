import { defineRoute } from "@/lib/edge/define-route";
import { createConversation, listConversations } from "@/lib/recall/conversations";

export const GET = defineRoute({
  handle: async ({ user }) => ({ conversations: await listConversations(user.id) }),
});

export const POST = defineRoute({
  status: 201,
  handle: async ({ user }) => ({ conversation: await createConversation(user.id) }),
});
