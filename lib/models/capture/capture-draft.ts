import { z } from "zod";
import { isMemoryYear } from "@/lib/text/memory-date";

// What a capture model proposes for a memory: validated at the boundary, whichever engine.

const memoryDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => isMemoryYear(Number(day.slice(0, 4))), "a year a memory can have");

const detailList = z.array(z.string().trim().min(1).max(120)).max(20);

const captureDetailsSchema = z.object({
  dates: detailList.describe("Dates, periods, holidays and occasions, e.g. 'June 24, 2023', 'summer 2023', 'Easter 2024', '30th birthday'"),
  locations: detailList.describe("Places, most specific first, e.g. 'Humboldt Park, Chicago'"),
  people: detailList.describe("People by name with their relation to the user in parentheses when known, e.g. 'Marcus (boyfriend)'; 'my sister' when unnamed"),
  activities: detailList.describe("What was done, short, e.g. 'hiking', 'pasta making class'"),
  emotions: detailList.describe("How it felt, single words, e.g. 'happy', 'proud'"),
  objects: detailList.describe("Notable things in the photos or story"),
});
export type CaptureDetails = z.infer<typeof captureDetailsSchema>;
export const detailKeys = ["dates", "locations", "people", "activities", "emotions", "objects"] as const;
export type DetailKey = (typeof detailKeys)[number];

export const captureDraftSchema = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(4000),
  details: captureDetailsSchema,
  nextQuestion: z.string().trim().min(1).max(400).describe("One short, specific follow-up question to the user"),
  occurredOn: memoryDay
    .nullable()
    .optional()
    .describe("The day it happened (YYYY-MM-DD) when the photos carry no date and the user's words give one ('Christmas Day 2024'); else null"),
  endedOn: memoryDay
    .nullable()
    .optional()
    .describe("The last day (YYYY-MM-DD) when it lasted several days and the user's words say so ('from the 3rd to the 7th'); else null"),
});
export type CaptureDraft = z.infer<typeof captureDraftSchema>;

export const photoDraftSchema = captureDraftSchema.extend({
  sceneDescription: z.string().trim().max(2000).describe("What the photos show: scene, objects, number of people, mood. No names."),
});
export type PhotoDraft = z.infer<typeof photoDraftSchema>;

export const emptyDetails = (): CaptureDetails => ({ dates: [], locations: [], people: [], activities: [], emotions: [], objects: [] });
