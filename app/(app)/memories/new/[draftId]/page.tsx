import { notFound, redirect } from "next/navigation";
import { CaptureWorkspace } from "@/components/capture/capture-workspace";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { getCaptureWorkspace } from "@/lib/capture/get-capture-workspace";
import { memoryIdSchema } from "@/lib/memories/schemas";
import { engineModes } from "@/lib/env";

export const metadata = { title: "Capture a memory" };

export default async function DraftPage({ params }: { params: Promise<{ draftId: string }> }) {
  const { draftId } = await params;
  const user = await requireUser(`/memories/new/${draftId}`);
  const id = memoryIdSchema.safeParse(draftId);
  const workspace = id.success ? await getCaptureWorkspace(user.id, id.data) : null;
  if (!workspace) notFound();
  if (workspace.status === "CAPTURED") redirect(`/memories/${workspace.id}`);
  return (
    <>
      <PageHeader title="Capture a memory" description="Answer the assistant's questions; the draft updates as you go. Edit anything by hand." />
      <CaptureWorkspace key={workspace.id} initial={workspace} engine={engineModes().models} />
    </>
  );
}
