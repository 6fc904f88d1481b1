import Link from "next/link";
import { MemoryList } from "@/components/capture/memory-list";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { listMemories } from "@/lib/capture/list-memories";

export const metadata = { title: "Memories" };

export default async function MemoriesPage() {
  const user = await requireUser("/memories");
  const memories = await listMemories(user.id);
  return (
    <>
      <PageHeader
        title="Memories"
        description="Everything you have captured, newest first."
        actions={
          memories.length > 0 && (
            <Link href="/memories/new" data-testid="new-memory" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
              New memory
            </Link>
          )
        }
      />
      {memories.length === 0 ? (
        <EmptyState testId="memories-empty" title="No memories yet" action={{ href: "/memories/new", label: "Capture your first memory" }}>
          Drop in a few photos and tell the assistant what was happening. Your memories show up here.
        </EmptyState>
      ) : (
        <MemoryList memories={memories} />
      )}
    </>
  );
}
