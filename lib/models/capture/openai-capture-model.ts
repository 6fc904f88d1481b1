import "server-only";
import { completeStructured, type ChatMessage } from "@/lib/models/openai/complete-structured";
import { captureDraftSchema, photoDraftSchema, type CaptureDraft, type PhotoDraft } from "./capture-draft";
import type { CaptureModel, DraftFromPhotosInput, PhotoFacts, RefineFromChatInput } from "./capture-model";

const maxImages = 6;

const guidance = `You help a person capture a personal memory from their photos.
Write a short title and a warm, factual summary in the third person or neutral voice, using only what the photos, their metadata and the person's own words support; never invent names, places or events.
Fill the structured details: dates (dates, seasons, holidays, occasions such as "30th birthday"), locations, people ("Name (relation)" when the relation is known, "my sister" when unnamed), activities, emotions, objects.
Then ask exactly one short, specific follow-up question about what is still missing (who, the occasion, the place, how it felt).`;

const photoFacts = (photos: PhotoFacts[]) =>
  photos.map((p, i) => ({
    photo: i + 1,
    takenAt: p.takenAt?.toISOString().slice(0, 16) ?? null,
    place: p.place,
    gps: p.latitude !== null && p.longitude !== null ? [Number(p.latitude.toFixed(5)), Number(p.longitude.toFixed(5))] : null,
    // The offline analysis (lib/vision), as extra context: it counts faces and reads text well.
    ...(p.seen ? { offlineAnalysis: { peopleCount: p.seen.people, objects: p.seen.objects, textRead: p.seen.textLines } } : {}),
  }));

/** Capture through any OpenAI-compatible chat API: photos go as data URLs to the vision model. */
export const openAICaptureModel: CaptureModel = {
  kind: "api",

  async draftMemoryFromPhotos(input: DraftFromPhotosInput): Promise<PhotoDraft> {
    const images = await Promise.all(input.photos.slice(0, maxImages).map((p) => p.loadDataUrl?.()));
    const content: Exclude<ChatMessage["content"], string> = [
      {
        type: "text",
        text: [
          "Draft a memory from these photos. Describe what they show in sceneDescription (no names).",
          `Photo metadata (EXIF, offline geocoding and, where present, an offline analysis: people counted, objects detected, text read in the photo): ${JSON.stringify(photoFacts(input.photos))}`,
          input.sceneDescription ? `Known description of the photos: ${input.sceneDescription}` : "",
          input.knownPeople.length ? `People from the person's other memories (use only if clearly relevant): ${input.knownPeople.slice(0, 50).join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      },
      ...images.filter((url): url is string => !!url).map((url) => ({ type: "image_url" as const, image_url: { url } })),
    ];
    const { data } = await completeStructured({
      model: "vision",
      system: guidance,
      messages: [{ role: "user", content }],
      schema: photoDraftSchema,
      schemaName: "photo_memory_draft",
      signal: input.signal,
    });
    return data;
  },

  async refineDraftFromChat(input: RefineFromChatInput): Promise<CaptureDraft> {
    const context = {
      photos: photoFacts(input.photos),
      sceneDescription: input.sceneDescription,
      currentDraft: { title: input.current.title, summary: input.current.summary, details: input.current.details },
      keepAsIs: [input.current.titleEdited && "title", input.current.summaryEdited && "summary"].filter(Boolean),
    };
    const { data } = await completeStructured({
      model: "text",
      system: `${guidance}
Update the current draft with what the person just said; keep everything still true. Details absent from the current draft were removed by the person: add them back only if they mention them again. Return fields listed in keepAsIs exactly as they are.`,
      messages: [
        { role: "user", content: `Memory so far: ${JSON.stringify(context)}` },
        ...input.conversation.map((t) => ({ role: t.role, content: t.content })),
      ],
      schema: captureDraftSchema,
      schemaName: "memory_draft_update",
      signal: input.signal,
    });
    return {
      ...data,
      title: input.current.titleEdited ? input.current.title : data.title,
      summary: input.current.summaryEdited ? input.current.summary : data.summary,
    };
  },
};
