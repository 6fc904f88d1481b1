import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata = { title: "Chat" };

export default async function ChatPage() {
  await requireUser("/chat");
  return (
    <>
      <PageHeader title="Chat" description="Ask about your memories in your own words." />
      <EmptyState title="Nothing to recall yet" action={{ href: "/memories/new", label: "Capture a memory" }}>
        Once you have captured a few memories, ask things like “What did I do with James last summer?”
      </EmptyState>
    </>
  );
}
