import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata = { title: "New memory" };

export default async function NewMemoryPage() {
  await requireUser("/memories/new");
  return (
    <>
      <PageHeader title="New memory" description="Start from one or more photos." />
      <EmptyState title="Photo capture is on its way">Uploading photos is not available in this version yet.</EmptyState>
    </>
  );
}
