import { notFound, redirect } from "next/navigation";
import { MemoryDetail } from "@/components/memories/memory-detail";
import { requireUser } from "@/lib/auth/session";
import { serverEnv } from "@/lib/env";
import { memoryIdSchema } from "@/lib/memories/schemas";
import { getMemoryView } from "@/lib/memories/get-memory-view";

export const metadata = { title: "Memory" };

// A captured memory: photos, story, details, connections; edit and delete. Drafts open in capture.
export default async function MemoryPage({ params }: { params: Promise<{ memoryId: string }> }) {
  const { memoryId } = await params;
  const user = await requireUser(`/memories/${memoryId}`);
  const id = memoryIdSchema.safeParse(memoryId);
  const memory = id.success ? await getMemoryView(user.id, id.data) : null;
  if (!memory) notFound();
  if (memory.status === "DRAFT") redirect(`/memories/new/${memory.id}`);
  return <MemoryDetail key={memory.id} initial={memory} mapStyleUrl={serverEnv().MAP_STYLE_URL ?? null} />;
}
