import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata = { title: "Graph" };

export default async function GraphPage() {
  await requireUser("/graph");
  return (
    <>
      <PageHeader title="Memory graph" description="How your memories connect through people, places and themes." />
      <EmptyState title="Your graph is empty" action={{ href: "/memories/new", label: "Capture a memory" }}>
        Each memory you save becomes a node here, linked to the people, places and activities it shares with others.
      </EmptyState>
    </>
  );
}
