import "server-only";
import { engineModes } from "@/lib/env";
import { completeStructured } from "@/lib/models/openai/complete-structured";
import { modelRelationExtractor } from "./model-relation-extractor";
import { offlineRelationExtractor, type RelationExtractor } from "./relation-extractor";

/** The model when one is configured (OPENAI_API_KEY / OPENAI_BASE_URL), else the offline engine. */
export function defaultRelationExtractor(): RelationExtractor {
  return engineModes().models === "api" ? modelRelationExtractor(completeStructured) : offlineRelationExtractor;
}
