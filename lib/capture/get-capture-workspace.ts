import "server-only";
import { getDb } from "@/lib/db/client";
import { memoryContentInclude, toMemoryDetails, toMemoryPhotos, type MemoryDetailItem, type MemoryPhoto } from "@/lib/memories/memory-content";
import { mediaUrl } from "@/lib/storage/media-url";
import { faceSuggestions, type UnnamedFace } from "@/lib/vision/face-suggestions";
import { photoAnalysisResultSchema, type RelativeBox } from "@/lib/vision/photo-analysis";
import { INTERRUPTED_TURN_MESSAGE, interruptedTurnTest } from "@/lib/jobs/turn-lease";

export type WorkspaceMessage = { id: string; role: "user" | "assistant"; content: string; status: "complete" | "pending" | "failed"; error: string | null };

/**
 * A face the analysis found in one of the memory's photos, with the name the user gave it, or
 * for an unnamed face the name it may be ("Is this Jim?", lib/vision/face-suggestions.ts).
 */
export type WorkspaceFace = {
  photoId: string;
  faceIndex: number;
  box: RelativeBox;
  age: number | null;
  name: string | null;
  suggestedName: string | null;
  thumbnailUrl: string;
  /** The photo's width / height. */
  aspect: number;
};

export type CaptureWorkspace = {
  id: string;
  status: "DRAFT" | "CAPTURED";
  title: string;
  summary: string;
  titleEdited: boolean;
  summaryEdited: boolean;
  occurredOn: string | null;
  endedOn: string | null;
  place: string | null;
  photos: MemoryPhoto[];
  details: MemoryDetailItem[];
  messages: WorkspaceMessage[];
  assistant: "idle" | "pending" | "failed" | "not_started";
  /** "pending" while the offline analysis of a photo is still to run ("Looking at your photos…"). */
  photoAnalysis: "pending" | "done";
  faces: WorkspaceFace[];
};

/** Everything the capture page shows for the user's memory, or null (another user's memory is "not found"). */
export async function getCaptureWorkspace(userId: string, memoryId: string): Promise<CaptureWorkspace | null> {
  const db = await getDb();
  const memory = await db.memory.findFirst({
    where: { id: memoryId, userId },
    include: memoryContentInclude,
  });
  if (!memory) return null;
  const interrupted = await interruptedTurnTest();
  const analysing = await db.photoAnalysis.count({ where: { userId, status: "PENDING", media: { userId, memoryId } } });
  const messages: WorkspaceMessage[] = memory.messages.map((m) => {
    const stale = interrupted(m);
    return {
      id: m.id,
      role: m.role === "USER" ? "user" : "assistant",
      content: m.content,
      status: stale ? "failed" : m.status === "PENDING" ? "pending" : m.status === "FAILED" ? "failed" : "complete",
      error: stale ? INTERRUPTED_TURN_MESSAGE : m.error,
    };
  });
  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  return {
    id: memory.id,
    status: memory.status,
    title: memory.title,
    summary: memory.summary,
    titleEdited: memory.titleEdited,
    summaryEdited: memory.summaryEdited,
    occurredOn: memory.occurredAt?.toISOString().slice(0, 10) ?? null,
    endedOn: memory.endedAt?.toISOString().slice(0, 10) ?? null,
    place: memory.place,
    photos: toMemoryPhotos(memory.media),
    details: toMemoryDetails(memory.details),
    messages,
    photoAnalysis: analysing ? "pending" : "done",
    faces: await facesOf(userId, memoryId),
    assistant: !lastAssistant ? "not_started" : lastAssistant.status === "pending" ? "pending" : lastAssistant.status === "failed" ? "failed" : "idle",
  };
}

const MAX_FACES_SHOWN = 24;

/** The faces found in the memory's photos, in photo order, with their names. */
async function facesOf(userId: string, memoryId: string): Promise<WorkspaceFace[]> {
  const db = await getDb();
  const photos = await db.mediaAsset.findMany({
    where: { userId, memoryId, analysis: { is: { userId, status: "DONE" } } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, analysis: { select: { result: true } }, faceNames: { where: { userId }, select: { faceIndex: true, name: true } } },
  });
  const faces: WorkspaceFace[] = [];
  const unnamed: UnnamedFace[] = [];
  for (const photo of photos) {
    const result = photoAnalysisResultSchema.safeParse(photo.analysis?.result);
    if (!result.success) continue;
    result.data.faces.forEach((face, faceIndex) => {
      const name = photo.faceNames.find((n) => n.faceIndex === faceIndex)?.name ?? null;
      const aspect = result.data.width / Math.max(1, result.data.height);
      if (faces.length >= MAX_FACES_SHOWN) return;
      faces.push({ photoId: photo.id, faceIndex, box: face.box, age: face.age, name, suggestedName: null, thumbnailUrl: mediaUrl(photo.id, "thumbnail"), aspect });
      if (!name) unnamed.push({ photoId: photo.id, faceIndex, embedding: face.embedding });
    });
  }
  const suggestions = await faceSuggestions(userId, unnamed);
  return faces.map((face) => ({ ...face, suggestedName: suggestions.get(`${face.photoId}:${face.faceIndex}`)?.name ?? null }));
}
