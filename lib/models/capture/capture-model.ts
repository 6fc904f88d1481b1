import type { PhotosSeen } from "@/lib/vision/analysis-summary";
import type { CaptureDetails, CaptureDraft, PhotoDraft } from "./capture-draft";

/** What is known about a photo without looking at it (EXIF and geocoding). */
export type PhotoFacts = {
  takenAt: Date | null;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  width?: number;
  height?: number;
  mimeType?: string;
  /** What the offline analysis saw in the photo (lib/vision), once it ran. */
  seen?: PhotosSeen;
};

export type PhotoForModel = PhotoFacts & {
  /** Loads the image as a data URL, for models that look at pixels; absent when there are no bytes. */
  loadDataUrl?: () => Promise<string>;
};

export type CaptureTurn = { role: "assistant" | "user"; content: string };

type CurrentDraft = {
  title: string;
  summary: string;
  details: CaptureDetails;
  titleEdited: boolean;
  summaryEdited: boolean;
  /** The memory's own place and dates (the photos', or the user's corrections) when known. */
  place?: string | null;
  occurredAt?: Date | null;
  endedAt?: Date | null;
};

export type DraftFromPhotosInput = {
  photos: PhotoForModel[];
  /** A description of the photos already known (e.g. given with the photo facts). */
  sceneDescription: string | null;
  /** Names of people in the user's other memories, to recognise them in lower case. */
  knownPeople: string[];
  signal?: AbortSignal;
};

export type RefineFromChatInput = {
  photos: PhotoFacts[];
  sceneDescription: string | null;
  current: CurrentDraft;
  /** The whole capture chat so far; its last turn is the user's newest answer. */
  conversation: CaptureTurn[];
  knownPeople: string[];
  signal?: AbortSignal;
};

/** The port for drafting a memory: an OpenAI-compatible API or the offline engine. */
export interface CaptureModel {
  readonly kind: "offline" | "api";
  draftMemoryFromPhotos(input: DraftFromPhotosInput): Promise<PhotoDraft>;
  refineDraftFromChat(input: RefineFromChatInput): Promise<CaptureDraft>;
}
