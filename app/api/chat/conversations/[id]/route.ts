import { NextResponse } from "next/server";
import { z } from "zod";
import { jsonError, routeUser } from "@/lib/auth/route-user";
import {
  ConversationNotFoundError,
  conversationTitleSchema,
  deleteConversation,
  getConversation,
  renameConversation,
} from "@/lib/recall/conversations";

type Context = { params: Promise<{ id: string }> };

function notFound(error: unknown) {
  if (error instanceof ConversationNotFoundError) return jsonError(error.message, 404);
  throw error;
}

export async function GET(_req: Request, { params }: Context) {
  const { user, response } = await routeUser();
  if (response) return response;
  const { id } = await params;
  try {
    return NextResponse.json({ conversation: await getConversation(user.id, id) });
  } catch (error) {
    return notFound(error);
  }
}

const renameSchema = z.object({ title: conversationTitleSchema });

export async function PATCH(req: Request, { params }: Context) {
  const { user, response } = await routeUser();
  if (response) return response;
  const { id } = await params;
  const parsed = renameSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Give the chat a name.", 400);
  try {
    await renameConversation(user.id, id, parsed.data.title);
    return NextResponse.json({ ok: true });
  } catch (error) {
    return notFound(error);
  }
}

export async function DELETE(_req: Request, { params }: Context) {
  const { user, response } = await routeUser();
  if (response) return response;
  const { id } = await params;
  try {
    await deleteConversation(user.id, id);
    return NextResponse.json({ ok: true });
  } catch (error) {
    return notFound(error);
  }
}
