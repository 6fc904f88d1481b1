import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata = { title: "Memories" };

export default async function MemoriesPage() {
  await requireUser("/memories");
  return (
    <>
      <PageHeader title="Memories" description="Everything you have captured, newest first." />
      <EmptyState testId="memories-empty" title="No memories yet" action={{ href: "/memories/new", label: "Capture your first memory" }}>
        Drop in a few photos and tell the assistant what was happening. Your memories show up here.
      </EmptyState>
    </>
  );
}
