import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { MemoryForGraph } from "@/lib/graph-construction/memory-for-graph";
import { kindByKey } from "@/lib/memories/detail-kinds";
import { detailKeys, type CaptureDetails } from "@/lib/models/capture/capture-draft";
import type { CaptureTurn, PhotoFacts } from "@/lib/models/capture/capture-model";
import { offlineCaptureModel } from "@/lib/models/capture/offline-capture-model";
import { formatDay } from "@/lib/nlp/extract-dates";

// Reads a recall benchmark file (../shared/bench/FORMAT.md) into graph-construction input,
// with the details the app's offline capture model drafts from the photo facts and the
// user's chat turns (as `ingestThroughCapture` does through the database, without one).

const benchFileSchema = z.object({
  asOf: z.string(),
  users: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      memories: z.array(
        z.object({
          id: z.string(),
          takenAt: z.string().nullable(),
          place: z.string().nullable(),
          photoCaption: z.string(),
          conversation: z.array(z.object({ role: z.enum(["assistant", "user"]), content: z.string() })),
          summary: z.string(),
        }),
      ),
    }),
  ),
});

export const publicBenchPath = path.resolve(import.meta.dirname, "../../../shared/bench/recall-public.json");

export type BenchUser = { id: string; displayName: string; memories: (MemoryForGraph & { scene: string })[] };

type BenchMemory = z.infer<typeof benchFileSchema>["users"][number]["memories"][number];

/** The photo's EXIF facts first (as `recordPhotoFacts` stores them), then the capture model's draft. */
function detailsOf(photo: PhotoFacts, draft: CaptureDetails): MemoryForGraph["details"] {
  const details: MemoryForGraph["details"] = [];
  const push = (kind: MemoryForGraph["details"][number]["kind"], value: string) => {
    if (!details.some((d) => d.kind === kind && d.value.toLowerCase() === value.toLowerCase())) details.push({ kind, value });
  };
  if (photo.takenAt) push("DATE", formatDay(photo.takenAt));
  if (photo.place) push("LOCATION", photo.place);
  for (const key of detailKeys) for (const value of draft[key]) push(kindByKey[key], value);
  return details;
}

/** One memory captured with the offline capture model: a draft from the photo, refined by each user turn. */
async function captureOffline(memory: BenchMemory, knownPeople: string[]) {
  const photo: PhotoFacts = { takenAt: memory.takenAt ? new Date(`${memory.takenAt}T12:00:00Z`) : null, place: memory.place, latitude: null, longitude: null };
  const first = await offlineCaptureModel.draftMemoryFromPhotos({ photos: [photo], sceneDescription: memory.photoCaption || null, knownPeople });
  // The chat refines the memory's stored details, which hold the EXIF ones too.
  const exif = detailsOf(photo, { dates: [], locations: [], people: [], activities: [], emotions: [], objects: [] });
  const withExif = (draft: CaptureDetails): CaptureDetails => ({
    ...draft,
    dates: [...exif.filter((d) => d.kind === "DATE").map((d) => d.value), ...draft.dates],
    locations: [...exif.filter((d) => d.kind === "LOCATION").map((d) => d.value), ...draft.locations],
  });
  let current = { title: first.title, summary: first.summary, details: withExif(first.details), titleEdited: false, summaryEdited: false };
  const conversation: CaptureTurn[] = [{ role: "assistant", content: first.nextQuestion }];
  for (const turn of memory.conversation.filter((c) => c.role === "user")) {
    conversation.push({ role: "user", content: turn.content });
    const draft = await offlineCaptureModel.refineDraftFromChat({ photos: [photo], sceneDescription: memory.photoCaption || null, current, conversation, knownPeople });
    current = { ...current, title: draft.title, summary: draft.summary, details: draft.details };
    conversation.push({ role: "assistant", content: draft.nextQuestion });
  }
  return { photo, title: current.title, details: detailsOf(photo, current.details) };
}

export async function loadBenchForGraph(file = publicBenchPath): Promise<BenchUser[]> {
  const bench = benchFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const users: BenchUser[] = [];
  for (const user of bench.users) {
    const memories: BenchUser["memories"] = [];
    const knownPeople = new Set<string>();
    for (const m of user.memories) {
      const captured = await captureOffline(m, [...knownPeople]);
      for (const d of captured.details) if (d.kind === "PERSON" && !/^(my|our)\s/i.test(d.value)) knownPeople.add(d.value.replace(/\s*\(.*\)\s*$/, ""));
      memories.push({
        id: m.id,
        userId: user.id,
        title: captured.title,
        summary: m.summary,
        occurredAt: captured.photo.takenAt,
        place: m.place,
        latitude: null,
        details: captured.details,
        userTurns: m.conversation.filter((c) => c.role === "user").map((c) => c.content),
        ownerNames: [user.displayName],
        scene: m.photoCaption,
      });
    }
    memories.sort((a, b) => (a.occurredAt?.getTime() ?? Infinity) - (b.occurredAt?.getTime() ?? Infinity) || (a.id < b.id ? -1 : 1));
    users.push({ id: user.id, displayName: user.displayName, memories });
  }
  return users;
}
