import { z } from "zod";

/** A box as fractions of the analysed image (0..1), so it crops any size of the photo. */
export const relativeBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });

export const detectedFaceSchema = z.object({
  box: relativeBoxSchema,
  score: z.number(),
  age: z.number().int().nullable(),
  emotion: z.object({ label: z.string(), score: z.number() }).nullable(),
  /** 1024 numbers from the face-description model; suggestions only, never automatic grouping. */
  embedding: z.array(z.number()),
});

export const detectedObjectSchema = z.object({ label: z.string(), score: z.number(), box: relativeBoxSchema });

export const textLineSchema = z.object({ text: z.string(), confidence: z.number() });

export const photoAnalysisResultSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  faces: z.array(detectedFaceSchema),
  objects: z.array(detectedObjectSchema),
  textLines: z.array(textLineSchema),
  /** Milliseconds per stage: decode, faces, objects, text. */
  ms: z.record(z.string(), z.number()),
});

export type RelativeBox = z.infer<typeof relativeBoxSchema>;
export type DetectedFace = z.infer<typeof detectedFaceSchema>;
export type DetectedObject = z.infer<typeof detectedObjectSchema>;
export type TextLine = z.infer<typeof textLineSchema>;
export type PhotoAnalysisResult = z.infer<typeof photoAnalysisResultSchema>;
