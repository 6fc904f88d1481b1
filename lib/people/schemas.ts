import { z } from "zod";

const personName = (what: string) =>
  z
    .string({ message: `Type ${what}.` })
    .trim()
    .min(1, `Type ${what}.`)
    .max(80, "Keep the name under 80 characters.")
    .refine((name) => !/[()]/.test(name), "A name can't contain brackets (they hold the relation, like “Ana (sister)”).");

export const renamePersonSchema = z.object({
  from: personName("the name to change"),
  to: personName("the new name"),
});
export type RenamePersonInput = z.infer<typeof renamePersonSchema>;

export const mergePeopleSchema = z.object({
  from: z.array(personName("the name of the person to merge")).min(1, "Choose whom to merge.").max(50, "Merge at most 50 people at once."),
  into: personName("the name to merge into"),
});
export type MergePeopleInput = z.infer<typeof mergePeopleSchema>;

/** How people are grouped: names that differ only in case or spacing are one person. */
export const personKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
