import "server-only";
import { engineModes } from "@/lib/env";
import type { CaptureModel } from "./capture-model";
import { offlineCaptureModel } from "./offline-capture-model";
import { openAICaptureModel } from "./openai-capture-model";

/** The OpenAI-compatible adapter when an API key or base URL is set, else the offline engine. */
export function captureModelForEnv(): CaptureModel {
  return engineModes().models === "api" ? openAICaptureModel : offlineCaptureModel;
}
