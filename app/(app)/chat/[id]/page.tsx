import { notFound } from "next/navigation";
import { ChatApp } from "@/components/chat/chat-app";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { engineModes } from "@/lib/env";
import { ConversationNotFoundError, getConversation } from "@/lib/recall/conversations";

export const metadata = { title: "Chat" };

export default async function ConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`/chat/${id}`);
  try {
    await getConversation(user.id, id);
  } catch (error) {
    if (error instanceof ConversationNotFoundError) notFound();
    throw error;
  }
  return (
    <>
      <PageHeader title="Chat" description="Ask about your memories in your own words." />
      <ChatApp conversationId={id} offline={engineModes().models === "offline"} />
    </>
  );
}
