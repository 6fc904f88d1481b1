import { notFound, redirect } from "next/navigation";
import { CaptureWorkspace } from "@/components/capture/capture-workspace";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { memoryIdSchema } from "@/lib/capture/schemas";
import { engineModes } from "@/lib/env";

export const metadata = { title: "Memory" };

// A captured memory, editable with the same tools as the draft (edits reschedule its graph update).
export default async function MemoryPage({ params }: { params: Promise<{ memoryId: string }> }) {
  const { memoryId } = await params;
  const user = await requireUser(`/memories/${memoryId}`);
  const id = memoryIdSchema.safeParse(memoryId);
  const workspace = id.success ? await getCaptureWorkspace(user.id, id.data) : null;
  if (!workspace) notFound();
  if (workspace.status === "DRAFT") redirect(`/memories/new/${workspace.id}`);
  return (
    <>
      <PageHeader title={workspace.title || "Memory"} description="Edit anything; keep telling the assistant more." />
      <CaptureWorkspace key={workspace.id} initial={workspace} engine={engineModes().models} />
    </>
  );
}
