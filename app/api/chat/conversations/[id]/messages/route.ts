import { z } from "zod";
import { jsonError, routeUser } from "@/lib/auth/route-user";
import { answerRecallTurn, recallStreamResponse } from "@/lib/recall/answer-recall-turn";
import { ConversationNotFoundError, getConversation } from "@/lib/recall/conversations";

type Context = { params: Promise<{ id: string }> };

const messageSchema = z.object({
  text: z.string({ message: "Type a question first." }).trim().min(1, "Type a question first.").max(2000, "Keep questions under 2,000 characters."),
});

export async function POST(req: Request, { params }: Context) {
  const { user, response } = await routeUser();
  if (response) return response;
  const { id } = await params;
  const parsed = messageSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Type a question first.", 400);
  try {
    await getConversation(user.id, id); // owner check before anything streams
  } catch (error) {
    if (error instanceof ConversationNotFoundError) return jsonError(error.message, 404);
    throw error;
  }
  return recallStreamResponse(answerRecallTurn({ userId: user.id, conversationId: id, text: parsed.data.text, asOf: new Date() }));
}
