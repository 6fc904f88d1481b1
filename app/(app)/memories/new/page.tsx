import { NewMemoryUpload } from "@/components/capture/new-memory-upload";
import { EngineNotice } from "@/components/capture/engine-notice";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { redirect } from "next/navigation";
import { memoryIdSchema } from "@/lib/memories/schemas";
import { engineModes } from "@/lib/env";

export const metadata = { title: "New memory" };

export default async function NewMemoryPage({ searchParams }: { searchParams: Promise<{ draft?: string }> }) {
  await requireUser("/memories/new");
  // A reload during uploading comes back here with the draft's id: resume it.
  const draft = memoryIdSchema.safeParse((await searchParams).draft);
  if (draft.success) redirect(`/memories/new/${draft.data}`);
  return (
    <>
      <PageHeader title="New memory" description="Start from one or more photos. The assistant drafts the memory; you tell it the rest." />
      <div className="mx-auto max-w-2xl space-y-4">
        <EngineNotice engine={engineModes().models} />
        <NewMemoryUpload />
      </div>
    </>
  );
}
