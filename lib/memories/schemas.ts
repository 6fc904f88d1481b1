import { z } from "zod";
import { detailKeys } from "@/lib/models/capture/capture-draft";
import { memoryDaySchema } from "@/lib/text/memory-date";

export const memoryIdSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "Not a memory id.");

export const memoryFieldsSchema = z
  .object({
    title: z.string().trim().min(1, "The title can't be empty.").max(120, "Keep the title under 120 characters."),
    summary: z.string().trim().max(4000, "Keep the summary under 4,000 characters."),
    occurredOn: z.union([z.literal(""), memoryDaySchema]),
    /** The last day, for a memory of several days; "" for one day. */
    endedOn: z.union([z.literal(""), memoryDaySchema]),
    place: z.string().trim().max(200, "Keep the place under 200 characters."),
  })
  .partial();
export type MemoryFieldsInput = z.infer<typeof memoryFieldsSchema>;

export const detailInputSchema = z.object({
  key: z.enum(detailKeys),
  value: z.string().trim().min(1, "Type a value first.").max(120, "Keep it under 120 characters."),
});

/** The longest text each field takes: forms cap their inputs with these. */
export const memoryInputLimits = {
  title: memoryFieldsSchema.shape.title.unwrap().maxLength ?? undefined,
  summary: memoryFieldsSchema.shape.summary.unwrap().maxLength ?? undefined,
  place: memoryFieldsSchema.shape.place.unwrap().maxLength ?? undefined,
  detail: detailInputSchema.shape.value.maxLength ?? undefined,
};
