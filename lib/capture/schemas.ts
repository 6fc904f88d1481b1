import { z } from "zod";
import { detailKeys } from "@/lib/models/capture/capture-draft";
import { memoryDaySchema } from "@/lib/text/memory-date";

export const memoryIdSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "Not a memory id.");

export const captureMessageSchema = z
  .string()
  .trim()
  .min(1, "Write something first.")
  .max(4000, "That message is too long (4,000 characters at most). Split it into two.");

export const memoryFieldsSchema = z
  .object({
    title: z.string().trim().min(1, "The title can't be empty.").max(120, "Keep the title under 120 characters."),
    summary: z.string().trim().max(4000, "Keep the summary under 4,000 characters."),
    occurredOn: z.union([z.literal(""), memoryDaySchema]),
    place: z.string().trim().max(200, "Keep the place under 200 characters."),
  })
  .partial();
export type MemoryFieldsInput = z.infer<typeof memoryFieldsSchema>;

export const detailInputSchema = z.object({
  key: z.enum(detailKeys),
  value: z.string().trim().min(1, "Type a value first.").max(120, "Keep it under 120 characters."),
});

export const photoFactsSchema = z.object({
  takenAt: z.coerce.date().nullable(),
  place: z.string().trim().min(1).max(300).nullable(),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  caption: z.string().trim().max(2000).nullable().default(null),
});
export type PhotoFactsInput = z.input<typeof photoFactsSchema>;

/** The longest text each schema takes: forms cap their inputs with these. */
export const inputLimits = {
  title: memoryFieldsSchema.shape.title.unwrap().maxLength ?? undefined,
  summary: memoryFieldsSchema.shape.summary.unwrap().maxLength ?? undefined,
  place: memoryFieldsSchema.shape.place.unwrap().maxLength ?? undefined,
  detail: detailInputSchema.shape.value.maxLength ?? undefined,
  message: captureMessageSchema.maxLength ?? undefined,
};
