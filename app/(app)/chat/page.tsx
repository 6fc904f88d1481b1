import { ChatApp } from "@/components/chat/chat-app";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { engineModes } from "@/lib/env";

export const metadata = { title: "Chat" };

export default async function ChatPage() {
  await requireUser("/chat");
  return (
    <>
      <PageHeader title="Chat" description="Ask about your memories in your own words." />
      <ChatApp conversationId={null} offline={engineModes().models === "offline"} />
    </>
  );
}
