import { NextResponse } from "next/server";
import { routeUser } from "@/lib/auth/route-user";
import { createConversation, listConversations } from "@/lib/recall/conversations";

export async function GET() {
  const { user, response } = await routeUser();
  if (response) return response;
  return NextResponse.json({ conversations: await listConversations(user.id) });
}

export async function POST() {
  const { user, response } = await routeUser();
  if (response) return response;
  return NextResponse.json({ conversation: await createConversation(user.id) }, { status: 201 });
}
