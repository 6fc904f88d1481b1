import { z } from "zod";

export const captureMessageSchema = z
  .string()
  .trim()
  .min(1, "Write something first.")
  .max(4000, "That message is too long (4,000 characters at most). Split it into two.");

export const photoFactsSchema = z.object({
  takenAt: z.coerce.date().nullable(),
  place: z.string().trim().min(1).max(300).nullable(),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  caption: z.string().trim().max(2000).nullable().default(null),
});
export type PhotoFactsInput = z.input<typeof photoFactsSchema>;
