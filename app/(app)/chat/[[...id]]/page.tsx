import { notFound } from "next/navigation";
import { ChatApp } from "@/components/chat/chat-app";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { fromRecall } from "@/lib/edge/recall-errors";
import { engineModes } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";
import { countSavedMemories } from "@/lib/memories/count-saved-memories";
import { getConversation } from "@/lib/recall/conversations";

export const metadata = { title: "Chat" };

/**
 * /chat and /chat/<id>: one page, so a chat started on /chat stays the same client state
 * when its URL becomes /chat/<id> (history.replaceState, no navigation).
 */
export default async function ChatPage({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id: segments = [] } = await params;
  if (segments.length > 1) notFound();
  const id = segments[0] ?? null;
  const user = await requireUser(id ? `/chat/${id}` : "/chat");
  if (id) {
    try {
      await fromRecall(getConversation(user.id, id));
    } catch (error) {
      if (isAppError(error, "not_found")) notFound();
      throw error;
    }
  }
  return (
    <>
      <PageHeader title="Chat" description="Ask about your memories in your own words." />
      <ChatApp initialId={id} offline={engineModes().models === "offline"} savedMemories={await countSavedMemories(user.id)} />
    </>
  );
}
